/**
 * The board is `@carc/core`'s: the grid and legal placements, the feature union-find (open
 * edges, completion, pennants, cloister neighbours, the closed cities next to a farm) and
 * the followers on each feature live in the core's WebAssembly engine, for every tile set.
 * A board is an immutable plain-data node of a chain of operations (placeTile, addFollower,
 * removeFollowers); the engine keeps one board materialised and moves to any other by
 * undoing and redoing operations (packages/core/README.md "The board").
 *
 * This module only re-exports the core's board functions under the names the rules have
 * always used, so that the rules' modules and the kit import the board from one place.
 * The core is loaded by core-loader.ts before the first game.
 */
export {
  addFollower,
  canPlaceAnywhere,
  emptyBoard,
  find,
  fits,
  fitsNeed,
  followerLoc,
  followerPlayer,
  followerSeg,
  followerTile,
  forEachPlacement,
  frontierCount,
  frontierX,
  frontierY,
  isClosed,
  isEdgeFeature,
  isRoot,
  needOf,
  neighbourCount,
  placementActions,
  placeTile,
  removeFollowers,
  segFeature,
  segFollowers,
  segNext,
  segOpen,
  segTile,
  tileAt,
  tileFirstSeg,
  tileTurns,
  tileType,
  tileX,
  tileY,
} from '@carc/core';
