import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { EXPANSION_IDS, legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, Eval1Bot, playGame, playMatch, seededRng } from './index.js';
import { startGame, step, walkUntil } from './test-games.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

/** The mover's best final margin by trying everything (both players maximise their own margin; 2 players). */
function bestMargin(s: GameState, me: number): number {
  if (s.finished) return s.scores[me]! - s.scores[1 - me]!;
  const d = pendingDecision(s)!;
  let best = -Infinity;
  for (const a of legalActions(s)) {
    const m = bestMargin(step(s, a), d.player);
    best = Math.max(best, m);
  }
  return d.player === me ? best : -best;
}

/** Plays eval1 for its own decisions until the other player must move or the game ends. */
function playOwnTurn(s: GameState, bot: Eval1Bot): GameState {
  const me = pendingDecision(s)!.player;
  let i = 0;
  while (!s.finished && pendingDecision(s)!.player === me) s = step(s, bot.chooseAction(view(s, me), {}, seededRng(i++)));
  return s;
}

const endOfStack = (left: number) => (s: GameState) => pendingDecision(s)?.kind === 'place' && s.stack.length - s.stackPos === left;

describe('eval1', () => {
  it('with no tile left, plays the placement and follower with the best final margin', () => {
    for (const seed of ['last-1', 'last-2', 'last-3']) {
      const s = walkUntil(startGame(seed), seed, endOfStack(0));
      expect(s.finished).toBe(false);
      const me = pendingDecision(s)!.player;
      const after = playOwnTurn(s, new Eval1Bot());
      expect(after.finished).toBe(true);
      expect(after.scores[me]! - after.scores[1 - me]!).toBe(bestMargin(s, me));
    }
  });

  it('with one known tile left for the opponent, plays as well as the exhaustive two-ply solve', () => {
    for (const seed of ['two-1', 'two-2', 'two-3']) {
      const s = walkUntil(startGame(seed), seed, endOfStack(1));
      expect(s.finished).toBe(false);
      const me = pendingDecision(s)!.player;
      const after = playOwnTurn(s, new Eval1Bot());
      // After eval1's turn the opponent replies as well as possible.
      expect(bestMargin(after, me)).toBe(bestMargin(s, me));
    }
  }, 120_000);

  it('is deterministic: the same view gives the same action whatever the generator', () => {
    for (const seed of ['det-1', 'det-2']) {
      const s = walkUntil(startGame(seed), seed, (t) => t.stackPos > 30 && pendingDecision(t)?.kind === 'place');
      const v = view(s, pendingDecision(s)!.player);
      const a = new Eval1Bot().chooseAction(v, {}, seededRng(1));
      expect(new Eval1Bot().chooseAction(v, {}, seededRng(2))).toEqual(a);
    }
  });

  it('answers every decision of all-expansion games legally and without randomness', async () => {
    const bots = [createBot('eval1'), createBot('eval1')];
    const seen = new Set<string>();
    const run = () =>
      playGame({ bots, seed: 'eval1-exp', expansions: EXPANSION_IDS, onDecision: ({ state }) => seen.add(pendingDecision(state)!.kind) });
    const first = await run();
    // Different generator seeds, same game: eval1 never consults its generator.
    const again = await playGame({ bots, seed: 'eval1-exp', expansions: EXPANSION_IDS, botSeed: 'other' });
    expect(again).toEqual(first);
    expect(seen.size).toBeGreaterThan(2);
  }, 60_000);
});

describe('eval1 strength (seeded games, seats swapped on each tile order)', () => {
  it('beats random in every game', async () => {
    const r = await playMatch({ a: createBot('eval1'), b: createBot('random'), games: 6, seedPrefix: 'test-er' });
    expect(r.winsA).toBe(6);
    expect(r.avgScoreA - r.avgScoreB).toBeGreaterThan(40);
  }, 60_000);

  it('beats greedy clearly', async () => {
    const r = await playMatch({ a: createBot('eval1'), b: createBot('greedy', { core }), games: 12, seedPrefix: 'test-eg' });
    expect(r.winsA).toBeGreaterThanOrEqual(9);
    expect(r.avgScoreA).toBeGreaterThan(r.avgScoreB + 8);
  }, 60_000);
});
