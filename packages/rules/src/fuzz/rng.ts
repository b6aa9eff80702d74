/** A small fast generator for fuzz runs (xorshift32): not the game's streams, which are hidden state. */
export class Rng {
  private x: number;

  constructor(seed: number) {
    this.x = seed | 0 || 0x9e3779b9;
  }

  next(): number {
    let x = this.x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.x = x;
    return x >>> 0;
  }

  /** A uniform-enough integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }
}
