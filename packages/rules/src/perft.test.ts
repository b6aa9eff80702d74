/**
 * Perft-style counts: how many (position × rotation) placements `legalActions` offers for
 * a tile on a small fixture board, counted by hand. Equal rotations (X, C, B) count
 * separately: the decision is a position and a rotation.
 *
 * Rotated edges (N E S W), board edge e showing canonical edge (e - q):
 *   E  C F F F : rot0 C F F F, rot90 F C F F, rot180 F F C F, rot270 F F F C
 *   U  F R F R : rot0/180 F R F R, rot90/270 R F R F
 *   V  F F R R : rot0 F F R R, rot90 R F F R, rot180 R R F F, rot270 F R R F
 *   D  C R F R : rot0 C R F R, rot90 R C R F, rot180 F R C R, rot270 R F R C
 *   K  C F R R : rot0 C F R R, rot90 R C F R, rot180 R R C F, rot270 F R R C
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from './index.js';
import type { GameState } from './state.js';
import { start, turn } from './test-support/play.js';
import type { RecordMove } from './types.js';

/** A board from `setup` moves, with `tile` drawn next. */
function fixture(setup: RecordMove[], tile: string): GameState {
  let s = start([...setup.map((m) => m.tile), tile], 1);
  for (const m of setup) s = turn(s, m).state;
  return s;
}

function placements(s: GameState): number {
  return legalActions(s).filter((a) => a.type === 'place').length;
}

describe('placements on the start tile alone', () => {
  // Open squares: (0,-1) needs S=C, (1,0) needs W=R, (0,1) needs N=F, (-1,0) needs E=R.
  const cases: [string, number, string][] = [
    ['E', 4, '(0,-1): rot180; (0,1): rot90, rot180, rot270'],
    ['U', 6, '(1,0), (0,1), (-1,0): rot0 and rot180 each'],
    ['X', 8, '(1,0) and (-1,0): all four rotations'],
    ['C', 4, '(0,-1): all four rotations'],
    ['B', 4, '(0,1): all four rotations'],
    ['D', 6, '(0,-1) rot180; (1,0) rot0, rot180; (0,1) rot180; (-1,0) rot0, rot180'],
  ];
  for (const [tile, count, why] of cases) {
    it(`${tile}: ${count} (${why})`, () => {
      expect(placements(fixture([], tile))).toBe(count);
    });
  }
});

describe('placements after E closes the start city at (0,-1)', () => {
  // Open squares: (0,-2) S=F, (-1,-1) E=F, (1,-1) W=F, (1,0) W=R, (0,1) N=F, (-1,0) E=R.
  const setup: RecordMove[] = [{ tile: 'E', x: 0, y: -1, rot: 180 }];
  it('V: 12 (two rotations on each of the six squares)', () => {
    expect(placements(fixture(setup, 'V'))).toBe(12);
  });
  it('C: 0 (no square accepts four city edges)', () => {
    // legalActions of a tile that fits nowhere cannot be asked: the engine discards it
    // (B-3). So check on a fixture where C is drawn after another tile instead.
    const s = start(['E', 'C', 'U'], 1);
    const after = turn(s, setup[0]!).state;
    expect(after.discarded).toEqual(['C']);
    expect(after.tile).toBe('U');
  });
});

describe('placements with a square that has two neighbours', () => {
  // D, E rot180 at (0,-1), U rot0 at (1,0). Open squares: (0,-2) S=F; (-1,-1) E=F;
  // (1,-1) W=F and S=F; (2,0) W=R; (1,1) N=F; (0,1) N=F; (-1,0) E=R.
  const setup: RecordMove[] = [
    { tile: 'E', x: 0, y: -1, rot: 180 },
    { tile: 'U', x: 1, y: 0, rot: 0 },
  ];
  it('K: 8 = 1 + 1 + 0 + 2 + 1 + 1 + 2', () => {
    // (0,-2) rot90; (-1,-1) rot0; (1,-1) none (no rotation has both W and S fields);
    // (2,0) rot0, rot90; (1,1) rot270; (0,1) rot270; (-1,0) rot180, rot270.
    const s = fixture(setup, 'K');
    expect(placements(s)).toBe(8);
    expect(legalActions(s).some((a) => a.type === 'place' && a.x === 1 && a.y === -1)).toBe(false);
  });
  it('B: 20 (four rotations on the five squares that need only fields)', () => {
    expect(placements(fixture(setup, 'B'))).toBe(20);
  });
});
