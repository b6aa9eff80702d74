/**
 * Easter Nest scoring (rules.md, Easter Nest): runs at the `nests` point, after the base
 * `score` step, so followers of features completed this turn are already home.
 */
import type { TurnStep } from '../../expansion.js';
import { neighbourCount, tileAt, tileType, tileX, tileY, TYPES } from '../../kit.js';
import type { GameEvent } from '../../types.js';
import { addEggs, easterEvent, eggsNear, slice, withSlice } from './slice.js';

export const NEST_PLACER_EGGS = 2;

// Nest or not, by tile type index: the step looks at nine squares every turn, and most
// turns find no nest, so the test is one array read rather than a symbol lookup.
const IS_NEST = TYPES.map((t) => t.type.symbol === 'nest');

export const nestStep: TurnStep = {
  id: 'easter/nests',
  point: 'nests',
  enter(s) {
    if (s.placed < 0) return { state: s, events: [] };
    const b = s.board;
    const x = tileX(b, s.placed);
    const y = tileY(b, s.placed);
    let events: GameEvent[] | null = null;
    let e = slice(s);
    // A nest is completed now exactly when it lies in the 3×3 around this tile and is surrounded.
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        const t = tileAt(b, nx, ny);
        if (t < 0 || !IS_NEST[tileType(b, t)] || neighbourCount(b, nx, ny) !== 8) continue;
        const gain = eggsNear(s, nx, ny, 1);
        gain[s.turnPlayer]! += NEST_PLACER_EGGS;
        e = addEggs(e, gain);
        (events ??= []).push(easterEvent('nest', { x: nx, y: ny, gained: gain, eggs: e.eggs }, s.turnPlayer));
      }
    }
    return events ? { state: withSlice(s, e), events } : { state: s, events: [] };
  },
};
