/**
 * Easter in Carcassonne (rules.md, "Easter in Carcassonne"; docs/expansions/easter.md).
 * Everything about the bunny and the eggs is public; the only hidden part is the future
 * of the `die` stream, which lives in `state.rng` and never in a view.
 */
import type { ExpansionModule } from '../../expansion.js';
import { bunnyPhaseStep, bunnyPlaceStep } from './bunny.js';
import { DIE_OPTIONS } from './die.js';
import { eggBonusStep } from './final.js';
import { nestStep } from './nests.js';
import { ID, slice, withSlice } from './slice.js';

export { eggBonus } from './final.js';
export { longestRun, legalHops } from './bunny.js';
export type { EasterSlice, Phase } from './slice.js';

export const easter: ExpansionModule = {
  id: ID,
  tileSets: ['easter'],
  // One hop of the bunny to the tile at (x, y) (the bunny phase).
  actions: { hop: { keys: { x: 'int', y: 'int' } } },
  validateConfig(config) {
    const d = config.options?.easterDie;
    if (d === undefined || DIE_OPTIONS.includes(d)) return null;
    return `options.easterDie must be one of ${DIE_OPTIONS.join(', ')}, got ${JSON.stringify(d)}`;
  },
  setup(s) {
    return withSlice(s, { eggs: new Array<number>(s.players.length).fill(0), bunny: null, phase: null });
  },
  steps: [bunnyPlaceStep, nestStep, bunnyPhaseStep, eggBonusStep],
  publicView(s) {
    const e = slice(s);
    const ph = e.phase;
    return {
      eggs: e.eggs.slice(),
      bunny: e.bunny ? { x: e.bunny[0], y: e.bunny[1] } : null,
      phase: ph
        ? { player: (s.turnPlayer + ph.k) % s.players.length, roll: ph.roll, hopsLeft: ph.need, visited: ph.visited.map((v) => [v[0], v[1]]), paths: ph.paths.map((p) => p.map((v) => [v[0], v[1]])) }
        : null,
    };
  },
  redactEvent(event) {
    // Rolls, hops, nests and the bonus are all public.
    return event;
  },
};
