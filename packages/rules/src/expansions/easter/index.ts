/**
 * Easter in Carcassonne (rules.md, "Easter in Carcassonne"; docs/expansions/easter.md).
 * Everything about the bunny and the eggs is public; the only hidden part is the future
 * of the `die` stream, which lives in `state.rng` and never in a view.
 */
import type { PlayerView } from '../../types.js';
import { DECISION } from './decisions.js';
import type { EasterView } from './slice.js';

// The module (the rules) lives in module.ts: what this file adds for interfaces (kinds,
// the typed view reader) loads none of them.
export { easter } from './module.js';
export type { EasterOptions } from './module.js';

export { eggBonus } from './final.js';
export { longestRun, legalHops } from './bunny.js';
export type { EasterSlice, Phase } from './slice.js';

/** The decision kinds of Easter, as `pendingDecision(...).kind` names them. */
export const EASTER_DECISIONS = { bunny: DECISION } as const;
/** The kinds of Easter's actions (`{type:'ext', expansion:'easter', kind}`). */
export const EASTER_ACTIONS = { hop: 'hop' } as const;
/** The kinds of Easter's events (`{type:'ext', expansion:'easter', kind}`). */
export const EASTER_EVENTS = { roll: 'roll', hop: 'hop', nest: 'nest', eggBonus: 'eggBonus', bunnyPhaseEnded: 'bunnyPhaseEnded', bunnyPlaced: 'bunnyPlaced' } as const;

export type { EasterView } from './slice.js';

/** Easter's part of a view, typed; null when the game is played without Easter. */
export function easterView(view: Pick<PlayerView, 'ext'>): EasterView | null {
  return (view.ext.easter as EasterView | undefined) ?? null;
}

export type { EasterAction } from './actions.js';
export type { EasterDie } from './die.js';
