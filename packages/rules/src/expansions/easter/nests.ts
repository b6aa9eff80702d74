/**
 * Easter Nest scoring (rules.md, Easter Nest): runs at the `nests` point, after the base
 * `score` step, so followers of features completed this turn are already home.
 */
import type { TurnStep } from '../../expansion.js';
import { neighbourCount, tileAt, tileField } from '../../board.js';
import { TYPES } from '../../tiledefs.js';
import type { GameEvent } from '../../types.js';
import { addEggs, easterEvent, eggsForFollowers, placedCell, slice, withSlice } from './slice.js';

export const NEST_PLACER_EGGS = 2;

// Nest or not, by tile type index: the step looks at nine squares every turn, and most
// turns find no nest, so the test is one array read rather than a symbol lookup.
const IS_NEST = TYPES.map((t) => t.type.symbol === 'nest');

export const nestStep: TurnStep = {
  id: 'easter/nests',
  point: 'nests',
  enter(s) {
    const c = placedCell(s);
    if (!c) return { state: s, events: [] };
    const events: GameEvent[] = [];
    let e = slice(s);
    // A nest is completed now exactly when it lies in the 3×3 around this tile and is surrounded.
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = c[0] + dx;
        const ny = c[1] + dy;
        const t = tileAt(s.board, nx, ny);
        if (t < 0 || !IS_NEST[tileField(s.board, t, 0)] || neighbourCount(s.board, nx, ny) !== 8) continue;
        const gain = eggsForFollowers(s, (fx, fy) => Math.abs(fx - nx) <= 1 && Math.abs(fy - ny) <= 1);
        gain[s.turnPlayer]! += NEST_PLACER_EGGS;
        e = addEggs(e, gain);
        events.push(easterEvent('nest', { x: nx, y: ny, gained: gain, eggs: e.eggs }, s.turnPlayer));
      }
    }
    return { state: events.length ? withSlice(s, e) : s, events };
  },
};
