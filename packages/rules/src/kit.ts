/**
 * The kit: everything of the base an expansion module may use, in one entry file. An
 * expansion imports this file, expansion.ts (the module contract) and types.ts, its own
 * folder, expansions/cards/ (the card piles Christmas Gift and The Gifts share) and
 * @carc/tiles; nothing else of the base. The rest of the base (the board's arrays, the
 * pipeline, records, views) stays private, so it can change without touching a module.
 *
 * The kit's own helpers live in kit/; the rest are base functions re-exported under the
 * names they have there. All of them are pure: each returns a new state or a value and
 * never writes to what it is given.
 */

// Board readers: tiles, segments, features and followers by index (kit/board.ts).
export * from './kit/board.js';

// State operations: an expansion's slice, random streams, points, record keys (kit/state.ts).
export { addFinalEntry, addPoints, getExt, randomBelow, setExt, setMoveKey, shuffleStream } from './kit/state.js';
export { withState } from './state.js';
export type { BoardState, GameState } from './state.js';

// Features and followers over a whole state (kit/followers.ts).
export {
  describeFeature,
  featureAt,
  featureKind,
  firstOnSegment,
  followerAt,
  followerCountOn,
  followers,
  followerSpot,
  followerSpotError,
  heldBy,
  ownFollowerSpots,
  placeFollower,
  returnFollowers,
  sameFeature,
  spotOf,
} from './kit/followers.js';
export type { FollowerRef, FollowerSpot } from './kit/followers.js';
export type { FeatureInfo } from './features.js';

// Scoring (B-4 majority, the modules' score hooks) and completion.
export { awardScore, majority, scoreFeature } from './scoring.js';
export type { ScoreOptions } from './scoring.js';
export { completedByPlacement } from './steps.js';

// Tile types, feature kinds and locations (the catalogue in @carc/tiles, indexed).
export { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_NAMES, KIND_ROAD, locName, TYPES, typeIndex } from './tiledefs.js';
export type { TypeInfo } from './tiledefs.js';

// Record entries back to actions, per-engine memos, the game's modules.
export { actionFromEntry } from './actions.js';
export { memoOf, modulesOf } from './registry.js';
export { Recent } from './kit/recent.js';

// Determinization: the seeded shuffle a module's hidden part is dealt again with.
export { shuffled, sortedIds } from './search-state.js';
export type { SearchRng } from './search-state.js';
