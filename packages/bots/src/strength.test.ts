import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, playMatch } from './index.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

describe('strength (small seeded matches)', () => {
  it('greedy beats random clearly', async () => {
    const r = await playMatch({ a: createBot('greedy', { core }), b: createBot('random'), games: 8, seedPrefix: 'test-gr' });
    expect(r.winsA).toBeGreaterThanOrEqual(7);
    expect(r.avgScoreA - r.avgScoreB).toBeGreaterThan(30);
  }, 30_000);

  it('MCTS beats greedy with a small playout budget', async () => {
    const r = await playMatch({
      a: createBot('mcts', { core }),
      b: createBot('greedy', { core }),
      games: 8,
      // Heuristic playouts cost several random ones: a small budget keeps the test short.
      budgetA: { iterations: 300 },
      seedPrefix: 'test-mg',
    });
    expect(r.winsA).toBeGreaterThan(r.winsB);
    expect(r.avgScoreA).toBeGreaterThan(r.avgScoreB);
  }, 300_000);
});

