// Records one-thread mctsSearch results (run after `pnpm build`) into a JSON file that
// src/halving.recorded.test.ts reads: the search must still give exactly these moves and
// arm statistics. Record on the code a refactor starts from, never on the refactored code:
// - src/halving.recorded.json: before the halving loop moved into halving.ts (the options
//   of that time: no prior blend);
// - src/halving.prior.recorded.json: the prior blend (priorVisits 500) as it was measured,
//   before it moved into halving.ts.
//
// Both were recorded again when the core's playouts moved onto the rules' board (issue #26:
// the playouts' games changed, the search did not), with the options they replay with:
//   --options '{"priorVisits":0,"priorShare":0,"priorFit":null}' (halving.recorded.json)
//   --options '{"priorVisits":500,"priorShare":0,"priorFit":null}' (halving.prior.recorded.json)
//
//   node scripts/record-mcts-moves.mjs [--out src/file.json] [--options '{"priorVisits":500}']
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import { mctsSearch, MCTS_BASE_OPTIONS, seededRng } from '../dist/index.js';

/** As testViews.ts viewAfter: the pending view after `steps` random legal actions. */
function viewAfter(seed, steps, expansions = []) {
  let s = createGame({ players: ['a', 'b'], seed, expansions }).value;
  const rng = seededRng(`walk/${seed}`);
  for (let i = 0; i < steps && !s.finished; i++) {
    const acts = legalActions(s);
    s = apply(s, acts[rng.below(acts.length)]).value.state;
  }
  return view(s, pendingDecision(s).player);
}

export const CASES = [
  ['rec-a', 0, [], 1200, 'default'],
  ['rec-b', 21, [], 2000, 'default'],
  ['rec-c', 40, [], 800, 'default'],
  ['rec-d', 61, [], 3000, 'default'],
  ['rec-e', 31, [], 1000, 'base'],
  ['rec-f', 13, [], 600, 'base'],
  ['rec-k', 20, [], 2500, 'default'],
  ['rec-l', 42, [], 1600, 'default'],
  ['rec-m', 58, [], 4000, 'default'],
  ['rec-n', 34, [], 1000, 'base'],
  ['rec-i', 17, ['christmas-gift', 'gifts', 'festival', 'easter'], 1200, 'default'],
  ['rec-j', 44, ['christmas-gift', 'gifts', 'festival', 'easter'], 900, 'base'],
  ['rec-g', 9, ['festival'], 1500, 'default'],
  ['rec-h', 25, ['easter', 'gifts'], 1500, 'default'],
];

const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'src/halving.recorded.json' }, options: { type: 'string', default: '{}' } } });
const options = JSON.parse(args.options);

const core = await loadCore({ tiles: ALL_TILES });
const out = [];
for (const [seed, steps, expansions, iterations, preset] of CASES) {
  const v = viewAfter(seed, steps, expansions);
  const r = mctsSearch(core, v, { iterations }, seededRng(`search/${seed}`), preset === 'base' ? MCTS_BASE_OPTIONS : options);
  out.push({
    seed, steps, expansions, iterations, preset,
    ...(preset === 'base' ? {} : { options }),
    decision: v.decision?.kind,
    legalIndex: r ? v.legalActions.indexOf(r.action) : null,
    playouts: r?.playouts ?? null,
    arms: r ? r.arms.map((a) => ({ legalIndex: v.legalActions.indexOf(a.macro.action), loc: a.macro.loc, visits: a.visits, mean: a.mean })) : null,
  });
}
writeFileSync(new URL(`../${args.out}`, import.meta.url), JSON.stringify(out, null, 1) + '\n');
console.log(JSON.stringify(out.map((o) => [o.seed, o.decision, o.legalIndex, o.playouts, o.arms?.length])));
