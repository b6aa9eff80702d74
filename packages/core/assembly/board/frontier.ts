// The frontier: the empty squares next to a tile, in the order they appeared (the order
// @carc/rules lists placements in). Append-only slots: a square a tile opens takes the next
// slot; a square that gets a tile keeps its slot, marked FILLED (one write, and the others
// keep their order). Each square keeps the edge its four sides demand (`sig`, 2 bits a
// side, 3 = free), so a fit test is one table lookup, and a FILLED slot fits nothing.

import { w16, w32, w8 } from './journal';
import { bFSig, bFX, bFY, FILLED, H_FLEN, H_FLIVE } from './layout';
import { cellAt, head, headAt } from './records';

@inline export function qX(q: i32): i32 { return <i32>load<i16>(bFX + (<usize>q << 1)); }
@inline export function qY(q: i32): i32 { return <i32>load<i16>(bFY + (<usize>q << 1)); }
@inline export function qSig(q: i32): i32 { return <i32>load<u8>(bFSig + <usize>q); }

/** Slot q's square gets a tile (the grid cell is the caller's). */
export function frontierRemove<J>(q: i32): void {
  w8<J>(bFSig + <usize>q, FILLED);
  w32<J>(headAt(H_FLIVE), head(H_FLIVE) - 1);
}

/** Appends square (x, y), grid cell c, whose one neighbour shows edge `code` on side `side` of it. */
export function frontierAppend<J>(c: i32, x: i32, y: i32, side: i32, code: i32): void {
  const q = head(H_FLEN);
  const sh = side << 1;
  w16<J>(bFX + (<usize>q << 1), x);
  w16<J>(bFY + (<usize>q << 1), y);
  w8<J>(bFSig + <usize>q, (0xff & ~(3 << sh)) | (code << sh));
  w32<J>(headAt(H_FLEN), q + 1);
  w32<J>(headAt(H_FLIVE), head(H_FLIVE) + 1);
  w16<J>(cellAt(c), -(q + 1));
}

/** Slot q's square now also has a neighbour showing `code` on side `side`. */
@inline export function frontierDemand<J>(q: i32, side: i32, code: i32): void {
  const sh = side << 1;
  w8<J>(bFSig + <usize>q, (qSig(q) & ~(3 << sh)) | (code << sh));
}
