// Scaling of the arm-parallel search (run after `pnpm build`). Prints one JSON object.
//
//   node scripts/parallel-bench.mjs
//     --threads LIST     search threads to compare (default 1,2,4); the first is the baseline
//     --iterations K     total playouts per search, split over the threads (default 4000)
//     --positions N      positions searched per measurement (default 8)
//     --runs R           repetitions of the whole comparison (default 3)
//     --warm-iterations W  playouts of the search that warms each pool up (default: --iterations;
//                        before arm-parallel it was 50 per thread)
//
// The top of the JSON is the summary the issue asks for: playouts per wall-clock second with
// each thread count (median over runs), the speedups over the first count, the load average,
// the CPU-side figures that the machine's load does not distort (playouts per CPU second per
// thread, and the speedup a core per thread would give), and the fixed costs of going
// parallel (worker start with its core load, one message round trip with the view's clone,
// the per-search set-up that one thread does while the others wait, and the per-round
// synchronisation: a round's wall time less its busiest thread's CPU time), each in ms.
// `sameMoves` checks that every thread count chose the moves of the first (an iteration
// budget gives the one-thread move whatever the thread count).
//
//   --same-games N     also play N seeded games of the pooled `mcts` against greedy with
//                      each thread count and report whether they are the same games
//                      (the strength check: at equal iterations threads must play alike)
//
// Every thread count gets the same positions, seeds and total budget; the rate is playouts
// per wall-clock second over all of them. Each pool is warmed up first (its workers load
// the wasm core once), so the rate is that of searching, not of starting threads. On a
// shared machine the load average decides much of the result: it is reported per run.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createNodeSearchPool, nodeSpawn } from '../dist/parallel/node.js';
import { createBot, ParallelMctsBot, playGame, seededRng, wilson } from '../dist/index.js';
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';

import { arg } from './strength-games.mjs';

