import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { installBoardEngine } from './engine.js';
import { placeTile } from './placements.js';
import { emptyBoard } from './state.js';
import { neighbourCount, tileAt, tileFirstSeg, tileTurns, tileType, tileX, tileY } from './tiles.js';
import { START, startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

const E = TYPE_OF.get('E')!;
const FE5 = TYPE_OF.get('FE5')!;

describe('placed tiles', () => {
  it('are numbered in placement order with their type, turns, square and first segment', () => {
    let b = startBoard();
    b = placeTile(b, E, 2, 0, -1);
    b = placeTile(b, FE5, 1, 1, 0);
    expect([0, 1, 2].map((t) => [tileType(b, t), tileTurns(b, t), tileX(b, t), tileY(b, t), tileFirstSeg(b, t)])).toEqual([
      [START, 0, 0, 0, 0],
      [E, 2, 0, -1, 4], // D has 4 features
      [FE5, 1, 1, 0, 6], // E has 2
    ]);
    expect(b.segCount).toBe(6 + 8); // FE5 has 8
    expect([tileAt(b, 0, 0), tileAt(b, 0, -1), tileAt(b, 1, 0), tileAt(b, -1, 0)]).toEqual([0, 1, 2, -1]);
  });

  it('answer -1 for any square without a tile, far, fractional or on the same torus cell', () => {
    const b = startBoard();
    for (const [x, y] of [
      [128, 0],
      [0, 128],
      [-128, -128],
      [1e9, 0],
      [0.5, 0],
      [Number.NaN, 0],
      [2, 2],
    ] as const) {
      expect(tileAt(b, x, y), `${x},${y}`).toBe(-1);
    }
    expect(tileAt(emptyBoard(), 0, 0)).toBe(-1);
  });

  it('count their neighbours among the 8 around a square', () => {
    let b = startBoard();
    expect(neighbourCount(b, 0, 0)).toBe(0);
    expect(neighbourCount(b, 1, 1)).toBe(1);
    b = placeTile(b, E, 2, 0, -1);
    expect(neighbourCount(b, 1, -1)).toBe(2);
    expect(neighbourCount(b, 0, 0)).toBe(1);
    expect(neighbourCount(b, 500, 500)).toBe(0);
  });
});
