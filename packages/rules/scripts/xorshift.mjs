// The benches' random policy: a tiny xorshift, so every build makes the same choices from a seed.
export function xorshift(seed) {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}
