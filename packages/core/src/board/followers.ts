/**
 * Followers on the board: a list in the order they were put down, each (player, segment of
 * the tile it stands on, placed tile, location index). Each feature's root counts them.
 */
import { at, H_FOLS } from './engine.js';
import { boardNode, OP_FOLLOWER, OP_REMOVE } from './state.js';
import type { BoardState } from './state.js';

/** Owner of board follower `i`. */
export function followerPlayer(b: BoardState, i: number): number {
  const e = at(b);
  return e.u8[e.fols + 8 * i]!;
}

/** Segment of the tile feature follower `i` stands on (of its own tile, not the feature's root). */
export function followerSeg(b: BoardState, i: number): number {
  const e = at(b);
  return e.u16[(e.fols + 8 * i + 4) >> 1]!;
}

/** Placed-tile index follower `i` stands on. */
export function followerTile(b: BoardState, i: number): number {
  const e = at(b);
  return e.u16[(e.fols + 8 * i + 2) >> 1]!;
}

/** Location index (@carc/tiles LOCATIONS) follower `i` was put on. */
export function followerLoc(b: BoardState, i: number): number {
  const e = at(b);
  return e.u8[e.fols + 8 * i + 1]!;
}

/** `b` with one more follower, of `player` on segment `seg`, put on location `loc`. */
export function addFollower(b: BoardState, player: number, seg: number, loc: number): BoardState {
  const e = at(b);
  const n = boardNode(b, OP_FOLLOWER, player, seg, loc, 0, null, b.tileCount, b.segCount, b.meepleCount + 1);
  e.apply(n);
  return n;
}

/** `b` without the followers whose indices are listed (any order; repeats and indices past the end are ignored). */
export function removeFollowers(b: BoardState, which: readonly number[]): BoardState {
  if (which.length === 0) return b;
  const e = at(b);
  const count = e.i32[(e.head + H_FOLS) >> 2]!;
  let gone = 0;
  for (let i = 0; i < count; i++) if (which.includes(i)) gone++;
  const n = boardNode(b, OP_REMOVE, 0, 0, 0, 0, which.slice(), b.tileCount, b.segCount, count - gone);
  e.apply(n);
  return n;
}
