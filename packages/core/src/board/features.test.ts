import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { CoreError } from '../errors.js';
import { installBoardEngine } from './engine.js';
import { basePoints, featureInfo } from './features.js';
import { addFollower } from './followers.js';
import { placeTile } from './placements.js';
import { startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

const T = (id: string) => TYPE_OF.get(id)!;

describe('featureInfo', () => {
  it('reads a closed two-tile city, its farm and their points', () => {
    let b = placeTile(startBoard(), T('E'), 2, 0, -1);
    b = addFollower(b, 1, 0, 0);
    const city = featureInfo(b, 0, 2);
    expect(city).toEqual({
      root: 4,
      kind: 'city',
      tiles: 2,
      pennants: 0,
      cells: [
        [0, -1],
        [0, 0],
      ],
      complete: true,
      followers: [0, 1],
      followerIndices: [0],
      neighbours: 0,
      completedCities: [],
    });
    expect(basePoints(city, 'completed')).toEqual({ points: 4, rules: ['B-4', 'B-5'] });
    expect(basePoints(city, 'final')).toEqual({ points: 2, rules: ['B-6'] });
    // D's field EL WR borders the city; so does E's field.
    const farm = featureInfo(b, 2, 3);
    expect(farm).toMatchObject({ kind: 'field', completedCities: [4], followers: [0, 0, 0], complete: false });
    expect(basePoints(farm, 'final')).toEqual({ points: 3, rules: ['B-6'] });
    expect(featureInfo(b, 5, 2).completedCities).toEqual([4]);
    expect(featureInfo(b, 3, 2).completedCities).toEqual([]);
  });

  it('counts a tile once however often the feature crosses it (B-5), and pennants', () => {
    // C (all city, pennant) north of D, then closes nothing: 2 tiles, 1 pennant, open.
    const b = placeTile(startBoard(), T('C'), 0, 0, -1);
    const city = featureInfo(b, 0, 2);
    expect([city.tiles, city.pennants, city.complete]).toEqual([2, 1, false]);
    expect(basePoints(city, 'final')).toEqual({ points: 3, rules: ['B-6'] });
  });

  it('counts a cloister neighbours, complete with all 8', () => {
    let b = placeTile(startBoard(), T('B'), 0, 0, 1); // cloister south of D
    const cloister = () => featureInfo(b, 4, 2);
    expect(cloister()).toMatchObject({ kind: 'cloister', neighbours: 1, complete: false, cells: [[0, 1]] });
    expect(basePoints(cloister(), 'final').points).toBe(2);
    expect(basePoints(cloister(), 'completed')).toEqual({ points: 9, rules: [] });
    for (const [x, y] of [
      [-1, 1],
      [1, 1],
      [-1, 2],
      [0, 2],
      [1, 2],
      [-1, 0],
      [1, 0],
    ] as const) {
      b = placeTile(b, T('B'), 0, x, y);
    }
    expect(cloister()).toMatchObject({ neighbours: 8, complete: true });
  });

  it('refuses a segment the board does not have', () => {
    expect(() => featureInfo(startBoard(), 4, 2)).toThrow(CoreError);
    expect(() => featureInfo(startBoard(), -1, 2)).toThrow(CoreError);
  });
});
