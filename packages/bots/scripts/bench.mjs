// Benchmark of @carc/bots (run after `pnpm build`). Prints one JSON object.
//
//   node scripts/bench.mjs                 mctsPlayoutsPerSec (single thread, wall clock) and per CPU-second
//   node scripts/bench.mjs --strength      + MCTS vs greedy and greedy vs random matches
//     --games N          MCTS-vs-greedy games (default 200)
//     --gr-games N       greedy-vs-random games (default 200)
//     --iterations K     MCTS playouts per move (default: the measured playouts/s × --seconds)
//     --seconds S        thinking time per move the playout count stands for (default 1)
//     --workers W        parallel worker threads for the matches (default 1)
//
// Games 2k and 2k+1 use the same tile order with the seats swapped (alternating first player).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadCore } from '@carc/core/node';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { createBot, mctsSearch, playGame, seededRng, wilson } from '../dist/index.js';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function measurePlayouts(core) {
  // Positions at several stages of seeded random games, so the rate covers long and short playouts.
  const views = [];
  for (let g = 0; g < 6; g++) {
    for (const steps of [0, 24, 48, 72, 96]) {
      const made = createGame({ players: ['a', 'b'], seed: `bench-${g}` });
      let s = made.value;
      const rng = seededRng(`bench-walk-${g}`);
      for (let i = 0; i < steps && !s.finished; i++) {
        const acts = legalActions(s);
        s = apply(s, acts[rng.below(acts.length)]).value.state;
      }
      if (!s.finished && pendingDecision(s).kind === 'place') views.push(view(s, pendingDecision(s).player));
      else if (!s.finished) {
        const acts = legalActions(s);
        s = apply(s, acts[acts.length - 1]).value.state;
        if (!s.finished) views.push(view(s, pendingDecision(s).player));
      }
    }
  }
  mctsSearch(core, views[0], { iterations: 2000 }, seededRng('warm'));
  let playouts = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const [i, v] of views.entries()) playouts += mctsSearch(core, v, { iterations: 3000 }, seededRng(i)).playouts;
  const sec = (performance.now() - t0) / 1000;
  // On a shared machine the wall clock undercounts what a second buys when idle; CPU time less so.
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  // The raw core on whole games from the empty board, for comparison with the in-search rate.
  const t1 = performance.now();
  core.randomGames(5000, 2, 7);
  const coreSec = (performance.now() - t1) / 1000;
  return { mctsPlayoutsPerSec: Math.round(playouts / sec), mctsPlayoutsPerCpuSec: Math.round(playouts / cpuSec), coreRandomGamesPerSec: Math.round(5000 / coreSec), positions: views.length };
}

async function runGames(job) {
  const core = await loadCore({ tiles: ALL_TILES });
  const out = [];
  for (const i of job.indices) {
    const aSeat = i % 2;
    const a = createBot(job.a, { core });
    const b = createBot(job.b, { core });
    const bots = aSeat === 0 ? [a, b] : [b, a];
    const budgets = aSeat === 0 ? [job.budgetA, job.budgetB] : [job.budgetB, job.budgetA];
    const seed = `${job.prefix}-${Math.floor(i / 2)}`;
    const t0 = performance.now();
    const r = await playGame({ bots, seed, budget: budgets, botSeed: `${seed}/${i}` });
    out.push({ i, aScore: r.scores[aSeat], bScore: r.scores[1 - aSeat], ms: performance.now() - t0 });
    if (job.progress) parentPort?.postMessage({ progress: out[out.length - 1] });
  }
  return out;
}

async function match(a, b, games, budgetA, budgetB, prefix, workers) {
  const jobs = Array.from({ length: workers }, (_, w) => ({
    a,
    b,
    budgetA,
    budgetB,
    prefix,
    indices: Array.from({ length: games }, (_, i) => i).filter((i) => i % workers === w),
  }));
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve, reject) => {
          const w = new Worker(new URL(import.meta.url), { workerData: { ...job, progress: true } });
          w.on('message', (m) => {
            if (m.progress) process.stderr.write(`${prefix} game ${m.progress.i}: ${m.progress.aScore}-${m.progress.bScore} (${(m.progress.ms / 1000).toFixed(1)} s)\n`);
            else resolve(m.done);
          });
          w.on('error', reject);
        }),
    ),
  );
  const all = results.flat();
  const wins = all.filter((g) => g.aScore > g.bScore).length;
  const draws = all.filter((g) => g.aScore === g.bScore).length;
  const losses = all.length - wins - draws;
  const avg = (f) => all.reduce((s, g) => s + f(g), 0) / all.length;
  const [lo, hi] = wilson(wins, all.length);
  return {
    a,
    b,
    games: all.length,
    wins,
    draws,
    losses,
    winRate: +(wins / all.length).toFixed(4),
    winRate95: [+lo.toFixed(4), +hi.toFixed(4)],
    avgScoreA: +avg((g) => g.aScore).toFixed(2),
    avgScoreB: +avg((g) => g.bScore).toFixed(2),
    avgMarginA: +avg((g) => g.aScore - g.bScore).toFixed(2),
    secondsPerGame: +(avg((g) => g.ms) / 1000).toFixed(2),
  };
}

if (!isMainThread) {
  const out = await runGames({ ...workerData, progress: true });
  parentPort.postMessage({ done: out });
} else {
  const core = await loadCore({ tiles: ALL_TILES });
  const rate = await measurePlayouts(core);
  const report = { ...rate };
  if (process.argv.includes('--strength')) {
    const seconds = Number(arg('seconds', '1'));
    const iterations = Number(arg('iterations', String(Math.round(rate.mctsPlayoutsPerSec * seconds))));
    const workers = Number(arg('workers', '1'));
    const games = Number(arg('games', '200'));
    const grGames = Number(arg('gr-games', '200'));
    report.strength = {
      mctsIterationsPerMove: iterations,
      note: `MCTS budget: ${iterations} playouts per turn (placement + follower share one search) ~ ${seconds} s/turn at the measured rate; ${workers} worker thread(s)`,
      mctsVsGreedy: games > 0 ? await match('mcts', 'greedy', games, { iterations }, {}, 'mg', workers) : null,
      greedyVsRandom: grGames > 0 ? await match('greedy', 'random', grGames, {}, {}, 'gr', workers) : null,
    };
  }
  console.log(JSON.stringify(report, null, 2));
}
