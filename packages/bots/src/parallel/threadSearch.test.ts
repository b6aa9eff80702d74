import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { mctsSearch } from '../mcts.js';
import { seededRng } from '../rng.js';
import { checkThreads, splitBudget, threadSearch, threadSeed } from './threadSearch.js';
import { viewAfter } from './testViews.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

describe('splitBudget', () => {
  it('splits iterations so the shares add up to the total, larger shares first', () => {
    for (const [total, threads] of [[2000, 1], [2000, 3], [7, 4], [3, 4]] as const) {
      const shares = splitBudget({ iterations: total }, threads);
      const its = shares.map((s) => s?.iterations ?? 0);
      expect(its.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...its) - Math.min(...its)).toBeLessThanOrEqual(1);
      expect(its).toEqual([...its].sort((a, b) => b - a));
    }
    expect(splitBudget({ iterations: 3 }, 4)[3]).toBeNull();
  }, 60_000);

  it('gives every thread the whole clock cap, and splits the default playouts when the budget names none', () => {
    expect(splitBudget({ ms: 50 }, 2)).toEqual([{ ms: 50 }, { ms: 50 }]);
    expect(splitBudget({}, 2, { defaultIterations: 11 })).toEqual([{ iterations: 6 }, { iterations: 5 }]);
  }, 60_000);
});

describe('threadSeed', () => {
  it('keeps the base seed for thread 0 and gives every other thread its own', () => {
    const seeds = [0, 1, 2, 3].map((t) => threadSeed('base', t));
    expect(seeds[0]).toBe('base');
    expect(new Set(seeds).size).toBe(4);
  }, 60_000);
});

describe('threadSearch', () => {
  it('is mctsSearch with seededRng(seed), reduced to root statistics', () => {
    for (const steps of [0, 31, 60]) {
      const v = viewAfter(`thread-${steps}`, steps);
      const direct = mctsSearch(core, v, { iterations: 300 }, seededRng('s'))!;
      const r = threadSearch(core, v, { iterations: 300 }, 's');
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.playouts).toBe(direct.playouts);
      expect(r.value.arms.map((a) => a.visits)).toEqual(direct.arms.map((a) => a.visits));
      expect(r.value.arms.map((a) => v.legalActions![a.legalIndex])).toEqual(direct.arms.map((a) => a.macro.action));
    }
  }, 60_000);

  it('answers bad input with a typed error instead of throwing', () => {
    const v = viewAfter('bad', 4);
    const cases: [unknown, unknown, unknown, string][] = [
      [null, { iterations: 10 }, 's', 'bad-view'],
      [{ ...v, board: 'x' }, { iterations: 10 }, 's', 'bad-view'],
      [{ ...v, legalActions: [] }, { iterations: 10 }, 's', 'bad-view'],
      [{ ...v, decision: { kind: 'gift', player: 0 } }, { iterations: 10 }, 's', 'not-searchable'],
      [{ ...v, board: [{ tile: 'no-such-tile', x: 0, y: 0, rot: 0 }] }, { iterations: 10 }, 's', 'bad-view'],
      [v, { iterations: -1 }, 's', 'bad-budget'],
      [v, { iterations: 1.5 }, 's', 'bad-budget'],
      [v, { ms: Number.NaN }, 's', 'bad-budget'],
      [v, null, 's', 'bad-budget'],
      [v, { iterations: 10 }, 42, 'bad-seed'],
    ];
    for (const [view, budget, seed, code] of cases) {
      const r = threadSearch(core, view as never, budget as never, seed as never);
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    }
    expect(checkThreads(0)?.code).toBe('bad-threads');
    expect(checkThreads(2.5)?.code).toBe('bad-threads');
    expect(checkThreads('2')?.code).toBe('bad-threads');
    expect(checkThreads(4)).toBeNull();
  }, 60_000);
});
