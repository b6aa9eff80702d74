/**
 * Random games with Easter on, alone and with every other available expansion: uniform
 * random choices at every decision. Invariants: 7 followers per player between board and
 * supply, scores never go down, the game ends, and its own record replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { combinationsWith, randomGameHolds } from '../../test-support/random-game.js';

describe('random games with Easter', () => {
  for (const exps of combinationsWith('easter')) {
    // Generous timeout: the suite runs beside other heavy jobs on small machines.
    test(`invariants hold: ${exps.join(' + ')}`, { timeout: 60_000 }, () => {
      let hops = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5 }), fc.string({ maxLength: 6 }), fc.constantFrom(undefined, 'fixed-2' as const, 'd6-mapped' as const), (players, seed, die) => {
          hops += randomGameHolds(
            { players, expansions: exps, seed, ...(die ? { options: { easterDie: die } } : {}) },
            (a) => a.type === 'ext' && a.expansion === 'easter',
          );
        }),
        { numRuns: 4 },
      );
      // The runs did exercise the bunny phase.
      expect(hops).toBeGreaterThan(0);
    });
  }
});
