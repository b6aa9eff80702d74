// Moves: a new game, putting a tile (with or without a follower), and the questions a
// player asks before moving: where does a tile fit, which follower spots are free. The
// board is the one of board/ (the rules' board), unjournaled: a game restores its start
// from a snapshot (snapshot.ts), not by undoing.

import { KIND_CLOISTER } from './kinds';
import {
  FOLLOWERS, game, io, IO_SIZE, MAX_BOARD, MAX_PLAYERS, MAXF, monkList, NONE, fitTab, pairFeat, pairRoot, scores,
  supply, vEdgeFeat, vHalfFeat, vKind, vLocFeat, vNF, vRepLoc,
} from './layout';
import { ld32, ld8, st32, st8 } from './mem';
import { board, BOARD_BYTES, H_TILES } from './board/layout';
import { cellOf, grid, head, sOcc, tSeg0, tVar } from './board/records';
import { facingHalf, neighbourAt } from './board/cells';
import { qSig, qX, qY } from './board/frontier';
import { placeTile } from './board/place';
import { addFollower } from './board/followers';
import { listPlacements } from './board/placements';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { scoreAfter } from './scoring';
import { clearStack } from './stack';
import { nTypes, startType } from './tiletable';

/** Tiles on the board, the start tile included. */
@inline export function placed(): i32 {
  return head(H_TILES);
}

/** Player p puts a follower on feature f (segment s) of the tile just placed, variant v. */
export function putFollower(v: i32, f: i32, s: i32, p: i32): void {
  const i = addFollower<Plain>(p, s, ld8(vRepLoc, v * MAXF + f));
  if (ld8(vKind, v * MAXF + f) == KIND_CLOISTER) st32(monkList, game.monks++, (placed() - 1) | (i << 16));
  st8(supply, p, ld8(supply, p) - 1);
}

@inline export function advance(): void {
  game.current++;
  if (game.current == game.players) game.current = 0;
}

/**
 * Could a follower go on feature f of variant v placed at empty cell c? Read-only.
 *
 * Looking only at the neighbours f itself touches is not enough: two features of the new
 * tile that touch the same neighbouring feature become one once the tile is down (a V
 * whose two fields both meet a cloister tile's ring field), so f is occupied if anything
 * in that joined group is. The group is found over the (feature, neighbour root) pairs of
 * this placement, at most 12 of them.
 */
function spotFree(v: i32, c: i32, f: i32): bool {
  if (ld8(vKind, v * MAXF + f) == KIND_CLOISTER) return true;
  return !groupOccupied(joinedGroup(v, c, f));
}

let pairN: i32 = 0;

/**
 * The features of variant v (as a bit mask) that become one feature with f once v is put
 * at empty cell c. Leaves the placement's (feature, neighbour root) pairs in
 * pairFeat/pairRoot (pairN of them) for {@link groupOccupied}.
 */
function joinedGroup(v: i32, c: i32, f: i32): u32 {
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const j = neighbourAt(c, d);
    if (j == 0) continue;
    const nv = tVar(j - 1);
    const nb = tSeg0(j - 1);
    const ef = ld8(vEdgeFeat, v * 4 + d);
    if (ef != NONE) {
      st8(pairFeat, n, ef);
      st32(pairRoot, n, find<Plain>(nb + ld8(vEdgeFeat, nv * 4 + ((d + 2) & 3))));
      n++;
    }
    for (let h = d << 1; h < (d << 1) + 2; h++) {
      const hf = ld8(vHalfFeat, v * 8 + h);
      if (hf == NONE) continue;
      st8(pairFeat, n, hf);
      st32(pairRoot, n, find<Plain>(nb + ld8(vHalfFeat, nv * 8 + facingHalf(h))));
      n++;
    }
  }
  pairN = n;
  let group: u32 = 1 << <u32>f;
  let grew = true;
  while (grew) {
    grew = false;
    for (let a = 0; a < n; a++) {
      if (((group >> <u32>ld8(pairFeat, a)) & 1) == 0) continue;
      const root = ld32(pairRoot, a);
      for (let b = 0; b < n; b++) {
        const g = <u32>ld8(pairFeat, b);
        if (((group >> g) & 1) == 0 && ld32(pairRoot, b) == root) {
          group |= 1 << g;
          grew = true;
        }
      }
    }
  }
  return group;
}

