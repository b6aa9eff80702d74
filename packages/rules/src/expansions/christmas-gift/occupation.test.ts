/**
 * The occupation's flat layout (slice.ts): over states of random games, its roots, counts,
 * kinds and completeness must equal a plain recount from the follower list and the feature
 * reader, and the per-feature count lists must be fresh copies.
 */
import { describe, expect, test } from 'vitest';
import { apply, createGame, legalActions, Stream } from '../../index.js';
import type { GameState } from '../../index.js';
import { find } from '../../board.js';
import { describeFeature, followers } from '../../kit.js';
import { KIND_NAMES } from '../../tiledefs.js';
import { countOf, countsAt, countsOn, occupation } from './slice.js';

/** Roots in the order of their first follower, with the followers per player on each. */
function recount(s: GameState): { roots: number[]; counts: number[][] } {
  const roots: number[] = [];
  const counts: number[][] = [];
  for (const f of followers(s)) {
    const r = find(s.board, f.segment);
    let k = roots.indexOf(r);
    if (k < 0) {
      k = roots.push(r) - 1;
      counts.push(s.players.map(() => 0));
    }
    counts[k]![f.player]! += 1;
  }
  return { roots, counts };
}

function checkState(s: GameState): void {
  const occ = occupation(s);
  const want = recount(s);
  expect(occ.roots).toEqual(want.roots);
  expect(occ.players).toBe(s.players.length);
  expect(occ.counts.length).toBe(want.roots.length * s.players.length);
  want.roots.forEach((r, k) => {
    expect(countsAt(occ, k)).toEqual(want.counts[k]);
    s.players.forEach((_, p) => expect(countOf(occ, k, p)).toBe(want.counts[k]![p]));
    const info = describeFeature(s, r);
    expect(KIND_NAMES[occ.kinds[k]!]).toBe(info.kind);
    expect(occ.complete[k]).toBe(info.complete);
  });
  if (want.roots.length) {
    const copy = countsOn(occ, want.roots[0]!)!;
    copy[0] = -1;
    expect(countsAt(occ, 0)).toEqual(want.counts[0]);
  }
  expect(occupation(s)).toBe(occ);
}

describe('occupation', () => {
  test.each([2, 3, 5])('matches a recount through random games with %i players', (players) => {
    const seed = `occupation/${players}`;
    const g = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed, expansions: ['christmas-gift', 'festival', 'gifts', 'easter'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = Stream.fromSeed(seed, 'policy');
    let checked = 0;
    while (!s.finished) {
      if (s.board.meepleCount > 0) {
        checkState(s);
        checked++;
      }
      const acts = legalActions(s);
      const r = apply(s, acts[rng.below(acts.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(checked).toBeGreaterThan(50);
    // A whole 4-expansion game checked at every step: 1-2 s alone, past vitest's default 5 s on a busy machine.
  }, 60_000);
});
