// @carc/core: the Carcassonne feature engine over flat linear memory: the board of every
// tile set (board/), driven journaled by @carc/rules through src/board/, and the core's own
// base-rules games and playouts on that same board.
//
// This file is the export surface only; each concern has its own module:
//   layout.ts     memory map of the game: sizes, tile tables, the game region, scratch
//   mem.ts        typed loads and stores        kinds.ts    feature kind codes
//   rng.ts        xoshiro128** PRNG             tiletable.ts  configure: rotated variants, fit table
//   board/        the board: layout, journal, records, cells, segments (union-find),
//                 frontier, place, followers, placements, feature (featureInfo), marks,
//                 api (the host's journaled entry points)
//   fits.ts       a drawn tile's fitting placements   scoring.ts  completions and final scoring
//   moves.ts      reset, put, placements, spots  stack.ts   the draw stack
//   policy.ts     the heuristic playout policy   snapshot.ts  save / restore for playouts
//   playout.ts    step and playouts
//   horizon.ts    playouts cut at a horizon, ended by a completion-chance estimate
//   query.ts      reading the state
//
// Encodings shared with the TypeScript wrapper (src/table.ts):
//   edge kinds     F=0 R=1 C=2            } @carc/tiles' codes.ts, compiled in through kinds.ts
//   feature kinds  road=0 city=1 field=2 cloister=3 }
//   locations      N E S W = 0..3, NL NR EL ER SL SR WL WR = 4..11, C = 12
//   rotation       quarter turns clockwise 0..3; variant = type * 4 + rotation

export { seed } from './rng';
export { ioPtr, configure } from './tiletable';
export { finish } from './scoring';
export { reset, put, placements, spots } from './moves';
export { loadStack, shuffleStack } from './stack';
export { step } from './playout';
export { policy } from './policy';
export { playouts } from './playout';
export { horizonPlayouts } from './horizon';
export { score, inSupply, onBoard, status, tileAt, followerAt } from './query';
export {
  bLayout, bReset, bPlace, bFollower, bRemove, bPlacements, bCanPlace, bFeature, bChecksum,
} from './board/api';
export { rollback, journalLength, journalForget, setJournalLimit } from './board/journal';
