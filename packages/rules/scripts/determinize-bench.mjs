// What determinization costs a searching bot, through the public API of the built package:
// searchState() and determinize() per call, and random playouts to the game end from a
// determinized state next to playouts from the real state (same positions).
// Run after `pnpm build`: `node scripts/determinize-bench.mjs [secondsPerMeasure]`; prints JSON.
//
// Positions: seeded random games stopped after 10%, 40% and 70% of their decisions, for
// the base game and all four expansions, 2 and 4 players. Each figure is the median of
// five rounds (a shared machine steals whole rounds); `cpu` figures divide by process CPU time.
import { Stream, apply, createGame, determinize, legalActions, searchState } from '../dist/index.js';
import { xorshift } from './xorshift.mjs';

const seconds = Number(process.argv[2] ?? 1);
const ALL = ['christmas-gift', 'gifts', 'festival', 'easter'];
const SETUPS = [
  { name: 'base-2p', expansions: [], players: 2 },
  { name: 'all-2p', expansions: ALL, players: 2 },
  { name: 'all-4p', expansions: ALL, players: 4 },
];
const POINTS = [0.1, 0.4, 0.7];

function playOut(s, rnd) {
  let n = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    const r = apply(s, acts[rnd(acts.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    n++;
  }
  return n;
}

/** The states of one seeded random game at the given fractions of its decisions. */
function positions(setup, seed) {
  const config = { players: ['A', 'B', 'C', 'D'].slice(0, setup.players), seed, expansions: setup.expansions };
  const g = createGame(config);
  if (!g.ok) throw new Error(g.error.message);
  const states = [g.value];
  const rnd = xorshift(7);
  let s = g.value;
  while (!s.finished) {
    const acts = legalActions(s);
    s = apply(s, acts[rnd(acts.length)]).value.state;
    states.push(s);
  }
  return POINTS.map((f) => states[Math.floor(f * (states.length - 1))]);
}

/** Calls `fn` for `seconds` in rounds; median of per-round rates, per wall and per CPU second. */
function rate(fn) {
  const rounds = [];
  for (let r = 0; r < 5; r++) {
    let n = 0;
    let work = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    while (performance.now() - t0 < (seconds * 1000) / 5) {
      work += fn(n++);
    }
    const wall = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(c0);
    rounds.push({ perSec: n / wall, perCpuSec: n / ((cpu.user + cpu.system) / 1e6), workPerCall: work / n });
  }
  const med = (k) => rounds.map((x) => x[k]).sort((a, b) => a - b)[2];
  return { perSec: med('perSec'), perCpuSec: med('perCpuSec'), workPerCall: med('workPerCall') };
}

const results = [];
for (const setup of SETUPS) {
  const states = positions(setup, `bench-${setup.name}`);
  for (const [i, s] of states.entries()) {
    const viewer = s.pending.player;
    const ss = searchState(s, viewer);
    const rng = Stream.fromSeed(`${setup.name}/${i}`, 'determinize');
    const det = () => {
      const r = determinize(ss, rng);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // Warm-up, so the rates measure optimised code.
    for (let k = 0; k < 200; k++) playOut(det(), xorshift(k + 1));
    const rs = rate(() => (searchState(s, viewer), 0));
    const rd = rate(() => (det(), 0));
    const rnd = xorshift(99);
    const rp = rate(() => playOut(det(), rnd));
    const rr = rate(() => playOut(s, rnd));
    results.push({
      setup: setup.name,
      at: POINTS[i],
      tilesLeft: ss.unseenTiles.length,
      searchStateUs: +(1e6 / rs.perSec).toFixed(1),
      determinizeUs: +(1e6 / rd.perSec).toFixed(1),
      determinizeCpuUs: +(1e6 / rd.perCpuSec).toFixed(1),
      // A playout here includes its determinize() call.
      playoutsPerSecFromDeterminized: Math.round(rp.perSec),
      playoutsPerCpuSecFromDeterminized: Math.round(rp.perCpuSec),
      playoutsPerSecFromRealState: Math.round(rr.perSec),
      playoutsPerCpuSecFromRealState: Math.round(rr.perCpuSec),
      actionsPerPlayout: +rp.workPerCall.toFixed(1),
    });
  }
}
console.log(JSON.stringify({ node: process.version, secondsPerMeasure: seconds, results }, null, 1));
