import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { pendingDecision, view } from '@carc/rules';
import type { GameState } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { Eval1Bot, seededRng } from './index.js';
import { eval1Endgame, eval1MacroValues } from './eval1-prior.js';
import { turnMacros } from './moves.js';
import { startGame, step, walkUntil } from './test-games.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const placeWith = (left: number) => (s: GameState) => pendingDecision(s)?.kind === 'place' && s.stack.length - s.stackPos === left;
const ownView = (s: GameState) => view(s, pendingDecision(s)!.player);

describe('eval1 prior', () => {
  it('values macros as eval1 values its candidates: the best macro is worth what eval1 plays', () => {
    for (const [seed, left] of [['prior-1', 50], ['prior-2', 30], ['prior-3', 10]] as const) {
      const v = ownView(walkUntil(startGame(seed), seed, placeWith(left)));
      const turn = turnMacros(core, v)!;
      const values = eval1MacroValues(v, turn.macros);
      expect(values).toHaveLength(turn.macros.length);
      const eval1 = new Eval1Bot();
      const chosen = eval1.decide(v)!;
      expect(Math.max(...values)).toBeCloseTo(chosen.value, 9);
      // Placements without a follower are valued on the same board as eval1's own.
      const bare = turn.macros.findIndex((m) => m.loc < 0 && m.action === chosen.action);
      expect(values[bare]).toBeLessThanOrEqual(chosen.value + 1e-9);
    }
  });

  it('values the follower decision’s answers too', () => {
    const s = walkUntil(startGame('prior-m'), 'prior-m', (x) => pendingDecision(x)?.kind === 'meeple' && x.stack.length - x.stackPos < 40);
    const v = ownView(s);
    const turn = turnMacros(core, v)!;
    const values = eval1MacroValues(v, turn.macros);
    expect(Math.max(...values)).toBeCloseTo(new Eval1Bot().decide(v)!.value, 9);
  });
});

describe('eval1 endgame', () => {
  it('hands over eval1’s exact choice (placement and follower) with at most one tile to draw', () => {
    for (const seed of ['end-1', 'end-2', 'end-3']) {
      for (const left of [1, 0]) {
        const s = walkUntil(startGame(seed), seed, placeWith(left));
        const v = ownView(s);
        if (v.decision?.kind !== 'place') continue;
        const turn = turnMacros(core, v)!;
        const m = eval1Endgame(v, turn.macros)!;
        const eval1 = new Eval1Bot();
        expect(m.action).toBe(eval1.chooseAction(v, {}, seededRng(0)));
        // The follower half agrees: eval1's answer at the follower decision after this placement.
        const after = step(s, m.action);
        if (after.finished || pendingDecision(after)?.kind !== 'meeple') continue;
        const answer = eval1.chooseAction(ownView(after), {}, seededRng(0));
        expect(answer.type === 'pass').toBe(m.loc < 0);
      }
    }
  }, 60_000);

  it('stays out of the way earlier in the game', () => {
    const v = ownView(walkUntil(startGame('end-early'), 'end-early', placeWith(2)));
    expect(eval1Endgame(v, turnMacros(core, v)!.macros)).toBeNull();
  });
});
