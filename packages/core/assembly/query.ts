// Reading the state from the host.

import { KIND_FIELD } from './kinds';
import { game, MAX_PLAYERS, N_DONE, N_KIND, N_MEEPLE, NONE, scores, supply, vLocFeat, vNF } from './layout';
import { ld32, ld8 } from './mem';
import { nget8, plVar, plX, plY } from './records';
import { cellOf, placementAt } from './grid';
import { find } from './unionfind';
import { stkPos } from './stack';

export function score(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? ld32(scores, p) : 0;
}

/** Followers in player p's supply. */
export function inSupply(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? ld8(supply, p) : 0;
}

/** Followers of player p standing on the board, counted node by node (not from supply). */
export function onBoard(p: i32): i32 {
  let n = 0;
  for (let t = 0; t < game.placed; t++) {
    const nf = ld8(vNF, plVar(t));
    for (let f = 0; f < nf; f++) {
      const i = (t << 3) + f;
      if (nget8(i, N_MEEPLE) == p + 1 && (nget8(find(i), N_DONE) == 0 || nget8(i, N_KIND) == KIND_FIELD)) n++;
    }
  }
  return n;
}

/**
 * Game counters packed for the host: current player | placed << 4 | drawn-from-stack << 12
 * | discards << 20 | ended << 28.
 */
export function status(): i32 {
  return game.current | (game.placed << 4) | (stkPos << 12) | (game.discards << 20) | (game.ended << 28);
}

/** Placement index + 1 of the tile at (x, y), or 0 (the torus cell may hold a tile elsewhere). */
function tileIndexAt(x: i32, y: i32): i32 {
  const j = placementAt(cellOf(x, y));
  return j == 0 || plX(j - 1) != x || plY(j - 1) != y ? 0 : j;
}

/** The tile at (x, y) as type * 4 + rotation, or -1. */
export function tileAt(x: i32, y: i32): i32 {
  const j = tileIndexAt(x, y);
  return j == 0 ? -1 : plVar(j - 1);
}

/** Owner of the follower on location loc of the tile at (x, y), or -1. */
export function followerAt(x: i32, y: i32, loc: i32): i32 {
  const j = tileIndexAt(x, y);
  if (j == 0 || loc < 0 || loc > 12) return -1;
  const f = ld8(vLocFeat, plVar(j - 1) * 16 + loc);
  if (f == NONE) return -1;
  const n = ((j - 1) << 3) + f;
  const m = nget8(n, N_MEEPLE);
  if (m == 0) return -1;
  if (nget8(n, N_KIND) != KIND_FIELD && nget8(find(n), N_DONE) != 0) return -1;
  return m - 1;
}
