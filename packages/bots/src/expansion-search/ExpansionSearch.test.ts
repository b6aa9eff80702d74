import { apply, pendingDecision, view } from '@carc/rules';
import type { Action, GameState, PlayerView } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import { ExpansionSearch } from './ExpansionSearch.js';
import { PositionValue } from './PositionValue.js';
import { rulesDeterminizer } from './Determinizer.js';
import { findStates, hiddenTwin, searchView } from './testPositions.js';

const BUDGET = { rollouts: 48 };
const search = new ExpansionSearch({ horizon: 3 });
const choose = (v: PlayerView, seed: string | number = 'seed') => search.search(v, BUDGET, seededRng(seed), rulesDeterminizer)!;
const isLegal = (v: PlayerView, a: Action) => v.legalActions!.some((l) => JSON.stringify(l) === JSON.stringify(a));
const kindOf = (s: GameState) => pendingDecision(s)!.kind;

describe('ExpansionSearch', () => {
  // Placements, followers and every kind of expansion decision of 2-player games with all four expansions.
  const mixed = findStates(16, (s) => s.turn > 4 && (kindOf(s) !== 'place' || s.turn % 7 === 0));

  it('covers placements and expansion decisions', () => {
    const kinds = new Set(mixed.map(kindOf));
    expect(kinds.has('place')).toBe(true);
    expect([...kinds].some((k) => k.includes('/'))).toBe(true);
  });

  it('returns one of the view legal actions, and a follower answer after a placement that is legal there', () => {
    for (const s of mixed) {
      const v = searchView(s);
      const r = choose(v);
      expect(isLegal(v, r.action)).toBe(true);
      if (r.then) {
        const after = apply(s, r.action, v.viewer!);
        expect(after.ok).toBe(true);
        if (after.ok) expect(isLegal(view(after.value.state, v.viewer!), r.then)).toBe(true);
      }
    }
  }, 120_000);

  it('gives the same action and statistics for the same view, budget and seed', () => {
    for (const s of mixed.slice(0, 8)) {
      const v = searchView(s);
      expect(choose(v, 3)).toEqual(choose(v, 3));
    }
  }, 120_000);

  it('never reads hidden information: a hidden-info twin gets the same action and statistics', () => {
    let compared = 0;
    for (const s of mixed) {
      const twin = hiddenTwin(s, pendingDecision(s)!.player);
      if (!twin) continue;
      expect(choose(searchView(twin), 5)).toEqual(choose(searchView(s), 5));
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
  }, 120_000);

  it('spends the budget it is given on sequential halving', () => {
    const v = searchView(mixed.find((s) => kindOf(s) === 'place')!);
    const r = choose(v);
    expect(r.arms.length).toBeGreaterThan(2);
    expect(r.playouts).toBeLessThanOrEqual(BUDGET.rollouts + r.arms.length);
    // The winner was pulled at least as often as any other arm.
    const won = r.arms.find((a) => a.candidate.action === r.action && a.candidate.then === r.then)!;
    expect(won.pulls).toBe(Math.max(...r.arms.map((a) => a.pulls)));
  });

  it('plans a pure CPU-time budget from the measured rate: ten times the time buys several times the playouts', () => {
    const v = searchView(mixed.find((s) => kindOf(s) === 'place')!);
    const short = search.search(v, { cpuMs: 20 }, seededRng(7), rulesDeterminizer)!;
    const long = search.search(v, { cpuMs: 200 }, seededRng(7), rulesDeterminizer)!;
    expect(isLegal(v, long.action)).toBe(true);
    // Not a fixed count: the default (256) would give both the same.
    expect(long.playouts).toBeGreaterThan(3 * short.playouts);
    // A playout count with the clock keeps the count as the plan (the clock only cuts).
    const counted = search.search(v, { cpuMs: 1e6, rollouts: 40 }, seededRng(7), rulesDeterminizer)!;
    expect(counted.playouts).toBeLessThanOrEqual(40 + counted.arms.length);
  }, 60_000);

  it('with the prior counted as many playouts, plays the one-ply best candidate', () => {
    const heavy = new ExpansionSearch({ horizon: 3, priorVisits: 1e6 });
    const places = mixed.filter((s) => kindOf(s) === 'place');
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const s of places) {
      const r = heavy.search(searchView(s), BUDGET, seededRng(2), rulesDeterminizer)!;
      // arms are in the candidates' one-ply ranking order; candidates with the same one-ply value (a tile turned two ways) are tied.
      const won = r.arms.find((a) => a.candidate.action === r.action && a.candidate.then === r.then)!;
      expect(won.candidate.prior).toBe(r.arms[0]!.candidate.prior);
    }
  }, 60_000);

  it('answers null when the view has no search state (the bot then keeps its old policy)', () => {
    const s = mixed[0]!;
    expect(search.search(view(s, pendingDecision(s)!.player), BUDGET, seededRng(1), rulesDeterminizer)).toBeNull();
  });
});

