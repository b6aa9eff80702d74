import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import type { ExpansionId } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { MCTS_BASE_OPTIONS } from './bots.js';
import { mctsSearch } from './mcts.js';
import { viewAfter } from './parallel/testViews.js';
import { seededRng } from './rng.js';
import beforeRefactor from './halving.recorded.json' with { type: 'json' };
import priorBlend from './halving.prior.recorded.json' with { type: 'json' };

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

// Recorded by scripts/record-mcts-moves.mjs on the search as it was before its halving loop
// moved into halving.ts: the refactor (and the arm-parallel pool built on it) must leave
// the one-thread search's moves and arm statistics exactly as they were. The second set was
// recorded on the prior blend (priorVisits) as its strength was measured, before it moved
// into the halving loop. Both were recorded before the blend's weight could grow with the
// budget (priorShare) and before eval1's value was weighed by fitted weights (priorFit), so
// they replay with both off. Both sets were recorded again (issue #26) when the core's
// playouts moved onto the rules' board, whose placements come in frontier order, so the
// playouts' random games changed (the search did not): with priorShare 0 and priorFit null,
// as they replay.
const recorded = [...beforeRefactor.map((r) => ['before the refactor', r] as const), ...priorBlend.map((r) => ['prior blend', r] as const)];
describe('one-thread mctsSearch against recorded moves', () => {
  it.each(recorded.map(([set, r]) => [set, r.seed, r] as const))('%s, %s: same move, playouts and arm statistics', (_set, _seed, r) => {
    const v = viewAfter(r.seed, r.steps, r.expansions as ExpansionId[]);
    expect(v.decision?.kind).toBe(r.decision);
    const res = mctsSearch(core, v, { iterations: r.iterations }, seededRng(`search/${r.seed}`), r.preset === 'base' ? MCTS_BASE_OPTIONS : { priorShare: 0, priorFit: null, ...r.options });
    expect(res).not.toBeNull();
    expect(v.legalActions!.indexOf(res!.action)).toBe(r.legalIndex);
    expect(res!.playouts).toBe(r.playouts);
    expect(res!.arms.map((a) => ({ legalIndex: v.legalActions!.indexOf(a.macro.action), loc: a.macro.loc, visits: a.visits, mean: a.mean }))).toEqual(r.arms);
  }, 60_000);
});
