import { apply, legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import { resampleHidden, stateDeterminizer } from './StateDeterminizer.js';
import { findStates, hiddenTwin, searchView } from './testPositions.js';

const hand = (s: GameState, id: 'gifts' | 'christmas-gift', field: string, p: number): readonly string[] =>
  ((s.ext[id] as Record<string, { hands: string[][] }> | undefined)?.[field]?.hands[p] ?? []);

describe('stateDeterminizer (tests and bench only)', () => {
  const states = findStates(12, (s) => s.turn > 8 && s.turn % 5 === 0, 2);

  it('finds positions with hidden cards in other hands', () => {
    expect(states.length).toBe(12);
    expect(states.some((s) => hand(s, 'gifts', 'cards', 1 - pendingDecision(s)!.player).length + hand(s, 'christmas-gift', 'roadside', 1 - pendingDecision(s)!.player).length > 0)).toBe(true);
  });

  it('keeps what the viewer sees and the legal actions, and re-deals what is hidden', () => {
    for (const s of states) {
      const p = pendingDecision(s)!.player;
      const d = stateDeterminizer(searchView(s), seededRng('d'))!;
      const { legalActions: _a, ...seen } = view(s, p);
      const { legalActions: _b, ...seenD } = view(d, p);
      expect(seenD).toEqual(seen);
      expect(legalActions(d)).toEqual(legalActions(s));
      expect([...d.stack.slice(d.stackPos)].sort()).toEqual([...s.stack.slice(s.stackPos)].sort());
      for (const [id, field] of [['gifts', 'cards'], ['christmas-gift', 'cloister'], ['christmas-gift', 'roadside']] as const) {
        expect(hand(d, id, field, p)).toEqual(hand(s, id, field, p));
        expect(hand(d, id, field, 1 - p).length).toBe(hand(s, id, field, 1 - p).length);
      }
    }
  });

  it('gives the same sample for states that differ only in hidden information', () => {
    let compared = 0;
    for (const s of states) {
      const p = pendingDecision(s)!.player;
      const twin = hiddenTwin(s, p);
      if (!twin) continue;
      expect(twin.stack).not.toEqual(s.stack);
      expect(resampleHidden(twin, p, seededRng(7))).toEqual(resampleHidden(s, p, seededRng(7)));
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });

  it('samples playable states: random play from a sample reaches the end without a rule error', () => {
    for (const s of states.slice(0, 4)) {
      let d = resampleHidden(s, pendingDecision(s)!.player, seededRng('play'));
      const rng = seededRng('walk');
      while (!d.finished) {
        const acts = legalActions(d);
        const r = apply(d, acts[rng.below(acts.length)]!);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        d = r.value.state;
      }
    }
  });

  it('answers null for a view without a search state', () => {
    const s = states[0]!;
    expect(stateDeterminizer(view(s, pendingDecision(s)!.player), seededRng(1))).toBeNull();
  });
});
