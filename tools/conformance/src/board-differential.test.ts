/**
 * The core's board against @carc/rules' TypeScript board, operation by operation.
 *
 * Seeded random games (every tile set, 2-5 players) are played through the rules engine.
 * Every board operation the rules make (emptyBoard, placeTile, addFollower,
 * removeFollowers, including those on boards the rules only look at and drop) is
 * intercepted and mirrored onto the core's board, and after each one every reader is
 * compared: tiles, segments (parents, roots, rings, open edges, followers, sizes), the
 * frontier in order, placement lists of every tile type, followers, featureInfo of every
 * segment with both base points, and the readers built on them.
 *
 * A development check for issue #26: once the rules run on the core's board, the
 * TypeScript board is gone and this test with it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as core from '@carc/core';
import { loadBoardEngine } from '@carc/core/node';
import { apply, createGame, legalActions, pendingDecision, Stream, type ExpansionId, type GameState } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import type * as RulesBoard from '../../../packages/rules/dist/board.js';

type Rb = Parameters<typeof RulesBoard.tileAt>[0];

// The mock factory runs when @carc/rules is first imported; the hook is set per game.
const hooks = vi.hoisted(() => ({ op: null as null | ((...a: unknown[]) => void) }));

vi.mock('../../../packages/rules/dist/board.js', async (importOriginal) => {
  const m = await importOriginal<typeof RulesBoard>();
  return {
    ...m,
    emptyBoard: () => {
      const next = m.emptyBoard();
      hooks.op?.('empty', null, [], next);
      return next;
    },
    placeTile: (b: Rb, type: number, q: number, x: number, y: number) => {
      const next = m.placeTile(b, type, q, x, y);
      hooks.op?.('place', b, [type, q, x, y], next);
      return next;
    },
    addFollower: (b: Rb, player: number, seg: number, loc: number) => {
      const next = m.addFollower(b, player, seg, loc);
      hooks.op?.('follower', b, [player, seg, loc], next);
      return next;
    },
    removeFollowers: (b: Rb, which: readonly number[]) => {
      const next = m.removeFollowers(b, which);
      hooks.op?.('remove', b, [which.slice()], next);
      return next;
    },
  };
});

const R = await import('../../../packages/rules/dist/board.js');
const RF = await import('../../../packages/rules/dist/features.js');
const RS = await import('../../../packages/rules/dist/scoring.js');

beforeAll(() => {
  core.installBoardEngine(loadBoardEngine());
});

const TYPES = ALL_TILES.length;

/** Every reader of the two boards, compared; `what` names the operation for the failure message. */
function compare(r: Rb, m: core.BoardState, players: number, what: string): void {
  const fail = (field: string, a: unknown, b: unknown) => {
    throw new Error(`${what}: ${field}: rules ${JSON.stringify(a)}, core ${JSON.stringify(b)}`);
  };
  const eq = (field: string, a: unknown, b: unknown) => {
    if (a !== b) fail(field, a, b);
  };
  const deq = (field: string, a: unknown, b: unknown) => {
    const ja = JSON.stringify(a);
    const jb = JSON.stringify(b);
    if (ja !== jb) fail(field, a, b);
  };
  eq('tileCount', r.tileCount, m.tileCount);
  eq('segCount', r.segCount, m.segCount);
  eq('meepleCount', r.meepleCount, m.meepleCount);
  for (let t = 0; t < r.tileCount; t++) {
    eq(`tileType(${t})`, R.tileType(r, t), core.tileType(m, t));
    eq(`tileTurns(${t})`, R.tileTurns(r, t), core.tileTurns(m, t));
    const x = R.tileX(r, t);
    const y = R.tileY(r, t);
    eq(`tileX(${t})`, x, core.tileX(m, t));
    eq(`tileY(${t})`, y, core.tileY(m, t));
    eq(`tileFirstSeg(${t})`, R.tileFirstSeg(r, t), core.tileFirstSeg(m, t));
    eq(`tileAt(${x},${y})`, R.tileAt(r, x, y), core.tileAt(m, x, y));
    eq(`neighbourCount(${x},${y})`, R.neighbourCount(r, x, y), core.neighbourCount(m, x, y));
    for (let loc = 0; loc < 13; loc++) eq(`segmentAt(${t},${loc})`, RF.segmentAt(r, t, loc), core.segmentAt(m, t, loc));
  }
  const segs = r.segs;
  for (let s = 0; s < r.segCount; s++) {
    const root = R.find(segs, s);
    eq(`find(${s})`, root, core.find(m, s));
    eq(`parent(${s})`, R.segField(segs, s, R.S_PARENT), core.segParent(m, s));
    eq(`isRoot(${s})`, R.segField(segs, s, R.S_PARENT) === s, core.isRoot(m, s));
    eq(`tile(${s})`, R.segField(segs, s, R.S_TILE), core.segTile(m, s));
    eq(`feature(${s})`, R.segField(segs, s, R.S_FEAT), core.segFeature(m, s));
    eq(`kind(${s})`, R.segField(segs, s, R.S_KIND), core.segKind(m, s));
    eq(`kindOf(${s})`, RF.kindOf(r, s), core.kindOf(m, s));
    eq(`next(${s})`, R.segField(segs, s, R.S_NEXT), core.segNext(m, s));
    if (root === s) {
      eq(`open(${s})`, R.segField(segs, s, R.S_OPEN), core.segOpen(m, s));
      eq(`openEdges(${s})`, R.segField(segs, s, R.S_OPEN), core.openEdges(m, s));
      eq(`isClosed(${s})`, R.isClosed(segs, s), core.isClosed(m, s));
      eq(`followers(${s})`, R.segField(segs, s, R.S_FOLLOWERS), core.segFollowers(m, s));
      eq(`size(${s})`, R.segField(segs, s, R.S_SIZE), core.segSize(m, s));
    }
    const ri = RF.featureInfo(r, s, players);
    const mi = core.featureInfo(m, s, players);
    deq(`featureInfo(${s})`, ri, mi);
    deq(`basePoints(${s}, completed)`, RS.basePoints(ri, 'completed'), core.basePoints(mi, 'completed'));
    deq(`basePoints(${s}, final)`, RS.basePoints(ri, 'final'), core.basePoints(mi, 'final'));
  }
  const n = R.frontierCount(r);
  eq('frontierCount', n, core.frontierCount(m));
  for (let k = 0; k < n; k++) {
    const x = R.frontierX(r, k);
    const y = R.frontierY(r, k);
    eq(`frontierX(${k})`, x, core.frontierX(m, k));
    eq(`frontierY(${k})`, y, core.frontierY(m, k));
    eq(`needOf(${x},${y})`, R.needOf(r, x, y), core.needOf(m, x, y));
    eq(`tileAt(${x},${y})`, R.tileAt(r, x, y), core.tileAt(m, x, y));
    eq(`neighbourCount(${x},${y})`, R.neighbourCount(r, x, y), core.neighbourCount(m, x, y));
  }
  // Squares that are neither tiles nor frontier: taken or touching nothing.
  for (const [x, y] of [
    [0, 0],
    [0, -2],
    [5, 5],
    [-40, 3],
    [1000, 1000],
  ] as const) {
    eq(`needOf(${x},${y})`, R.needOf(r, x, y), core.needOf(m, x, y));
    eq(`tileAt(${x},${y})`, R.tileAt(r, x, y), core.tileAt(m, x, y));
  }
  for (let i = 0; i < r.meepleCount; i++) {
    eq(`followerPlayer(${i})`, R.followerPlayer(r, i), core.followerPlayer(m, i));
    eq(`followerSeg(${i})`, R.followerSeg(r, i), core.followerSeg(m, i));
    eq(`followerTile(${i})`, R.followerTile(r, i), core.followerTile(m, i));
    eq(`followerLoc(${i})`, R.followerLoc(r, i), core.followerLoc(m, i));
  }
  if (r.tileCount === 0) return;
  for (let type = 0; type < TYPES; type++) {
    const list = R.placementActions(r, type) as core.PlaceAction[];
    deq(`placementActions(${type})`, list, core.placementActions(m, type));
    eq(`canPlaceAnywhere(${type})`, R.canPlaceAnywhere(r, type), core.canPlaceAnywhere(m, type));
    const visited: string[] = [];
    core.forEachPlacement(m, type, (x, y, q) => void visited.push(`${x},${y},${q * 90}`));
    deq(`forEachPlacement(${type})`, list.map((a) => `${a.x},${a.y},${a.rot}`), visited);
    for (const a of list.slice(0, 3)) {
      for (let q = 0; q < 4; q++) eq(`fits(${type},${q},${a.x},${a.y})`, R.fits(r, type, q, a.x, a.y), core.fits(m, type, q, a.x, a.y));
    }
  }
}

