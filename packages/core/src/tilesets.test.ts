/** The core plays any tile set under base rules: The Festival and Easter tiles with the base ones. */
import { describe, expect, it } from 'vitest';
import { ALL_TILES } from '@carc/tiles';
import type { TileSet } from '@carc/tiles';
import { loadCore } from './node.js';
import { CoreEngine, CoreError } from './engine.js';

const SETS: TileSet[][] = [['base'], ['festival'], ['easter'], ['festival', 'easter']];

describe('tile sets', () => {
  it('stack the base tiles with each set, less the start tile', () => {
    expect(SETS.map((s) => CoreEngine.stackOf(s).length)).toEqual([71, 81, 93, 103]);
    expect(CoreEngine.stackOf(['festival']).filter((id) => id.startsWith('FE'))).toHaveLength(10);
  });

  it.each(SETS)('%s and base: whole games place or discard every tile, followers add up, same seed same games', async (...sets) => {
    const e = await loadCore({ tiles: ALL_TILES });
    const stack = CoreEngine.stackOf(sets);
    for (let game = 0; game < 12; game++) {
      const players = 2 + (game % 4);
      e.seed(300 + game);
      e.reset(players);
      e.setStack(stack);
      e.shuffleStack();
      let drawn = 0;
      for (let r = e.step(); r; r = e.step()) {
        drawn++;
        const supply = e.supplies();
        const board = e.followersOnBoard();
        for (let p = 0; p < players; p++) expect(supply[p]! + board[p]!).toBe(7);
      }
      expect(drawn).toBe(stack.length);
      expect(e.placed - 1 + e.discarded).toBe(stack.length);
      const final = e.finish();
      expect(final.every((s) => s >= 0)).toBe(true);
    }
    const other = await loadCore({ tiles: ALL_TILES });
    expect(e.randomGames(200, 3, 9, sets)).toEqual(other.randomGames(200, 3, 9, sets));
  });

  it('refuses tiles the engine was not made with', async () => {
    const base = await loadCore();
    expect(() => base.randomGames(1, 2, 1, ['festival'])).toThrow(CoreError);
  });
});
