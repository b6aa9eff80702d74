// The fitting placements of a drawn tile, for a playout's turn: per frontier slot (in
// frontier order) the rotations that fit, so a uniform pick over (square, rotation) pairs
// is one count and one walk. A filled slot fits nothing (FILLED), so the walk needs no test.

import { fitTab, fTmp } from './layout';
import { bFSig, bFX, bFY, board, FILLED, H_FLEN, H_FLIVE } from './board/layout';
import { qSig, qX, qY } from './board/frontier';
import { cellAt, cellOf, head } from './board/records';

/** Frontier slots listed by the last markFits. */
export let fN: i32 = 0;

/**
 * Lists in fTmp which rotations of `type` fit each frontier slot; returns how many
 * (square, rotation) pairs fit in all. Four slots a step: their sigs are one word, their
 * masks another, and one popcount counts the word's fits.
 */
export function markFits(type: i32): i32 {
  const fit = fitTab + (<usize>type << 8);
  const len = head(H_FLEN);
  let total = 0;
  let q = 0;
  for (; q + 4 <= len; q += 4) {
    const sigs = load<u32>(bFSig + <usize>q);
    const m =
      <u32>load<u8>(fit + <usize>(sigs & 0xff)) |
      (<u32>load<u8>(fit + <usize>((sigs >> 8) & 0xff)) << 8) |
      (<u32>load<u8>(fit + <usize>((sigs >> 16) & 0xff)) << 16) |
      (<u32>load<u8>(fit + <usize>(sigs >> 24)) << 24);
    store<u32>(fTmp + <usize>q, m);
    total += <i32>popcnt(m);
  }
  for (; q < len; q++) {
    const m = <i32>load<u8>(fit + <usize>load<u8>(bFSig + <usize>q));
    store<u8>(fTmp + <usize>q, <u8>m);
    total += popcnt(m);
  }
  fN = len;
  return total;
}

/** Pair r (below markFits' count) of the fitting (slot, rotation) pairs, as slot << 2 | q. */
export function nthFit(r: i32): i32 {
  // Whole words first (a slot past the listed ones is never reached: r is below the count).
  let i = 0;
  while (true) {
    const pc = <i32>popcnt(load<u32>(fTmp + <usize>i));
    if (r < pc) break;
    r -= pc;
    i += 4;
  }
  let m = 0;
  while (true) {
    m = <i32>load<u8>(fTmp + <usize>i);
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

/**
 * Filled slots a core game keeps before compacting: scanning them costs each turn,
 * compacting now and then (16 measured best of 2, 8, 16 and 32 in random playouts).
 */
const SPARE: i32 = 16;

/**
 * Drops the filled slots once there are more than SPARE, keeping the squares' order (the
 * core's own games only: a journaled board keeps its slots, which the host reads). Slots
 * are renumbered, so their grid cells are written again.
 */
@inline export function compactFrontier(): void {
  if (head(H_FLEN) > head(H_FLIVE) + SPARE) compact();
}

function compact(): void {
  const len = head(H_FLEN);
  let k = 0;
  for (let q = 0; q < len; q++) {
    const sig = qSig(q);
    if (sig == FILLED) continue;
    if (k != q) {
      const x = qX(q);
      const y = qY(q);
      store<i16>(bFX + (<usize>k << 1), <i16>x);
      store<i16>(bFY + (<usize>k << 1), <i16>y);
      store<u8>(bFSig + <usize>k, <u8>sig);
      store<i16>(cellAt(cellOf(x, y)), <i16>-(k + 1));
    }
    k++;
  }
  store<i32>(board + <usize>H_FLEN, k);
}
