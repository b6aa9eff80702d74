import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
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
  it('with one thread plays the move of mctsSearch with the same seed and budget', async () => {
    const p = pool(1);
    for (const steps of [0, 1, 24, 31, 70]) {
      const v = viewAfter(`one-${steps}`, steps);
      const r = await p.search(v, { iterations: 400 }, `seed-${steps}`);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.action).toBe(mctsSearch(core, v, { iterations: 400 }, seededRng(`seed-${steps}`))!.action);
    }
    await p.close();
  }, 60_000);

  it('gives the same move and statistics twice for the same seed, threads and budget', async () => {
    const v = viewAfter('twice', 20);
    for (const threads of [2, 3]) {
      const [a, b] = [await pool(threads).search(v, { iterations: 600 }, 'x'), await pool(threads).search(v, { iterations: 600 }, 'x')];
      if (!a.ok || !b.ok) throw new Error('search refused');
      expect(b.value.stats).toEqual(a.value.stats);
      expect(b.value.action).toBe(a.value.action);
      expect(a.value.stats.playouts).toBe(600);
      expect(a.value.perThread).toHaveLength(threads);
      // Independent trees: the threads did not all see the same playouts.
      expect(new Set(a.value.perThread.map((t) => JSON.stringify(t.arms))).size).toBeGreaterThan(1);
    }
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
