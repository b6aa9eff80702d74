/**
 * `pnpm bench`: one JSON object on the last line of stdout with the throughput figures the
 * issues set targets for. Every figure is games (or playouts) per second of wall time on
 * one thread, measured after a warm-up, best of a few rounds (shared machines are noisy:
 * the best round is the one least disturbed).
 */
import { cpus, loadavg } from 'node:os';
import { loadCore } from '@carc/core/node';
import { mctsSearch, seededRng } from '@carc/bots';
import { apply, createGame, legalActions, pendingDecision, view, type ExpansionId, type PlayerView } from '@carc/rules';
import { ALL_TILES, type TileSet } from '@carc/tiles';
import { playRandomGame } from './random-policy.js';
import { PLAYER_NAMES } from './simulate.js';

export interface BenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

/** Rounds of `budgetMs` each; the best round's rate and the median round's. */
function rates(rounds: number, budgetMs: number, runOne: (i: number) => void): { best: number; median: number } {
  const all: number[] = [];
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
    all.push((n / elapsed) * 1000);
  }
  all.sort((a, b) => a - b);
  return { best: Math.round(all[all.length - 1]!), median: Math.round(all[(all.length - 1) >> 1]!) };
}

function rate(rounds: number, budgetMs: number, runOne: (i: number) => void): number {
  return rates(rounds, budgetMs, runOne).best;
}

/**
 * Random games through the public API. The warm-up is timed, not counted: measured on the
 * 2-core VM, a fresh process playing all-expansion games ran 115 games/s in its first
 * second and reached its steady 220-390 only after about two seconds of V8 tiering up, so
 * a warm-up of 20 games (what this was) left the first timed round inside that ramp.
 */
function rulesRate(players: number, expansions: ExpansionId[], budgetMs: number, rounds: number, warmUpMs: number): { best: number; median: number } {
  const names = PLAYER_NAMES.slice(0, players);
  const game = (i: number) => void playRandomGame({ players: names, expansions, seed: `bench/${i}` }, `bench/${i}`);
  const start = performance.now();
  for (let i = 1; performance.now() - start < warmUpMs; i++) game(-i);
  return rates(rounds, budgetMs, game);
}

/**
 * Playouts per second inside the bot's search (position loading and bookkeeping included),
 * from tile-placement decisions at several stages of seeded random games.
 */
async function mctsRate(iterations: number): Promise<number> {
  const core = await loadCore({ tiles: ALL_TILES });
  const views: PlayerView[] = [];
  for (let g = 0; g < 4; g++) {
    const rng = seededRng(`bench-walk-${g}`);
    let state = (createGame({ players: ['a', 'b'], seed: `bench-${g}` }) as { ok: true; value: import('@carc/rules').GameState }).value;
    for (let i = 0; !state.finished && i < 100; i++) {
      const d = pendingDecision(state)!;
      if (d.kind === 'place' && i % 25 === 0) views.push(view(state, d.player));
      const actions = legalActions(state);
      const next = apply(state, actions[rng.below(actions.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
  mctsSearch(core, views[0]!, { iterations }, seededRng('warm-up'));
  let playouts = 0;
  const started = performance.now();
  for (const [i, v] of views.entries()) playouts += mctsSearch(core, v, { iterations }, seededRng(`bench-${i}`))?.playouts ?? 0;
  return Math.round((playouts / (performance.now() - started)) * 1000);
}

/** The tile sets `wasmGamesPerSecByTileSet` reports, each with the base tiles. */
const CORE_TILE_SETS: readonly (readonly [string, TileSet[]])[] = [
  ['base', ['base']],
  ['festival', ['festival']],
  ['easter', ['easter']],
  ['festival+easter', ['festival', 'easter']],
];

export async function bench(opts: BenchOptions): Promise<Record<string, number | string | Record<string, number>>> {
  const budget = opts.quick ? 300 : 2000;
  const rounds = opts.quick ? 1 : 3;
  // The figures are wall-clock rates; on a shared machine they drop with the load, so the
  // load at the start is part of the result.
  const out: Record<string, number | string | Record<string, number>> = {
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

  // The same random games with the expansions' tiles (base rules: the core's playouts), on
  // one engine that knows every tile, so the four figures are alike but for the tiles.
  opts.log('bench: wasm core, 2-player random games per tile set');
  const anyTiles = await loadCore({ tiles: ALL_TILES });
  const byTileSet: Record<string, number> = {};
  for (const [key, sets] of CORE_TILE_SETS) {
    anyTiles.randomGames(200, 2, 1, sets); // warm-up
    byTileSet[key] = Math.round(rate(rounds, budget, (i) => void anyTiles.randomGames(100, 2, i + 2, sets)) * 100);
  }
  out.wasmGamesPerSecByTileSet = byTileSet;

  opts.log('bench: MCTS playouts from positions of seeded 2-player games');
  out.mctsPlayoutsPerSec = await mctsRate(opts.quick ? 1000 : 3000);

  // Best round (the least disturbed) is the figure; the median round is printed beside it
  // so a reader sees how much the machine's noise moved it.
  const warmUp = opts.quick ? 300 : 3000;
  const rules: [string, number, ExpansionId[], string][] = [
    ['rulesGamesPerSec', 2, [], '2-player base games'],
    ['rulesGamesPerSecFestivalGiftsEaster', 3, ['festival', 'gifts', 'easter'], '3-player games with festival, gifts, easter'],
    ['rulesGamesPerSecAllExpansions', 3, ['christmas-gift', 'gifts', 'festival', 'easter'], '3-player games with all four expansions'],
  ];
  for (const [key, players, expansions, what] of rules) {
    opts.log(`bench: rules, ${what}`);
    const r = rulesRate(players, expansions, opts.quick ? 300 : 1500, opts.quick ? 1 : 5, warmUp);
    out[key] = r.best;
    out[`${key}Median`] = r.median;
  }
  return out;
}
