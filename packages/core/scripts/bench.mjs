// Full 2-player random base games per second on one thread, plus the engine's memory.
// Prints one JSON line. Run after the build (reads dist/ and build/core.wasm).
//
// The machine may be shared, so the time is split into batches: `wasmPlayoutsPerSec` is
// the median batch rate by wall clock; the best batch and the rate per CPU-second of this
// process are printed beside it.
import { loadCore } from '../dist/node.js';

const engine = await loadCore();
const players = Number(process.env.CARC_BENCH_PLAYERS ?? 2);
const batches = Number(process.env.CARC_BENCH_BATCHES ?? 15);
const batch = Number(process.env.CARC_BENCH_BATCH ?? 4000);

engine.randomGames(4000, players, 1); // warm-up: lets V8 tier the wasm up

const rates = [];
let sums = new Array(players).fill(0);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let b = 0; b < batches; b++) {
  const start = performance.now();
  const s = engine.randomGames(batch, players, 100 + b);
  rates.push((batch * 1000) / (performance.now() - start));
  sums = sums.map((v, i) => v + s[i]);
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const games = batch * batches;
rates.sort((a, b) => a - b);

console.log(
  JSON.stringify({
    wasmPlayoutsPerSec: Math.round(rates[rates.length >> 1]),
    wasmMemoryBytes: engine.memoryBytes,
    bestBatchPerSec: Math.round(rates[rates.length - 1]),
    perCpuSecond: Math.round(games / ((cpu.user + cpu.system) / 1e6)),
    players,
    games,
    seconds: Number(wall.toFixed(3)),
    meanScores: sums.map((v) => Number((v / games).toFixed(2))),
  }),
);
