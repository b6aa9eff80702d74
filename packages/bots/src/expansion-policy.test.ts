import { legalActions, pendingDecision, view } from '@carc/rules';
import type { Action, GameState, PlayerView } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { Eval1Bot } from './eval1-bot.js';
import { seededRng } from './rng.js';
import { startGame, step } from './test-games.js';

/** Eggs a hop onto (x, y) earns the viewer minus the best other player (EA-2). */
function eggBalance(v: PlayerView, x: number, y: number): number {
  const per = v.players.map(() => 0);
  for (const f of v.followers) if (f.spot.x === x && f.spot.y === y) per[f.player]!++;
  const me = v.viewer!;
  return per[me]! - Math.max(...per.filter((_, p) => p !== me));
}

/** Plays seeded random games with Easter and collects the views of bunny decisions with a choice. */
function bunnyViews(count: number): PlayerView[] {
  const out: PlayerView[] = [];
  for (let g = 0; out.length < count && g < 40; g++) {
    let s: GameState = startGame(`bunny-${g}`, 3, ['easter']);
    const rng = seededRng(`bunny-walk-${g}`);
    while (!s.finished && out.length < count) {
      const d = pendingDecision(s)!;
      const acts = legalActions(s);
      if (d.kind === 'easter/bunny' && acts.filter((a) => a.type === 'ext').length > 1) out.push(view(s, d.player));
      s = step(s, acts[rng.below(acts.length)]!);
    }
  }
  return out;
}

describe('ExpansionPolicy (through eval1)', () => {
  const views = bunnyViews(12);

  it('finds bunny decisions where the choice matters', () => {
    expect(views.length).toBe(12);
    const discriminating = views.filter((v) => {
      const balances = new Set(v.legalActions!.map((a) => (a.type === 'ext' && a.kind === 'hop' ? eggBalance(v, a.x, a.y) : 0)));
      return balances.size > 1;
    });
    expect(discriminating.length).toBeGreaterThanOrEqual(4);
  });

  it('hops the bunny onto a tile where the eggs favour the viewer most', () => {
    for (const v of views) {
      const hops = v.legalActions!.filter((a): a is Extract<Action, { kind: 'hop' }> => a.type === 'ext' && a.kind === 'hop');
      const best = Math.max(...hops.map((a) => eggBalance(v, a.x, a.y)));
      const chosen = new Eval1Bot().chooseAction(v, {}, seededRng(0));
      expect(chosen.type === 'ext' && chosen.kind).toBe('hop');
      if (chosen.type === 'ext' && chosen.kind === 'hop') expect(eggBalance(v, chosen.x, chosen.y)).toBe(best);
    }
  });

  it('chooses the same hop whatever the generator', () => {
    for (const v of views) {
      const a = new Eval1Bot().chooseAction(v, {}, seededRng(1));
      expect(new Eval1Bot().chooseAction(v, {}, seededRng(2))).toEqual(a);
    }
  });
});
