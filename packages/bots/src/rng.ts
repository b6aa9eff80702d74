/**
 * The bots' seeded generator (sfc32). Bots never call Math.random: the same seed and the
 * same iteration budget must give the same move on every host (tests, server replays).
 */
export interface BotRng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  below(n: number): number;
  /** Next raw unsigned 32-bit output (for seeding the wasm core). */
  u32(): number;
  /** An independent generator derived from this one (advances this one). */
  fork(): BotRng;
}

/** 128-bit string hash (cyrb128), so any string or number can seed a generator. */
function hash128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

class Sfc32 implements BotRng {
  constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {
    // Discard the first outputs: sfc32 needs a few rounds to mix a weak seed.
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  fork(): BotRng {
    return new Sfc32(this.u32(), this.u32(), this.u32(), this.u32());
  }
}

export function seededRng(seed: string | number): BotRng {
  const [a, b, c, d] = hash128(String(seed));
  return new Sfc32(a, b, c, d);
}

/** Fisher-Yates in place. */
export function shuffleInPlace<T>(items: T[], rng: BotRng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
