/**
 * `pnpm bench`: one JSON object on the last line of stdout with the throughput figures the
 * issues set targets for. Every figure is games (or playouts) per second of wall time on
 * one thread, measured after a warm-up, best of a few rounds (shared machines are noisy:
 * the best round is the one least disturbed).
 */
import { cpus, loadavg } from 'node:os';
import { loadCore } from '@carc/core/node';
import type { ExpansionId } from '@carc/rules';
import { playRandomGame } from './random-policy.js';
import { PLAYER_NAMES } from './simulate.js';

export interface BenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

function rate(rounds: number, budgetMs: number, runOne: (i: number) => void): number {
  let best = 0;
  let i = 0;
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < budgetMs) {
      runOne(i++);
      n++;
      elapsed = performance.now() - start;
    }
    best = Math.max(best, (n / elapsed) * 1000);
  }
  return Math.round(best);
}

function rulesRate(players: number, expansions: ExpansionId[], budgetMs: number, rounds: number): number {
  const names = PLAYER_NAMES.slice(0, players);
  const game = (i: number) => void playRandomGame({ players: names, expansions, seed: `bench/${i}` }, `bench/${i}`);
  for (let i = 0; i < 20; i++) game(-i - 1); // warm the JIT before timing
  return rate(rounds, budgetMs, game);
}

export async function bench(opts: BenchOptions): Promise<Record<string, number | string>> {
  const budget = opts.quick ? 300 : 2000;
  const rounds = opts.quick ? 1 : 3;
  // The figures are wall-clock rates; on a shared machine they drop with the load, so the
  // load at the start is part of the result.
  const out: Record<string, number | string> = {
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
  opts.log('bench: wasm core, 2-player random base games');
  const core = await loadCore();
  core.randomGames(200, 2, 1); // warm-up: lets the engine tier the wasm code up
  // Batches of 100 games per call keep the JS-to-wasm crossing out of the figure.
  out.wasmPlayoutsPerSec = Math.round(rate(rounds, budget, (i) => void core.randomGames(100, 2, i + 2)) * 100);
  out.wasmMemoryBytes = core.memoryBytes;

  opts.log('bench: rules, 2-player base games');
  out.rulesGamesPerSec = rulesRate(2, [], budget, rounds);
  opts.log('bench: rules, 3-player games with festival, gifts, easter');
  out.rulesGamesPerSecFestivalGiftsEaster = rulesRate(3, ['festival', 'gifts', 'easter'], budget, rounds);
  opts.log('bench: rules, 3-player games with all four expansions');
  out.rulesGamesPerSecAllExpansions = rulesRate(3, ['christmas-gift', 'gifts', 'festival', 'easter'], budget, rounds);
  return out;
}
