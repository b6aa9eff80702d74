// Random 2-player base games through the public API only (createGame, legalActions, apply).
// Prints rulesGamesPerSec. Run after `pnpm build`.
import { apply, createGame, legalActions } from '../dist/index.js';

function xorshift(seed) {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

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
const rnd = xorshift(12345);
for (let i = 0; i < 50; i++) playOne(i, rnd); // warm-up
let games = 0;
let actions = 0;
const c0 = process.cpuUsage();
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) {
  actions += playOne(1000 + games, rnd);
  games++;
}
const dt = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
const cpuSec = (cpu.user + cpu.system) / 1e6;
// Wall-clock rate, plus the rate per CPU-second: on a shared, overloaded machine the
// second is the one that says what the engine costs.
console.log(
  JSON.stringify({
    rulesGamesPerSec: Math.round(games / dt),
    gamesPerCpuSec: Math.round(games / cpuSec),
    games,
    actionsPerGame: +(actions / games).toFixed(1),
    seconds: +dt.toFixed(2),
  }),
);
