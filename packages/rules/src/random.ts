/**
 * The seeded random streams of `record-format.md` (Randomness): every stream is a
 * xoshiro128** generator whose state is the first 16 bytes of SHA-256("<seed>/<stream>").
 * Anyone holding a game's revealed seed can rebuild every shuffle and die roll with these
 * few functions, so they must stay bit-exact.
 */
import { sha256 } from './sha256.js';

export type StreamName = 'tiles' | 'gifts' | 'cloister' | 'roadside' | 'returns' | 'die';

// One encoder for every seed: building one per stream showed up when games are short.
const UTF8 = new TextEncoder();

/** A xoshiro128** generator. Its state is a plain tuple so a game state can copy it. */
export class Stream {
  private constructor(private s: Uint32Array) {}

  static fromSeed(seed: string, stream: string): Stream {
    const digest = sha256(UTF8.encode(`${seed}/${stream}`));
    const view = new DataView(digest.buffer, digest.byteOffset, 16);
    const s = new Uint32Array(4);
    for (let i = 0; i < 4; i++) s[i] = view.getUint32(i * 4, true);
    return new Stream(s);
  }

  static fromState(state: readonly number[]): Stream {
    if (state.length !== 4) return new Stream(Uint32Array.from(state));
    // Element by element: the generic Uint32Array.from/Array.from were ~3% of an Easter
    // profile, where every die roll loads and saves a stream.
    const s = new Uint32Array(4);
    s[0] = state[0]!;
    s[1] = state[1]!;
    s[2] = state[2]!;
    s[3] = state[3]!;
    return new Stream(s);
  }

  /** The generator state, for saving a game mid-way. */
  state(): number[] {
    const s = this.s;
    return s.length === 4 ? [s[0]!, s[1]!, s[2]!, s[3]!] : Array.from(s);
  }

  clone(): Stream {
    return new Stream(this.s.slice());
  }

  /** Next 32-bit output (unsigned). */
  next(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2] = s[2]! ^ s[0]!;
    s[3] = s[3]! ^ s[1]!;
    s[1] = s[1]! ^ s[2]!;
    s[0] = s[0]! ^ s[3]!;
    s[2] = s[2]! ^ t;
    s[3] = rotl(s[3]!, 11);
    return result;
  }

  /** Uniform integer in [0, n) by rejection: outputs ≥ floor(2^32 / n)·n are redrawn. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`below(${n})`);
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  /** Fisher-Yates in place (`fisherYates`). */
  shuffle<T>(items: T[]): T[] {
    return fisherYates(items, this);
  }
}

/**
 * Fisher-Yates in place, from the last index down to 1, drawing from `rng`: the one shuffle
 * of the engine's streams (record-format.md) and of the search's determinizations.
 */
export function fisherYates<T>(items: T[], rng: { below(n: number): number }): T[] {
  for (let i = items.length - 1; i >= 1; i--) {
    const j = rng.below(i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
