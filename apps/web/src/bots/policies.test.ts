import { describe, expect, it } from 'vitest';
import { createGame, apply, pendingDecision, type GameState } from '@carc/rules';
import { chooseAction } from './policies.js';

function play(policies: ('random' | 'greedy')[], seed: string): GameState {
  const r = createGame({ players: policies.map((_, i) => `P${i}`), seed });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  for (let d = pendingDecision(s); d; d = pendingDecision(s)) {
    const a = chooseAction(policies[d.player]!, s);
    expect(a).not.toBeNull();
    const n = apply(s, a!, d.player);
    if (!n.ok) throw new Error(n.error.message);
    s = n.value.state;
  }
  return s;
}

describe('bot policies', () => {
  it('random plays legal moves to the end, the same way for the same state', () => {
    const a = play(['random', 'random'], 's1');
    const b = play(['random', 'random'], 's1');
    expect(a.finished).toBe(true);
    expect(a.scores).toEqual(b.scores);
  });

  it('greedy outscores random over a few games', () => {
    let greedy = 0;
    let random = 0;
    for (const seed of ['1', '2', '3']) {
      const s = play(['greedy', 'random'], seed);
      greedy += s.scores[0]!;
      random += s.scores[1]!;
    }
    expect(greedy).toBeGreaterThan(random);
  }, 60_000);
});
