// PRNG: xoshiro128**, seeded through splitmix64 so any 64-bit seed gives a good state.

let r0: u32 = 1;
let r1: u32 = 2;
let r2: u32 = 3;
let r3: u32 = 4;

@inline export function nextU32(): u32 {
  const result = rotl<u32>(r1 * 5, 7) * 9;
  const t = r1 << 9;
  r2 ^= r0;
  r3 ^= r1;
  r1 ^= r2;
  r0 ^= r3;
  r2 ^= t;
  r3 = rotl<u32>(r3, 11);
  return result;
}

/** Uniform integer below n (n >= 1), Lemire's multiply-and-reject. */
export function below(n: i32): i32 {
  const un = <u64>(<u32>n);
  let m = <u64>nextU32() * un;
  let lo = <u32>m;
  if (lo < <u32>n) {
    const threshold = (<u32>(-n)) % <u32>n;
    while (lo < threshold) {
      m = <u64>nextU32() * un;
      lo = <u32>m;
    }
  }
  return <i32>(m >> 32);
}

let sm: u64 = 0;
function splitmix(): u64 {
  sm += 0x9E3779B97F4A7C15;
  let z = sm;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

export function seed(lo: u32, hi: u32): void {
  sm = (<u64>hi << 32) | <u64>lo;
  const a = splitmix();
  const b = splitmix();
  r0 = <u32>a;
  r1 = <u32>(a >> 32);
  r2 = <u32>b;
  r3 = <u32>(b >> 32);
  if ((r0 | r1 | r2 | r3) == 0) r0 = 1;
}
