/**
 * The Easter die (rules.md EA-5, record-format.md Randomness: stream `die`).
 * Both die options draw one uniform integer below 6 per roll and read it as a face of
 * 1 1 2 2 3 3 (a d6's 1-2, 3-4, 5-6 map to 1, 2, 3: the same thing); `fixed-2` draws nothing.
 */
import { randomBelow } from '../../kit.js';
import type { GameState } from '../../kit.js';

/** The values of Easter's `easterDie` option (the module declares it, easter/index.ts). */
export const DIE_OPTIONS = ['1-1-2-2-3-3', 'd6-mapped', 'fixed-2'] as const;
export type EasterDie = (typeof DIE_OPTIONS)[number];
const FACES = [1, 1, 2, 2, 3, 3] as const;

export function rollDie(s: GameState): { roll: number; state: GameState } {
  if (s.options.easterDie === 'fixed-2') return { roll: 2, state: s };
  const r = randomBelow(s, 'die', 6);
  return { roll: FACES[r.value]!, state: r.state };
}
