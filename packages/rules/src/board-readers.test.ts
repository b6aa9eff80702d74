/**
 * The board's named readers against what the game says happened: every placed tile reads
 * back the type, square, turns and first segment of its placement (across several tile
 * chunks), and every follower reads back the owner, tile, location and segment of the
 * meeplePlaced event that put it there.
 */
import { describe, expect, it } from 'vitest';
import {
  followerLoc,
  followerPlayer,
  followerSeg,
  followerTile,
  frontierCount,
  frontierX,
  frontierY,
  tileAt,
  tileFirstSeg,
  tileTurns,
  tileType,
  tileX,
  tileY,
} from './board.js';
import { segmentAt } from './features.js';
import { apply, createGame, legalActions, pendingDecision, Stream } from './index.js';
import type { ExpansionId, GameState } from './index.js';
import { locOf, TYPES, typeIndex } from './tiledefs.js';

interface Placed {
  type: number;
  x: number;
  y: number;
  turns: number;
}

function checkTiles(s: GameState, placed: readonly Placed[]): void {
  const b = s.board;
  expect(b.tileCount).toBe(placed.length);
  let seg = 0;
  for (let t = 0; t < placed.length; t++) {
    const p = placed[t]!;
    expect([tileType(b, t), tileX(b, t), tileY(b, t), tileTurns(b, t), tileFirstSeg(b, t)]).toEqual([p.type, p.x, p.y, p.turns, seg]);
    expect(tileAt(b, p.x, p.y)).toBe(t);
    seg += TYPES[p.type]!.kinds.length;
  }
  expect(b.segCount).toBe(seg);
}

function checkFrontier(s: GameState): void {
  const b = s.board;
  const pairs: number[] = [];
  for (let k = 0; k < frontierCount(b); k++) pairs.push(frontierX(b, k), frontierY(b, k));
  // Each listed square is empty and touches a tile, and none is listed twice (board.test.ts checks the order).
  const seen = new Set<string>();
  for (let i = 0; i < pairs.length; i += 2) {
    const x = pairs[i]!;
    const y = pairs[i + 1]!;
    expect(tileAt(b, x, y)).toBe(-1);
    expect([tileAt(b, x, y - 1), tileAt(b, x + 1, y), tileAt(b, x, y + 1), tileAt(b, x - 1, y)].some((t) => t >= 0)).toBe(true);
    seen.add(`${x},${y}`);
  }
  expect(seen.size).toBe(pairs.length / 2);
}

function playAndCheck(expansions: ExpansionId[], seed: string): { tiles: number; followers: number } {
  const g = createGame({ players: ['a', 'b', 'c'], expansions, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  // The start tile is placed by setup, unturned, at (0, 0).
  const placed: Placed[] = [{ type: tileType(s.board, 0), x: 0, y: 0, turns: 0 }];
  checkTiles(s, placed);
  const rng = Stream.fromSeed(seed, 'policy');
  let followers = 0;
  while (pendingDecision(s)) {
    const actions = legalActions(s);
    const r = apply(s, actions[rng.below(actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    const before = s.board.meepleCount;
    s = r.value.state;
    for (const e of r.value.events) {
      if (e.type === 'tilePlaced') placed.push({ type: typeIndex(e.tile), x: e.x, y: e.y, turns: e.rot / 90 });
    }
    checkTiles(s, placed);
    checkFrontier(s);
    // A follower just put on the board is the last one; its event names where it stands.
    const put = r.value.events.filter((e) => e.type === 'meeplePlaced');
    if (put.length === 1 && s.board.meepleCount === before + 1) {
      const e = put[0]!;
      if (e.type !== 'meeplePlaced') continue;
      const b = s.board;
      const i = b.meepleCount - 1;
      const t = tileAt(b, e.spot.x, e.spot.y);
      expect([followerPlayer(b, i), followerTile(b, i), followerLoc(b, i), followerSeg(b, i)]).toEqual([e.player, t, locOf(e.spot.at), segmentAt(b, t, locOf(e.spot.at))]);
      followers++;
    }
  }
  return { tiles: placed.length, followers };
}

describe('board readers', () => {
  it('read back every placement and every follower of a base game', () => {
    const r = playAndCheck([], 'readers-base');
    expect(r.tiles).toBeGreaterThan(16); // more than two chunks of tiles
    expect(r.followers).toBeGreaterThan(5);
  });

  it('read back every placement and every follower of an all-expansions game', () => {
    const r = playAndCheck(['christmas-gift', 'gifts', 'festival', 'easter'], 'readers-all');
    expect(r.tiles).toBeGreaterThan(16);
    expect(r.followers).toBeGreaterThan(5);
  });
});