interface Mirror {
  players: number;
  ops: Record<string, number>;
}

/** Each rules board seen, with its mirror (the rules keep the start board across games). */
const boards = new WeakMap<object, core.BoardState>();

/** Mirrors every rules board operation onto the core's board and compares the results. */
function mirror(state: Mirror): (...a: unknown[]) => void {
  let count = 0;
  return (kind, prev, args, next) => {
    const k = kind as string;
    const a = args as unknown[];
    const rPrev = prev as Rb | null;
    const rNext = next as Rb;
    const mPrev = rPrev === null ? null : boards.get(rPrev);
    if (rPrev !== null && mPrev === undefined) throw new Error(`${k}: the rules extended a board the mirror never saw`);
    let mNext: core.BoardState;
    if (k === 'empty') mNext = core.emptyBoard();
    else if (k === 'place') mNext = core.placeTile(mPrev!, a[0] as number, a[1] as number, a[2] as number, a[3] as number);
    else if (k === 'follower') mNext = core.addFollower(mPrev!, a[0] as number, a[1] as number, a[2] as number);
    else {
      mNext = core.removeFollowers(mPrev!, a[0] as number[]);
      // The rules hand back the same board for an empty list; so must the core.
      expect(mNext === mPrev).toBe(rNext === rPrev);
    }
    boards.set(rNext, mNext);
    state.ops[k] = (state.ops[k] ?? 0) + 1;
    compare(rNext, mNext, state.players, `op ${++count} (${k} ${JSON.stringify(a)})`);
  };
}

