/**
 * Reading a feature off the board (one wasm call: the ring is walked in the core) and its
 * base points: completed (B-4, B-5) or at game end (B-6).
 */
import { FEATURE_KINDS } from '@carc/tiles';
import type { FeatureKind } from '@carc/tiles';
import { CoreError } from '../errors.js';
import { at } from './engine.js';
import type { BoardState } from './state.js';

export interface FeatureInfo {
  root: number;
  kind: FeatureKind;
  /** Distinct tiles, each counted once however often the feature crosses it (B-5). */
  tiles: number;
  pennants: number;
  /** (x, y) of each distinct tile, in ring order from the root. */
  cells: [number, number][];
  /** Roads and cities: no open edge; cloisters: all 8 neighbours present; fields: never. */
  complete: boolean;
  /** Followers per player (length = players). */
  followers: number[];
  /** Indices into the board's follower list of the followers on this feature, ascending. */
  followerIndices: number[];
  /** Cloisters: tiles around it. */
  neighbours: number;
  /** Fields: roots of the completed cities it borders, each once, ascending (B-6). */
  completedCities: number[];
}

/** Per-player counts the core keeps (assembly MAX_PLAYERS). */
const CORE_PLAYERS = 5;
const FI_CELLS = 8 + CORE_PLAYERS;

export function featureInfo(b: BoardState, seg: number, players: number): FeatureInfo {
  const e = at(b);
  if ((seg | 0) !== seg || e.raw.bFeature(seg) < 0) throw new CoreError(`no segment ${seg} on this board`, 2);
  const i32 = e.i32;
  const o = e.out >> 2;
  const tiles = i32[o + 2]!;
  const nIndices = i32[o + 6]!;
  const nCities = i32[o + 7]!;
  const cells: [number, number][] = new Array<[number, number]>(tiles);
  let p = o + FI_CELLS;
  for (let i = 0; i < tiles; i++, p += 2) cells[i] = [i32[p]!, i32[p + 1]!];
  const followerIndices: number[] = new Array<number>(nIndices);
  for (let i = 0; i < nIndices; i++) followerIndices[i] = i32[p++]!;
  const completedCities: number[] = new Array<number>(nCities);
  for (let i = 0; i < nCities; i++) completedCities[i] = i32[p++]!;
  const followers = new Array<number>(players).fill(0);
  for (let q = 0; q < players && q < CORE_PLAYERS; q++) followers[q] = i32[o + 8 + q]!;
  return {
    root: i32[o]!,
    kind: FEATURE_KINDS[i32[o + 1]!]!,
    tiles,
    pennants: i32[o + 3]!,
    cells,
    complete: i32[o + 4] === 1,
    followers,
    followerIndices,
    neighbours: i32[o + 5]!,
    completedCities,
  };
}

/** Base points of a feature, completed or at game end, with the rules that gave them. */
export function basePoints(f: FeatureInfo, when: 'completed' | 'final'): { points: number; rules: string[] } {
  switch (f.kind) {
    case 'road':
      return { points: f.tiles, rules: when === 'final' ? ['B-6'] : ['B-5'] };
    case 'city':
      if (when === 'final') return { points: f.tiles + f.pennants, rules: ['B-6'] };
      return { points: 2 * f.tiles + 2 * f.pennants, rules: f.tiles === 2 ? ['B-4', 'B-5'] : ['B-5'] };
    case 'cloister':
      return { points: when === 'final' ? 1 + f.neighbours : 9, rules: when === 'final' ? ['B-6'] : [] };
    case 'field':
      return { points: 3 * f.completedCities.length, rules: ['B-6'] };
  }
}
