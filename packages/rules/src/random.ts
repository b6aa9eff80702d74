/**
 * The seeded random streams of `record-format.md` (Randomness): every stream is a
 * xoshiro128** generator whose state is the first 16 bytes of SHA-256("<seed>/<stream>").
 * Anyone holding a game's revealed seed can rebuild every shuffle and die roll with these
 * few functions, so they must stay bit-exact.
 */
export type StreamName = 'tiles' | 'gifts' | 'cloister' | 'roadside' | 'returns' | 'die';

// One encoder for every seed: building one per stream showed up when games are short.
const UTF8 = new TextEncoder();

// SHA-256 (FIPS 180-4) of a whole message, kept here rather than taken from a hashing
// library: a game seeds four or five streams, and a general-purpose hasher's per-call
// set-up (objects, views, buffers) was ~3% of short expansion games. Checked against
// @noble/hashes on every length up to a few blocks and on non-ASCII seeds.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W = new Int32Array(64);

/** The first four words of SHA-256(text) read little-endian, as the stream state wants them. */
function seedWords(text: string): Uint32Array {
  // ASCII seeds (the usual case) are copied straight in; others go through the encoder.
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  const msg = ascii ? null : UTF8.encode(text);
  const len = msg ? msg.length : text.length;
  const blocks = (len + 9 + 63) >>> 6;
  const buf = new Uint8Array(blocks * 64);
  if (msg) buf.set(msg);
  else for (let i = 0; i < len; i++) buf[i] = text.charCodeAt(i);
  buf[len] = 0x80;
  // Message length in bits, big-endian in the last 8 bytes.
  const end = blocks * 64;
  const hi = Math.floor(len / 0x20000000);
  const lo = (len << 3) >>> 0;
  buf[end - 8] = hi >>> 24;
  buf[end - 7] = (hi >>> 16) & 0xff;
  buf[end - 6] = (hi >>> 8) & 0xff;
  buf[end - 5] = hi & 0xff;
  buf[end - 4] = lo >>> 24;
  buf[end - 3] = (lo >>> 16) & 0xff;
  buf[end - 2] = (lo >>> 8) & 0xff;
  buf[end - 1] = lo & 0xff;
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let off = 0; off < end; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + 4 * i;
      W[i] = (buf[j]! << 24) | (buf[j + 1]! << 16) | (buf[j + 2]! << 8) | buf[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const w15 = W[i - 15]!;
      const w2 = W[i - 2]!;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[i]! + W[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  // Digest bytes are big-endian words; the state reads them back little-endian.
  const out = new Uint32Array(4);
  out[0] = swap32(h0);
  out[1] = swap32(h1);
  out[2] = swap32(h2);
  out[3] = swap32(h3);
  return out;
}

function swap32(x: number): number {
  return (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
}

/** A xoshiro128** generator. Its state is a plain tuple so a game state can copy it. */
export class Stream {
  private constructor(private s: Uint32Array) {}

  static fromSeed(seed: string, stream: string): Stream {
    return new Stream(seedWords(`${seed}/${stream}`));
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

  /** Fisher-Yates in place, from the last index down to 1. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