const threadList = arg('threads', '1,2,4').split(',').map(Number);
const iterations = Number(arg('iterations', 4000));
const positions = Number(arg('positions', 8));
const runs = Number(arg('runs', 3));
const warmIterations = Number(arg('warm-iterations', iterations));

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
  const started = performance.now();
  const made = createNodeSearchPool(threads);
  if (!made.ok) throw new Error(made.error.message);
  const pool = made.value;
  try {
    // A whole search by default, so every thread's JIT has compiled the set-up and playout paths.
    const warm = await pool.search(views[0], { iterations: warmIterations }, 'warm');
    if (!warm.ok) throw new Error(warm.error.message);
    // Paid once per pool, not per decision: workers start and load their wasm core in parallel.
    const startMs = performance.now() - started;
    let playouts = 0;
    // Per search, the set-up's CPU time plus each round pass's busiest thread's CPU time: the
    // wall time the search would take if each thread had a core to itself (messaging left
    // out). Summed over searches.
    let criticalMs = 0;
    let threadCpuMs = 0;
    // Per round pass: its wall time less its busiest thread's CPU (messages, clones, folding, waiting).
    const syncMs = [];
    let passes = 0;
    const moves = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    // The calling thread's own CPU: drawing, splitting, cloning requests, folding rewards.
    let poolCpuMs = 0;
    for (const [i, v] of views.entries()) {
      const c0 = mainThreadCpuMs();
      const r = await pool.search(v, { iterations }, `pbench/${i}`);
      poolCpuMs += mainThreadCpuMs() - c0;
      if (!r.ok) throw new Error(r.error.message);
      playouts += r.value.stats.playouts;
      const { setupCpuMs = Number.NaN, rounds } = r.value.timing;
      criticalMs += setupCpuMs;
      threadCpuMs += setupCpuMs;
      for (const round of rounds) {
        const cpus = round.threadCpuMs.map((c) => c ?? Number.NaN);
        criticalMs += Math.max(...cpus);
        threadCpuMs += cpus.reduce((a, b) => a + b, 0);
        syncMs.push(round.wallMs - Math.max(...cpus));
        passes++;
      }
      moves.push(v.legalActions.indexOf(r.value.action));
    }
    const sec = (performance.now() - t0) / 1000;
    // process.cpuUsage counts every thread of the process, workers included.
    const cpu = process.cpuUsage(cpu0);
    const cpuSec = (cpu.user + cpu.system) / 1e6;
    return { threads, startMs: round(startMs, 1), playouts, seconds: round(sec, 3), cpuSeconds: round(cpuSec, 3), playoutsPerCpuSec: Math.round(playouts / cpuSec), coresBusy: round(cpuSec / sec), criticalPathSec: round(criticalMs / 1000, 3), threadCpuSec: round(threadCpuMs / 1000, 3), searchThreadPlayoutsPerCpuSec: Math.round(playouts / (threadCpuMs / 1000)), playoutsPerSec: Math.round(playouts / sec), playoutsPerSecPerThread: Math.round(playouts / sec / threads), roundPassesPerSearch: round(passes / views.length, 1), callingThreadCpuMsPerPass: round(poolCpuMs / (passes + views.length), 3), callingThreadCpuSec: round(poolCpuMs / 1000, 3), requestPasses: passes + views.length, syncMsPerRound: round(med(syncMs), 3), syncMsPerSearch: round(syncMs.reduce((a, b) => a + b, 0) / views.length, 2), moves };
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

/**
 * The fixed costs of a parallel search, on one worker spoken to directly: its start with the
 * core load (the first answer), a round trip that carries the view's structured clone but no
 * search (a set-up request the worker refuses after reading it: iterations 0), and the
 * set-up a search does once on one thread (ranking the moves, loading the position) less the
 * round trip. Medians over the bench's positions.
 */
async function overheads(views) {
  const spawn = nodeSpawn();
  const t0 = performance.now();
  const ep = spawn(0);
  const waiting = new Map();
  let done = false;
  // The exit that terminate() causes is reported too: only a failure before that is one.
  ep.listen((res) => waiting.get(res.id)?.(res), (m) => {
    if (!done) throw new Error(`overhead worker failed: ${m}`);
  });
  let id = 0;
  const ask = (view, iterations) => new Promise((resolve) => {
    const req = { id: ++id, kind: 'setup', key: `overhead-${id}`, view, budget: { iterations }, options: {}, threads: 1 };
    waiting.set(req.id, resolve);
    ep.post(req);
  });
  const timed = async (view, iterations) => {
    const s = performance.now();
    const res = await ask(view, iterations);
    return { ms: performance.now() - s, res };
  };
  try {
    await ask(views[0], 0);
    const startAndCoreLoadMs = performance.now() - t0;
    const trips = [], setups = [], setupCpu = [], clones = [];
    for (const v of views) {
      for (let k = 0; k < 5; k++) trips.push((await timed(v, 0)).ms);
      const one = await timed(v, iterations);
      setups.push(one.ms);
      if (one.res.ok && one.res.cpuMs !== undefined) setupCpu.push(one.res.cpuMs);
      const c0 = performance.now();
      for (let k = 0; k < 20; k++) structuredClone(v);
      clones.push((performance.now() - c0) / 20);
    }
    const trip = med(trips);
    return {
      startAndCoreLoadMs: round(startAndCoreLoadMs, 1),
      roundTripMs: round(trip, 3),
      viewCloneMs: round(med(clones), 3),
      viewJsonBytes: med(views.map((v) => JSON.stringify(v).length)),
      perSearchSetupMs: round(med(setups) - trip, 2),
      perSearchSetupCpuMs: setupCpu.length ? round(med(setupCpu), 2) : null,
    };
  } finally {
    done = true;
    await ep.terminate();
  }
}

/**
 * Seeded games of the pooled `mcts` against greedy at `--iterations` per decision, with each
 * thread count: the games (scores and every action) must be the same, since an iteration
 * budget gives the one-thread move whatever the thread count.
 */
async function sameGames(games) {
  const core = await loadCore({ tiles: ALL_TILES });
  const byThreads = {};
  for (const t of threadList) {
    const made = createNodeSearchPool(t);
    if (!made.ok) throw new Error(made.error.message);
    try {
      const list = [];
      for (let g = 0; g < games; g++) {
        const seat = g % 2;
        const mcts = createBot('mcts', { core, pool: made.value });
        const greedy = createBot('greedy', { core });
        const actions = [];
        const r = await playGame({ bots: seat === 0 ? [mcts, greedy] : [greedy, mcts], seed: `psame-${Math.floor(g / 2)}`, budget: { iterations }, botSeed: `psame/${g}`, onDecision: ({ action }) => actions.push(action) });
        list.push({ margin: r.scores[seat] - r.scores[1 - seat], digest: hash(JSON.stringify(r.scores) + JSON.stringify(actions)) });
        process.stderr.write(`same-games threads ${t} game ${g + 1}/${games}\n`);
      }
      byThreads[t] = list;
    } finally {
      await made.value.close();
    }
  }
  const first = byThreads[threadList[0]];
  const wins = (list) => list.filter((x) => x.margin > 0).length + list.filter((x) => x.margin === 0).length / 2;
  return {
    games,
    iterations,
    identicalGames: Object.fromEntries(threadList.map((t) => [t, byThreads[t].filter((x, g) => x.digest === first[g].digest).length])),
    mctsWinRateVsGreedy: Object.fromEntries(threadList.map((t) => [t, round(wins(byThreads[t]) / games, 3)])),
  };
}

/** This (the calling) thread's CPU ms (Linux: /proc/thread-self/schedstat); NaN elsewhere. */
function mainThreadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The machine's own scaling right now, as a control: the same total amount of plain integer
 * work split over 1, 2, 4 worker threads (started before the clock runs), wall-clock speedup
 * over one. If this control is near 1 for 2 threads, the scheduler gives this process one
 * core's worth whatever it runs (a loaded shared machine), and the search's wall-clock
 * speedup cannot be judged here; on an idle 2-core machine it is near 2.
 */
async function controlSpeedup(threadCounts, totalSteps = 4e8) {
  const code = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (steps) => {
      let x = 2463534242;
      for (let i = 0; i < steps; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; }
      parentPort.postMessage(x >>> 0);
    });`;
  const wall = {};
  for (const t of threadCounts) {
    const workers = Array.from({ length: t }, () => new Worker(code, { eval: true }));
    const run = (steps) => Promise.all(workers.map((w) => new Promise((resolve) => (w.once('message', resolve), w.postMessage(steps)))));
    await run(1e6); // started and compiled
    const t0 = performance.now();
    await run(Math.round(totalSteps / t));
    wall[t] = performance.now() - t0;
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return Object.fromEntries(threadCounts.slice(1).map((t) => [t, round(wall[threadCounts[0]] / wall[t])]));
}

const views = benchViews(positions);
/** A measurement's critical path plus the synchronisation it waits on, in seconds. */
const synced = (r) => r.criticalPathSec + r.callingThreadCpuSec + (r.requestPasses * out.overheads.roundTripMs) / 1000;
const out = { summary: null, cores: cpus().length, iterationsPerSearch: iterations, positions: views.length, threads: threadList, overheads: await overheads(views), runs: [], sameGames: undefined };
const sameGamesN = Number(arg('same-games', 0));
if (sameGamesN > 0) out.sameGames = await sameGames(sameGamesN);
for (let run = 0; run < runs; run++) {
  const loadBefore = loadavg().map((x) => round(x));
  const results = [];
  const control = await controlSpeedup(threadList);
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
    // Playouts over the search threads' own CPU time: what one thread does per CPU second.
    searchThreadPlayoutsPerCpuSec: Object.fromEntries(results.map((r) => [r.threads, r.searchThreadPlayoutsPerCpuSec])),
    poolStartMs: Object.fromEntries(results.map((r) => [r.threads, r.startMs])),
    speedup: Object.fromEntries(results.slice(1).map((r) => [r.threads, round(r.playoutsPerSec / base)])),
    controlSpeedup: control,
    // Not wall clock: the one-thread search's CPU time over the busiest thread's, per search summed.
    cpuCriticalPathSec: Object.fromEntries(results.map((r) => [r.threads, r.criticalPathSec])),
    dedicatedCoreSpeedup: Object.fromEntries(results.slice(1).map((r) => [r.threads, round(results[0].criticalPathSec / r.criticalPathSec)])),
    // As dedicatedCoreSpeedup, with the synchronisation each search waits on added to both
    // sides: the calling thread's CPU (drawing, splitting, folding, messages) and a round
    // trip per request pass (the overheads' roundTripMs). Still CPU time, not wall clock.
    syncedCoreSpeedup: Object.fromEntries(results.slice(1).map((r) => [r.threads, round(synced(results[0]) / synced(r))])),
    roundPassesPerSearch: Object.fromEntries(results.map((r) => [r.threads, r.roundPassesPerSearch])),
    callingThreadCpuMsPerPass: Object.fromEntries(results.map((r) => [r.threads, r.callingThreadCpuMsPerPass])),
    syncMsPerRound: Object.fromEntries(results.map((r) => [r.threads, r.syncMsPerRound])),
    syncMsPerSearch: Object.fromEntries(results.map((r) => [r.threads, r.syncMsPerSearch])),
    // Arm-parallel halving: every thread count chooses the one-thread moves.
    sameMovesAsFirst: results.every((r) => JSON.stringify(r.moves) === JSON.stringify(results[0].moves)),
    // Determinism across runs: the same budget, seeds and thread count choose the same moves.
    movesDigest: Object.fromEntries(results.map((r) => [r.threads, JSON.stringify(r.moves).length + ':' + hash(JSON.stringify(r.moves))])),
  });
}
out.medianSpeedup = Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r.speedup[t]))]));
out.medianSyncedCoreSpeedup = Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r.syncedCoreSpeedup[t]))]));
out.medianDedicatedCoreSpeedup = Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r.dedicatedCoreSpeedup[t]))]));
out.sameMovesEveryRun = threadList.every((t) => new Set(out.runs.map((r) => r.movesDigest[t])).size === 1);
const medianOf = (key) => Object.fromEntries(threadList.map((t) => [t, med(out.runs.map((r) => r[key][t]))]));
const medianOf2 = (key) => Object.fromEntries(threadList.slice(1).map((t) => [t, med(out.runs.map((r) => r[key][t]))]));
const perCpu = medianOf('searchThreadPlayoutsPerCpuSec');
out.summary = {
  loadavgBefore: out.runs[0].loadavgBefore,
  loadavgAfter: out.runs[out.runs.length - 1].loadavgAfter,
  playoutsPerWallSec: medianOf('playoutsPerSec'),
  wallClockSpeedup: out.medianSpeedup,
  // Plain integer work split the same way at the same time: what the machine gave (see controlSpeedup).
  controlSpeedup: medianOf2('controlSpeedup'),
  coresBusy: medianOf('coresBusy'),
  playoutsPerCpuSecPerThread: perCpu,
  // 1 = a thread does as much per CPU second as the lone thread: going parallel costs no CPU.
  cpuEfficiency: Object.fromEntries(threadList.slice(1).map((t) => [t, round(perCpu[t] / perCpu[threadList[0]])])),
  dedicatedCoreSpeedup: out.medianDedicatedCoreSpeedup,
  syncedCoreSpeedup: out.medianSyncedCoreSpeedup,
  overheads: out.overheads,
  roundPassesPerSearch: medianOf('roundPassesPerSearch'),
  // Load-independent part of the per-round synchronisation: the calling thread's CPU per request pass (set-up included).
  callingThreadCpuMsPerPass: medianOf('callingThreadCpuMsPerPass'),
  // Wall time of a round pass less its busiest thread's CPU: messaging plus waiting for a CPU (load-dependent).
  syncMsPerRound: medianOf('syncMsPerRound'),
  syncMsPerSearch: medianOf('syncMsPerSearch'),
  sameMovesEveryRun: out.sameMovesEveryRun,
  sameMovesAcrossThreads: out.runs.every((r) => r.sameMovesAsFirst),
  sameGames: out.sameGames,
};
console.log(JSON.stringify(out, null, 2));

function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}
