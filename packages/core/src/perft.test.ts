/**
 * Perft-style counts: the exact number of legal (x, y, rot) placements for a tile on small
 * hand-built boards. Rotations that look alike count separately (the playout policy is
 * uniform over position x rotation).
 *
 * Hand-counting rule used below: a free square with exactly one placed neighbour, whose
 * facing edge has kind k, accepts the rotations that bring one of the tile's k edges
 * there, i.e. (number of k edges on the tile) rotations. A square with two neighbours on
 * adjacent sides accepts one rotation per cyclically adjacent pair of the tile's edges
 * with the right kinds.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCore } from './node.js';
import type { CoreEngine } from './engine.js';

let e: CoreEngine;
beforeAll(async () => {
  e = await loadCore();
});
beforeEach(() => e.reset(2));

describe('placements on the start tile alone', () => {
  // D offers four squares, each with one neighbour: N needs C, E needs R, S needs F, W
  // needs R. So a tile fits in (#C + #F) + 2 * #R = 4 + #R ways.
  it.each([
    ['A', 5], // FFRF: 1 road edge
    ['B', 4],
    ['C', 4], // only north, 4 rotations of an all-city tile
    ['D', 6],
    ['L', 7],
    ['U', 6],
    ['V', 6],
    ['W', 7],
    ['X', 8],
  ])('%s fits in %i ways', (tile, count) => {
    const list = e.placements(tile);
    expect(list).toHaveLength(count);
    // Every listed placement is distinct and really playable.
    expect(new Set(list.map((p) => `${p.x},${p.y},${p.rot}`)).size).toBe(count);
    for (const p of list) expect(e.spots(tile, p.x, p.y, p.rot)).not.toBeNull();
  });

  it('lists C only north of the start tile', () => {
    expect(e.placements('C').map((p) => [p.x, p.y])).toEqual([
      [0, -1],
      [0, -1],
      [0, -1],
      [0, -1],
    ]);
  });
});

describe('placements once the start city is closed', () => {
  // D + E(0,-1) rot 180: squares (1,0), (-1,0) need R; (0,1), (1,-1), (-1,-1), (0,-2) need
  // F (E's N, E, W sides are fields). Count = 2 * #R + 4 * #F.
  beforeEach(() => e.put({ tile: 'E', x: 0, y: -1, rot: 180 }));
  it.each([
    ['B', 16], // 4 F squares x 4 field edges
    ['C', 0], // no city square left
    ['E', 12], // 4 x 3 field edges
    ['U', 12], // 2 x 2 road edges + 4 x 2 field edges
    ['X', 8], // 2 x 4 road edges
    ['L', 6], // 2 x 3 road edges, no field edge
  ])('%s fits in %i ways', (tile, count) => {
    expect(e.placements(tile)).toHaveLength(count);
  });
});

describe('placements with a two-sided square', () => {
  // D, U(1,0) rot 0, B(0,1): single squares (0,-1) C; (1,-1), (-1,1), (0,2) F; (2,0),
  // (-1,0) R; and (1,1) needs F on N (U's south) and F on W (B's east).
  // Count = #C + 3 * #F + 2 * #R + (adjacent F-F edge pairs).
  beforeEach(() => {
    e.put({ tile: 'U', x: 1, y: 0, rot: 0 });
    e.put({ tile: 'B', x: 0, y: 1, rot: 0 });
  });
  it.each([
    ['V', 11], // FFRR: 0 + 6 + 4 + 1 (N-E pair)
    ['E', 12], // CFFF: 1 + 9 + 0 + 2 (E-S, S-W)
    ['B', 16], // 0 + 12 + 0 + 4
    ['L', 7], // CRRR: 1 + 0 + 6 + 0
    ['A', 13], // FFRF: 0 + 9 + 2 + 2 (N-E, W-N)
    ['X', 8], // 0 + 0 + 8 + 0
  ])('%s fits in %i ways', (tile, count) => {
    expect(e.placements(tile)).toHaveLength(count);
  });

  it('only offers rotations of V at (1,1) with fields north and west', () => {
    // V rot 0 has fields on N and E; turning it 270 degrees clockwise carries N to W and
    // E to N, the only rotation with fields on both N and W.
    expect(e.placements('V').filter((p) => p.x === 1 && p.y === 1)).toEqual([{ x: 1, y: 1, rot: 270 }]);
  });
});

describe('placements into a square closed on all four sides', () => {
  // Ring around (0,1) (see the cloister test in scoring.test.ts): every side facing the
  // hole is a field, so only an all-field tile fits there, in each of its 4 rotations.
  beforeEach(() => {
    for (const [tile, x, y] of [
      ['U', -1, 0],
      ['U', 1, 0],
      ['B', -1, 1],
      ['B', 1, 1],
      ['B', -1, 2],
      ['B', 1, 2],
      ['B', 0, 2],
    ] as const) {
      e.put({ tile, x, y, rot: 0 });
    }
  });
  it.each([
    ['B', 4],
    ['A', 0], // a road edge against a field
    ['E', 0],
    ['U', 0],
  ])('%s fits the hole in %i ways', (tile, count) => {
    expect(e.placements(tile).filter((p) => p.x === 0 && p.y === 1)).toHaveLength(count);
  });
});

describe('follower spots', () => {
  it('offers every feature of a fresh tile, one location each', () => {
    // U at (1,0): its road, the north field, the south field.
    expect(e.spots('U', 1, 0, 0)).toEqual(['E', 'NL', 'ER']);
    expect(e.spots('U', 1, 0, 90)).toBeNull(); // would put a field against D's road
  });

  it('leaves out features already held through a neighbour', () => {
    e.put({ tile: 'U', x: -1, y: 0, rot: 0, meeple: 'W' });
    // Road through D is Ann's now; the fields on both sides are free.
    expect(e.spots('U', 1, 0, 0)).toEqual(['NL', 'ER']);
    // L at (0,-1) rot 180: its city cap (S) joins D's open city, which is free.
    expect(e.spots('L', 0, -1, 180)).toContain('S');
  });
});
