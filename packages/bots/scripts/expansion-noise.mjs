// How noisy the expansion search's choice is (issue 29): on place decisions of seeded
// eval1-vs-eval1 games with all four expansions (every 9th turn before turn 60), the search
// with OPTIONS and R playouts is run twice with two seeds. Prints the share of positions where
// its pick is the one-ply best candidate (eval1's own choice; arms[0]), where the two seeds
// pick the same move, the mean spread of the arms' mean rewards, and ms per search (wall).
//
//   node scripts/expansion-noise.mjs [N=30] [OPTIONS JSON='{}'] [R=256]
import { apply, createGame, EXPANSION_IDS, legalActions, pendingDecision, view } from '@carc/rules';
import { createBot, seededRng } from '../dist/index.js';
import { ExpansionSearch } from '../dist/expansion-search/ExpansionSearch.js';
import { rulesDeterminizer } from '../dist/expansion-search/Determinizer.js';
const N = Number(process.argv[2] ?? 30);
const opts = JSON.parse(process.argv[3] ?? '{}');
const R = Number(process.argv[4] ?? 256);
const eval1 = createBot('eval1');
const views = [];
for (let g = 0; views.length < N; g++) {
  let s = createGame({ players: ['a', 'b'], seed: `noise-${g}`, expansions: EXPANSION_IDS }).value;
  const rng = seededRng(`n${g}`);
  while (!s.finished && views.length < N) {
    const d = pendingDecision(s);
    const v = view(s, d.player, { search: true });
    if (d.kind === 'place' && s.turn % 9 === 4 && s.turn < 60) views.push(v);
    const a = await eval1.chooseAction(view(s, d.player), {}, rng);
    s = apply(s, a, d.player).value.state;
  }
}
const key = (r) => JSON.stringify([r.action, r.then]);
const search = new ExpansionSearch(opts);
let top = 0, self = 0, t0 = performance.now(), spread = 0;
for (const [i, v] of views.entries()) {
  const a = search.search(v, { rollouts: R }, seededRng(`a${i}`), rulesDeterminizer);
  const b = search.search(v, { rollouts: R }, seededRng(`b${i}`), rulesDeterminizer);
  if (key(a) === JSON.stringify([a.arms[0].candidate.action, a.arms[0].candidate.then])) top++;
  if (key(a) === key(b)) self++;
  const ms = a.arms.filter((x) => x.pulls > 0).map((x) => x.mean);
  spread += Math.max(...ms) - Math.min(...ms);
}
console.log(JSON.stringify({ opts, R, n: views.length, pickIsPriorTop: top / views.length, selfAgree: self / views.length, meanSpread: spread / views.length, msPerSearch: (performance.now() - t0) / 2 / views.length }));
