import { describe, expect, it } from 'vitest';
import { apply, createGameWithEvents, legalActions, view, type ExpansionId } from '@carc/rules';
import { engineFor, ensureEngine } from './engines.js';
import { randomMove } from './testing.js';

describe('the engine of a game', () => {
  it('plays a game of the base game without fetching any expansion', () => {
    const e = engineFor([]);
    expect(e.modules).toEqual([]);
    expect(engineFor([])).toBe(e);
  });

  it('refuses an expansion whose module was not fetched, rather than play without it', () => {
    expect(() => engineFor(['easter'])).toThrow(/easter/);
  });

  it('has exactly the modules of the game, whatever their order', async () => {
    await ensureEngine(['easter', 'christmas-gift']);
    const e = engineFor(['easter', 'christmas-gift']);
    expect(e.modules.map((m) => m.id)).toEqual(['christmas-gift', 'easter']);
    expect(engineFor(['christmas-gift', 'easter'])).toBe(e);
  });

  for (const expansions of [[], ['christmas-gift'], ['gifts', 'festival'], ['easter'], ['christmas-gift', 'gifts', 'festival', 'easter']] as ExpansionId[][]) {
    it(`plays a game with [${expansions.join(', ')}] exactly as the all-expansions engine does`, async () => {
      await ensureEngine(expansions);
      const e = engineFor(expansions);
      const config = { players: ['Ann', 'Ben', 'Cy'], seed: `engines/${expansions.join('+')}`, expansions };
      const mine = e.createGameWithEvents(config);
      const all = createGameWithEvents(config);
      if (!mine.ok || !all.ok) throw new Error('no game');
      expect(mine.value).toEqual(all.value);
      let [s, t] = [mine.value.state, all.value.state];
      for (let i = 0; i < 60 && !s.finished; i++) {
        expect(e.legalActions(s)).toEqual(legalActions(t));
        expect(e.view(s, i % 3)).toEqual(view(t, i % 3));
        const a = randomMove(t, 'engines')!;
        const r1 = e.apply(s, a);
        const r2 = apply(t, a);
        expect(r1).toEqual(r2);
        if (!r1.ok || !r2.ok) break;
        [s, t] = [r1.value.state, r2.value.state];
      }
    });
  }
});
