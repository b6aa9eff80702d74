// The benches' thread options, run as the lead runs them (on the built package: the test task builds first).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const node = (args: string[]) => run(process.execPath, args, { cwd, timeout: 100_000 });

describe('bench scripts with search threads', () => {
  it('bench.mjs --threads 2 plays its MCTS seat on a 2-thread pool, the budget spread over the threads', async () => {
    const { stdout } = await node(['scripts/bench.mjs', '--strength', '--games', '2', '--iterations', '90', '--threads', '2', '--no-rate']);
    const m = JSON.parse(stdout).strength.mctsVsAgainst;
    expect(m).toMatchObject({ a: 'mcts', b: 'greedy', threads: 2, games: 2 });
    // The budget is spread over the threads, not given to each (halving's rounding may leave a few playouts unspent).
    expect(m.playoutsPerSearchA).toBeLessThanOrEqual(90);
    expect(m.playoutsPerSearchA).toBeGreaterThan(80);
    expect(m.wins + m.draws + m.losses).toBe(2);
  }, 120_000);

  it('bench.mjs --b-search gives the --against seats their own expansion-search settings, as --a-search does for A', async () => {
    const { stdout } = await node(['scripts/bench.mjs', '--strength', '--no-rate', '--expansions', 'all', '--against', 'mcts', '--iterations', '50', '--games', '2', '--a-search', '{"rollouts":64}', '--b-search', '{"rollouts":16}']);
    const s = JSON.parse(stdout).strength;
    expect(s.bSearch).toEqual({ rollouts: 16 });
    const m = s.mctsVsAgainst;
    expect(m.games).toBe(2);
    // Each side's searches spend about its own count (halving gives every live arm at least one playout a round, so a small count runs over a little).
    expect(m.rulesPlayoutsPerSearchA).toBeGreaterThan(40);
    expect(m.rulesPlayoutsPerSearchA).toBeLessThanOrEqual(64);
    expect(m.rulesPlayoutsPerSearchB).toBeLessThan(25);
  }, 120_000);

  it('bench.mjs refuses a thread count outside 1..64 before playing', async () => {
    for (const t of ['0', '2.5', '65']) {
      const r = await node(['scripts/bench.mjs', '--no-rate', '--threads', t]).then(() => null, (e: { code: number; stderr: string }) => e);
      expect(r?.code).toBe(2);
      expect(r?.stderr).toContain('--threads');
    }
  }, 120_000);

  it('parallel-bench.mjs prints the summary: rates and speedups per thread count, load, CPU figures, overheads', async () => {
    const { stdout } = await node(['scripts/parallel-bench.mjs', '--threads', '1,2', '--iterations', '200', '--positions', '2', '--runs', '2']);
    const s = JSON.parse(stdout).summary;
    expect(Object.keys(s.playoutsPerWallSec)).toEqual(['1', '2']);
    for (const key of ['wallClockSpeedup', 'controlSpeedup', 'cpuEfficiency', 'dedicatedCoreSpeedup', 'syncedCoreSpeedup']) expect(s[key]['2']).toBeGreaterThan(0);
    for (const key of ['roundPassesPerSearch', 'callingThreadCpuMsPerPass']) expect(s[key]['2']).toBeGreaterThan(0);
    expect(s.loadavgBefore).toHaveLength(3);
    expect(s.playoutsPerCpuSecPerThread['2']).toBeGreaterThan(0);
    expect(s.overheads.startAndCoreLoadMs).toBeGreaterThan(s.overheads.roundTripMs);
    expect(s.overheads.viewJsonBytes).toBeGreaterThan(500);
    // The same budget, seeds and thread count chose the same moves in both runs.
    expect(s.sameMovesEveryRun).toBe(true);
    // Arm-parallel halving: two threads chose the one-thread moves.
    expect(s.sameMovesAcrossThreads).toBe(true);
  }, 120_000);
});
