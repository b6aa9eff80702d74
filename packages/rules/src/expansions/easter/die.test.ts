/**
 * The die itself (rules.md, Easter: "a die showing 1,1,2,2,3,3"; EA-5: rolls from the seeded
 * `die` stream). The scenario tests only meet the faces their seeds happen to roll, so a die
 * with a wrong face could pass them: here every raw value 0..5 of the stream is met and read.
 */
import { describe, expect, test } from 'vitest';
import { createGame, Stream } from '../../index.js';
import type { GameState } from '../../index.js';
import type { EasterDie } from './index.js';
import { rollDie } from './die.js';

function start(die: EasterDie, seed: string): GameState {
  const g = createGame({ players: ['Ann', 'Ben'], expansions: ['easter'], seed, options: { easterDie: die } });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Rolls until every raw stream value has shown up; returns the face read for each. */
function facesByRaw(die: EasterDie, seed: string): number[] {
  let s = start(die, seed);
  const raw = Stream.fromSeed(seed, 'die');
  const faces: number[] = [];
  for (let i = 0; i < 200 && faces.filter((f) => f !== undefined).length < 6; i++) {
    const r = rollDie(s);
    s = r.state;
    const expected = raw.below(6);
    // Each roll takes exactly one draw: the game's stream and a fresh one stay in step.
    expect(s.rng.die).toEqual(raw.state());
    faces[expected] ??= r.roll;
    expect(r.roll).toBe(faces[expected]);
  }
  return faces;
}

describe('the Easter die', () => {
  for (const seed of ['42', 'another seed']) {
    test(`the default die has the faces 1, 1, 2, 2, 3, 3 (seed ${seed})`, () => {
      const faces = facesByRaw('1-1-2-2-3-3', seed);
      expect(faces).toHaveLength(6);
      expect([...faces].sort()).toEqual([1, 1, 2, 2, 3, 3]);
    });

    test(`the d6 variant reads 1-2 as 1, 3-4 as 2, 5-6 as 3 (seed ${seed})`, () => {
      const faces = facesByRaw('d6-mapped', seed);
      // Raw value r is the d6 showing r + 1.
      expect(faces).toEqual([0, 1, 2, 3, 4, 5].map((r) => Math.ceil((r + 1) / 2)));
    });
  }

  test('fixed-2 always goes 2 and draws nothing', () => {
    let s = start('fixed-2', '42');
    for (let i = 0; i < 20; i++) {
      const r = rollDie(s);
      expect(r.roll).toBe(2);
      expect(r.state).toBe(s);
      s = r.state;
    }
  });
});
