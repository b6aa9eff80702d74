import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { installBoardEngine } from './engine.js';
import { addFollower, followerLoc, followerPlayer, followerSeg, followerTile, removeFollowers } from './followers.js';
import { featureInfo } from './features.js';
import { placeTile } from './placements.js';
import { find, segFollowers } from './segments.js';
import type { BoardState } from './state.js';
import { startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

function list(b: BoardState): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < b.meepleCount; i++) out.push([followerPlayer(b, i), followerSeg(b, i), followerTile(b, i), followerLoc(b, i)]);
  return out;
}

describe('followers', () => {
  it('are listed in the order they were put down and counted on their feature', () => {
    let b = placeTile(startBoard(), TYPE_OF.get('U')!, 0, 1, 0); // U east: road E W joins D's road
    b = addFollower(b, 1, 1, 1); // on D's road
    b = addFollower(b, 0, 6, 4); // on U's north field
    b = addFollower(b, 1, 4, 3); // on U's road: the same road as D's
    expect(list(b)).toEqual([
      [1, 1, 0, 1],
      [0, 6, 1, 4],
      [1, 4, 1, 3],
    ]);
    expect(segFollowers(b, find(b, 1))).toBe(2);
    expect(featureInfo(b, 1, 2).followers).toEqual([0, 2]);
    expect(featureInfo(b, 1, 2).followerIndices).toEqual([0, 2]);
  });

  it('leave by index, the others keeping their order; repeats and unknown indices are ignored', () => {
    let b = placeTile(startBoard(), TYPE_OF.get('U')!, 0, 1, 0);
    b = addFollower(b, 1, 1, 1);
    b = addFollower(b, 0, 6, 4);
    b = addFollower(b, 1, 4, 3);
    const r = removeFollowers(b, [2, 0, 2, 9, -1]);
    expect(list(r)).toEqual([[0, 6, 1, 4]]);
    expect(r.meepleCount).toBe(1);
    expect(segFollowers(r, find(r, 1))).toBe(0);
    expect(featureInfo(r, 6, 2).followerIndices).toEqual([0]);
    expect(removeFollowers(b, [])).toBe(b);
    const none = removeFollowers(b, [5]);
    expect(none).not.toBe(b);
    expect(list(none)).toEqual(list(b));
  });
});
