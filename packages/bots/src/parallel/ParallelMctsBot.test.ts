import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../match.js';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { createBot } from '../bots.js';
import { inProcessSpawn } from './inProcess.js';
import { ParallelMctsBot } from './ParallelMctsBot.js';
import { SearchPool } from './SearchPool.js';
import { dyingEndpoint, viewAfter } from './testViews.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

function bot(threads: number): ParallelMctsBot {
  const p = SearchPool.create(threads, inProcessSpawn(core));
  if (!p.ok) throw new Error(p.error.message);
  return new ParallelMctsBot(p.value);
}

describe('ParallelMctsBot', () => {
  it('plays whole games legally against greedy, and the same seeds give the same game', async () => {
    const game = async () => playGame({ bots: [bot(2), createBot('greedy', { core })], seed: 'pbot', budget: { iterations: 60 } });
    const [a, b] = [await game(), await game()];
    expect(a.decisions).toBeGreaterThan(70);
    expect(b.scores).toEqual(a.scores);
    expect(b.decisions).toBe(a.decisions);
  }, 60_000);

  it('with one thread plays the move of mctsSearch seeded from the caller’s rng', async () => {
    for (const steps of [0, 44]) {
      const v = viewAfter(`pb-${steps}`, steps);
      // The bot turns two outputs of its generator into the base seed; mctsSearch gets that seed.
      const r = seededRng('same');
      const seed = `${r.u32().toString(16)}-${r.u32().toString(16)}`;
      const viaBot = await bot(1).chooseAction(v, { iterations: 300 }, seededRng('same'));
      expect(viaBot).toBe(mctsSearch(core, v, { iterations: 300 }, seededRng(seed))!.action);
    }
  }, 60_000);

  it('falls back to a legal simple-policy move when the pool refuses, and says why', async () => {
    const dead = SearchPool.create(1, () => dyingEndpoint('gone'));
    if (!dead.ok) throw new Error(dead.error.message);
    const b = new ParallelMctsBot(dead.value);
    const v = viewAfter('fallback', 8);
    expect(v.legalActions).toContain(await b.chooseAction(v, { iterations: 50 }, seededRng(1)));
    expect(b.lastError?.code).toBe('worker-failed');
  }, 60_000);
});
