// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { analyseGame, ANALYSIS_VERSION } from '@carc/bots';
import { ALL_TILES } from '@carc/tiles';
import { defaultThreads, runAnalysis } from './runner.js';
import { InProcessWorker, shortRecord } from './testing.js';

const budget = { iterations: 40, playouts: 20, seed: 'web' };
let cores: CoreEngine[];
beforeAll(async () => {
  // One core per thread, as each Web Worker has its own.
  cores = await Promise.all([0, 1, 2].map(() => loadCore({ tiles: ALL_TILES })));
});

describe('runAnalysis', () => {
  it('splits the decisions over threads and merges them into the single-threaded analysis', async () => {
    const record = shortRecord('runner', 7);
    const workers: InProcessWorker[] = [];
    const seen: number[] = [];
    let total = 0;
    const r = await runAnalysis(record, budget, {
      threads: 3,
      spawn: () => {
        const w = new InProcessWorker(cores[workers.length]!);
        workers.push(w);
        return w;
      },
      onProgress: (done, n) => {
        seen.push(done);
        total = n;
      },
    });
    const single = await analyseGame(record, { core: cores[0]!, ...budget });
    expect(r).toEqual(single);
    expect(workers).toHaveLength(3);
    // Each thread got a disjoint share, together every decision.
    const shares = workers.map((w) => w.received!.indices);
    expect(shares.flat().sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
    expect(seen).toEqual([...Array(total).keys()].map((i) => i + 1));
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('splits an expansion game, judged wholly by the rules-engine search, and merges it into the single-threaded analysis', async () => {
    const record = shortRecord('runner-exp', 6, ['christmas-gift', 'gifts', 'festival', 'easter']);
    let spawned = 0;
    const r = await runAnalysis(record, budget, { threads: 2, spawn: () => new InProcessWorker(cores[spawned++]!) });
    expect(r).toEqual(await analyseGame(record, { core: cores[2]!, ...budget }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.version).toBe(ANALYSIS_VERSION);
    // Placements included: every decision with a choice is judged.
    const places = r.value.decisions.filter((d) => d.kind === 'place');
    expect(places.length).toBe(record.moves.length);
    for (const d of r.value.decisions) if (!d.evaluated) expect(d.reason).toMatch(/one legal action/);
  }, 60_000);

  it('cancels: the threads are stopped and the result says so', async () => {
    const workers: InProcessWorker[] = [];
    const controller = new AbortController();
    const running = runAnalysis(shortRecord('cancel', 6), budget, {
      threads: 2,
      spawn: () => {
        const w = new InProcessWorker(cores[0]!, true);
        workers.push(w);
        return w;
      },
      signal: controller.signal,
    });
    expect(workers.every((w) => w.received !== null)).toBe(true);
    controller.abort();
    expect(await running).toEqual({ ok: false, error: { code: 'aborted', message: expect.any(String) } });
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
  });

  it('refuses an unfinished game before starting any thread', async () => {
    const record = shortRecord('cut', 6);
    let spawned = 0;
    const r = await runAnalysis({ ...record, moves: record.moves.slice(0, 2) }, budget, {
      threads: 2,
      spawn: () => {
        spawned++;
        return new InProcessWorker(cores[0]!);
      },
    });
    expect(r.ok ? 'ok' : r.error.code).toBe('unfinished');
    expect(spawned).toBe(0);
  });

  it('uses the cores a device has, at most four, leaving one to the page when it can', () => {
    expect([undefined, 1, 2, 3, 4, 8, 16].map(defaultThreads)).toEqual([2, 1, 2, 2, 3, 4, 4]);
  });
});
