/**
 * The kit's board readers: what an expansion may know of the board. A placed tile is a
 * number (its index), a segment is one feature of one placed tile, and a feature (a city,
 * a road, a field, a cloister across tiles) is named by its root segment. How these are
 * stored (in the WebAssembly core's memory, behind @carc/core's board functions that
 * board.ts re-exports) stays private to the base: an expansion asks through these named
 * readers, which kept their names and meanings when the board moved to the core.
 *
 * Every reader is pure and takes the board (`s.board`); none copies anything (a read of
 * the board the core holds is a memory load), so they are cheap enough for the playout
 * loops of the search.
 */
import { find, isRoot as coreIsRoot, segFeature, segFollowers, segNext, segOpen, segTile } from '../board.js';
import type { BoardState } from '../state.js';

export {
  addFollower,
  canPlaceAnywhere,
  fits,
  followerLoc,
  followerPlayer,
  followerSeg,
  followerTile,
  frontierCount,
  frontierX,
  frontierY,
  neighbourCount,
  removeFollowers,
  tileAt,
  tileFirstSeg,
  tileTurns,
  tileType,
  tileX,
  tileY,
} from '../board.js';
/** The feature kind (KIND_*) of a segment; every segment of one feature has the same. */
export { kindOf } from '../features.js';

/** The root segment of the feature `seg` belongs to: two segments share a feature exactly when their roots are equal. */
export function featureRoot(b: BoardState, seg: number): number {
  return find(b, seg);
}

/** Whether `seg` is the root of its feature (each feature is listed once by its root). */
export function isRoot(b: BoardState, seg: number): boolean {
  return coreIsRoot(b, seg);
}

/** The placed tile that segment `seg` lies on. */
export function segmentTile(b: BoardState, seg: number): number {
  return segTile(b, seg);
}

/** Which feature of its tile's type segment `seg` is: the index into that type's per-feature lists (TYPES[type].edgeCount, .rot[q].repLoc, ...). */
export function segmentFeature(b: BoardState, seg: number): number {
  return segFeature(b, seg);
}

/** The next segment of the same feature: following it from any segment visits every segment of the feature once and comes back. */
export function nextSegment(b: BoardState, seg: number): number {
  return segNext(b, seg);
}

/** Open edges of the road or city whose root is `root` (0 once it is closed); only a root's count is kept. */
export function openEdges(b: BoardState, root: number): number {
  return segOpen(b, root);
}

/** Followers standing on the feature whose root is `root`; only a root's count is kept. */
export function followersOnRoot(b: BoardState, root: number): number {
  return segFollowers(b, root);
}

/** Segments on the board: segment indices run from 0 below this. */
export function segmentCount(b: BoardState): number {
  return b.segCount;
}

/** Placed tiles: tile indices run from 0 below this, in the order they were placed. */
export function placedTileCount(b: BoardState): number {
  return b.tileCount;
}

/** Followers on the board: follower indices run from 0 below this. */
export function boardFollowerCount(b: BoardState): number {
  return b.meepleCount;
}
