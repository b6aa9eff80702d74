// scripts/score-breakdown.mjs, run as the README runs it (on the built package: the test task builds first).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cwd = fileURLToPath(new URL('..', import.meta.url));

const sum = (o: Record<string, number>) => Object.values(o).reduce((t, v) => t + v, 0);

describe('score-breakdown.mjs', () => {
  it('accounts for every point of both seats, and replays the same games on a second run', async () => {
    const args = ['scripts/score-breakdown.mjs', '--a', 'mcts', '--against', 'greedy', '--games', '2', '--iterations', '60'];
    const once = async () => (await run(process.execPath, args, { cwd, timeout: 100_000 })).stdout.trim().split('\n').map((l) => JSON.parse(l));
    const games = await once();
    expect(games.map((g) => [g.i, g.aSeat])).toEqual([[0, 0], [1, 1]]);
    for (const g of games) {
      expect(sum(g.pointsA)).toBe(g.scores[g.aSeat]);
      expect(sum(g.pointsB)).toBe(g.scores[1 - g.aSeat]);
      expect(g.margin).toBe(g.scores[g.aSeat] - g.scores[1 - g.aSeat]);
      // 71 tiles after the start tile, unless some fit nowhere (B-3).
      expect(g.marginEvery10Tiles.length).toBeGreaterThanOrEqual(6);
      expect(Object.keys(g.pointsA).every((k) => /^(city|road|cloister|field)\/(completed|final)$/.test(k))).toBe(true);
    }
    expect(await once()).toEqual(games);
  }, 200_000);
});
