import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { installBoardEngine } from './engine.js';
import { addFollower, removeFollowers } from './followers.js';
import { placeTile } from './placements.js';
import { emptyBoard, OP_EMPTY, OP_FOLLOWER, OP_PLACE, OP_REMOVE } from './state.js';
import { START, startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

describe('board values', () => {
  it('are nodes of one shape: the operation on their predecessor and the counts', () => {
    const empty = emptyBoard();
    expect(empty).toEqual({ prev: null, depth: 0, op: OP_EMPTY, a: 0, b: 0, c: 0, d: 0, list: null, tileCount: 0, segCount: 0, meepleCount: 0 });
    const start = placeTile(empty, START, 0, 0, 0);
    expect(start).toEqual({ prev: empty, depth: 1, op: OP_PLACE, a: START, b: 0, c: 0, d: 0, list: null, tileCount: 1, segCount: 4, meepleCount: 0 });
    const f = addFollower(start, 1, 2, 5);
    expect(f).toMatchObject({ prev: start, depth: 2, op: OP_FOLLOWER, a: 1, b: 2, c: 5, tileCount: 1, segCount: 4, meepleCount: 1 });
    const which = [0, 0, 7];
    const r = removeFollowers(f, which);
    which.push(3); // the node keeps its own copy of the list
    expect(r).toMatchObject({ prev: f, depth: 3, op: OP_REMOVE, list: [0, 0, 7], meepleCount: 0 });
    for (const n of [empty, start, f, r]) expect(Object.keys(n)).toEqual(Object.keys(empty));
  });

  it('are never changed by extending them', () => {
    const start = startBoard();
    const copy = JSON.stringify(start);
    placeTile(start, TYPE_OF.get('E')!, 2, 0, -1);
    placeTile(start, TYPE_OF.get('E')!, 2, 0, 1);
    expect(JSON.stringify(start)).toBe(copy);
  });

  it('survive structuredClone and JSON as equal plain data', () => {
    let b = startBoard();
    b = placeTile(b, TYPE_OF.get('E')!, 2, 0, -1);
    b = addFollower(b, 0, 4, 0);
    expect(structuredClone(b)).toEqual(b);
    expect(JSON.parse(JSON.stringify(b))).toEqual(b);
  });

  it('share one empty board', () => {
    expect(emptyBoard()).toBe(emptyBoard());
  });
});
