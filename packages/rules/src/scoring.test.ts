/**
 * The scored event's explanation: scoreFeature copies it key for key (not by spread) when
 * no hook replaced it, and the copy must keep the keys and their order (records, views and
 * the protocol serialise events as they are).
 */
import { describe, expect, it } from 'vitest';
import { apply, createEngine, createGame, legalActions, majority, pendingDecision, Stream } from './index.js';
import type { ExpansionModule } from './expansion.js';
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

describe('majority (the one ownership rule: scoring and The Gifts)', () => {
  // A module that gives player 1 one tie mark on every feature they stand on.
  const marks: ExpansionModule = { id: 'marks', order: 1, actions: {}, followerCounts: (_s, _f, c) => c.map((n, p) => (p === 1 && n > 0 ? n + 1 : n)) };
  const stateOf = (engine: ReturnType<typeof createEngine>, expansions: string[]) => {
    const g = engine.createGame({ players: ['Ann', 'Ben', 'Cy'], seed: 'm', expansions: expansions as ExpansionId[] });
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  };

  it("counts followers after every module's followerCounts, and leaves the counts it was given alone", () => {
    const s = stateOf(createEngine([marks]), ['marks']);
    const given = [1, 1, 0];
    expect(majority(s, 0, given)).toEqual({ counts: [1, 2, 0], max: 2 });
    expect(given).toEqual([1, 1, 0]);
    expect(majority(s, 0, [0, 0, 0])).toEqual({ counts: [0, 0, 0], max: 0 });
  });

  it('is the plain count without such a module', () => {
    expect(majority(stateOf(createEngine(), []), 0, [2, 1, 2])).toEqual({ counts: [2, 1, 2], max: 2 });
  });
});
