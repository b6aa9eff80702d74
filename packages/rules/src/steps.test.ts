/**
 * The record move the follower step writes: it copies the placement's move key for key
 * (not by spread) when no expansion added a key, and records serialise moves as they are,
 * so the keys and their order must be those of the spread.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pendingDecision, Stream, toRecord } from './index.js';
import type { ExpansionId, GameRecord } from './index.js';

function playedRecord(expansions: ExpansionId[], seed: string): GameRecord {
  const g = createGame({ players: ['a', 'b', 'c'], expansions, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Stream.fromSeed(seed, 'policy');
  while (pendingDecision(s)) {
    const actions = legalActions(s);
    const r = apply(s, actions[rng.below(actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return toRecord(s);
}

describe('record moves with a follower', () => {
  it('list tile, x, y, rot, then meeple', () => {
    const rec = playedRecord([], 'move-keys');
    const withMeeple = rec.moves.filter((m) => m.meeple !== undefined);
    expect(withMeeple.length).toBeGreaterThan(5);
    for (const m of withMeeple) expect(Object.keys(m)).toEqual(['tile', 'x', 'y', 'rot', 'meeple']);
  });
});
