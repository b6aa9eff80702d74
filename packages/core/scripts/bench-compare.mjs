// Old core against new core in one process, for a change that must not slow the core down.
//
//   node scripts/bench-compare.mjs <baseline-dir>
//
// <baseline-dir> holds an earlier build of this package (its dist/ and build/core.wasm, e.g.
// copied to packages/core/.baseline/ before the change; it must sit inside the package so
// that its imports resolve). Batches of complete 2-player games alternate between the
// two engines in A B B A order, so drift in the machine's load hits both alike; each pair's
// new/old rate ratio is kept and the median ratio printed (by wall clock and per CPU-second), as one JSON line.
//
// The two engines get the same seeds, so their score sums must agree batch by batch: the
// run fails if they do not (a behaviour change, not a speed one). CARC_BENCH_CHANGED=1
// accepts a change that alters the games themselves (the playouts' move order): the run
// then reports both engines' mean scores per game instead, which must stay alike.
//
// CARC_BENCH_POLICY=<samples> measures the heuristic policy instead of the random one.
// CARC_BENCH_FROM=<turns> plays the playouts from a position that many random turns into
// a seeded 2-player game (as a bot's search does) instead of from the start tile.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const baselineDir = process.argv[2];
if (!baselineDir) {
  console.error('usage: node scripts/bench-compare.mjs <baseline-dir>');
  process.exit(2);
}
const pairs = Number(process.env.CARC_BENCH_PAIRS ?? 10);
const batch = Number(process.env.CARC_BENCH_BATCH ?? 3000);
const samples = Number(process.env.CARC_BENCH_POLICY ?? 0);
const from = Number(process.env.CARC_BENCH_FROM ?? 0);
const changed = process.env.CARC_BENCH_CHANGED === '1';

async function engineFrom(dir) {
  const { CoreEngine } = await import(pathToFileURL(resolve(dir, 'dist/index.js')).href);
  const module = await WebAssembly.compile(await readFile(resolve(dir, 'build/core.wasm')));
  const engine = CoreEngine.fromModule(module);
  engine.setPolicy({ samples });
  const stack = CoreEngine.baseStack();
  engine.seed(42);
  engine.reset(2);
  engine.setStack(stack);
  engine.shuffleStack();
  for (let t = 0; t < from; t++) stack.splice(stack.indexOf(engine.step().tile), 1);
  // From here on every batch starts from the same position: playouts leave it unchanged.
  const games = (n, seed) => {
    engine.seed(seed);
    return engine.playouts(n, stack);
  };
  return { games };
}

const old = await engineFrom(baselineDir);
const now = await engineFrom(new URL('..', import.meta.url).pathname);

// Rates by wall clock and per CPU-second of this process: on a shared machine the second
// is the steadier one (time spent waiting for a core is not counted).
function timed(engine, seed) {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const sums = engine.games(batch, seed);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { rate: (batch * 1000) / wall, cpuRate: (batch * 1e6) / (cpu.user + cpu.system), sums };
}

for (const e of [old, now]) e.games(batch, 1); // warm-up: lets V8 tier both up

const ratios = [];
const cpuRatios = [];
let oldSums = [0, 0];
let newSums = [0, 0];
const oldRates = [];
const newRates = [];
for (let p = 0; p < pairs; p++) {
  const seed = 1000 + p;
  const flip = p % 2 === 1;
  const first = timed(flip ? now : old, seed);
  const second = timed(flip ? old : now, seed);
  const [a, b] = flip ? [second, first] : [first, second];
  if (!changed && a.sums.join() !== b.sums.join()) {
    console.error(`seed ${seed}: old ${a.sums} but new ${b.sums}`);
    process.exit(1);
  }
  oldSums = oldSums.map((v, i) => v + a.sums[i]);
  newSums = newSums.map((v, i) => v + b.sums[i]);
  oldRates.push(a.rate);
  newRates.push(b.rate);
  ratios.push(b.rate / a.rate);
  cpuRatios.push(b.cpuRate / a.cpuRate);
}

const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
console.log(
  JSON.stringify({
    policySamples: samples,
    fromTurn: from,
    pairs,
    gamesPerBatch: batch,
    oldPlayoutsPerSec: Math.round(median(oldRates)),
    newPlayoutsPerSec: Math.round(median(newRates)),
    medianRatio: Number(median(ratios).toFixed(3)),
    medianCpuRatio: Number(median(cpuRatios).toFixed(3)),
    ratios: ratios.map((r) => Number(r.toFixed(3))),
    sameScores: !changed,
    ...(changed
      ? {
          oldMeanScores: oldSums.map((v) => Number((v / (pairs * batch)).toFixed(2))),
          newMeanScores: newSums.map((v) => Number((v / (pairs * batch)).toFixed(2))),
        }
      : {}),
  }),
);
