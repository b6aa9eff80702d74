// The board as a grid of cells (see layout.ts for the torus indexing) and its frontier: the
// empty squares next to a tile, each with the edge signature a tile must match there.
// Derived from the placements, never saved.

import {
  CELLS, fCell, fitTab, fSig, fTmp, fX, fY, game, gFpos, gPlace, gSig, vEdges, W, WB,
} from './layout';
import { ld16, ld8, st16, st8 } from './mem';
import { plCell, plVar, plX, plY } from './records';

/** Squares in the frontier. */
export let fN: i32 = 0;

@inline export function cellOf(x: i32, y: i32): i32 { return (x + (y << WB)) & (CELLS - 1); }
@inline export function shift(c: i32, dx: i32, dy: i32): i32 { return (c + dx + (dy << WB)) & (CELLS - 1); }
// Edge d: 0 N, 1 E, 2 S, 3 W.
@inline export function dxOf(d: i32): i32 { return d == 1 ? 1 : d == 3 ? -1 : 0; }
@inline export function dyOf(d: i32): i32 { return d == 2 ? 1 : d == 0 ? -1 : 0; }
@inline export function stepOf(d: i32): i32 { return d == 0 ? -W : d == 1 ? 1 : d == 2 ? W : -1; }
@inline function around(c: i32, k: i32): i32 {
  // The 8 neighbours, k = 0..7.
  const o = k < 3 ? k - 1 - W : k < 5 ? (k == 3 ? -1 : 1) : k - 6 + W;
  return (c + o) & (CELLS - 1);
}
/** The half-edge of the neighbouring tile that half-edge h touches. */
@inline export function facingHalf(h: i32): i32 { return ((h + 4) & 7) ^ 1; }

/** Placement index + 1 of the tile on cell c, 0 if empty. */
@inline export function placementAt(c: i32): i32 { return ld8(gPlace, c); }

/** Placement index + 1 of the tile across edge d of cell c, 0 if none. */
@inline export function neighbourAt(c: i32, d: i32): i32 { return ld8(gPlace, (c + stepOf(d)) & (CELLS - 1)); }

/** Frontier index + 1 of cell c, 0 if it is not in the frontier. */
@inline export function frontierPos(c: i32): i32 { return ld16(gFpos, c); }

/** Rotations of `type` that fit cell c, as a bit mask (the cell need not be in the frontier). */
@inline export function fitsAt(type: i32, c: i32): i32 { return ld8(fitTab, (type << 8) | ld8(gSig, c)); }

function frontierAdd(c: i32, x: i32, y: i32): void {
  st8(fSig, fN, ld8(gSig, c));
  st16(fCell, fN, c);
  st16(fX, fN, x);
  st16(fY, fN, y);
  fN++;
  st16(gFpos, c, fN);
}

function frontierRemove(c: i32): void {
  const p = ld16(gFpos, c);
  if (p == 0) return;
  const last = fN - 1;
  if (p - 1 != last) {
    const lc = ld16(fCell, last);
    st16(fCell, p - 1, lc);
    st8(fSig, p - 1, ld8(fSig, last));
    st16(fX, p - 1, ld16(fX, last));
    st16(fY, p - 1, ld16(fY, last));
    st16(gFpos, lc, p);
  }
  fN = last;
  st16(gFpos, c, 0);
}

/** Board bookkeeping of placement i: occupancy, neighbour signatures, frontier. */
export function gridPlace(i: i32): void {
  const v = plVar(i);
  const c = plCell(i);
  const x = plX(i);
  const y = plY(i);
  st8(gPlace, c, i + 1);
  frontierRemove(c);
  const edges = ld8(vEdges, v);
  for (let d = 0; d < 4; d++) {
    const nc = (c + stepOf(d)) & (CELLS - 1);
    if (ld8(gPlace, nc) != 0) continue;
    const od = ((d + 2) & 3) << 1;
    const e = (edges >> (d << 1)) & 3;
    const sig = (ld8(gSig, nc) & ~(3 << od)) | (e << od);
    st8(gSig, nc, sig);
    const fp = ld16(gFpos, nc);
    if (fp == 0) frontierAdd(nc, x + dxOf(d), y + dyOf(d));
    else st8(fSig, fp - 1, sig);
  }
}

/** Placed tiles among the 8 squares around c (only ever asked for cloisters). */
export function neighbours(c: i32): i32 {
  let n = 0;
  for (let k = 0; k < 8; k++) if (ld8(gPlace, around(c, k)) != 0) n++;
  return n;
}

/** Empties the cells the current placements use, so the grid can be rebuilt or restarted. */
export function clearGrid(): void {
  for (let i = 0; i < game.placed; i++) {
    const c = plCell(i);
    st8(gPlace, c, 0);
    st8(gSig, c, 0xff);
    st16(gFpos, c, 0);
    // gridPlace only writes the 4 edge neighbours.
    for (let d = 0; d < 4; d++) {
      const nc = (c + stepOf(d)) & (CELLS - 1);
      st8(gSig, nc, 0xff);
      st16(gFpos, nc, 0);
    }
  }
  fN = 0;
}

/** Empties every cell, whatever placements made them (a new tile table). */
export function wipeGrid(): void {
  memory.fill(gPlace, 0, CELLS);
  memory.fill(gSig, 0xff, CELLS);
  memory.fill(gFpos, 0, CELLS * 2);
  fN = 0;
}

/**
 * Lists in fTmp which rotations of `type` fit each frontier square; returns how many
 * (square, rotation) pairs fit in all.
 */
export function markFits(type: i32): i32 {
  const fit = fitTab + (<usize>type << 8);
  let total = 0;
  for (let i = 0; i < fN; i++) {
    const m = <i32>load<u8>(fit + <usize>ld8(fSig, i));
    st8(fTmp, i, m);
    total += popcnt(m);
  }
  return total;
}

/** Pair r (below markFits' count) of the fitting (frontier square, rotation) pairs in fTmp, as i << 2 | q. */
export function nthFit(r: i32): i32 {
  let i = 0;
  let m = 0;
  while (true) {
    m = ld8(fTmp, i);
    const pc = popcnt(m);
    if (r < pc) break;
    r -= pc;
    i++;
  }
  while (r > 0) {
    m &= m - 1;
    r--;
  }
  return (i << 2) | ctz(m);
}
