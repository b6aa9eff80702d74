// Reading the state from the host.

import { KIND_FIELD } from './kinds';
import { game, MAX_PLAYERS, NONE, scores, supply, vLocFeat } from './layout';
import { ld32, ld8 } from './mem';
import { H_FOLS, H_TILES } from './board/layout';
import { fPlayer, fSeg, head, sKind, tSeg0, tVar } from './board/records';
import { tileAtXY } from './board/feature';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { done } from './scoring';
import { stkPos } from './stack';

export function score(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? ld32(scores, p) : 0;
}

/** Followers in player p's supply. */
export function inSupply(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? ld8(supply, p) : 0;
}

/** Whether board follower i still stands (it went home when its road, city or cloister was scored). */
function standing(i: i32): bool {
  const s = fSeg(i);
  return done(find<Plain>(s)) == 0 || sKind(s) == KIND_FIELD;
}

/** Followers of player p standing on the board, counted on the board (not from supply). */
export function onBoard(p: i32): i32 {
  let n = 0;
  const total = head(H_FOLS);
  for (let i = 0; i < total; i++) if (fPlayer(i) == p && standing(i)) n++;
  return n;
}

/**
 * Game counters packed for the host: current player | placed << 4 | drawn-from-stack << 12
 * | discards << 20 | ended << 28.
 */
export function status(): i32 {
  return game.current | (head(H_TILES) << 4) | (stkPos << 12) | (game.discards << 20) | (game.ended << 28);
}

/** The tile at (x, y) as type * 4 + rotation, or -1. */
export function tileAt(x: i32, y: i32): i32 {
  const t = tileAtXY(x, y);
  return t < 0 ? -1 : tVar(t);
}

/** Owner of the follower on location loc of the tile at (x, y), or -1. */
export function followerAt(x: i32, y: i32, loc: i32): i32 {
  const t = tileAtXY(x, y);
  if (t < 0 || loc < 0 || loc > 12) return -1;
  const f = ld8(vLocFeat, tVar(t) * 16 + loc);
  if (f == NONE) return -1;
  const s = tSeg0(t) + f;
  const total = head(H_FOLS);
  for (let i = 0; i < total; i++) if (fSeg(i) == s && standing(i)) return fPlayer(i);
  return -1;
}
