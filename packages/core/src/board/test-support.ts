/**
 * Test helpers (not built into dist): seeded random boards made through the board API
 * alone, and everything a board says read into one plain object, so two boards can be
 * compared whole.
 */
import { ALL_TILES, START_TILE_ID, unshuffledStack } from '@carc/tiles';
import type { TileSet } from '@carc/tiles';
import { featureInfo } from './features.js';
import { addFollower, followerLoc, followerPlayer, followerSeg, followerTile, removeFollowers } from './followers.js';
import { frontierCount, frontierX, frontierY } from './frontier.js';
import { placementActions, placeTile } from './placements.js';
import { find, segFollowers, segNext, segOpen, segParent, segSize } from './segments.js';
import { emptyBoard } from './state.js';
import type { BoardState } from './state.js';
import { tileFirstSeg, tileTurns, tileType, tileX, tileY } from './tiles.js';

export const TYPE_OF = new Map(ALL_TILES.map((t, i) => [t.id, i]));
export const START = TYPE_OF.get(START_TILE_ID)!;

/** A small seeded generator (mulberry32): tests need the same boards on every run. */
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The start tile on the empty board. */
export function startBoard(): BoardState {
  return placeTile(emptyBoard(), START, 0, 0, 0);
}

/**
 * A random game's boards, from the start tile on: each turn places a random fitting tile of
 * the sets, puts a follower of a random player on a random free feature of it half the
 * time, and now and then removes a few followers. Returns every board in order.
 */
export function randomBoards(seed: number, sets: readonly TileSet[] = ['base'], from: BoardState = startBoard(), turns = Infinity): BoardState[] {
  const below = rng(seed);
  const stack = unshuffledStack(sets);
  const out: BoardState[] = [from];
  let b = from;
  for (let turn = 0; turn < turns && stack.length > 0; turn++) {
    const type = TYPE_OF.get(stack.splice(below(stack.length), 1)[0]!)!;
    const list = placementActions(b, type);
    if (list.length === 0) continue;
    const p = list[below(list.length)]!;
    b = placeTile(b, type, p.rot / 90, p.x, p.y);
    out.push(b);
    if (below(2) === 0) {
      const t = b.tileCount - 1;
      const seg = tileFirstSeg(b, t) + below(b.segCount - tileFirstSeg(b, t));
      if (segFollowers(b, find(b, seg)) === 0) {
        b = addFollower(b, below(5), seg, below(13));
        out.push(b);
      }
    }
    if (b.meepleCount > 0 && below(6) === 0) {
      b = removeFollowers(b, [below(b.meepleCount), below(b.meepleCount + 2)]);
      out.push(b);
    }
  }
  return out;
}

/** Everything the readers say about `b`, as plain data. */
export function readAll(b: BoardState): unknown {
  const tiles = [];
  for (let t = 0; t < b.tileCount; t++) tiles.push([tileType(b, t), tileTurns(b, t), tileX(b, t), tileY(b, t), tileFirstSeg(b, t)]);
  const segs = [];
  for (let s = 0; s < b.segCount; s++) {
    segs.push([segParent(b, s), segNext(b, s), find(b, s), segOpen(b, s), segSize(b, s), segFollowers(b, s), featureInfo(b, s, 5)]);
  }
  const frontier = [];
  for (let k = 0; k < frontierCount(b); k++) frontier.push([frontierX(b, k), frontierY(b, k)]);
  const followers = [];
  for (let i = 0; i < b.meepleCount; i++) followers.push([followerPlayer(b, i), followerSeg(b, i), followerTile(b, i), followerLoc(b, i)]);
  const placements = ALL_TILES.map((_, type) => placementActions(b, type).map((a) => `${a.x},${a.y},${a.rot}`).join(' '));
  return { counts: [b.tileCount, b.segCount, b.meepleCount], tiles, segs, frontier, followers, placements };
}
