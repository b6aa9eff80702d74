// Random 2-player base games through the public API only (createGame, legalActions, apply).
// Run after `pnpm build`: `node scripts/bench.mjs [seconds]`.
//
// Games run in batches of 20; besides the overall rate it prints the median and the best
// batch rate, because on a shared machine other processes steal whole batches and the
// overall figure says more about the neighbours than about the engine.
import { apply, createGame, legalActions } from '../dist/index.js';
import { xorshift } from './xorshift.mjs';

function playOne(seed, rnd) {
  const g = createGame({ players: ['A', 'B'], seed: String(seed) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  let steps = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    const r = apply(s, acts[rnd(acts.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    steps++;
  }
  return steps;
}

const seconds = Number(process.argv[2] ?? 5);
const BATCH = 20;
const rnd = xorshift(12345);
for (let i = 0; i < 100; i++) playOne(i, rnd); // warm-up
let games = 0;
let actions = 0;
const rates = [];
const c0 = process.cpuUsage();
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) {
  const b0 = performance.now();
  for (let i = 0; i < BATCH; i++) actions += playOne(1000 + games++, rnd);
  rates.push((BATCH * 1000) / (performance.now() - b0));
}
const dt = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
rates.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rulesGamesPerSec: Math.round(games / dt),
    medianBatchGamesPerSec: Math.round(rates[rates.length >> 1]),
    bestBatchGamesPerSec: Math.round(rates[rates.length - 1]),
    gamesPerCpuSec: Math.round(games / ((cpu.user + cpu.system) / 1e6)),
    games,
    actionsPerGame: +(actions / games).toFixed(1),
    seconds: +dt.toFixed(2),
  }),
);
