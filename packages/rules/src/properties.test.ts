/**
 * Properties over random seeded games (fast-check picks the seeds): follower
 * bookkeeping, monotone scores, tile accounting, record round trips and determinism.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, replay, toRecord, view } from './index.js';
import { followerPlayer } from './board.js';
import type { GameState } from './state.js';
import { chooser, randomGame } from './test-support/play.js';

const RUNS = 12;
const seedArb = fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 0x7fffffff }), fc.integer({ min: 1, max: 5 }));

function onBoard(s: GameState, p: number): number {
  let n = 0;
  for (let i = 0; i < s.board.meepleCount; i++) if (followerPlayer(s.board, i) === p) n++;
  return n;
}

describe('random games', () => {
  it('followers on the board + supply = 7 per player, scores never go down', () => {
    fc.assert(
      fc.property(seedArb, ([seed, pick, players]) => {
        randomGame(seed, chooser(pick), players, (before, after) => {
          for (let p = 0; p < players; p++) {
            expect(onBoard(after, p) + after.supply[p]!).toBe(7);
            expect(after.scores[p]!).toBeGreaterThanOrEqual(before.scores[p]!);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('every tile of the stack is placed or discarded exactly once', () => {
    fc.assert(
      fc.property(seedArb, ([seed, pick, players]) => {
        const { state } = randomGame(seed, chooser(pick), players);
        const placed = view(state, null).board.map((t) => t.tile);
        expect(placed[0]).toBe('D');
        expect([...placed.slice(1), ...state.discarded].sort()).toEqual([...state.initialStack].sort());
        expect(placed.length - 1 + state.discarded.length).toBe(71);
      }),
      { numRuns: RUNS },
    );
  });

  it("replaying a game's own record gives the same final state", () => {
    fc.assert(
      fc.property(seedArb, ([seed, pick, players]) => {
        const { state } = randomGame(seed, chooser(pick), players);
        const rec = toRecord(state);
        const r = replay(JSON.parse(JSON.stringify(rec)));
        if (!r.ok) throw new Error(r.error.message);
        // The record fixes the draw order explicitly; everything else must match exactly.
        expect({ ...r.value.state, explicitTiles: false }).toEqual(state);
        expect(r.value.result.finished).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('two games from the same seed and the same choices are identical at every step', () => {
    fc.assert(
      fc.property(seedArb, ([seed, pick, players]) => {
        const a: GameState[] = [];
        randomGame(seed, chooser(pick), players, (_b, after) => a.push(after));
        const b: GameState[] = [];
        randomGame(seed, chooser(pick), players, (_b, after) => b.push(after));
        expect(b).toEqual(a);
        const g1 = createGame({ players: ['x', 'y'], seed });
        const g2 = createGame({ players: ['x', 'y'], seed });
        expect(g1).toEqual(g2);
      }),
      { numRuns: 4 },
    );
  });

  it('every legal action is accepted and the state given to apply is never changed', () => {
    fc.assert(
      fc.property(seedArb, ([seed, pick]) => {
        const choose = chooser(pick);
        let checked = 0;
        randomGame(seed, choose, 2, (before) => {
          if (checked++ % 10 !== 0) return;
          const snapshot = structuredClone(before);
          for (const a of legalActions(before)) expect(apply(before, a).ok).toBe(true);
          expect(before).toEqual(snapshot);
        });
      }),
      { numRuns: 3 },
    );
  });
});
