/**
 * Segments and features. A segment is one feature of one placed tile; a feature (a city, a
 * road, a field, a cloister across tiles) is a union-find set of segments named by its root.
 * `open`, `followers` and `size` are kept on roots only; `next` links every segment of a
 * feature into a ring.
 */
import { KIND_CITY, KIND_ROAD } from '@carc/tiles';
import { at, S_FEAT, S_KIND, S_NEXT, S_OCC, S_OPEN, S_PARENT, S_SIZE, S_TILE, SEG_BYTES } from './engine.js';
import type { BoardState } from './state.js';

/** The root segment of the feature `seg` belongs to. */
export function find(b: BoardState, seg: number): number {
  const e = at(b);
  const u16 = e.u16;
  const base = e.segs >> 1;
  let s = seg;
  let p = u16[base + s * (SEG_BYTES >> 1)]!;
  while (p !== s) {
    s = p;
    p = u16[base + s * (SEG_BYTES >> 1)]!;
  }
  return s;
}

export function segParent(b: BoardState, seg: number): number {
  const e = at(b);
  return e.u16[(e.segs + seg * SEG_BYTES + S_PARENT) >> 1]!;
}

/** Whether `seg` is the root of its feature (each feature is listed once by its root). */
export function isRoot(b: BoardState, seg: number): boolean {
  return segParent(b, seg) === seg;
}

/** The placed tile segment `seg` lies on. */
export function segTile(b: BoardState, seg: number): number {
  const e = at(b);
  return e.u16[(e.segs + seg * SEG_BYTES + S_TILE) >> 1]!;
}

/** Which feature of its tile's type `seg` is (index into the type's `features`). */
export function segFeature(b: BoardState, seg: number): number {
  const e = at(b);
  return e.u8[e.segs + seg * SEG_BYTES + S_FEAT]!;
}

/** Feature kind code (@carc/tiles KIND_*) of `seg`; every segment of a feature has the same. */
export function segKind(b: BoardState, seg: number): number {
  const e = at(b);
  return e.u8[e.segs + seg * SEG_BYTES + S_KIND]!;
}

/** Open edges of the road or city whose root is `root` (0 once closed); kept on roots only. */
export function segOpen(b: BoardState, root: number): number {
  const e = at(b);
  return e.i16[(e.segs + root * SEG_BYTES + S_OPEN) >> 1]!;
}

/** The next segment of the same feature: following it from any segment visits the whole ring. */
export function segNext(b: BoardState, seg: number): number {
  const e = at(b);
  return e.u16[(e.segs + seg * SEG_BYTES + S_NEXT) >> 1]!;
}

/** Followers standing on the feature whose root is `root`; kept on roots only. */
export function segFollowers(b: BoardState, root: number): number {
  const e = at(b);
  return e.u8[e.segs + root * SEG_BYTES + S_OCC]!;
}

/** Segments in the feature whose root is `root`; kept on roots only. */
export function segSize(b: BoardState, root: number): number {
  const e = at(b);
  return e.u16[(e.segs + root * SEG_BYTES + S_SIZE) >> 1]!;
}

/** The kit's name for segOpen. */
export const openEdges = segOpen;

/** The rules' name for segKind. */
export const kindOf = segKind;

/** Whether a road or city root has no open edge left. */
export function isClosed(b: BoardState, root: number): boolean {
  return segOpen(b, root) === 0;
}

export function isEdgeFeature(kind: number): boolean {
  return kind === KIND_ROAD || kind === KIND_CITY;
}

/** Segment of the feature of placed tile `t` at board location index `loc` (0..12), or -1. */
export function segmentAt(b: BoardState, t: number, loc: number): number {
  const e = at(b);
  if ((loc | 0) !== loc || loc < 0 || loc > 12) return -1;
  const rec = e.tiles + 8 * t;
  const f = e.u8[e.vLocFeat + e.u8[rec]! * 16 + loc]!;
  return f === 255 ? -1 : e.u16[(rec + 2) >> 1]! + f;
}
