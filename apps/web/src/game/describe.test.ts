import { describe, expect, it } from 'vitest';
import type { GameEvent, ScoreExplanation } from '@carc/rules';
import { breakdown, describeEvent } from './describe.js';

const city: ScoreExplanation = { feature: 'city', when: 'completed', tiles: 4, pennants: 2, followers: [1, 0], owners: [0], points: 12, cells: [] };

describe('event log sentences', () => {
  it('explains a score the way players count it', () => {
    expect(describeEvent('en', { type: 'scored', explanation: city }, ['Ann', 'Ben'])).toBe('Ann scored a city: 4 tiles + 2 pennants = 12');
  });

  it('explains a farm by its cities and an unfinished road at the end', () => {
    const farm: ScoreExplanation = { ...city, feature: 'field', when: 'final', cities: 3, pennants: 0, points: 9, owners: [0, 1] };
    expect(describeEvent('en', { type: 'scored', explanation: farm }, ['Ann', 'Ben'])).toBe('Ann, Ben scored an unfinished farm: 3 completed cities = 9');
  });

  it('says "1 tile", not "1 tiles"', () => {
    const road: ScoreExplanation = { ...city, feature: 'road', tiles: 1, pennants: 0, points: 1, when: 'final' };
    expect(describeEvent('en', { type: 'scored', explanation: road }, ['Ann'])).toBe('Ann scored an unfinished road: 1 tile = 1');
  });

  it('tells what a scoring card made of a share, and nothing extra otherwise', () => {
    const boosted: ScoreExplanation = { ...city, owners: [0, 1], followers: [1, 1], awarded: [16, 12], rules: ['B-5', 'CG-10'] };
    expect(describeEvent('en', { type: 'scored', explanation: boosted }, ['Ann', 'Ben'])).toBe('Ann, Ben scored a city: 4 tiles + 2 pennants = 12 (Ann: 16)');
    expect(describeEvent('en', { type: 'scored', explanation: { ...city, awarded: [12, 0] } }, ['Ann', 'Ben'])).toBe('Ann scored a city: 4 tiles + 2 pennants = 12');
  });

  it('speaks the chosen language', () => {
    expect(describeEvent('fr', { type: 'scored', explanation: city }, ['Ann'])).toBe('Ann marque une ville : 4 tuiles + 2 blasons = 12');
  });

  it('hides secret expansion events', () => {
    expect(describeEvent('en', { type: 'ext', expansion: 'gifts', kind: 'draw', player: 0, secretTo: [0] }, ['Ann'])).toBeNull();
  });

  it('tells a secret card draw by its deck only, and played cards by their names', () => {
    const drawn: GameEvent = { type: 'ext', expansion: 'christmas-gift', kind: 'cardDrawn', player: 0, secretTo: [0], data: { deck: 'roadside', card: 'force', handSize: 2 } };
    const text = describeEvent('en', drawn, ['Ann']);
    expect(text).toBe('Ann drew a card from the Roadside deck');
    expect(text).not.toMatch(/force/i);
    expect(describeEvent('en', { type: 'ext', expansion: 'gifts', kind: 'cardDrawn', player: 0, secretTo: [0], data: { deck: 'gifts', card: 'synod' } }, ['Ann'])).toBe('Ann received a gift');
    const played: GameEvent = { type: 'ext', expansion: 'christmas-gift', kind: 'cardPlayed', player: 1, data: { window: 'start', card: 'swap-road', spot: { x: 1, y: 0, at: 'N' } } };
    expect(describeEvent('en', played, ['Ann', 'Ben'])).toBe('Ben played a card: Swap: road (1, 0)');
    expect(describeEvent('de', played, ['Ann', 'Ben'])).toContain('Tausch: Straße');
    expect(describeEvent('en', { type: 'ext', expansion: 'gifts', kind: 'opened', player: 0, data: { card: 'cash-out' } }, ['Ann'])).toBe('Ann opened a gift: Cash out');
    expect(describeEvent('en', { type: 'ext', expansion: 'christmas-gift', kind: 'cardCancelled', player: 1, data: { card: 'force', by: 0, protection: true } }, ['Ann', 'Ben'])).toBe('Ann cancelled Force with Protection');
    expect(describeEvent('en', { type: 'ext', expansion: 'christmas-gift', kind: 'bonus', player: 0, data: { card: 'supply-bonus', points: 6 } }, ['Ann'])).toBe('Ann: Supply bonus +6');
  });

  it('sums the final breakdown by category', () => {
    const ev: GameEvent[] = [
      { type: 'scored', explanation: city },
      { type: 'scored', explanation: { ...city, when: 'final', feature: 'road', points: 3, owners: [1] } },
      { type: 'scored', explanation: { ...city, when: 'final', feature: 'road', points: 2, owners: [1] } },
    ];
    const b = breakdown(ev, 2);
    expect(b.during).toEqual([12, 0]);
    expect(b.final.road).toEqual([0, 5]);
    // A laid-down feature (CG-12) is paid once, at game end, not when it is scored.
    const laid = breakdown([{ type: 'scored', explanation: { ...city, rules: ['B-4', 'CG-12'] } }, { type: 'ext', expansion: 'christmas-gift', kind: 'bankPaid', player: 0, data: { points: 12 } }], 2);
    expect(laid.during).toEqual([0, 0]);
    expect(laid.final['christmas-gift']).toEqual([12, 0]);
    // The engine's own account wins: a scoring card's raise (CG-10) and a banked feature.
    const boosted = breakdown([{ type: 'scored', explanation: { ...city, owners: [0, 1], followers: [1, 1], awarded: [16, 12] } }], 2);
    expect(boosted.during).toEqual([16, 12]);
    const banked = breakdown([{ type: 'scored', explanation: { ...city, rules: ['B-4', 'CG-12'], awarded: [0, 0] } }], 2);
    expect(banked.during).toEqual([0, 0]);
  });

  it('uses each language’s plural forms', () => {
    const farm = (cities: number): GameEvent => ({ type: 'scored', explanation: { ...city, feature: 'field', when: 'final', pennants: 0, cities, points: 3 * cities } });
    expect(describeEvent('en', farm(1), ['Ann'])).toBe('Ann scored an unfinished farm: 1 completed city = 3');
    expect(describeEvent('cs', farm(3), ['Ann'])).toContain('3 dokončená města');
    expect(describeEvent('cs', farm(5), ['Ann'])).toContain('5 dokončených měst');
    const road = (tiles: number): GameEvent => ({ type: 'scored', explanation: { ...city, feature: 'road', pennants: 0, tiles, points: tiles } });
    expect(describeEvent('ro', road(1), ['Ann'])).toContain('1 piesă');
    expect(describeEvent('ro', road(21), ['Ann'])).toContain('21 de piese');
    const roll = (hops: number): GameEvent => ({ type: 'ext', expansion: 'easter', kind: 'roll', player: 1, data: { roll: hops, hops } });
    expect(describeEvent('en', roll(1), ['Ann', 'Ben'])).toBe('Ben rolled 1: the bunny may hop once');
    expect(describeEvent('en', roll(3), ['Ann', 'Ben'])).toBe('Ben rolled 3: the bunny may hop 3 times');
  });

  it('tells the egg bonus in words in every language, never as a code', () => {
    const bonus: GameEvent = { type: 'ext', expansion: 'easter', kind: 'eggBonus', data: { eggs: [4, 1, 0], award: [10, 5, 0], rules: ['EA-3', 'EA-4'] } };
    expect(describeEvent('en', bonus, ['Ann', 'Ben', 'Cleo'])).toBe('Egg bonus: Ann +10 (4 eggs), Ben +5 (1 egg)');
    for (const l of ['nl', 'fr', 'ro', 'cs', 'hu', 'de'] as const) {
      const text = describeEvent(l, bonus, ['Ann', 'Ben', 'Cleo'])!;
      expect(text, l).not.toMatch(/eggBonus|easter/);
      expect(text, l).toContain('+10');
    }
    const hop: GameEvent = { type: 'ext', expansion: 'easter', kind: 'hop', player: 0, data: { x: 1, y: 1, gained: [0, 1, 2] } };
    expect(describeEvent('en', hop, ['Ann', 'Ben', 'Cleo'])).toBe('Ann moved the bunny to (1, 1) (Ben +1 egg, Cleo +2 eggs)');
    const none: GameEvent = { type: 'ext', expansion: 'easter', kind: 'eggBonus', data: { eggs: [0, 0], award: [0, 0] } };
    expect(describeEvent('en', none, ['Ann', 'Ben'])).toBe('Egg bonus: nobody collected any eggs');
  });
});
