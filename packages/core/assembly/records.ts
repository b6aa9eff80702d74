// Field access to the two record types of the game state: union-find nodes and placements
// (their layouts are in layout.ts).

import { nodes, places, PL } from './layout';

@inline export function nd(n: i32): usize { return nodes + (<usize>n << 5); }
@inline export function nget16(n: i32, off: i32): i32 { return <i32>load<u16>(nd(n) + <usize>off); }
@inline export function nset16(n: i32, off: i32, v: i32): void { store<u16>(nd(n) + <usize>off, <u16>v); }
@inline export function nget8(n: i32, off: i32): i32 { return <i32>load<u8>(nd(n) + <usize>off); }
@inline export function nset8(n: i32, off: i32, v: i32): void { store<u8>(nd(n) + <usize>off, <u8>v); }

@inline export function plVar(i: i32): i32 { return <i32>load<u8>(places + <usize>(i * PL)); }
@inline export function plCell(i: i32): i32 { return <i32>load<u16>(places + <usize>(i * PL + 2)); }
@inline export function plX(i: i32): i32 { return <i32>load<i16>(places + <usize>(i * PL + 4)); }
@inline export function plY(i: i32): i32 { return <i32>load<i16>(places + <usize>(i * PL + 6)); }

/** Writes placement record i. */
@inline export function setPlacement(i: i32, v: i32, c: i32, x: i32, y: i32): void {
  const p = places + <usize>(i * PL);
  store<u8>(p, <u8>v);
  store<u16>(p + 2, <u16>c);
  store<i16>(p + 4, <i16>x);
  store<i16>(p + 6, <i16>y);
}
