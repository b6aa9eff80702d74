import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CoreEngine } from '@carc/core';
import { ANALYSIS_VERSION, largestMistakes, type GameAnalysis } from '@carc/bots';
import { openDB } from 'idb';
import { ALL_TILES } from '@carc/tiles';
import { AnalysisScreen, LEVELS } from './AnalysisScreen.js';
import { getResult, putGame, recordKey, resultKey } from './cache.js';
import { judged } from './series.js';
import { InProcessWorker, shortRecord } from './testing.js';

let core: CoreEngine;
beforeAll(async () => {
  // happy-dom's URL is not Node's, so @carc/core/node cannot read the file: hand over the bytes.
  const bytes = readFileSync(createRequire(import.meta.url).resolve('@carc/core/core.wasm'));
  core = await CoreEngine.load(bytes, { tiles: ALL_TILES });
});

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

const phase = () => root.querySelector('[data-testid=analysis]')?.getAttribute('data-phase');
const waitPhase = (name: string) => vi.waitFor(() => expect(phase()).toBe(name), { timeout: 30_000, interval: 20 });

function mount(id: string, spawn: () => InProcessWorker) {
  act(() => render(<AnalysisScreen id={id} spawn={spawn} threads={2} />, root));
}

describe('AnalysisScreen', () => {
  it('runs the analysis on threads, caches it, and shows charts, mistakes and the better move on the board', async () => {
    const record = shortRecord('screen', 10);
    const id = await putGame(record);
    expect(id).toBe(await recordKey(structuredClone(record)));
    let spawned = 0;
    mount(id, () => (spawned++, new InProcessWorker(core)));
    await waitPhase('ready');
    expect(spawned).toBe(2);
    const analysis = (await getResult(id, LEVELS.standard)) as GameAnalysis;
    expect(analysis.decisions.length).toBeGreaterThan(10);

    // One line per player in each chart, one point per judged decision.
    for (const chart of ['scores', 'win']) {
      const lines = root.querySelectorAll(`[data-testid=chart-${chart}] polyline`);
      expect(lines).toHaveLength(2);
      for (const l of lines) expect(l.getAttribute('points')!.split(' ')).toHaveLength(judged(analysis).length);
    }
    const mistakes = root.querySelectorAll('[data-testid=mistake]');
    const worst = largestMistakes(analysis, 10);
    expect(mistakes).toHaveLength(worst.length);
    expect(worst.length).toBeGreaterThan(0);
    act(() => (mistakes[0] as HTMLButtonElement).click());
    const board = root.querySelector('[data-testid=mistake-board]')!;
    expect(JSON.parse(board.getAttribute('data-best')!)).toEqual(worst[0]!.best.action);
    expect(board.querySelector('svg.board')).not.toBeNull();

    // Opened again: read from IndexedDB, no thread started.
    act(() => render(null, root));
    mount(id, () => (spawned++, new InProcessWorker(core)));
    await waitPhase('ready');
    expect(spawned).toBe(2);
  });

  it('shows progress while running, and cancels: threads stopped, nothing cached, a button to start again', async () => {
    const record = shortRecord('cancel-screen', 6);
    const id = await putGame(record);
    const workers: InProcessWorker[] = [];
    mount(id, () => {
      const w = new InProcessWorker(core, true);
      workers.push(w);
      return w;
    });
    await waitPhase('running');
    await vi.waitFor(() => expect(workers).toHaveLength(2), { timeout: 10_000, interval: 20 });
    expect(root.querySelector('[data-testid=analysis-progress]')).not.toBeNull();
    act(() => (root.querySelector('[data-testid=analysis-cancel]') as HTMLButtonElement).click());
    await waitPhase('cancelled');
    expect(workers.every((w) => w.terminated)).toBe(true);
    expect(await getResult(id, LEVELS.standard)).toBeUndefined();
    expect(root.querySelector('[data-testid=analysis-start]')).not.toBeNull();
  });

  it('opens on the budget already analysed, and a budget picked later runs and is cached on its own', async () => {
    const record = shortRecord('levels', 6);
    const id = await putGame(record);
    let spawned = 0;
    mount(id, () => (spawned++, new InProcessWorker(core)));
    await waitPhase('ready');
    const select = () => root.querySelector('[data-testid=analysis-level]') as HTMLSelectElement;
    act(() => {
      select().value = 'quick';
      select().dispatchEvent(new Event('change'));
    });
    await vi.waitFor(async () => expect(await getResult(id, LEVELS.quick)).toBeDefined(), { timeout: 30_000, interval: 20 });
    await waitPhase('ready');
    expect(spawned).toBe(4);
    // Reopened: both are cached; the deeper one is shown, without a thread.
    act(() => render(null, root));
    mount(id, () => (spawned++, new InProcessWorker(core)));
    await waitPhase('ready');
    expect(select().value).toBe('standard');
    expect(spawned).toBe(4);
  });

  it('never shows a result cached by another analysis version: the game is analysed again', async () => {
    const record = shortRecord('stale', 6);
    const id = await putGame(record);
    const budget = LEVELS.standard;
    expect(resultKey(id, budget)).not.toBe(resultKey(id, budget, ANALYSIS_VERSION - 1));
    const stale = { format: 'carc-analysis/1', version: ANALYSIS_VERSION - 1, players: ['Ann', 'Ben'], expansions: [], budget, scores: [0, 0], winners: [0, 1], decisions: [] };
    const db = await openDB('carcassonne-edge-analysis', 1);
    // Where version 1 of the app kept it, and where the previous version's key would put it.
    await db.put('results', stale, `${id}/${budget.iterations}/${budget.playouts}/${budget.seed}`);
    await db.put('results', stale, resultKey(id, budget, ANALYSIS_VERSION - 1));
    db.close();
    let spawned = 0;
    mount(id, () => (spawned++, new InProcessWorker(core)));
    await waitPhase('ready');
    expect(spawned).toBe(2);
    const fresh = (await getResult(id, budget))!;
    expect(fresh.version).toBe(ANALYSIS_VERSION);
    expect(fresh.decisions.length).toBeGreaterThan(0);
    // Storing it dropped the stale ones: only the current version's result of this game is left.
    const left = await openDB('carcassonne-edge-analysis', 1);
    const keys = (await left.getAllKeys('results')).map(String).filter((k) => k.startsWith(`${id}/`));
    left.close();
    expect(keys).toEqual([resultKey(id, budget)]);
  });

  it('says so when the game is not stored', async () => {
    mount('0000', () => new InProcessWorker(core));
    await waitPhase('missing');
  });
});