/** Eggs a hop onto (x, y) earns the viewer minus the best other player (EA-2). */
function eggBalance(v: PlayerView, x: number, y: number): number {
  const per = v.players.map(() => 0);
  for (const f of v.followers) if (f.spot.x === x && f.spot.y === y) per[f.player]!++;
  const me = v.viewer!;
  return per[me]! - Math.max(...per.filter((_, p) => p !== me));
}

describe('ExpansionSearch in clear-cut positions', () => {
  it('hops the bunny onto its own followers on the last hop of the phase when only one hop earns the mover eggs', () => {
    const hops = findStates(
      6,
      (s) => {
        if (kindOf(s) !== 'easter/bunny') return false;
        const v = view(s, pendingDecision(s)!.player);
        const phase = (v.ext.easter as { phase?: { hopsLeft: number; player: number } }).phase;
        // The last hop of the last player of the phase: nothing after it depends on where it lands but the eggs.
        const lastPlayer = !!phase && (phase.player + 1) % v.players.length === v.currentPlayer;
        const gains = v.legalActions!.map((a) => (a.type === 'ext' && a.expansion === 'easter' ? eggBalance(v, a.x, a.y) : 0)).filter((_, i) => v.legalActions![i]!.type === 'ext');
        return phase?.hopsLeft === 1 && lastPlayer && gains.filter((g) => g > 0).length === 1 && gains.length > 1;
      },
      2,
      200,
    );
    expect(hops.length).toBeGreaterThanOrEqual(3);
    for (const s of hops) {
      const v = searchView(s);
      const a = choose(v).action;
      expect(a.type === 'ext' && a.expansion === 'easter' && eggBalance(v, a.x, a.y)).toBeGreaterThan(0);
    }
  }, 120_000);

  it('plays Protection when the attack would cost the viewer a feature, and keeps it when the attack helps', () => {
    const value = new PositionValue();
    // What protecting is worth over letting the attack happen, judged on the real state right after.
    const gain = (s: GameState) => {
      const p = pendingDecision(s)!.player;
      const pass = apply(s, { type: 'pass' }, p);
      const protect = apply(s, { type: 'ext', expansion: 'christmas-gift', kind: 'protect' } as Action, p);
      return pass.ok && protect.ok ? value.margin(protect.value.state, p) - value.margin(pass.value.state, p) : 0;
    };
    const clear = findStates(8, (s) => kindOf(s) === 'christmas-gift/protect' && Math.abs(gain(s)) >= 5, 2, 200);
    expect(clear.filter((s) => gain(s) > 0).length).toBeGreaterThanOrEqual(1);
    expect(clear.filter((s) => gain(s) < 0).length).toBeGreaterThanOrEqual(1);
    for (const s of clear) {
      const a = choose(searchView(s)).action;
      expect(a.type === 'ext' && a.kind === 'protect').toBe(gain(s) > 0);
    }
  }, 120_000);
});
