// The frontier: the empty squares next to a tile, in the order they appeared (the order
// @carc/rules lists placements in). A doubly linked list over append-only slots: a square
// that gets a tile is unlinked (two links written, the others keep their order), a square a
// tile opens goes to the tail. Each square keeps the edge its four sides demand (`sig`, 2
// bits a side, 3 = free), so a fit test is one table lookup.

import { w16, w32, w8 } from './journal';
import { bFNext, bFPrev, bFSig, bFX, bFY, H_FHEAD, H_FLEN, H_FLIVE, H_FTAIL } from './layout';
import { cellAt, head, headAt } from './records';

@inline export function qNext(q: i32): i32 { return <i32>load<u16>(bFNext + (<usize>q << 1)); }
@inline export function qX(q: i32): i32 { return <i32>load<i16>(bFX + (<usize>q << 1)); }
@inline export function qY(q: i32): i32 { return <i32>load<i16>(bFY + (<usize>q << 1)); }
@inline export function qSig(q: i32): i32 { return <i32>load<u8>(bFSig + <usize>q); }

/** Unlinks slot q (its square is getting a tile; the grid cell is the caller's). */
export function frontierRemove(q: i32): void {
  const p = <i32>load<u16>(bFPrev + (<usize>q << 1));
  const n = qNext(q);
  if (p != 0) w16(bFNext + (<usize>(p - 1) << 1), n);
  else w32(headAt(H_FHEAD), n);
  if (n != 0) w16(bFPrev + (<usize>(n - 1) << 1), p);
  else w32(headAt(H_FTAIL), p);
  w32(headAt(H_FLIVE), head(H_FLIVE) - 1);
}

/** Appends square (x, y), grid cell c, whose one neighbour shows edge `code` on side `side` of it. */
export function frontierAppend(c: i32, x: i32, y: i32, side: i32, code: i32): void {
  const q = head(H_FLEN);
  const tail = head(H_FTAIL);
  const sh = side << 1;
  w16(bFX + (<usize>q << 1), x);
  w16(bFY + (<usize>q << 1), y);
  w8(bFSig + <usize>q, (0xff & ~(3 << sh)) | (code << sh));
  w16(bFPrev + (<usize>q << 1), tail);
  if (tail != 0) w16(bFNext + (<usize>(tail - 1) << 1), q + 1);
  else w32(headAt(H_FHEAD), q + 1);
  w32(headAt(H_FTAIL), q + 1);
  w32(headAt(H_FLEN), q + 1);
  w32(headAt(H_FLIVE), head(H_FLIVE) + 1);
  w16(cellAt(c), -(q + 1));
}

/** Slot q's square now also has a neighbour showing `code` on side `side`. */
@inline export function frontierDemand(q: i32, side: i32, code: i32): void {
  const sh = side << 1;
  w8(bFSig + <usize>q, (qSig(q) & ~(3 << sh)) | (code << sh));
}
