// Scaling of the root-parallel search (run after `pnpm build`). Prints one JSON object.
//
//   node scripts/parallel-bench.mjs
//     --threads LIST     search threads to compare (default 1,2,4); the first is the baseline
//     --iterations K     total playouts per search, split over the threads (default 4000)
//     --positions N      positions searched per measurement (default 8)
//     --runs R           repetitions of the whole comparison (default 3)
//
// Every thread count gets the same positions, seeds and total budget; the rate is playouts
// per wall-clock second over all of them. Each pool is warmed up first (its workers load
// the wasm core once), so the rate is that of searching, not of starting threads. On a
// shared machine the load average decides much of the result: it is reported per run.
import { cpus, loadavg } from 'node:os';
import { createNodeSearchPool } from '../dist/parallel/node.js';
import { createBot, ParallelMctsBot, playGame, seededRng, wilson } from '../dist/index.js';
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const threadList = arg('threads', '1,2,4').split(',').map(Number);
const iterations = Number(arg('iterations', 4000));
const positions = Number(arg('positions', 8));
const runs = Number(arg('runs', 3));

/** Place decisions at several stages of seeded random games: long and short playouts alike. */
function benchViews(n) {
  const views = [];
  for (let g = 0; views.length < n; g++) {
    const steps = [0, 30, 60, 90][g % 4];
    let s = createGame({ players: ['a', 'b'], seed: `pbench-${g}` }).value;
    const rng = seededRng(`pbench-walk-${g}`);
    for (let i = 0; i < steps && !s.finished; i++) {
      const acts = legalActions(s);
      s = apply(s, acts[rng.below(acts.length)]).value.state;
    }
    if (!s.finished && pendingDecision(s).kind === 'place') views.push(view(s, pendingDecision(s).player));
  }
  return views;
}

const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

async function measure(threads, views) {
  const made = createNodeSearchPool(threads);
  if (!made.ok) throw new Error(made.error.message);
  const pool = made.value;
  try {
    const warm = await pool.search(views[0], { iterations: threads * 50 }, 'warm');
    if (!warm.ok) throw new Error(warm.error.message);
    let playouts = 0;
    // Per search, the busiest thread's CPU time: the wall time the search would take if each
    // thread had a core to itself (messaging left out). Summed over searches.
    let criticalMs = 0;
    let threadCpuMs = 0;
    const moves = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (const [i, v] of views.entries()) {
      const r = await pool.search(v, { iterations }, `pbench/${i}`);
      if (!r.ok) throw new Error(r.error.message);
      playouts += r.value.stats.playouts;
      const cpus = r.value.perThread.map((t) => t.cpuMs ?? Number.NaN);
      criticalMs += Math.max(...cpus);
      threadCpuMs += cpus.reduce((a, b) => a + b, 0);
      moves.push(r.value.action);
    }
    const sec = (performance.now() - t0) / 1000;
    // process.cpuUsage counts every thread of the process, workers included.
    const cpu = process.cpuUsage(cpu0);
    const cpuSec = (cpu.user + cpu.system) / 1e6;
    return { threads, playouts, seconds: round(sec, 3), cpuSeconds: round(cpuSec, 3), playoutsPerCpuSec: Math.round(playouts / cpuSec), coresBusy: round(cpuSec / sec), criticalPathSec: round(criticalMs / 1000, 3), threadCpuSec: round(threadCpuMs / 1000, 3), playoutsPerSec: Math.round(playouts / sec), playoutsPerSecPerThread: Math.round(playouts / sec / threads), moves };
  } finally {
    await pool.close();
  }
}

if (arg('duel', undefined) !== undefined) {
  console.log(JSON.stringify(await duel(Number(arg('duel')), Number(arg('duel-threads', 2)), Number(arg('duel-iterations', 1000)), Number(arg('duel-from', 0))), null, 2));
  process.exit(0);
}

async function duel(games, threads, iters, from) {
  const core = await loadCore({ tiles: ALL_TILES });
  const made = createNodeSearchPool(threads);
  if (!made.ok) throw new Error(made.error.message);
  let wins = 0, draws = 0, margin = 0;
  const t0 = performance.now();
  try {
    for (let i = from; i < from + games; i++) {
      const seat = i % 2;
      const par = new ParallelMctsBot(made.value);
      const one = createBot('mcts', { core });
      const seed = `pduel-${Math.floor(i / 2)}`;
      const r = await playGame({ bots: seat === 0 ? [par, one] : [one, par], seed, budget: { iterations: iters }, botSeed: `${seed}/${i}` });
      const d = r.scores[seat] - r.scores[1 - seat];
      margin += d;
      if (d > 0) wins++;
      else if (d === 0) draws++;
      process.stderr.write(`duel game ${i} (${i - from + 1}/${games}): ${r.scores[seat]}-${r.scores[1 - seat]}\n`);
    }
  } finally {
    await made.value.close();
  }
  const points = wins + draws / 2;
  return { a: `mcts-parallel x${threads}`, b: 'mcts', iterations: iters, fromGame: from, games, wins, draws, losses: games - wins - draws, winRate: round(points / games, 3), winRate95: wilson(points, games).map((x) => round(x, 3)), avgMarginA: round(margin / games, 1), minutes: round((performance.now() - t0) / 60000, 1), loadavg: loadavg().map((x) => round(x)) };
}

const views = benchViews(positions);
const out = { cores: cpus().length, iterationsPerSearch: iterations, positions: views.length, threads: threadList, runs: [] };
for (let run = 0; run < runs; run++) {
  const loadBefore = loadavg().map((x) => round(x));
  const results = [];
  for (const t of threadList) results.push(await measure(t, views));
  const base = results[0].playoutsPerSec;
  out.runs.push({
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg().map((x) => round(x)),
    playoutsPerSec: Object.fromEntries(results.map((r) => [r.threads, r.playoutsPerSec])),
    playoutsPerSecPerThread: Object.fromEntries(results.map((r) => [r.threads, r.playoutsPerSecPerThread])),
    seconds: Object.fromEntries(results.map((r) => [r.threads, r.seconds])),
    // CPU seconds per wall second: how many cores the search actually got from the machine.
    coresBusy: Object.fromEntries(results.map((r) => [r.threads, r.coresBusy])),
    playoutsPerCpuSec: Object.fromEntries(results.map((r) => [r.threads, r.playoutsPerCpuSec])),
    speedup: Object.fromEntries(results.slice(1).map((r) => [r.threads, round(r.playoutsPerSec / base)])),
    // Not wall clock: the one-thread search's CPU time over the busiest thread's, per search summed.
    cpuCriticalPathSec: Object.fromEntries(results.map((r) => [r.threads, r.criticalPathSec])),
    dedicatedCoreSpeedup: Object.fromEntries(results.slice(1).map((r) => [r.threads, round(results[0].criticalPathSec / r.criticalPathSec)])),
    // Determinism across runs: the same budget, seeds and thread count choose the same moves.
    movesDigest: Object.fromEntries(results.map((r) => [r.threads, JSON.stringify(r.moves).length + ':' + hash(JSON.stringify(r.moves))])),
  });
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
out.medianSpeedup = Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r.speedup[t]))]));
out.medianDedicatedCoreSpeedup = Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r.dedicatedCoreSpeedup[t]))]));
out.sameMovesEveryRun = threadList.every((t) => new Set(out.runs.map((r) => r.movesDigest[t])).size === 1);
console.log(JSON.stringify(out, null, 2));

function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}
