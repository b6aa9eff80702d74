/**
 * The egg bonus at game end (rules.md EA-3, EA-4): 10 points to the player(s) with the
 * most eggs, 5 to the player(s) with the next-highest count; players without eggs get nothing.
 */
import type { TurnStep } from '../../expansion.js';
import { addPoints } from '../../kit.js';
import { easterEvent, slice } from './slice.js';

export const MOST_EGGS_POINTS = 10;
export const SECOND_EGGS_POINTS = 5;

/** Points per player for the given egg counts. */
export function eggBonus(eggs: readonly number[]): number[] {
  const counts = [...new Set(eggs.filter((v) => v > 0))].sort((a, b) => b - a);
  return eggs.map((v) => (v === 0 ? 0 : v === counts[0] ? MOST_EGGS_POINTS : v === counts[1] ? SECOND_EGGS_POINTS : 0));
}

export const eggBonusStep: TurnStep = {
  id: 'easter/final',
  point: 'final-after',
  enter(s) {
    const eggs = slice(s).eggs;
    const award = eggBonus(eggs);
    let out = s;
    award.forEach((p, i) => {
      out = addPoints(out, i, p);
    });
    return { state: out, events: [easterEvent('eggBonus', { eggs: eggs.slice(), award, rules: ['EA-3', 'EA-4'] })] };
  },
};
