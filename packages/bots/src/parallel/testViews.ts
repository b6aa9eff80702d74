/** Test helpers: positions after a seeded random walk, a failing thread (not shipped: tsconfig.build excludes this file). */
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import type { ExpansionId, PlayerView } from '@carc/rules';
import { seededRng } from '../rng.js';
import type { SearchEndpoint } from './SearchPool.js';

export function viewAfter(seed: string, steps: number, expansions: readonly ExpansionId[] = []): PlayerView {
  const g = createGame({ players: ['a', 'b'], seed, expansions });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seededRng(`walk/${seed}`);
  for (let i = 0; i < steps && !s.finished; i++) {
    const acts = legalActions(s);
    const r = apply(s, acts[rng.below(acts.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return view(s, pendingDecision(s)!.player);
}

/** A search thread that dies as soon as it is asked anything. */
export function dyingEndpoint(message: string): SearchEndpoint {
  let fail: (m: string) => void = () => {};
  return { post: () => fail(message), listen: (_ok, onFailure) => (fail = onFailure), terminate: async () => {} };
}
