/**
 * The kit's follower and feature operations over a whole GameState: which feature a spot
 * names, who stands where, putting followers on and sending them home. Each returns a new
 * state; none writes to the one it is given.
 */
import { isLocation } from '@carc/tiles';
import { addFollower, find, followerLoc, followerPlayer, followerSeg, followerTile, removeFollowers, segFollowers, tileAt, tileX, tileY } from '../board.js';
import { featureInfo, kindOf, segmentAt } from '../features.js';
import type { FeatureInfo } from '../features.js';
import type { FollowerHold } from '../expansion.js';
import { modulesOf } from '../registry.js';
import { cloneState } from '../state.js';
import type { GameState } from '../state.js';
import { KIND_NAMES, locName, locOf } from '../tiledefs.js';
import type { GameEvent, PlayerIndex, Spot } from '../types.js';

/** Segment naming the feature at a spot, or -1 (no tile there, or no feature at `at`). */
export function featureAt(s: GameState, spot: Spot): number {
  if (!spot || !Number.isInteger(spot.x) || !Number.isInteger(spot.y) || !isLocation(spot.at)) return -1;
  const t = tileAt(s.board, spot.x, spot.y);
  return t < 0 ? -1 : segmentAt(s.board, t, locOf(spot.at));
}

/** Same feature? (Both segments must exist.) */
export function sameFeature(s: GameState, a: number, b: number): boolean {
  return find(s.board, a) === find(s.board, b);
}

export function describeFeature(s: GameState, seg: number): FeatureInfo {
  return featureInfo(s.board, seg, s.players.length);
}

export function featureKind(s: GameState, seg: number): string {
  return KIND_NAMES[kindOf(s.board, seg)]!;
}

export function followerCountOn(s: GameState, seg: number): number {
  return segFollowers(s.board, find(s.board, seg));
}

function withBoardSupply(s: GameState, board: GameState['board'], supply: number[]): GameState {
  const n = cloneState(s);
  n.board = board;
  n.supply = supply;
  return n;
}

/** A follower on the board, as a list entry. */
export interface FollowerRef {
  index: number;
  player: PlayerIndex;
  segment: number;
  spot: Spot;
}

export function followers(s: GameState): FollowerRef[] {
  const b = s.board;
  const out: FollowerRef[] = [];
  for (let i = 0; i < b.meepleCount; i++) {
    out.push({ index: i, player: followerPlayer(b, i), segment: followerSeg(b, i), spot: spotOf(s, followerTile(b, i), followerLoc(b, i)) });
  }
  return out;
}

/** The spot where board follower `i` stands: its tile and the location it was put on. */
export function followerSpot(s: GameState, i: number): Spot {
  return spotOf(s, followerTile(s.board, i), followerLoc(s.board, i));
}

export function spotOf(s: GameState, tile: number, loc: number): Spot {
  return { x: tileX(s.board, tile), y: tileY(s.board, tile), at: locName(loc) };
}

/**
 * Board index of a follower of `player` standing at `spot`, or -1. A spot that names a
 * follower is exact (record-format.md, Expansion keys): the tile at (x, y) holds it on the
 * feature that meets `at` there. Another tile of the same feature names no follower, even
 * though it names the feature: which tile a follower stands on decides what later cards
 * and gifts can do with it (change-position works on its tile, a swap moves it there).
 */
export function followerAt(s: GameState, player: PlayerIndex, spot: Spot): number {
  // Followers keep the segment of the tile they stand on, the segment featureAt names.
  const seg = featureAt(s, spot);
  return seg < 0 ? -1 : firstOnSegment(s, player, seg);
}

/** A follower spot on one tile feature: `seg` is that tile's segment, `index` the first of the player's followers there. */
export interface FollowerSpot {
  seg: number;
  index: number;
  spot: Spot;
}

/**
 * One exact spot per tile feature holding followers of `player`, in board order: the
 * location each follower was put on. Two followers of one player on one tile feature are
 * interchangeable, so that spot is listed once.
 */
