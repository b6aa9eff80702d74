/**
 * The scored event's explanation: scoreFeature copies it key for key (not by spread) when
 * no hook replaced it, and the copy must keep the keys and their order (records, views and
 * the protocol serialise events as they are).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pendingDecision, Stream } from './index.js';
import type { ExpansionId, GameEvent, ScoreExplanation } from './index.js';

function scoredExplanations(expansions: ExpansionId[], seed: string): ScoreExplanation[] {
  const g = createGame({ players: ['a', 'b', 'c'], expansions, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Stream.fromSeed(seed, 'policy');
  const out: ScoreExplanation[] = [];
  const note = (events: readonly GameEvent[]) => {
    for (const e of events) if (e.type === 'scored') out.push(e.explanation);
  };
  while (pendingDecision(s)) {
    const actions = legalActions(s);
    const r = apply(s, actions[rng.below(actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    note(r.value.events);
    s = r.value.state;
  }
  return out;
}

const BASE_KEYS = ['feature', 'when', 'tiles', 'pennants', 'followers', 'owners', 'points', 'cells', 'rules'];

describe('scored explanations', () => {
  it('list their keys in the order the explanation was built, awarded last', () => {
    const kinds = new Set<string>();
    for (const seed of ['keys-1', 'keys-2', 'keys-3']) {
      for (const e of scoredExplanations([], seed)) {
        kinds.add(e.feature);
        const extra = e.feature === 'cloister' ? ['neighbours'] : e.feature === 'field' ? ['cities'] : [];
        expect(Object.keys(e)).toEqual([...BASE_KEYS, ...extra, 'awarded']);
        expect(e.awarded).toHaveLength(3);
      }
    }
    expect([...kinds].sort()).toEqual(['city', 'cloister', 'field', 'road']);
  });
});
