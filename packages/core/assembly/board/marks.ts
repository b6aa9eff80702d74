// Marks on segments and tiles for a walk that must count each once (a farm's cities, the
// features final scoring has paid, a feature's tiles): a generation number per walk, so a
// walk never clears the marks of the one before. Scratch, not board state.

import { BS, BT } from './layout';

const segMarks: usize = memory.data(BS << 1, 2);
const paidMarks: usize = memory.data(BS << 1, 2);
const tileMarks: usize = memory.data(BT << 1, 2);
let segGen: i32 = 0;
let paidGen: i32 = 0;
let tileGen: i32 = 0;

/** A new generation of segment marks. */
export function newSegMarks(): i32 {
  if (++segGen > 0xffff) {
    memory.fill(segMarks, 0, <usize>(BS << 1));
    segGen = 1;
  }
  return segGen;
}

/**
 * A new generation of "paid" marks: a second set of segment marks, for the features a
 * final scoring has paid while it walks farms with the first set.
 */
export function newPaidMarks(): i32 {
  if (++paidGen > 0xffff) {
    memory.fill(paidMarks, 0, <usize>(BS << 1));
    paidGen = 1;
  }
  return paidGen;
}

/** Marks segment s paid in generation g; returns whether it already was. */
@inline export function markPaid(s: i32, g: i32): bool {
  const p = paidMarks + (<usize>s << 1);
  if (<i32>load<u16>(p) == g) return true;
  store<u16>(p, <u16>g);
  return false;
}

/** A new generation of tile marks. */
export function newTileMarks(): i32 {
  if (++tileGen > 0xffff) {
    memory.fill(tileMarks, 0, <usize>(BT << 1));
    tileGen = 1;
  }
  return tileGen;
}

/** Marks segment s with generation g; returns whether it was already marked. */
@inline export function markSeg(s: i32, g: i32): bool {
  const p = segMarks + (<usize>s << 1);
  if (<i32>load<u16>(p) == g) return true;
  store<u16>(p, <u16>g);
  return false;
}

/** Marks tile t with generation g; returns whether it was already marked. */
@inline export function markTile(t: i32, g: i32): bool {
  const p = tileMarks + (<usize>t << 1);
  if (<i32>load<u16>(p) == g) return true;
  store<u16>(p, <u16>g);
  return false;
}
