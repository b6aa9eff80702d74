// Rows for trying parts (2026-12-02e): mode 'self' (eval1 v eval1) or 'fitbot' (eval1 judging by
// the first fit, then named EVAL1_FIT, v eval1, seats by game parity). Run from packages/bots/scripts/
// on the code of 2026-12-02d: node gen-rows.mjs fitbot FIRST COUNT OUT.csv (used: 0 1500 and 1500 1500).
// Row: g, mover, isFit, tilesLeft, base parts me(9), other(9), extra me(E), other(E), eval1 margin, final margin.
import { appendFileSync } from 'node:fs';
import { apply, createGame, pendingDecision, view } from '@carc/rules';
import { Eval1Bot, EVAL1_WEIGHTS, EVAL1_FIT, Evaluation, FeatureMap, seededRng } from '../dist/index.js';

const [mode, first, count, out] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), process.argv[5]];
const plain = new Eval1Bot();
const fitbot = new Eval1Bot({ ...EVAL1_WEIGHTS, fit: EVAL1_FIT });
function extras(ev) {
  const map = ev.map;
  const out = [0, 1].map(() => new Array(8).fill(0));
  for (const [root, f] of map.features) {
    let top = 0;
    for (const n of f.followers) top = Math.max(top, n);
    if (top === 0) continue;
    const complete = f.kind !== FIELD && ev.completion(root, f) === 1;
    for (let p = 0; p < 2; p++) {
      const n = f.followers[p];
      if (n === 0 || n !== top) continue;
      const shared = f.followers[1 - p] === top;
      const r = out[p];
      if (f.kind === CITY) { if (!complete) r[0] += f.open.length; if (shared) r[6] += ev.worth(root, f); }
      else if (f.kind === ROAD) { if (!complete) r[1] += f.open.length; r[7] += f.tiles * ev.completion(root, f); }
      else if (f.kind === CLOISTER) r[2] += complete ? 9 : 1 + f.neighbours;
      else { let c = 0; for (const x of f.cities) if (ev.completion(x, map.features.get(x)) === 1) c++; r[3] += 3 * c; r[4] += 1; }
    }
  }
  return out;
}
let CITY, ROAD, CLOISTER, FIELD;
const fm = await import('../dist/feature-map.js');
({ KIND_CITY: CITY, KIND_ROAD: ROAD, KIND_CLOISTER: CLOISTER, KIND_FIELD: FIELD } = fm);
for (let g = first; g < first + count; g++) {
  let state = createGame({ players: ['a', 'b'], seed: `fit2-${g}` }).value;
  const rng = seededRng(`fit2-pick-${g}`);
  const fitSeat = mode === 'fitbot' ? g % 2 : -1;
  const rows = [];
  let want = null;
  for (let d = pendingDecision(state); d; d = pendingDecision(state)) {
    const v = view(state, d.player);
    const bot = d.player === fitSeat ? fitbot : plain;
    let action;
    if (d.kind === 'place') {
      const cands = bot.placements(v, v.tile, v.legalActions).map((c, i) => ({ c, i }));
      cands.sort((a, b) => b.c.value - a.c.value || a.i - b.i);
      const pick = rng.below(100) < 15 ? cands[rng.below(Math.min(4, cands.length))].c : cands[0].c;
      const ctx = plain.context(v);
      const ev = new Evaluation(new FeatureMap(pick.tiles, pick.followers, 2), ctx);
      const parts = ev.parts();
      const ex = extras(ev);
      const onb = parts.map((r) => r[8]);
      for (let p = 0; p < 2; p++) { ex[p][5] = 7 - onb[p] <= 0 ? 1 : 0; }
      rows.push([g, d.player, d.player === fitSeat ? 1 : 0, ctx.tilesLeft, ...parts[d.player], ...parts[1 - d.player], ...ex[d.player], ...ex[1 - d.player], +ev.margin(d.player).toFixed(3)]);
      want = pick.followers.length > v.followers.length ? pick.followers[pick.followers.length - 1] : null;
      action = pick.action;
    } else if (d.kind === 'meeple') {
      const legal = v.legalActions;
      action = (want && legal.find((a) => a.type === 'meeple' && a.at === want.at)) || legal.find((a) => a.type === 'pass') || legal[0];
      want = null;
    } else action = bot.chooseAction(v, {}, rng);
    const r = apply(state, action, d.player);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  const s = state.scores;
  appendFileSync(out, rows.map((r) => [...r, s[r[1]] - s[1 - r[1]]].join(',')).join('\n') + '\n');
}
