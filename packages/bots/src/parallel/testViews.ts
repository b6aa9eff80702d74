/** Test helpers: positions after a seeded random walk, pools, a failing thread (not shipped: tsconfig.build excludes this file). */
import type { CoreEngine } from '@carc/core';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import type { Action, ExpansionId, GameState, PlayerView } from '@carc/rules';
import { seededRng } from '../rng.js';
import { inProcessSpawn } from './inProcess.js';
import { SearchPool } from './SearchPool.js';
import type { SearchEndpoint } from './SearchPool.js';

export function applied(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** The state after `steps` random legal actions from the start of a seeded game. */
export function stateAfter(seed: string, steps: number, expansions: readonly ExpansionId[] = []): GameState {
  const g = createGame({ players: ['a', 'b'], seed, expansions });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seededRng(`walk/${seed}`);
  for (let i = 0; i < steps && !s.finished; i++) {
    const acts = legalActions(s);
    s = applied(s, acts[rng.below(acts.length)]!);
  }
  return s;
}

/** The pending decision's view after `steps` random legal actions. */
export function viewAfter(seed: string, steps: number, expansions: readonly ExpansionId[] = []): PlayerView {
  const s = stateAfter(seed, steps, expansions);
  return view(s, pendingDecision(s)!.player);
}

export function inProcessPool(core: CoreEngine, threads: number): SearchPool {
  const p = SearchPool.create(threads, inProcessSpawn(core));
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A search thread that dies as soon as it is asked anything. */
export function dyingEndpoint(message: string): SearchEndpoint {
  let fail: (m: string) => void = () => {};
  return { post: () => fail(message), listen: (_ok, onFailure) => (fail = onFailure), terminate: async () => {} };
}
