import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState, PlayerView } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../match.js';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { createBot } from '../bots.js';
import type { Bot } from '../types.js';
import { inProcessSpawn } from './inProcess.js';
import { ParallelMctsBot } from './ParallelMctsBot.js';
import { SearchPool } from './SearchPool.js';
import { applied, dyingEndpoint, inProcessPool, stateAfter, viewAfter } from './testViews.js';
import { startGame, step } from '../test-games.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const bot = (threads: number): ParallelMctsBot => new ParallelMctsBot(inProcessPool(core, threads));

/** An in-process pool that counts the requests its threads receive. */
/** A pool that counts the searches it is asked for (one set-up request each). */
function countedPool(threads: number): { pool: SearchPool; posts: () => number } {
  let posts = 0;
  const spawn = inProcessSpawn(core);
  const made = SearchPool.create(threads, (t) => {
    const ep = spawn(t);
    return { ...ep, post: (req) => (req.kind === 'setup' && posts++, ep.post(req)) };
  });
  if (!made.ok) throw new Error(made.error.message);
  return { pool: made.value, posts: () => posts };
}

/** A decision the core does not simulate (Easter's bunny) with more than one choice. */
function bunnyView(): PlayerView {
  for (let g = 0; g < 40; g++) {
    let s: GameState = startGame(`pbunny-${g}`, 2, ['easter']);
    const rng = seededRng(`pbunny-walk-${g}`);
    while (!s.finished) {
      const d = pendingDecision(s)!;
      const acts = legalActions(s);
      if (d.kind === 'easter/bunny' && acts.length > 2) return view(s, d.player);
      s = step(s, acts[rng.below(acts.length)]!);
    }
  }
  throw new Error('no bunny decision found');
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

  it('answers the follower decision from its placement search (one search per turn) unless reusePlan is false', async () => {
    for (const reusePlan of [true, false]) {
      const { pool, posts } = countedPool(1);
      const b = new ParallelMctsBot(pool, { reusePlan });
      let turns = 0;
      for (let g = 0; turns < 3; g++) {
        let s = stateAfter(`plan-${g}`, 2 * g);
        if (pendingDecision(s)?.kind !== 'place') continue;
        const placer = pendingDecision(s)!.player;
        const place = await b.chooseAction(view(s, placer), { iterations: 200 }, seededRng(g));
        s = applied(s, place);
        const d = pendingDecision(s);
        if (d?.kind !== 'meeple' || d.player !== placer || legalActions(s).length < 2) continue;
        const before = posts();
        const v = view(s, placer);
        const follow = await b.chooseAction(v, { iterations: 200 }, seededRng(g));
        expect(v.legalActions).toContain(follow);
        expect(posts() - before).toBe(reusePlan ? 0 : 1);
        turns++;
      }
    }
  }, 60_000);

  it("createBot('mcts', { pool }) searches on the pool's threads and leaves other decisions to the one-thread mcts", async () => {
    const { pool, posts } = countedPool(2);
    // mcts = the expansion search over a base-game bot, here the pool's; mcts-base is the pool's bot itself.
    const b = createBot('mcts', { core, pool }) as Bot & { stats: { playouts: number; searches: number } };
    expect(b.name).toBe('mcts');
    expect(createBot('mcts-base', { core, pool })).toBeInstanceOf(ParallelMctsBot);
    const v = viewAfter('cb-place', 30);
    const move = await b.chooseAction(v, { iterations: 300 }, seededRng('cb'));
    expect(posts()).toBe(1);
    expect(move).toBe(await bot(2).chooseAction(v, { iterations: 300 }, seededRng('cb')));
    expect(b.stats).toMatchObject({ playouts: 300, searches: 1 });
    const bunny = bunnyView();
    const hop = await b.chooseAction(bunny, { iterations: 300 }, seededRng('hop'));
    expect(posts()).toBe(1);
    expect(hop).toEqual(await createBot('mcts', { core }).chooseAction(bunny, { iterations: 300 }, seededRng('hop')));
    expect(createBot('mcts-base', { core, pool }).name).toBe('mcts-base');
    expect(createBot('mcts-base', { core })).not.toBeInstanceOf(ParallelMctsBot);
  }, 60_000);

  it('hands searches the pool refuses, and decisions outside the core, to its fallback bot', async () => {
    const dead = SearchPool.create(2, () => dyingEndpoint('gone'));
    if (!dead.ok) throw new Error(dead.error.message);
    let asked = 0;
    const v = viewAfter('fallback-bot', 12);
    const fallback = { name: 'spy', chooseAction: () => (asked++, v.legalActions![0]!) };
    const b = new ParallelMctsBot(dead.value, {}, { fallback });
    expect(await b.chooseAction(v, { iterations: 50 }, seededRng(2))).toBe(v.legalActions![0]);
    expect(asked).toBe(1);
    expect(b.lastError?.code).toBe('worker-failed');
    expect(b.stats.searches).toBe(0);
    // A decision outside the core goes to the fallback too (the one-thread mcts, via createBot).
    await b.chooseAction(bunnyView(), { iterations: 50 }, seededRng(3));
    expect(asked).toBe(2);
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
