import { unshuffledStack } from '@carc/tiles';
import { describe, expect, it } from 'vitest';
import { TileOdds } from './tile-odds.js';

/** Cell signature from side digits N, E, S, W (0 none, 1 city, 2 road, 3 field). */
const sig = (n: number, e: number, s: number, w: number): number => n + 4 * e + 16 * s + 64 * w;

describe('TileOdds', () => {
  const odds = new TileOdds(unshuffledStack(['base']));

  it('every tile fits a cell with no neighbour', () => {
    expect(odds.fitting(0)).toBe(71);
  });

  it('only the four-sided city fits a cell walled in by cities', () => {
    expect(odds.fitting(sig(1, 1, 1, 1))).toBe(1);
    expect(odds.closing(sig(1, 1, 1, 1), 0)).toBe(1);
  });

  it('a city side that is the only neighbour is closed only by tiles with a one-edge city', () => {
    const cell = sig(1, 0, 0, 0);
    // One-edge cities: D 3 (one is the start tile), E 5, H 3, I 2, J 3, K 3, L 3: 22 tiles.
    expect(odds.closing(cell, 0)).toBe(22);
    expect(odds.fitting(cell)).toBeGreaterThan(odds.closing(cell, 0));
  });

  it('closing never exceeds fitting, and fewer unseen tiles never fit more', () => {
    const few = new TileOdds(['E', 'E', 'U', 'V']);
    for (let s = 0; s < 256; s++) {
      for (let side = 0; side < 4; side++) expect(odds.closing(s, side)).toBeLessThanOrEqual(odds.fitting(s));
      expect(few.fitting(s)).toBeLessThanOrEqual(odds.fitting(s));
    }
  });
});
