// The position a playout returns to. Saving copies the game region and the leading parts
// of the board block (header, tiles, followers, frontier slots, segments) up to what is in
// use; restoring copies them back. The grid is not copied (it is 32 KiB): the cells the
// playout wrote (its tiles, its frontier) are cleared and the saved frontier's cells
// written again.

import { gameRegion, GAME_BYTES } from './layout';
import {
  bFols, bFSig, bFX, bFY, board, bSegs, bTiles, BF, BQ, BS, BT, FILLED, FOL_BYTES, H_FLEN, H_FOLS, H_SEGS, H_TILES,
  HEAD_BYTES, SEG_BYTES, TILE_BYTES,
} from './board/layout';
import { cellAt, cellOf, head, tX, tY } from './board/records';
import { qSig, qX, qY } from './board/frontier';

const savedGame: usize = memory.data(GAME_BYTES, 16);
const savedHead: usize = memory.data(HEAD_BYTES, 16);
const savedTiles: usize = memory.data(BT * TILE_BYTES, 16);
const savedFols: usize = memory.data(BF * FOL_BYTES, 16);
const savedFX: usize = memory.data(BQ * 2, 16);
const savedFY: usize = memory.data(BQ * 2, 16);
const savedFSig: usize = memory.data(BQ, 16);
const savedSegs: usize = memory.data(BS * SEG_BYTES, 16);

@inline function savedHeadWord(off: i32): i32 {
  return load<i32>(savedHead + <usize>off);
}

export function save(): void {
  memory.copy(savedGame, gameRegion, <usize>GAME_BYTES);
  memory.copy(savedHead, board, <usize>HEAD_BYTES);
  memory.copy(savedTiles, bTiles, <usize>(head(H_TILES) * TILE_BYTES));
  memory.copy(savedFols, bFols, <usize>(head(H_FOLS) * FOL_BYTES));
  const q = <usize>head(H_FLEN);
  memory.copy(savedFX, bFX, q << 1);
  memory.copy(savedFY, bFY, q << 1);
  memory.copy(savedFSig, bFSig, q);
  memory.copy(savedSegs, bSegs, <usize>(head(H_SEGS) * SEG_BYTES));
}

export function restore(): void {
  // Clear the cells written since the save: the tiles placed, and the frontier (whose slots
  // a compaction may have renumbered).
  const t0 = savedHeadWord(H_TILES);
  for (let t = head(H_TILES) - 1; t >= t0; t--) store<i16>(cellAt(cellOf(tX(t), tY(t))), 0);
  const len = head(H_FLEN);
  for (let q = 0; q < len; q++) if (qSig(q) != FILLED) store<i16>(cellAt(cellOf(qX(q), qY(q))), 0);
  const q0 = savedHeadWord(H_FLEN);
  memory.copy(gameRegion, savedGame, <usize>GAME_BYTES);
  memory.copy(board, savedHead, <usize>HEAD_BYTES);
  memory.copy(bTiles, savedTiles, <usize>(t0 * TILE_BYTES));
  memory.copy(bFols, savedFols, <usize>(head(H_FOLS) * FOL_BYTES));
  const q = <usize>q0;
  memory.copy(bFX, savedFX, q << 1);
  memory.copy(bFY, savedFY, q << 1);
  memory.copy(bFSig, savedFSig, q);
  memory.copy(bSegs, savedSegs, <usize>(head(H_SEGS) * SEG_BYTES));
  // The saved frontier's squares (some got tiles in the playout) are frontier cells again.
  for (let q = 0; q < q0; q++) if (qSig(q) != FILLED) store<i16>(cellAt(cellOf(qX(q), qY(q))), <i16>-(q + 1));
}
