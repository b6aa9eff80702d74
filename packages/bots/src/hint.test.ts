import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { apply, pendingDecision, view } from '@carc/rules';
import type { GameState, PlayerView } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { hint } from './hint.js';
import type { Hint } from './hint.js';
import { findStates, hiddenTwin, searchView } from './expansion-search/testPositions.js';
import { startGame, walkUntil } from './test-games.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const SMALL = { iterations: 400, rollouts: 48, playouts: 40, seed: 'h' };
const isLegal = (v: PlayerView, h: Hint) => v.legalActions!.some((a) => JSON.stringify(a) === JSON.stringify(h.action));
const ok = async (v: PlayerView, o = SMALL): Promise<Hint> => {
  const r = await hint(v, { core, ...o });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** Base-game states at a placement, a few turns apart. */
const basePlaces = (n: number): GameState[] =>
  Array.from({ length: n }, (_, i) => walkUntil(startGame(`hint-${i}`), `hint-${i}`, (s) => s.turn >= 6 + 9 * i && pendingDecision(s)!.kind === 'place'));

describe('hint', () => {
  it('gives a legal base-game move with its follower and expected margin, the same for the same view and seed', async () => {
    for (const s of basePlaces(3)) {
      const v = searchView(s);
      const h = await ok(v);
      expect(isLegal(v, h)).toBe(true);
      expect(h.action.type).toBe('place');
      expect(Number.isFinite(h.margin)).toBe(true);
      expect(h.scores).toHaveLength(2);
      expect(h.margin).toBeCloseTo(h.scores[v.viewer!]! - h.scores[1 - v.viewer!]!, 6);
      expect(h.win[0]! + h.win[1]!).toBeCloseTo(1, 6);
      expect(await ok(v)).toEqual(h);
      // A plain view (no search state) gets the same base-game hint: the core samples the unseen tiles from the view.
      expect(await ok(view(s, v.viewer!))).toEqual(h);
    }
  }, 120_000);

  it('a follower hinted with a placement is one the player may then put on that tile', async () => {
    let checked = 0;
    for (const s of basePlaces(6)) {
      const v = searchView(s);
      const h = await ok(v);
      if (!h.follower) continue;
      const after = apply(s, h.action, v.viewer!);
      expect(after.ok).toBe(true);
      if (!after.ok) continue;
      expect(view(after.value.state, v.viewer!).legalActions).toContainEqual({ type: 'meeple', at: h.follower });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('never reads hidden information: a twin with other unseen tiles, hands and seed gets the same hint (base game and all four expansions)', async () => {
    const states = [...basePlaces(2), ...findStates(6, (s) => s.turn > 4)];
    let compared = 0;
    for (const s of states) {
      const me = pendingDecision(s)!.player;
      const twin = hiddenTwin(s, me);
      if (!twin) continue;
      // The twin really differs in what the player cannot see.
      expect(JSON.stringify(twin.stack)).not.toBe(JSON.stringify(s.stack));
      expect(await ok(searchView(twin))).toEqual(await ok(searchView(s)));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  }, 180_000);

  it('answers expansion decisions from the search state, and refuses without one or out of turn', async () => {
    const [place, other] = [findStates(1, (s) => s.turn > 3 && pendingDecision(s)!.kind === 'place')[0]!, findStates(1, (s) => pendingDecision(s)!.kind.includes('/'))[0]!];
    for (const s of [place, other]) {
      const v = searchView(s);
      const h = await ok(v);
      expect(isLegal(v, h)).toBe(true);
      expect(Number.isFinite(h.margin)).toBe(true);
      const plain = await hint(view(s, v.viewer!), { core, ...SMALL });
      expect(plain.ok ? 'ok' : plain.error.code).toBe('no-search-state');
    }
    const s = place;
    const me = pendingDecision(s)!.player;
    const theirs = await hint(view(s, 1 - me, { search: true }), { core, ...SMALL });
    expect(theirs.ok ? 'ok' : theirs.error.code).toBe('not-your-decision');
    const spectator = await hint(view(s, null), { core, ...SMALL });
    expect(spectator.ok ? 'ok' : spectator.error.code).toBe('not-your-decision');
  }, 120_000);

  it('needs the core for base-game hints', async () => {
    const s = basePlaces(1)[0]!;
    const r = await hint(searchView(s), { ...SMALL });
    expect(r.ok ? 'ok' : r.error.code).toBe('no-core');
  });
});
