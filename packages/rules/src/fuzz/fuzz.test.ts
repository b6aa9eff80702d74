/**
 * No shape of action makes `apply` throw or change the state it is given (issue 12): a
 * fast-check property over 100,000 mutated actions (mutate.ts: extra keys, wrong types,
 * dropped keys, spots on empty squares and on every location, ids and numbers out of range,
 * legal actions of other kinds) against states sampled from random games with every
 * expansion and 2 to 5 players. The sampled states are deep-frozen, so a write to one
 * throws, and each batch ends by comparing the state's hash with the one taken before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.js';
import type { Choose } from './mutate.js';
import { MUTATIONS } from './mutate.js';
import { emptyReport, runBatch } from './run.js';

const PER_BATCH = 20;
const RUNS = 5000;
/** Choices one batch may read; a mutation reads at most 8. */
const RECIPE = PER_BATCH * 8;

/** Choices read off a fast-check array, so a failure shrinks towards simpler mutations. */
function recipe(values: readonly number[]): Choose {
  let i = 0;
  return (n) => values[i++ % values.length]! % n;
}

describe('apply under mutated actions', () => {
  const corpus = buildCorpus({ games: 8, states: 400, seed: 12 });

  it('samples states of every kind of decision from 2 to 5 players', () => {
    const kinds = new Set(corpus.samples.map((s) => s.state.pending!.kind));
    for (const k of ['place', 'meeple', 'gifts/open', 'easter/bunny', 'christmas-gift/start', 'christmas-gift/draw']) expect(kinds, k).toContain(k);
    const players = new Set(corpus.samples.map((s) => s.state.players.length));
    expect([...players].sort()).toEqual([2, 3, 4, 5]);
  });

  it('answers 100,000 of them with a typed error or a legal result, never a throw, never a changed state', () => {
    const report = emptyReport(corpus.samples.length);
    fc.assert(
      fc.property(fc.nat(corpus.samples.length - 1), fc.array(fc.nat(), { minLength: RECIPE, maxLength: RECIPE }), (index, values) => {
        const found = runBatch(corpus, corpus.samples[index]!, PER_BATCH, recipe(values), report);
        expect(found).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20261201 },
    );
    expect(report.actions).toBeGreaterThanOrEqual(100_000);
    expect(report.throws).toBe(0);
    // Some mutations happen to be legal (a dropped optional key, another spot of a feature): the accepted path is checked too.
    expect(report.accepted).toBeGreaterThan(0);
    // Every mutation was tried, and most were refused as malformed before any rule ran.
    for (const m of MUTATIONS) expect(report.byMutation[m] ?? 0, m).toBeGreaterThan(1000);
    expect(report.errorsByCode['malformed-action'] ?? 0).toBeGreaterThan(report.actions / 2);
  }, 180_000); // a guard for a hung engine, not a speed target: the run takes ~10-40 s
});
