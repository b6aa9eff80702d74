import { KIND_CITY, KIND_FIELD, KIND_ROAD } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { installBoardEngine } from './engine.js';
import { placeTile } from './placements.js';
import {
  find, isClosed, isEdgeFeature, isRoot, kindOf, openEdges, segFeature, segKind, segmentAt, segNext, segOpen, segParent, segSize,
  segTile,
} from './segments.js';
import type { BoardState } from './state.js';
import { startBoard, TYPE_OF } from './test-support.js';

beforeAll(() => installBoardEngine(loadBoardEngine()));

function ring(b: BoardState, s: number): number[] {
  const out = [s];
  for (let n = segNext(b, s); n !== s; n = segNext(b, n)) out.push(n);
  return out;
}

describe('segments and features', () => {
  it('number features densely per tile, with their tile, feature index and kind', () => {
    const b = startBoard(); // D: city N; road E W; field EL WR; field ER SL SR WL
    expect([0, 1, 2, 3].map((s) => [segTile(b, s), segFeature(b, s), segKind(b, s), kindOf(b, s)])).toEqual([
      [0, 0, KIND_CITY, KIND_CITY],
      [0, 1, KIND_ROAD, KIND_ROAD],
      [0, 2, KIND_FIELD, KIND_FIELD],
      [0, 3, KIND_FIELD, KIND_FIELD],
    ]);
    expect([0, 1, 2, 3].map((s) => segOpen(b, s))).toEqual([1, 2, 0, 0]);
    expect(isEdgeFeature(KIND_ROAD) && isEdgeFeature(KIND_CITY) && !isEdgeFeature(KIND_FIELD)).toBe(true);
  });

  it('join by size, the new tile keeping the root on a tie, and close both sides of an edge', () => {
    // E turned 180 north of D: its city (segment 4) meets D's (segment 0); sizes tie, so the
    // first argument of the union, the new tile's segment, stays the root (board.ts).
    const b = placeTile(startBoard(), TYPE_OF.get('E')!, 2, 0, -1);
    expect(find(b, 0)).toBe(4);
    expect(segParent(b, 0)).toBe(4);
    expect(isRoot(b, 4) && !isRoot(b, 0)).toBe(true);
    expect(segSize(b, 4)).toBe(2);
    expect(segOpen(b, 4)).toBe(0);
    expect(openEdges(b, 4)).toBe(0);
    expect(isClosed(b, 4)).toBe(true);
    expect(ring(b, 4)).toEqual([4, 0]);
    // The bigger feature keeps its root: a third tile's field joins the two-segment field.
    const c = placeTile(b, TYPE_OF.get('E')!, 1, -1, -1);
    expect(find(c, 5)).toBe(find(b, 5));
  });

  it('find the segment at a board location of a placed tile', () => {
    const b = placeTile(startBoard(), TYPE_OF.get('E')!, 2, 0, -1); // E turned 180: city S
    expect(segmentAt(b, 1, 2)).toBe(4); // S
    expect(segmentAt(b, 1, 0)).toBe(-1); // N is a field edge: no edge feature there
    expect(segmentAt(b, 1, 4)).toBe(5); // NL: the field
    expect(segmentAt(b, 1, 12)).toBe(-1); // no centre feature
    expect(segmentAt(b, 1, 13)).toBe(-1);
    expect(segmentAt(b, 1, -1)).toBe(-1);
  });
});
