import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_CHUNK, CommonDraws } from '../halving.js';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { checkThreads, SearchThread } from './threadSearch.js';
import { viewAfter } from './testViews.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

describe('SearchThread.setup', () => {
  it('keeps the candidates mctsSearch keeps for the budget, best prior first', () => {
    for (const [steps, iterations] of [[0, 1000], [31, 3000], [60, 500]] as const) {
      const v = viewAfter(`thread-${steps}`, steps);
      const direct = mctsSearch(core, v, { iterations }, seededRng('s'))!;
      const r = new SearchThread(core).setup('k', v, { iterations }, {}, 2);
      if (!r.ok) throw new Error(r.error.message);
      const names = r.value.decided && r.value.arms.length <= 1 ? [r.value.decided] : r.value.arms;
      expect(names.map((a) => v.legalActions![a.legalIndex])).toEqual(direct.arms.map((a) => a.macro.action));
      expect(r.value.planned).toBe(iterations);
    }
  }, 60_000);

  it('plans a clock budget from a measured rate', () => {
    const r = new SearchThread(core).setup('k', viewAfter('clock', 20), { ms: 200 }, {}, 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ratePerMs).toBeGreaterThan(0);
    expect(Number.isFinite(r.value.planned)).toBe(true);
  }, 60_000);
});

describe('SearchThread.round', () => {
  it('plays a slice on the seeds it is given: the same seeds give the same rewards on another thread', () => {
    const v = viewAfter('round', 25);
    const a = new SearchThread(core);
    const setup = a.setup('k1', v, { iterations: 800 }, {}, 2);
    if (!setup.ok) throw new Error(setup.error.message);
    const macros = setup.value.arms.map((x) => x.macro);
    const job = new CommonDraws(seededRng('d'), setup.value.stack).job(1, { visits: 0, mean: 0 }, 20);
    const slice = { ...job, job: 0, from: 0 };
    const one = a.round('k1', v, {}, macros, [slice]);
    // A fresh thread that never saw the set-up builds the turn from the view.
    const two = new SearchThread(core).round('k1', v, {}, macros, [slice]);
    if (!one.ok || !two.ok) throw new Error('round refused');
    expect(one.value[0]!.rewards).toHaveLength(20);
    expect(two.value).toEqual(one.value);
    expect(new Set(one.value[0]!.rewards).size).toBeGreaterThan(1);
  }, 60_000);

  it('stops a clock round when its time is up, with the playouts made so far (one chunk at least)', () => {
    const v = viewAfter('round-clock', 12);
    const t = new SearchThread(core);
    const setup = t.setup('k', v, { iterations: 800 }, {}, 1);
    if (!setup.ok) throw new Error(setup.error.message);
    const job = new CommonDraws(seededRng('d'), setup.value.stack).job(0, { visits: 0, mean: 0 }, 100_000);
    const r = t.round('k', v, {}, setup.value.arms.map((x) => x.macro), [{ ...job, job: 0, from: 0 }], 0);
    if (!r.ok) throw new Error(r.error.message);
    // No time at all (a set-up that used the whole budget): one chunk, then the clock stops it.
    expect(r.value[0]!.rewards).toHaveLength(CLOCK_CHUNK);
  }, 60_000);
});

describe('typed errors', () => {
  it('answers bad input with a typed error instead of throwing', () => {
    const v = viewAfter('bad', 4);
    const cases: [unknown, unknown, string][] = [
      [null, { iterations: 10 }, 'bad-view'],
      [{ ...v, board: 'x' }, { iterations: 10 }, 'bad-view'],
      [{ ...v, legalActions: [] }, { iterations: 10 }, 'bad-view'],
      [{ ...v, decision: { kind: 'gift', player: 0 } }, { iterations: 10 }, 'not-searchable'],
      [{ ...v, board: [{ tile: 'no-such-tile', x: 0, y: 0, rot: 0 }] }, { iterations: 10 }, 'bad-view'],
      [v, { iterations: -1 }, 'bad-budget'],
      [v, { iterations: 1.5 }, 'bad-budget'],
      [v, { ms: Number.NaN }, 'bad-budget'],
      [v, { cpuMs: -3 }, 'bad-budget'],
      [v, null, 'bad-budget'],
    ];
    for (const [view, budget, code] of cases) {
      const r = new SearchThread(core).setup('k', view as never, budget as never, {}, 1);
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    }
    const bad = new SearchThread(core).round('k', v, {}, [999], [{ arm: 0, job: 0, from: 0, count: 1, seeds: [1], stack: null }]);
    expect(bad.ok ? 'ok' : bad.error.code).toBe('search-failed');
    expect(checkThreads(0)?.code).toBe('bad-threads');
    expect(checkThreads(2.5)?.code).toBe('bad-threads');
    expect(checkThreads('2')?.code).toBe('bad-threads');
    expect(checkThreads(4)).toBeNull();
  }, 60_000);
});
