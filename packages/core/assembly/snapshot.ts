// The position a playout returns to. The game state is one region of memory (layout.ts),
// so saving and restoring it is one copy each; only the grid, which is derived from the
// placements, is rebuilt.

import { Counters, game, liveStateBytes, snapshot, state } from './layout';
import { clearGrid, gridPlace } from './grid';

const saved = changetype<Counters>(snapshot);

export function save(): void {
  memory.copy(snapshot, state, liveStateBytes(game.placed));
}

export function restore(): void {
  clearGrid(); // before the copy: it walks the placements being undone
  memory.copy(state, snapshot, liveStateBytes(saved.placed));
  // Replaying the grid in placement order rebuilds the same frontier order as before.
  for (let i = 0; i < game.placed; i++) gridPlace(i);
}
