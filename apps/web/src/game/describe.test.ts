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

  it('speaks the chosen language', () => {
    expect(describeEvent('fr', { type: 'scored', explanation: city }, ['Ann'])).toBe('Ann marque une ville : 4 tuiles + 2 blasons = 12');
  });

  it('hides secret expansion events', () => {
    expect(describeEvent('en', { type: 'ext', expansion: 'gifts', kind: 'draw', player: 0, secretTo: [0] }, ['Ann'])).toBeNull();
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
  });
});
