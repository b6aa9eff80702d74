/**
 * Easter in Carcassonne (rules.md, "Easter in Carcassonne"; docs/expansions/easter.md).
 * Everything about the bunny and the eggs is public; the only hidden part is the future
 * of the `die` stream, which lives in `state.rng` and never in a view.
 */
import type { ExpansionModule, OptionsOf } from '../../expansion.js';
import type { PlayerView } from '../../types.js';
import { ACTIONS } from './actions.js';
import { bunnyPhaseStep, bunnyPlaceStep, DECISION } from './bunny.js';
import { DIE_OPTIONS } from './die.js';
import { eggBonusStep } from './final.js';
import { nestStep } from './nests.js';
import { ID, slice, withSlice } from './slice.js';

export { eggBonus } from './final.js';
export { longestRun, legalHops } from './bunny.js';
export type { EasterSlice, Phase } from './slice.js';

/** The decision kinds of Easter, as `pendingDecision(...).kind` names them. */
export const EASTER_DECISIONS = { bunny: DECISION } as const;
/** The kinds of Easter's actions (`{type:'ext', expansion:'easter', kind}`). */
export const EASTER_ACTIONS = { hop: 'hop' } as const;
/** The kinds of Easter's events (`{type:'ext', expansion:'easter', kind}`). */
export const EASTER_EVENTS = { roll: 'roll', hop: 'hop', nest: 'nest', eggBonus: 'eggBonus', bunnyPhaseEnded: 'bunnyPhaseEnded', bunnyPlaced: 'bunnyPlaced' } as const;

/** What everyone sees of Easter (`view.ext.easter`): all of it is public. */
export interface EasterView {
  /** Eggs per player. */
  eggs: number[];
  bunny: { x: number; y: number } | null;
  /** The bunny phase under way, or null. */
  phase: { player: number; roll: number; hopsLeft: number; visited: [number, number][]; paths: [number, number][][] } | null;
}

/** Easter's part of a view, typed; null when the game is played without Easter. */
export function easterView(view: Pick<PlayerView, 'ext'>): EasterView | null {
  return (view.ext.easter as EasterView | undefined) ?? null;
}

export type { EasterAction } from './actions.js';
/** Easter's option: which die the bunny phase rolls (EA-5); '1-1-2-2-3-3' when absent. */
const OPTIONS = { easterDie: DIE_OPTIONS };
export type EasterOptions = OptionsOf<typeof OPTIONS>;
export type { EasterDie } from './die.js';

export const easter: ExpansionModule<typeof ID, typeof ACTIONS, typeof OPTIONS> = {
  id: ID,
  order: 40,
  tileSets: ['easter'],
  actions: ACTIONS,
  options: OPTIONS,
  // Easter's nests are scored right after the base scoring, then the bunny phase runs.
  points: [
    { name: 'nests', after: 'score' },
    { name: 'bunny', after: 'nests' },
  ],
  setup(s) {
    return withSlice(s, { eggs: new Array<number>(s.players.length).fill(0), bunny: null, phase: null });
  },
  steps: [bunnyPlaceStep, nestStep, bunnyPhaseStep, eggBonusStep],
  publicView(s): EasterView {
    const e = slice(s);
    const ph = e.phase;
    return {
      eggs: e.eggs.slice(),
      bunny: e.bunny ? { x: e.bunny[0], y: e.bunny[1] } : null,
      phase: ph
        ? { player: (s.turnPlayer + ph.k) % s.players.length, roll: ph.roll, hopsLeft: ph.need, visited: ph.visited.map((v): [number, number] => [v[0], v[1]]), paths: ph.paths.map((p) => p.map((v): [number, number] => [v[0], v[1]])) }
        : null,
    };
  },
  redactEvent(event) {
    // Rolls, hops, nests and the bonus are all public.
    return event;
  },
};