/** Whether a neighbouring feature joined by `group` (see joinedGroup) holds a follower. */
function groupOccupied(group: u32): bool {
  for (let a = 0; a < pairN; a++) {
    if (((group >> <u32>ld8(pairFeat, a)) & 1) != 0 && sOcc(ld32(pairRoot, a)) != 0) {
      return true;
    }
  }
  return false;
}

/** Empties the board, puts the start tile at (0,0) rotation 0, fills every supply. */
export function reset(numPlayers: i32): void {
  memory.fill(board, 0, <usize>BOARD_BYTES);
  game.players = numPlayers < 1 ? 1 : numPlayers > MAX_PLAYERS ? MAX_PLAYERS : numPlayers;
  game.current = 0;
  game.ended = 0;
  game.discards = 0;
  game.monks = 0;
  clearStack();
  for (let p = 0; p < MAX_PLAYERS; p++) {
    st32(scores, p, 0);
    st8(supply, p, p < game.players ? FOLLOWERS : 0);
  }
  placeTile<Plain>(startType * 4, 0, 0);
}

/**
 * 0 if `type` turned `rot` fits the frontier square (x, y), cell c; else put's code: 2 no
 * such frontier square (occupied, or touching no tile), 3 the edges do not match.
 */
function misfit(type: i32, x: i32, y: i32, c: i32, rot: i32): i32 {
  const g = grid(c);
  if (g >= 0 || qX(-g - 1) != x || qY(-g - 1) != y) return 2;
  return ((<i32>load<u8>(fitTab + (<usize>type << 8) + <usize>qSig(-g - 1)) >> rot) & 1) == 0 ? 3 : 0;
}

/**
 * The current player places tile `type` at (x, y) turned `rot` quarter turns, with a
 * follower on location `loc` (-1 for none), then completed features are scored and the
 * turn passes. Returns 0, or 1 bad arguments / game over, 2 not next to the board or
 * occupied, 3 edges do not match, 4 no feature at loc, 5 empty supply, 6 feature occupied.
 */
export function put(type: i32, x: i32, y: i32, rot: i32, loc: i32): i32 {
  if (game.ended != 0 || type < 0 || type >= nTypes || rot < 0 || rot > 3 || loc < -1 || loc > 12) return 1;
  if (placed() >= MAX_BOARD) return 1;
  const c = cellOf(x, y);
  const bad = misfit(type, x, y, c, rot);
  if (bad != 0) return bad;
  const v = type * 4 + rot;
  let f = NONE;
  if (loc >= 0) {
    f = ld8(vLocFeat, v * 16 + loc);
    if (f == NONE) return 4;
    if (ld8(supply, game.current) == 0) return 5;
    if (!spotFree(v, c, f)) return 6;
  }
  const t = placeTile<Plain>(v, x, y);
  if (f != NONE) putFollower(v, f, tSeg0(t) + f, game.current);
  scoreAfter(t);
  advance();
  return 0;
}

/** Writes every fitting (x, y, rot) for `type` to the I/O buffer as i16 triples; returns the count. */
export function placements(type: i32): i32 {
  if (type < 0 || type >= nTypes) return 0;
  return listPlacements(type, io, IO_SIZE / 6);
}

/**
 * Legal follower spots if `type` were placed at (x, y, rot) by a player with a follower in
 * supply: one location code per feature (its first location) written to the I/O buffer as
 * bytes. Returns the count, or -1 if the placement itself is illegal.
 */
export function spots(type: i32, x: i32, y: i32, rot: i32): i32 {
  if (type < 0 || type >= nTypes || rot < 0 || rot > 3) return -1;
  const c = cellOf(x, y);
  if (misfit(type, x, y, c, rot) != 0) return -1;
  const v = type * 4 + rot;
  const nf = ld8(vNF, v);
  let n = 0;
  // Features that join through a neighbour are one spot (both fields of a V that meet a
  // cloister's ring field): list each joined group once, under its first feature.
  let listed: u32 = 0;
  for (let f = 0; f < nf; f++) {
    if (((listed >> <u32>f) & 1) != 0) continue;
    if (ld8(vKind, v * MAXF + f) == KIND_CLOISTER) {
      listed |= 1 << <u32>f;
    } else {
      const group = joinedGroup(v, c, f);
      listed |= group;
      if (groupOccupied(group)) continue;
    }
    st8(io, n++, ld8(vRepLoc, v * MAXF + f));
  }
  return n;
}