export function ownFollowerSpots(s: GameState, player: PlayerIndex): FollowerSpot[] {
  const out: FollowerSpot[] = [];
  for (let i = 0; i < s.board.meepleCount; i++) {
    if (followerPlayer(s.board, i) !== player || firstOnSegment(s, player, followerSeg(s.board, i)) !== i) continue;
    out.push({ seg: followerSeg(s.board, i), index: i, spot: followerSpot(s, i) });
  }
  return out;
}

/** The rule that keeps board follower `i` where it stands (the modules' followerHeld hooks, e.g. CG-12), or null. */
export function heldBy(s: GameState, i: number): FollowerHold | null {
  const modules = modulesOf(s);
  for (let k = 0; k < modules.length; k++) {
    const held = modules[k]!.followerHeld?.(s, i);
    if (held) return held;
  }
  return null;
}

/** Board index of the first follower of `player` on tile segment `seg`, or -1. */
export function firstOnSegment(s: GameState, player: PlayerIndex, seg: number): number {
  for (let i = 0; i < s.board.meepleCount; i++) {
    if (followerPlayer(s.board, i) === player && followerSeg(s.board, i) === seg) return i;
  }
  return -1;
}

function spotText(p: Spot): string {
  return `(${p.x},${p.y}) ${p.at}`;
}

/**
 * Why `spot` names no follower of `player` (followerAt gave -1), for error messages: no
 * tile there, no feature at `at`, the follower stands on another tile of that feature, or
 * none of theirs is on it at all.
 */
export function followerSpotError(s: GameState, player: PlayerIndex, spot: Spot): string {
  const where = spotText(spot);
  if (!spot || !Number.isInteger(spot.x) || !Number.isInteger(spot.y) || tileAt(s.board, spot.x, spot.y) < 0) return `no tile at (${spot?.x},${spot?.y})`;
  const seg = featureAt(s, spot);
  if (seg < 0) return `the tile at (${spot.x},${spot.y}) has no feature at ${String(spot.at)}`;
  const b = s.board;
  const root = find(b, seg);
  for (let i = 0; i < b.meepleCount; i++) {
    if (followerPlayer(b, i) !== player || find(b, followerSeg(b, i)) !== root) continue;
    return `player ${player}'s follower on that ${featureKind(s, seg)} stands at ${spotText(followerSpot(s, i))}, not at ${where}: a follower spot names the tile where the follower stands`;
  }
  return `no follower of player ${player} stands at ${where}`;
}

/** Put one of `player`'s followers from the supply on the feature at `spot` (no legality checks beyond existence). */
export function placeFollower(s: GameState, player: PlayerIndex, spot: Spot): { state: GameState; events: GameEvent[] } | null {
  const seg = featureAt(s, spot);
  if (seg < 0 || s.supply[player]! <= 0) return null;
  const supply = s.supply.slice();
  supply[player] = supply[player]! - 1;
  const board = addFollower(s.board, player, seg, locOf(spot.at));
  return {
    state: withBoardSupply(s, board, supply),
    events: [{ type: 'meeplePlaced', player, spot: { x: spot.x, y: spot.y, at: spot.at }, feature: featureKind(s, seg) as never }],
  };
}

/** Send followers (by board index) back to their owners' supplies. */
export function returnFollowers(s: GameState, indices: readonly number[]): { state: GameState; events: GameEvent[] } {
  if (indices.length === 0) return { state: s, events: [] };
  const b = s.board;
  const supply = s.supply.slice();
  const events: GameEvent[] = [];
  for (const i of indices) {
    const p = followerPlayer(b, i);
    supply[p] = supply[p]! + 1;
    events.push({ type: 'meepleReturned', player: p, spot: spotOf(s, followerTile(b, i), followerLoc(b, i)) });
  }
  return { state: withBoardSupply(s, removeFollowers(b, indices), supply), events };
}
