/**
 * Follower spots are exact (record-format.md, Expansion keys), checked by the independent
 * reader of spot-check.ts: in random all-expansion games every follower an action names
 * stands where it is named in the state that action is applied to, and every follower
 * spot the writer puts in the record passes the same check on replay. The reader itself
 * must refuse a spot on another tile of the follower's feature.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EXPANSION_IDS, expansionModule, kit, replay, toRecord } from './index.js';
import type { Action, GameRecord, GameState, Location, Spot } from './index.js';
import { LOCATIONS } from '@carc/tiles';
import { checkFollowerSpots, namedFollowerProblem, namedFollowers, standsAt } from './spot-check.js';
import { randomGameHolds } from './test-support/random-game.js';

const ALL = EXPANSION_IDS.filter((e) => expansionModule(e));

/** Plays one random all-expansion game checking every named follower before its action; returns the game's record and how many were checked. */
function playChecked(players: number, seed: string): { record: GameRecord; named: number } {
  let named = 0;
  let record: GameRecord | null = null;
  const beforeApply = (s: GameState, a: Action) => {
    const actor = s.pending!.player;
    for (const f of namedFollowers(a, actor)) {
      expect(namedFollowerProblem(s, f, actor), JSON.stringify(a)).toBeNull();
      named++;
    }
  };
  randomGameHolds({ players, expansions: ALL, seed }, () => false, { beforeApply, atEnd: (s) => (record = toRecord(s)) });
  return { record: record!, named };
}

describe('follower spots in random all-expansion games', () => {
  test('every follower an action or the record names stands exactly there', { timeout: 60_000 }, () => {
    let named = 0;
    let inRecords = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), (players, seed) => {
        const g = playChecked(players, `spots-${seed}`);
        const chk = checkFollowerSpots(g.record);
        expect(chk).toMatchObject({ ok: true });
        named += g.named;
        inRecords += chk.ok ? chk.checked : 0;
      }),
      { numRuns: 20 },
    );
    // Not vacuous: the games did name followers (festival returns, gifts, recalls, swaps).
    expect(named).toBeGreaterThan(20);
    expect(inRecords).toBe(named);
  });
});

/** Another tile of the feature at `spot` and a location naming that feature there, or null. */
function otherTileOfFeature(s: GameState, spot: Spot): Spot | null {
  const seg = kit.featureAt(s, spot);
  for (const [x, y] of kit.describeFeature(s, seg).cells) {
    if (x === spot.x && y === spot.y) continue;
    for (const at of LOCATIONS as readonly Location[]) {
      const other = kit.featureAt(s, { x, y, at });
      if (other >= 0 && kit.sameFeature(s, seg, other)) return { x, y, at };
    }
  }
  return null;
}

describe('the independent reader', () => {
  test('refuses a swap spot moved to another tile of the same feature, where the engine refuses it too', { timeout: 60_000 }, () => {
    // Find a swap whose own follower's feature spans several tiles, then point its spot
    // at another tile of that feature: the feature is the same, the follower is not there.
    let found: { record: GameRecord; move: number; card: string; spot: Spot; other: Spot } | null = null;
    for (let seed = 0; seed < 200 && !found; seed++) {
      const { record } = playChecked(4, `wide-${seed}`);
      replay(record, {
        beforeAction(s, a, i) {
          if (found || a.type !== 'ext' || a.kind !== 'play' || !a.card.startsWith('swap-') || !('spot' in a)) return null;
          const other = otherTileOfFeature(s, a.spot);
          if (other && !standsAt(s, s.pending!.player, other)) found = { record, move: i, card: a.card, spot: a.spot, other };
          return null;
        },
      });
    }
    expect(found).not.toBeNull();
    const { record, move, card, spot, other } = found!;
    const bad = structuredClone(record);
    const entry = (bad.moves[move]!.cards as { card: string; spot: Spot }[]).find((e) => e.card === card && JSON.stringify(e.spot) === JSON.stringify(spot))!;
    entry.spot = other;
    const chk = checkFollowerSpots(bad);
    expect(chk).toMatchObject({ ok: false, moveIndex: move });
    const r = replay(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ moveIndex: move, rule: 'follower-spot' });
      expect(r.error.message).toMatch(/stands at \(-?\d+,-?\d+\) \w+, not at/);
    }
  });
});