function playGame(players: number, expansions: ExpansionId[], seed: string): Mirror {
  const state: Mirror = { players, ops: {} };
  hooks.op = mirror(state);
  try {
    const created = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), expansions, seed });
    if (!created.ok) throw new Error(created.error.message);
    let s: GameState = created.value;
    const rng = Stream.fromSeed(seed, 'policy');
    while (pendingDecision(s)) {
      const actions = legalActions(s);
      const next = apply(s, actions[rng.below(actions.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
  } finally {
    hooks.op = null;
  }
  return state;
}

describe('the core board matches the rules board after every operation', () => {
  it.each([
    [2, [] as ExpansionId[], 'diff-base-2'],
    [5, [] as ExpansionId[], 'diff-base-5'],
    [3, ['festival'] as ExpansionId[], 'diff-festival-3'],
    [4, ['easter'] as ExpansionId[], 'diff-easter-4'],
    [2, ['festival', 'easter'] as ExpansionId[], 'diff-fe-2'],
    [3, ['christmas-gift', 'gifts', 'festival', 'easter'] as ExpansionId[], 'diff-all-3'],
    [5, ['christmas-gift', 'gifts', 'festival', 'easter'] as ExpansionId[], 'diff-all-5'],
    [4, ['gifts', 'festival', 'easter'] as ExpansionId[], 'diff-gfe-4'],
  ])('%i players, %j, seed %s', (players, expansions, seed) => {
    const { ops } = playGame(players, expansions, seed);
    // A whole game went through the mirror: every tile of its sets, and followers.
    expect(ops.place ?? 0).toBeGreaterThan(60);
    expect(ops.follower ?? 0).toBeGreaterThan(5);
  });

  it('over 12 more seeded games with 2-5 players and every set, every operation matches', () => {
    const sets: ExpansionId[][] = [[], ['festival'], ['easter'], ['festival', 'easter'], ['christmas-gift', 'gifts', 'festival', 'easter'], ['gifts']];
    const seen: Record<string, number> = {};
    for (let i = 0; i < 12; i++) {
      const { ops } = playGame(2 + (i % 4), sets[i % sets.length]!, `diff-more-${i}`);
      for (const [k, n] of Object.entries(ops)) seen[k] = (seen[k] ?? 0) + n;
    }
    expect(seen.remove ?? 0).toBeGreaterThan(20);
  });
});
