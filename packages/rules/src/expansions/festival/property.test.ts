/**
 * Random games with The Festival on, alone and with the other available expansions
 * (the Easter suite covers the combinations with Easter): uniform random choices at every
 * decision, festival returns included. Invariants: 7 followers per player between board
 * and supply, scores never go down, the game ends, its own record replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { combinationsWith, randomGameHolds } from '../../test-support/random-game.js';

describe('random games with The Festival', () => {
  for (const exps of combinationsWith('festival', ['easter'])) {
    // Generous timeout: the suite runs beside other heavy jobs on small machines.
    test(`invariants hold: ${exps.join(' + ')}`, { timeout: 60_000 }, () => {
      let returns = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5 }), fc.string({ maxLength: 6 }), (players, seed) => {
          returns += randomGameHolds({ players, expansions: exps, seed }, (a) => a.type === 'ext' && a.expansion === 'festival');
        }),
        { numRuns: 4 },
      );
      // The runs did exercise the festival return.
      expect(returns).toBeGreaterThan(0);
    });
  }
});
