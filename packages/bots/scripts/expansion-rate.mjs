// Playout speed of the expansion search (rules engine) next to the wasm core's, one thread.
// Prints JSON on stdout. Run after `pnpm build`:  node scripts/expansion-rate.mjs [--rollouts 256]
//
// - searchRolloutsPerSec / PerCpuSec: ExpansionSearch's own playouts (determinize, apply the
//   candidate, 4 random turns through @carc/rules, eval1-style leaf value) on 12 positions of
//   seeded 2-player games with all four expansions;
// - the parts of one such playout, timed alone: determinize, 4 turns of play, the leaf value;
// - rulesRandomGamesPerSec: whole random games from the start with all expansions;
// - corePlayoutsPerSec: mctsSearch's heuristic wasm playouts to the end on the same positions'
//   base-game model (what `mcts` uses in base games).
import { loadCore } from '@carc/core/node';
import { apply, createGame, EXPANSION_IDS, legalActions, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { ExpansionSearch, PositionValue, mctsSearch, seededRng } from '../dist/index.js';
import { rulesDeterminizer } from '../dist/expansion-search/Determinizer.js';
import { RolloutPolicy } from '../dist/expansion-search/RolloutPolicy.js';

const at = process.argv.indexOf('--rollouts');
const rollouts = at >= 0 ? Number(process.argv[at + 1]) : 256;

function positions() {
  const out = [];
  for (let g = 0; g < 4; g++) {
    for (const steps of [30, 120, 240]) {
      let s = createGame({ players: ['a', 'b'], seed: `rate-${g}`, expansions: EXPANSION_IDS }).value;
      const rng = seededRng(`rate-walk-${g}`);
      for (let i = 0; !s.finished && (i < steps || pendingDecision(s).kind !== 'place'); i++) {
        const acts = legalActions(s);
        s = apply(s, acts[rng.below(acts.length)]).value.state;
      }
      if (!s.finished) out.push(s);
    }
  }
  return out;
}

function timed(fn) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const n = fn();
  const sec = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { n, sec, cpuSec: (cpu.user + cpu.system) / 1e6 };
}

const states = positions();
const searchViews = states.map((s) => view(s, pendingDecision(s).player, { search: true }));
const search = new ExpansionSearch();
search.search(searchViews[0], { rollouts: 32 }, seededRng('warm'), rulesDeterminizer);
const sr = timed(() => searchViews.reduce((n, v, i) => n + search.search(v, { rollouts }, seededRng(i), rulesDeterminizer).playouts, 0));

// The parts of a playout.
const det = timed(() => {
  let n = 0;
  for (const v of searchViews) for (let k = 0; k < 50; k++, n++) rulesDeterminizer(v, seededRng(k));
  return n;
});
const samples = searchViews.map((v, i) => rulesDeterminizer(v, seededRng(i)));
const policy = new RolloutPolicy();
const play = timed(() => {
  let n = 0;
  for (const s of samples) for (let k = 0; k < 50; k++, n++) policy.playOn(s, 4, seededRng(k));
  return n;
});
const leaves = samples.map((s, i) => policy.playOn(s, 4, seededRng(i)));
const value = new PositionValue();
const leaf = timed(() => {
  let n = 0;
  for (const s of leaves) for (let k = 0; k < 50; k++, n++) value.margin(s, 0);
  return n;
});

const games = timed(() => {
  const rng = seededRng('games');
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 3000) {
    let s = createGame({ players: ['a', 'b'], seed: `g${n}`, expansions: EXPANSION_IDS }).value;
    while (!s.finished) {
      const acts = legalActions(s);
      s = apply(s, acts[rng.below(acts.length)]).value.state;
    }
    n++;
  }
  return n;
});

const core = await loadCore({ tiles: ALL_TILES });
const baseViews = states.map((s) => view(s, pendingDecision(s).player));
mctsSearch(core, baseViews[0], { iterations: 500 }, seededRng('warm'));
const cr = timed(() => baseViews.reduce((n, v, i) => n + (mctsSearch(core, v, { iterations: 2000 }, seededRng(i))?.playouts ?? 0), 0));

const per = (t) => ({ perSec: Math.round(t.n / t.sec), perCpuSec: Math.round(t.n / t.cpuSec), usPerCpu: +((t.cpuSec / t.n) * 1e6).toFixed(1) });
console.log(
  JSON.stringify(
    {
      positions: states.length,
      rolloutsPerSearch: rollouts,
      searchRollouts: per(sr),
      parts: { determinize: per(det), play4Turns: per(play), leafValue: per(leaf) },
      rulesRandomGames: per(games),
      corePlayouts: per(cr),
      note: 'perSec = wall clock (shared machine), perCpuSec = per CPU second of this process',
    },
    null,
    2,
  ),
);
