// Squares around a tile on the torus grid (board/layout.ts MAX_SPAN keeps them apart).

import { CELLS, W, WB } from '../layout';
import { grid } from './records';

@inline export function shift(c: i32, dx: i32, dy: i32): i32 { return (c + dx + (dy << WB)) & (CELLS - 1); }
/** Board edge d (N E S W) as a cell offset, and as steps in x and y. */
@inline export function stepOf(d: i32): i32 { return d == 0 ? -(1 << WB) : d == 1 ? 1 : d == 2 ? 1 << WB : -1; }
@inline export function dxOf(d: i32): i32 { return d == 1 ? 1 : d == 3 ? -1 : 0; }
@inline export function dyOf(d: i32): i32 { return d == 2 ? 1 : d == 0 ? -1 : 0; }
/** The half-edge of the neighbouring tile that half-edge h touches (NL faces the north tile's SR). */
@inline export function facingHalf(h: i32): i32 { return ((h + 4) & 7) ^ 1; }

/** Placed tile + 1 on cell c, 0 if none (a frontier square or nothing). */
@inline export function tileOn(c: i32): i32 {
  const g = grid(c);
  return g > 0 ? g : 0;
}

/** Placed tile + 1 across edge d of cell c, 0 if none. */
@inline export function neighbourAt(c: i32, d: i32): i32 { return tileOn((c + stepOf(d)) & (CELLS - 1)); }

/** 1 if cell c holds a tile. */
@inline function has(c: i32): i32 {
  return grid(c & (CELLS - 1)) > 0 ? 1 : 0;
}

/** Placed tiles among the 8 squares around cell c (only ever asked next to the board). */
export function neighbours(c: i32): i32 {
  return (
    has(c - W - 1) + has(c - W) + has(c - W + 1) + has(c - 1) + has(c + 1) + has(c + W - 1) + has(c + W) + has(c + W + 1)
  );
}
