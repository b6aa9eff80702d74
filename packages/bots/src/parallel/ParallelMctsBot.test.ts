import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { legalActions, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../match.js';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { createBot } from '../bots.js';
import { inProcessSpawn } from './inProcess.js';
import { ParallelMctsBot } from './ParallelMctsBot.js';
import { SearchPool } from './SearchPool.js';
import { applied, dyingEndpoint, inProcessPool, stateAfter, viewAfter } from './testViews.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const bot = (threads: number): ParallelMctsBot => new ParallelMctsBot(inProcessPool(core, threads));

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

  it('answers the follower decision from its placement search (one search per turn) unless reusePlan is false', async () => {
    for (const reusePlan of [true, false]) {
      let posts = 0;
      const spawn = inProcessSpawn(core);
      const counted = SearchPool.create(1, (t) => {
        const ep = spawn(t);
        return { ...ep, post: (req) => (posts++, ep.post(req)) };
      });
      if (!counted.ok) throw new Error(counted.error.message);
      const b = new ParallelMctsBot(counted.value, { reusePlan });
      let turns = 0;
      for (let g = 0; turns < 3; g++) {
        let s = stateAfter(`plan-${g}`, 2 * g);
        if (pendingDecision(s)?.kind !== 'place') continue;
        const placer = pendingDecision(s)!.player;
        const place = await b.chooseAction(view(s, placer), { iterations: 200 }, seededRng(g));
        s = applied(s, place);
        const d = pendingDecision(s);
        if (d?.kind !== 'meeple' || d.player !== placer || legalActions(s).length < 2) continue;
        posts = 0;
        const v = view(s, placer);
        const follow = await b.chooseAction(v, { iterations: 200 }, seededRng(g));
        expect(v.legalActions).toContain(follow);
        expect(posts).toBe(reusePlan ? 0 : 1);
        turns++;
      }
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
