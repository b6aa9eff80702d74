/**
 * Test helpers for determinization: states that differ from a given one only in what a
 * viewer may not see, and a seeded random walk over games that stops at every decision.
 */
import { EXPANSION_IDS, Stream, apply, createGame, legalActions } from '../index.js';
import type { ExpansionId, GameState } from '../index.js';
import { withState } from '../state.js';

/** Every subset of the expansions, the base game (no expansion) first. */
export function allCombinations(): ExpansionId[][] {
  const out: ExpansionId[][] = [];
  for (let mask = 0; mask < 1 << EXPANSION_IDS.length; mask++) out.push(EXPANSION_IDS.filter((_, i) => mask & (1 << i)));
  return out;
}

/** `s` with two not-yet-drawn stack tiles of different kinds swapped; null when there are none. */
export function swapStackTiles(s: GameState, pick: Stream): GameState | null {
  const rest = s.stack.length - s.stackPos;
  for (let tries = 0; tries < 20 && rest >= 2; tries++) {
    const i = s.stackPos + pick.below(rest);
    const j = s.stackPos + pick.below(rest);
    if (s.stack[i] === s.stack[j]) continue;
    const stack = s.stack.slice();
    stack[i] = s.stack[j]!;
    stack[j] = s.stack[i]!;
    return withState(s, { stack });
  }
  return null;
}

/** `s` with another seed and other random streams (the future of every draw and roll). */
export function reseed(s: GameState): GameState {
  const rng: Record<string, number[]> = {};
  for (const k of Object.keys(s.rng)) rng[k] = Stream.fromSeed('another seed', k).state();
  return withState(s, { seed: 'another seed', rng });
}

export interface GameSpec {
  expansions: ExpansionId[];
  players: number;
  seed: string;
}

/** Plays one seeded random game, calling `at` before every decision is answered. */
export function walkGame(spec: GameSpec, at: (s: GameState, step: number) => void): GameState {
  const g = createGame({ players: ['Ann', 'Ben', 'Cid', 'Dee', 'Eva'].slice(0, spec.players), seed: spec.seed, expansions: spec.expansions });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(spec.seed, 'walk');
  for (let step = 0; !s.finished; step++) {
    at(s, step);
    const acts = legalActions(s);
    const r = apply(s, acts[pick.below(acts.length)]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

/** Plays `s` to the end with uniformly random legal actions; throws on a refused action or a decision without any. */
export function playOut(s: GameState, pick: Stream, maxActions = 20000): GameState {
  for (let n = 0; !s.finished; n++) {
    if (n >= maxActions) throw new Error('the game did not end');
    const acts = legalActions(s);
    if (acts.length === 0) throw new Error(`a decision without legal actions: ${JSON.stringify(s.pending)}`);
    const r = apply(s, acts[pick.below(acts.length)]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}
