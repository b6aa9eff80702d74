import { describe, expect, test } from 'vitest';
import { apply, createGame, legalActions, replay, toRecord } from '../../index.js';
import type { GameState } from '../../index.js';

function rng(seed: number) {
  let x = seed | 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function play(seed: number, expansions: string[], players = 3): GameState {
  const g = createGame({ players: ['A', 'B', 'C'].slice(0, players), seed: String(seed), expansions: expansions as never });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const r = rng(seed);
  let n = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const a = acts[r(acts.length)]!;
    const res = apply(s, a, s.pending!.player);
    if (!res.ok) throw new Error(`${JSON.stringify(a)} -> ${res.error.message}`);
    s = res.value.state;
    if (++n > 5000) throw new Error('too long');
  }
  return s;
}

describe('smoke', () => {
  test('random games finish and replay', () => {
    for (let i = 1; i <= 8; i++) {
      const s = play(i, ['christmas-gift']);
      const rec = toRecord(s);
      const rp = replay(JSON.parse(JSON.stringify(rec)));
      if (!rp.ok) throw new Error(JSON.stringify(rp.error));
      expect(rp.value.state.scores).toEqual(s.scores);
    }
  }, 60_000);
});
