// Typed loads and stores at byte address p, element index i.

@inline export function ld8(p: usize, i: i32): i32 { return <i32>load<u8>(p + <usize>i); }
@inline export function st8(p: usize, i: i32, v: i32): void { store<u8>(p + <usize>i, <u8>v); }
@inline export function ld16(p: usize, i: i32): i32 { return <i32>load<u16>(p + (<usize>i << 1)); }
@inline export function st16(p: usize, i: i32, v: i32): void { store<u16>(p + (<usize>i << 1), <u16>v); }
@inline export function ld32(p: usize, i: i32): i32 { return load<i32>(p + (<usize>i << 2)); }
@inline export function st32(p: usize, i: i32, v: i32): void { store<i32>(p + (<usize>i << 2), v); }
