// The board as the host drives it (src/board/): one materialised board, journaled, with
// every argument checked before anything is written, so that a bad call (or a board node
// rebuilt from hostile JSON) returns a code and leaves the board as it was.

import { fitTab, io, MAX_PLAYERS, vEdges, vLocFeat, vNF } from '../layout';
import { ld8 } from '../mem';
import { nTypes } from '../tiletable';
import { journalForget, Journaled, journalRoom, PLACE_ENTRIES } from './journal';
import {
  BF, bFols, bFSig, bFX, bFY, bGrid, board, BOARD_BYTES, BS, bSegs, BT, bTiles,
  H_FOLS, H_MAXX, H_MAXY, H_MINX, H_MINY, H_SEGS, H_TILES, MAX_SPAN,
} from './layout';
import { cellOf, grid, head } from './records';
import { placeTile } from './place';
import { addFollower, removeFollowers } from './followers';
import { featureInfo } from './feature';
import { canPlaceAnywhere, listPlacements } from './placements';

/** Results of bPlacements, bFeature; arguments of bRemove. */
const OUT_BYTES: i32 = 16384;
const out: usize = memory.data(OUT_BYTES, 16);

/** Coordinates a first tile may take (the box must stay inside i16 with room to grow). */
const FAR: i32 = 30000;

/** Addresses the host reads the board through, as i32 into the I/O buffer; returns how many. */
export function bLayout(): i32 {
  store<i32>(io, <i32>board, 0);
  store<i32>(io, <i32>bTiles, 4);
  store<i32>(io, <i32>bFols, 8);
  store<i32>(io, <i32>bFX, 12);
  store<i32>(io, <i32>bFY, 16);
  store<i32>(io, <i32>bFSig, 20);
  store<i32>(io, <i32>bSegs, 24);
  store<i32>(io, <i32>bGrid, 28);
  store<i32>(io, <i32>vEdges, 32);
  store<i32>(io, <i32>vNF, 36);
  store<i32>(io, <i32>vLocFeat, 40);
  store<i32>(io, <i32>fitTab, 44);
  store<i32>(io, <i32>out, 48);
  store<i32>(io, BOARD_BYTES, 52);
  store<i32>(io, OUT_BYTES, 56);
  return 15;
}

/** The empty board, journal on and empty. */
export function bReset(): void {
  memory.fill(board, 0, <usize>BOARD_BYTES);
  journalForget();
}

/**
 * Puts tile `type` turned q at (x, y). 0, or: 1 bad type or rotation, 2 no room for the tile
 * or its segments, 3 the square is taken, 4 too far from the other tiles, 5 journal full.
 */
export function bPlace(type: i32, q: i32, x: i32, y: i32): i32 {
  if (type < 0 || type >= nTypes || q < 0 || q > 3) return 1;
  const v = type * 4 + q;
  const t = head(H_TILES);
  if (t >= BT || head(H_SEGS) + ld8(vNF, v) > BS) return 2;
  if (t == 0) {
    if (x < -FAR || x > FAR || y < -FAR || y > FAR) return 4;
  } else {
    if (max(head(H_MAXX), x) - min(head(H_MINX), x) > MAX_SPAN) return 4;
    if (max(head(H_MAXY), y) - min(head(H_MINY), y) > MAX_SPAN) return 4;
    if (grid(cellOf(x, y)) > 0) return 3;
  }
  if (!journalRoom(PLACE_ENTRIES)) return 5;
  placeTile<Journaled>(v, x, y);
  return 0;
}

/** Follower of `player` on segment `seg`, put on location `loc`. 0, or 1 bad player or location, 2 no such segment, 3 no room, 5 journal full. */
export function bFollower(player: i32, seg: i32, loc: i32): i32 {
  if (player < 0 || player >= MAX_PLAYERS || loc < 0 || loc > 12) return 1;
  if (seg < 0 || seg >= head(H_SEGS)) return 2;
  if (head(H_FOLS) >= BF) return 3;
  if (!journalRoom(8)) return 5;
  addFollower<Journaled>(player, seg, loc);
  return 0;
}

/** Removes the followers listed as `n` i32 at the output buffer. 0, or 1 too many, 5 journal full. */
export function bRemove(n: i32): i32 {
  if (n < 0 || n > OUT_BYTES >> 2) return 1;
  if (!journalRoom(6 * head(H_FOLS) + 4)) return 5;
  removeFollowers<Journaled>(out, n);
  return 0;
}

/** Every fitting (x, y, q) of `type` as i16 triples in the output buffer; the count. */
export function bPlacements(type: i32): i32 {
  if (type < 0 || type >= nTypes) return 0;
  return listPlacements(type, out, OUT_BYTES / 6);
}

export function bCanPlace(type: i32): i32 {
  return type >= 0 && type < nTypes && canPlaceAnywhere(type) ? 1 : 0;
}

/** featureInfo of segment `seg` in the output buffer: the number of i32, or -1 for no such segment. */
export function bFeature(seg: i32): i32 {
  if (seg < 0 || seg >= head(H_SEGS)) return -1;
  return featureInfo(seg, out);
}

/** FNV-1a over every word of the board block: equal boards give equal sums. */
export function bChecksum(): u32 {
  let h: u32 = 2166136261;
  for (let p = board; p < board + <usize>BOARD_BYTES; p += 4) {
    h = (h ^ load<u32>(p)) * 16777619;
  }
  return h;
}
