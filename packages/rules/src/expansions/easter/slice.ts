/**
 * The Easter module's slice of the state (`state.ext.easter`) and small board readers
 * shared by its steps. Plain data only, so a state stays structured-clonable.
 */
import { boardFollowerCount, followerPlayer, followerTile, getExt, setExt, tileAt, tileType, tileX, tileY, TYPES } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { GameEvent } from '../../types.js';

export const ID = 'easter' as const;

/** One Easter Bunny phase in progress (rules.md EA-1, EA-6). */
export interface Phase {
  /** Position in phase order (0 = the placer) of the player now moving the bunny. */
  k: number;
  /** That player's roll. */
  roll: number;
  /** Hops that player still has to make (EA-6: the full roll, or as far as possible). */
  need: number;
  /** Every tile the bunny stood on in this phase, the starting tile included (EA-1). */
  visited: [number, number][];
  /** Tiles entered, one list per player so far in phase order: the record's `bunny`. */
  paths: [number, number][][];
}

export interface EasterSlice {
  /** Eggs per player; public (EA-3). */
  eggs: number[];
  /** The bunny's tile, null before the first Easter Bunny tile. */
  bunny: [number, number] | null;
  phase: Phase | null;
}

export function slice(s: GameState): EasterSlice {
  return getExt<EasterSlice>(s, ID) ?? { eggs: new Array<number>(s.players.length).fill(0), bunny: null, phase: null };
}

export function withSlice(s: GameState, e: EasterSlice): GameState {
  return setExt(s, ID, e);
}

/** Coordinates of the tile placed this turn, or null before the placement. */
export function placedCell(s: GameState): [number, number] | null {
  if (s.placed < 0) return null;
  const t = s.placed;
  return [tileX(s.board, t), tileY(s.board, t)];
}

// Bunny tile or not, by tile type index: asked twice every turn, nearly always "no".
const IS_BUNNY = TYPES.map((t) => t.type.symbol === 'bunny');

/** Whether this turn's tile is placed and is an Easter Bunny tile (no allocation on the usual "no"). */
export function bunnyPlaced(s: GameState): boolean {
  return s.placed >= 0 && IS_BUNNY[tileType(s.board, s.placed)] === true;
}

export function hasTile(s: GameState, x: number, y: number): boolean {
  return tileAt(s.board, x, y) >= 0;
}

/**
 * One egg per follower standing on a tile at most `reach` squares from (x, y) in each
 * direction (a follower counts on the tile where it stands, whatever feature it is on).
 * Returns the eggs gained per player. Plain coordinates rather than a tile predicate: the
 * callers' closures captured loop variables, which cost a context per square looked at.
 */
export function eggsNear(s: GameState, x: number, y: number, reach: number): number[] {
  const b = s.board;
  const gain = new Array<number>(s.players.length).fill(0);
  for (let i = 0; i < boardFollowerCount(b); i++) {
    const mt = followerTile(b, i);
    if (Math.abs(tileX(b, mt) - x) <= reach && Math.abs(tileY(b, mt) - y) <= reach) gain[followerPlayer(b, i)]! += 1;
  }
  return gain;
}

/**
 * A slice built field by field in the order `setup` wrote them (so states serialise the
 * same): object spreads were the top self time of a hop, and a hop builds several slices.
 */
export function easterSlice(eggs: number[], bunny: [number, number] | null, phase: Phase | null): EasterSlice {
  return { eggs, bunny, phase };
}

/** A phase built field by field, in the order the phase starts with (see easterSlice). */
export function phaseOf(k: number, roll: number, need: number, visited: [number, number][], paths: [number, number][][]): Phase {
  return { k, roll, need, visited, paths };
}

export function addEggs(e: EasterSlice, gain: readonly number[]): EasterSlice {
  const eggs = e.eggs.slice();
  for (let i = 0; i < eggs.length; i++) eggs[i] = eggs[i]! + gain[i]!;
  return easterSlice(eggs, e.bunny, e.phase);
}

export function easterEvent(kind: string, data: unknown, player?: number): GameEvent {
  return player === undefined ? { type: 'ext', expansion: ID, kind, data } : { type: 'ext', expansion: ID, kind, player, data };
}

/** What everyone sees of Easter (`view.ext.easter`): all of it is public. */
export interface EasterView {
  /** Eggs per player. */
  eggs: number[];
  bunny: { x: number; y: number } | null;
  /** The bunny phase under way, or null. */
  phase: { player: number; roll: number; hopsLeft: number; visited: [number, number][]; paths: [number, number][][] } | null;
}
