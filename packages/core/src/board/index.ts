/**
 * The board, for every tile set: an immutable plain-data value (state.ts) materialised on
 * demand in a wasm engine with an undo journal (engine.ts). The free functions keep the
 * names and meanings of @carc/rules' board.ts and features.ts, with the board first.
 */
export { emptyBoard, OP_EMPTY, OP_FOLLOWER, OP_PLACE, OP_REMOVE } from './state.js';
export type { BoardState } from './state.js';
export { BoardEngine, boardEngine, installBoardEngine } from './engine.js';
export type { BoardExports } from './engine.js';
export { neighbourCount, tileAt, tileFirstSeg, tileTurns, tileType, tileX, tileY } from './tiles.js';
export { frontierCount, frontierX, frontierY } from './frontier.js';
export {
  find, isClosed, isEdgeFeature, isRoot, kindOf, openEdges, segFeature, segFollowers, segKind, segmentAt, segNext, segOpen,
  segParent, segSize, segTile,
} from './segments.js';
export { addFollower, followerLoc, followerPlayer, followerSeg, followerTile, removeFollowers } from './followers.js';
export { canPlaceAnywhere, fits, fitsNeed, forEachPlacement, needOf, placeTile, placementActions } from './placements.js';
export type { PlaceAction } from './placements.js';
export { basePoints, featureInfo } from './features.js';
export type { FeatureInfo } from './features.js';
