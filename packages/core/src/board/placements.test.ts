import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { CoreError } from '../errors.js';
import { installBoardEngine } from './engine.js';
import { canPlaceAnywhere, fits, fitsNeed, forEachPlacement, needOf, placementActions, placeTile } from './placements.js';
import { emptyBoard } from './state.js';
import { tileAt } from './tiles.js';
import { startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

const T = (id: string) => TYPE_OF.get(id)!;

describe('placements', () => {
  // The start tile D offers N (needs a city), E (road), S (field), W (road): a tile fits in
  // (#city edges + #field edges) + 2 x #road edges ways.
  it.each([
    ['A', 5],
    ['B', 4],
    ['C', 4],
    ['D', 6],
    ['L', 7],
    ['U', 6],
    ['X', 8],
    ['FE2', 4],
    ['FE10', 8],
    ['EN1', 4],
  ])('%s fits next to the start tile in %i ways', (id, count) => {
    expect(placementActions(startBoard(), T(id))).toHaveLength(count);
  });

  it('are listed in frontier order, then rotation, alike rotations apart', () => {
    expect(placementActions(startBoard(), T('C'))).toEqual([0, 90, 180, 270].map((rot) => ({ type: 'place', x: 0, y: -1, rot })));
    const visited: string[] = [];
    forEachPlacement(startBoard(), T('U'), (x, y, q) => void visited.push(`${x},${y},${q}`));
    expect(visited).toEqual(placementActions(startBoard(), T('U')).map((a) => `${a.x},${a.y},${a.rot / 90}`));
    expect(visited[0]).toBe('1,0,0'); // E of D needs a road; U's road runs E-W unturned
  });

  it('stop when the visitor says so, even after it moved the cursor elsewhere', () => {
    const b = startBoard();
    const seen: string[] = [];
    const stopped = forEachPlacement(b, T('U'), (x, y, q) => {
      seen.push(`${x},${y},${q}`);
      placeTile(b, T('U'), q, x, y); // extends b: the cursor leaves it
      return seen.length === 3;
    });
    expect(stopped).toBe(true);
    expect(seen).toEqual(placementActions(b, T('U')).slice(0, 3).map((a) => `${a.x},${a.y},${a.rot / 90}`));
  });

  it('answer needOf, fits and canPlaceAnywhere as the rules do', () => {
    const b = startBoard();
    // North of D: D's N edge is a city (2), seen on the square's S side (bits 4-5).
    expect(needOf(b, 0, -1)).toBe((0x30 << 8) | (2 << 4));
    expect(needOf(b, 0, 0)).toBe(0);
    expect(needOf(b, 5, 5)).toBe(0);
    expect(needOf(b, 0.5, -1)).toBe(0);
    expect(fitsNeed(0b10_00_00_00, 0)).toBe(true);
    expect(fits(b, T('E'), 2, 0, -1)).toBe(true);
    expect(fits(b, T('E'), 0, 0, -1)).toBe(false);
    expect(fits(b, T('E'), 2, 0, 0)).toBe(false);
    const closed = placeTile(b, T('E'), 2, 0, -1);
    expect(canPlaceAnywhere(b, T('C'))).toBe(true);
    expect(canPlaceAnywhere(closed, T('C'))).toBe(false);
    expect(placementActions(emptyBoard(), T('C'))).toEqual([]);
    expect(placementActions(b, 999)).toEqual([]);
  });

  it('put any tile on an empty square (matching is the caller), but refuse taken or far squares', () => {
    const b = startBoard();
    const odd = placeTile(b, T('C'), 0, 0, 1); // a city against D's field: the rules never do this
    expect(tileAt(odd, 0, 1)).toBe(1);
    expect(() => placeTile(b, T('E'), 0, 0, 0)).toThrow(CoreError);
    expect(() => placeTile(b, T('E'), 0, 200, 0)).toThrow(/too far/);
    expect(() => placeTile(b, T('E'), 4, 0, -1)).toThrow(/bad arguments/);
    expect(() => placeTile(b, 999, 0, 0, -1)).toThrow(CoreError);
    expect(() => placeTile(b, T('E'), 0, 0.5, -1)).toThrow(CoreError);
    expect(tileAt(b, 0, 1)).toBe(-1);
  });
});
