import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { MCTS_BASE_OPTIONS } from '../bots.js';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { inProcessSpawn } from './inProcess.js';
import { SearchPool } from './SearchPool.js';
import { dyingEndpoint, inProcessPool, viewAfter } from './testViews.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const pool = (threads: number): SearchPool => inProcessPool(core, threads);

describe('SearchPool (in-process threads)', () => {
  it('gives for 1, 2 and 3 threads exactly the move and arm statistics of mctsSearch with the same seed and budget', async () => {
    const pools = [1, 2, 3].map(pool);
    for (const [steps, iterations] of [[0, 400], [1, 900], [24, 2500], [31, 1200], [70, 4000]] as const) {
      const v = viewAfter(`one-${steps}`, steps);
      const direct = mctsSearch(core, v, { iterations }, seededRng(`seed-${steps}`))!;
      const want = direct.arms.map((a) => ({ legalIndex: v.legalActions!.indexOf(a.macro.action), loc: a.macro.loc, visits: a.visits, mean: a.mean }));
      for (const p of pools) {
        const r = await p.search(v, { iterations }, `seed-${steps}`);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.action).toBe(direct.action);
        expect(r.value.stats.playouts).toBe(direct.playouts);
        if (direct.playouts > 0) expect(r.value.stats.arms.map((a) => ({ legalIndex: a.legalIndex, loc: a.loc, visits: a.visits, mean: a.mean }))).toEqual(want);
      }
    }
    await Promise.all(pools.map((p) => p.close()));
  }, 60_000);

  it('does the same for mcts-base’s options and in expansion games', async () => {
    for (const [seed, steps, expansions, opts] of [['b1', 17, [], MCTS_BASE_OPTIONS], ['rec-i', 17, ['christmas-gift', 'gifts', 'festival', 'easter'], {}]] as const) {
      const v = viewAfter(seed, steps, [...expansions]);
      const direct = mctsSearch(core, v, { iterations: 1500 }, seededRng(seed), opts)!;
      for (const threads of [2, 3]) {
        const r = await pool(threads).search(v, { iterations: 1500 }, seed, opts);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.action).toBe(direct.action);
        expect(r.value.stats.arms.map((a) => a.mean)).toEqual(direct.arms.slice(0, r.value.stats.arms.length).map((a) => a.mean));
      }
    }
  }, 60_000);

  it('ranks with the prior blend as mctsSearch does: playouts only, a heavy fixed weight and a heavy share of the plan; each matches one thread', async () => {
    // A position where 400 playouts alone prefer a move eval1's own sum ranks lower (mcts-prior-blend.test.ts).
    const v = viewAfter('arms', 36);
    const moves = new Set<unknown>();
    for (const blend of [{ priorVisits: 0, priorShare: 0, priorFit: null }, { priorVisits: 1e6, priorShare: 0, priorFit: null }, { priorVisits: 0, priorShare: 1e4, priorFit: null }]) {
      const direct = mctsSearch(core, v, { iterations: 400 }, seededRng('blend'), blend)!;
      moves.add(direct.action);
      const r = await pool(2).search(v, { iterations: 400 }, 'blend', blend);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.action).toBe(direct.action);
    }
    expect(moves.size).toBe(2);
  }, 60_000);

  it('splits each round over the threads and reports where the time went', async () => {
    const v = viewAfter('split', 20);
    const r = await pool(3).search(v, { iterations: 3000 }, 'x');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.stats.playouts).toBe(3000);
    expect(r.value.timing.rounds.length).toBeGreaterThan(1);
    expect(r.value.timing.rounds.reduce((n, x) => n + x.playouts, 0)).toBe(3000);
    // Every pass of a long enough round gives all three threads some playouts.
    expect(r.value.timing.rounds[0]!.threadCpuMs).toHaveLength(3);
  }, 60_000);

  it('searches a clock budget within the playouts it can afford', async () => {
    const r = await pool(2).search(viewAfter('clock', 20), { ms: 150 }, 'c');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.stats.playouts).toBeGreaterThan(0);
  }, 60_000);

  it('returns one of the view’s own legal action objects', async () => {
    const v = viewAfter('own', 33);
    const r = await pool(2).search(v, { iterations: 200 }, 'own');
    expect(r.ok && v.legalActions!.includes(r.value.action)).toBe(true);
  }, 60_000);

  it('refuses bad input with a typed error and leaves the view unchanged', async () => {
    const p = pool(2);
    const v = viewAfter('bad', 10);
    const before = structuredClone(v);
    const code = async (view: unknown, budget: unknown, seed: unknown = 's'): Promise<string> => {
      const r = await p.search(view as never, budget as never, seed as never);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(await code(v, { iterations: 0 })).toBe('bad-budget');
    expect(await code({ ...v, legalActions: undefined }, { iterations: 10 })).toBe('bad-view');
    expect(await code({ ...v, decision: { kind: 'bunny', player: 0 } }, { iterations: 10 })).toBe('not-searchable');
    expect(await code(v, { iterations: 10 }, null)).toBe('bad-seed');
    expect((await p.search(v, { iterations: 10 }, 's', { schedule: 'ucb' })).ok).toBe(false);
    // Not plain data: a worker could not receive it.
    expect(await code({ ...v, extra: () => 1 }, { iterations: 10 })).toBe('bad-view');
    expect(v).toEqual(before);
    expect((await p.search(v, { iterations: 50 }, 's')).ok).toBe(true);
    expect(SearchPool.create(0, inProcessSpawn(core))).toMatchObject({ ok: false, error: { code: 'bad-threads' } });
    await p.close();
    expect(await code(v, { iterations: 10 })).toBe('closed');
  }, 60_000);

  it('turns a thread that dies mid-search into a typed error', async () => {
    const p = SearchPool.create(2, () => dyingEndpoint('boom'));
    if (!p.ok) throw new Error(p.error.message);
    const r = await p.value.search(viewAfter('die', 2), { iterations: 10 }, 's');
    expect(r).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
  }, 60_000);
});

describe('SearchPool.create', () => {
  it('turns a thread that cannot be started or listened to into a typed error, stopping the ones started', async () => {
    let stopped = 0;
    const r = SearchPool.create(3, (t) => {
      if (t === 2) throw new Error('no Worker here');
      return { post() {}, listen() {}, terminate: async () => void stopped++ };
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
    await Promise.resolve();
    expect(stopped).toBe(2);
  }, 60_000);
});
