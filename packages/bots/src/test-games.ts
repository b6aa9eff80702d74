/** Seeded games driven through the rules engine, for the tests. */
import { apply, createGame, legalActions } from '@carc/rules';
import type { Action, ExpansionId, GameState } from '@carc/rules';
import { seededRng } from './rng.js';

export function startGame(seed: string, players = 2, expansions: readonly ExpansionId[] = []): GameState {
  const g = createGame({ players: Array.from({ length: players }, (_, i) => `p${i}`), seed, expansions });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

export function step(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Random play from a seeded game until `stop` holds (or the game ends). */
export function walkUntil(s: GameState, seed: string, stop: (s: GameState) => boolean): GameState {
  const rng = seededRng(`walk/${seed}`);
  while (!s.finished && !stop(s)) {
    const acts = legalActions(s);
    s = step(s, acts[rng.below(acts.length)]!);
  }
  return s;
}
