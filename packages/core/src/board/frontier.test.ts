import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { installBoardEngine } from './engine.js';
import { frontierCount, frontierX, frontierY } from './frontier.js';
import { placeTile } from './placements.js';
import type { BoardState } from './state.js';
import { startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

function squares(b: BoardState): string {
  const out: string[] = [];
  for (let k = 0; k < frontierCount(b); k++) out.push(`${frontierX(b, k)},${frontierY(b, k)}`);
  return out.join(' ');
}

describe('the frontier', () => {
  it('lists the squares next to a tile in the order they appeared', () => {
    let b = startBoard();
    expect(squares(b)).toBe('0,-1 1,0 0,1 -1,0');
    // A tile east: its square leaves (the others keep their order), the ones it opens follow N E S.
    b = placeTile(b, TYPE_OF.get('U')!, 0, 1, 0);
    expect(squares(b)).toBe('0,-1 0,1 -1,0 1,-1 2,0 1,1');
    // A tile north: (0,-1) leaves; (1,-1) was there already; it opens N and W.
    b = placeTile(b, TYPE_OF.get('E')!, 2, 0, -1);
    expect(squares(b)).toBe('0,1 -1,0 1,-1 2,0 1,1 0,-2 -1,-1');
    // Filling a square in the middle of the list.
    b = placeTile(b, TYPE_OF.get('B')!, 0, 1, -1);
    expect(squares(b)).toBe('0,1 -1,0 2,0 1,1 0,-2 -1,-1 1,-2 2,-1');
    expect(frontierCount(b)).toBe(8);
  });

  it('keeps each board its own order while the cursor moves between them', () => {
    const start = startBoard();
    const east = placeTile(start, TYPE_OF.get('U')!, 0, 1, 0);
    const west = placeTile(start, TYPE_OF.get('U')!, 0, -1, 0);
    expect(squares(east)).toBe('0,-1 0,1 -1,0 1,-1 2,0 1,1');
    expect(squares(west)).toBe('0,-1 1,0 0,1 -1,-1 -1,1 -2,0');
    expect(frontierX(east, 4)).toBe(2);
    expect(frontierX(west, 5)).toBe(-2);
  });
});

describe('frontier squares past the end', () => {
  it('are undefined, as in a list', () => {
    const b = startBoard();
    expect(frontierX(b, 4)).toBeUndefined();
    expect(frontierY(b, 4)).toBeUndefined();
  });
});
