// Old rules build against the new one in one process, for a change that must not slow the
// engine down.
//
//   node scripts/bench-compare.mjs <baseline-dir> [<new-dir>]
//
// <baseline-dir> holds an earlier build of this package's dist/ (e.g. copied to
// packages/rules/node_modules/.baseline/ before the change: it must sit inside the package
// so that its `@carc/tiles` import resolves); <new-dir> defaults to this package. Give the
// baseline twice for an A/A run: it shows how far the machine's noise moves the ratio.
// Batches of complete random games (base game with 3 and 2 players, Festival + Gifts +
// Easter, and all four expansions, 3 players), alternate
// between the two builds in A B B A order, so drift in the machine's load hits both alike;
// each pair's new/old ratio is kept (by wall clock and per CPU-second of this process) and
// the median printed, as one JSON line.
//
// Both builds play the same seeds with the same choices, so their scores must agree batch
// by batch: the run fails if they do not (a behaviour change, not a speed one).
// CARC_BENCH_PAIRS (default 10), CARC_BENCH_BATCH (games per batch, default 20) and
// CARC_BENCH_WARMUP (untimed batches of each build first, default 3).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { xorshift } from './xorshift.mjs';

const baselineDir = process.argv[2];
if (!baselineDir) {
  console.error('usage: node scripts/bench-compare.mjs <baseline-dir>');
  process.exit(2);
}
const pairs = Number(process.env.CARC_BENCH_PAIRS ?? 10);
const batch = Number(process.env.CARC_BENCH_BATCH ?? 20);
const warmup = Number(process.env.CARC_BENCH_WARMUP ?? 3);
const ALL = ['christmas-gift', 'gifts', 'festival', 'easter'];

async function engineFrom(dir) {
  const api = await import(pathToFileURL(resolve(dir, 'dist/index.js')).href);
  /** Plays `n` games from `seed0`; returns the sum of all final scores (to compare builds). */
  return (expansions, n, seed0, players) => {
    let sum = 0;
    for (let g = 0; g < n; g++) {
      const c = api.createGame({ players, expansions, seed: String(seed0 + g) });
      if (!c.ok) throw new Error(c.error.message);
      let s = c.value;
      const rnd = xorshift(seed0 + g);
      while (!s.finished) {
        const acts = api.legalActions(s);
        const r = api.apply(s, acts[rnd(acts.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      for (const v of s.scores) sum += v;
    }
    return sum;
  };
}

const old = await engineFrom(baselineDir);
const now = await engineFrom(process.argv[3] ?? new URL('..', import.meta.url).pathname);

function timed(play, expansions, seed, players) {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const sum = play(expansions, batch, seed, players);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { sum, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];

function compare(name, expansions, players = ['A', 'B', 'C']) {
  // Warm-up: both builds see the same code paths before any timing, long enough for the
  // wasm core to be tiered up (its first batches run on the baseline compiler).
  for (let w = 0; w < warmup; w++) {
    timed(old, expansions, 1 + w * batch, players);
    timed(now, expansions, 1 + w * batch, players);
  }
  const wallRatios = [];
  const cpuRatios = [];
  const oldCpu = [];
  const newCpu = [];
  for (let p = 0; p < pairs; p++) {
    const seed = 1000 + p * batch;
    const first = p % 2 === 0 ? [old, now] : [now, old];
    const a = timed(first[0], expansions, seed, players);
    const b = timed(first[1], expansions, seed, players);
    if (a.sum !== b.sum) throw new Error(`${name}: the builds played batch ${p} differently (${a.sum} vs ${b.sum})`);
    const [o, n] = p % 2 === 0 ? [a, b] : [b, a];
    wallRatios.push(o.wall / n.wall);
    cpuRatios.push(o.cpu / n.cpu);
    oldCpu.push(o.cpu);
    newCpu.push(n.cpu);
  }
  return {
    [`${name}NewOverOldWall`]: +median(wallRatios).toFixed(3),
    [`${name}NewOverOldCpu`]: +median(cpuRatios).toFixed(3),
    [`${name}PairRatiosCpu`]: cpuRatios.map((r) => +r.toFixed(3)),
    // Games per CPU-second of each build (median batch).
    [`${name}OldGamesPerCpuSec`]: Math.round((batch * 1000) / median(oldCpu)),
    [`${name}NewGamesPerCpuSec`]: Math.round((batch * 1000) / median(newCpu)),
  };
}

// Ratios are speeds (games per second) new over old: above 1 is faster.
console.log(JSON.stringify({ pairs, gamesPerBatch: batch, ...compare('base', []), ...compare('base2p', [], ['A', 'B']), ...compare('fge', ['festival', 'gifts', 'easter']), ...compare('all', ALL) }));
