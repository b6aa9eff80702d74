/**
 * The Easter module (index.ts): its option, setup, steps and view. A file apart from
 * index.ts so that a bundle reading only index.ts's kinds and view reader carries none of
 * the rules.
 */
import type { ExpansionModule, OptionsOf } from '../../expansion.js';
import { ACTIONS } from './actions.js';
import { bunnyPhaseStep, bunnyPlaceStep } from './bunny.js';
import { DIE_OPTIONS } from './die.js';
import { eggBonusStep } from './final.js';
import { nestStep } from './nests.js';
import { ID, slice, withSlice } from './slice.js';
import type { EasterView } from './slice.js';

/** Easter's option: which die the bunny phase rolls (EA-5); '1-1-2-2-3-3' when absent. */
const OPTIONS = { easterDie: DIE_OPTIONS };
export type EasterOptions = OptionsOf<typeof OPTIONS>;

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
