// How often two searches choose the same turn (placement + follower) on the same positions:
// a short budget against itself with another seed (its own noise), and against a long
// budget. When the short search already agrees with the long one about as often as with
// itself, the long budget's extra playouts change few moves, and time cannot pay much.
// Positions: place decisions of seeded eval1-vs-eval1 base games (every `--every`-th turn,
// before the last tiles, which eval1's exact endgame decides for both). Prints JSON.
// `blend` says how much of the chosen move's final value is eval1's (its virtual playouts
// against the arm's real ones: the same share at every budget means the long search leans on
// the same static judge as the short one) and how often the choice is eval1's own first.
//
//   node scripts/agreement.mjs [--positions 120] [--short 2660] [--long 27600]
//     [--short-options JSON] [--long-options JSON] [--every 5] [--long-twice]
import { loadCore } from '@carc/core/node';
import { apply, createGame, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { blendOf, blendVisits, createBot, MCTS_DEFAULTS, mctsSearch, seededRng } from '../dist/index.js';
import { arg } from './strength-games.mjs';

const positions = Number(arg('positions', '120'));
const short = Number(arg('short', '2660'));
const long = Number(arg('long', '27600'));
const every = Number(arg('every', '5'));
const shortOptions = JSON.parse(arg('short-options', '{}'));
const longOptions = JSON.parse(arg('long-options', '{}'));
const longTwice = process.argv.includes('--long-twice');

const core = await loadCore({ tiles: ALL_TILES });
const eval1 = createBot('eval1');
const views = [];
for (let g = 0; views.length < positions; g++) {
  let s = createGame({ players: ['a', 'b'], seed: `agree-${g}` }).value;
  for (let d = 0; !s.finished && views.length < positions; d++) {
    const p = pendingDecision(s);
    const v = view(s, p.player);
    if (p.kind === 'place' && s.turn % every === 0 && v.stackSize > 3) views.push(v);
    s = apply(s, await eval1.chooseAction(v, {}, seededRng(`agree-${g}/${d}`)), p.player).value.state;
  }
}

const key = (r) => (r?.macro ? `${JSON.stringify(r.macro.action)}@${r.macro.loc}` : 'none');
const search = (v, iterations, opts, seed) => mctsSearch(core, v, { iterations }, seededRng(seed), opts);
const tally = { shortSelf: 0, shortLong: 0, longSelf: 0 };
const blend = { short: { weight: 0, eval1First: 0, n: 0 }, long: { weight: 0, eval1First: 0, n: 0 } };
const addBlend = (into, v, r, iterations, opts) => {
  const chosen = r?.arms.find((x) => x.macro === r.macro);
  if (!chosen || r.playouts === 0) return;
  // An iteration budget plans exactly `iterations` playouts.
  const k = blendVisits(blendOf({ ...MCTS_DEFAULTS, ...opts }, v), iterations);
  into.weight += k / (k + chosen.visits);
  if (r.arms[0] === chosen) into.eval1First++;
  into.n++;
};
let playouts = { short: 0, long: 0 };
for (const [i, v] of views.entries()) {
  const a = search(v, short, shortOptions, `s1/${i}`);
  const b = search(v, short, shortOptions, `s2/${i}`);
  const c = search(v, long, longOptions, `l1/${i}`);
  playouts.short += a.playouts;
  playouts.long += c.playouts;
  addBlend(blend.short, v, a, short, shortOptions);
  addBlend(blend.long, v, c, long, longOptions);
  if (key(a) === key(b)) tally.shortSelf++;
  if (key(a) === key(c)) tally.shortLong++;
  if (longTwice && key(c) === key(search(v, long, longOptions, `l2/${i}`))) tally.longSelf++;
  process.stderr.write(`${i}: ${key(a) === key(b) ? 'same' : 'diff'} / ${key(a) === key(c) ? 'same' : 'diff'}\n`);
}
const rate = (n) => +(n / views.length).toFixed(3);
const blendOut = (b) => ({ searched: b.n, eval1Weight: +(b.weight / b.n).toFixed(3), eval1First: +(b.eval1First / b.n).toFixed(3) });
console.log(JSON.stringify({ positions: views.length, short, long, shortOptions, longOptions, playoutsPerSearch: { short: Math.round(playouts.short / views.length), long: Math.round(playouts.long / views.length) }, agree: { shortWithItself: rate(tally.shortSelf), shortWithLong: rate(tally.shortLong), ...(longTwice ? { longWithItself: rate(tally.longSelf) } : {}) }, blend: { short: blendOut(blend.short), long: blendOut(blend.long) } }));
