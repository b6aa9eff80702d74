/**
 * Reading a feature off the board: its distinct tiles (B-5), pennants, followers per
 * player, bordering completed cities (fields) and cloister neighbours. Walks the
 * feature's segment ring; nothing here writes.
 */
import type { BoardState } from './state.js';
import { find, followerPlayer, followerSeg, neighbourCount, S_FEAT, S_KIND, S_NEXT, S_OPEN, S_TILE, segField, tileFirstSeg, tileTurns, tileType, tileX, tileY } from './board.js';
import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_NAMES, KIND_ROAD, TYPES } from './tiledefs.js';
import type { FeatureKind } from '@carc/tiles';

export interface FeatureInfo {
  root: number;
  kind: FeatureKind;
  /** Distinct tiles, each counted once however often the feature crosses it (B-5). */
  tiles: number;
  pennants: number;
  cells: [number, number][];
  /** Roads and cities: no open edge; cloisters: all 8 neighbours present; fields: never. */
  complete: boolean;
  /** Followers per player (length = players). */
  followers: number[];
  /** Indices into the board's follower list of the followers on this feature. */
  followerIndices: number[];
  /** Cloisters: tiles around it. */
  neighbours: number;
  /** Fields: roots of the completed cities it borders, each once (B-6). */
  completedCities: number[];
}

export function kindOf(b: BoardState, seg: number): number {
  return segField(b.segs, seg, S_KIND);
}

export function featureInfo(b: BoardState, seg: number, players: number): FeatureInfo {
  const segs = b.segs;
  const root = find(segs, seg);
  const kind = segField(segs, root, S_KIND);
  // Small arrays rather than Sets: a feature has a few dozen tiles at most.
  const seen: number[] = [];
  const cells: [number, number][] = [];
  let pennants = 0;
  const cities: number[] = [];
  let s = root;
  do {
    const t = segField(segs, s, S_TILE);
    const info = TYPES[tileType(b, t)]!;
    const f = segField(segs, s, S_FEAT);
    if (!seen.includes(t)) {
      seen.push(t);
      cells.push([tileX(b, t), tileY(b, t)]);
    }
    pennants += info.pennants[f]!;
    if (kind === KIND_FIELD) {
      const seg0 = tileFirstSeg(b, t);
      for (const c of info.borders[f]!) {
        const cr = find(segs, seg0 + c);
        if (segField(segs, cr, S_OPEN) === 0 && !cities.includes(cr)) cities.push(cr);
      }
    }
    s = segField(segs, s, S_NEXT);
  } while (s !== root);
  const followers = new Array<number>(players).fill(0);
  const followerIndices: number[] = [];
  for (let i = 0; i < b.meepleCount; i++) {
    if (find(segs, followerSeg(b, i)) === root) {
      followers[followerPlayer(b, i)]! += 1;
      followerIndices.push(i);
    }
  }
  let neighbours = 0;
  let complete = false;
  if (kind === KIND_CLOISTER) {
    neighbours = neighbourCount(b, cells[0]![0], cells[0]![1]);
    complete = neighbours === 8;
  } else if (kind === KIND_ROAD || kind === KIND_CITY) {
    complete = segField(segs, root, S_OPEN) === 0;
  }
  return {
    root,
    kind: KIND_NAMES[kind]!,
    tiles: seen.length,
    pennants,
    cells,
    complete,
    followers,
    followerIndices,
    neighbours,
    completedCities: cities.sort((a, c) => a - c),
  };
}

/** Segment of the feature of placed tile `t` at board location index `loc`, or -1. */
export function segmentAt(b: BoardState, t: number, loc: number): number {
  const f = TYPES[tileType(b, t)]!.rot[tileTurns(b, t)]!.locFeature[loc]!;
  return f < 0 ? -1 : tileFirstSeg(b, t) + f;
}
