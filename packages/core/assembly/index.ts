// @carc/core: base-game Carcassonne engine over flat linear memory.
//
// This file is the export surface only; each concern has its own module:
//   layout.ts     linear-memory map: sizes, tables, the game-state region, scratch
//   mem.ts        typed loads and stores        records.ts  node and placement fields
//   kinds.ts      feature kind codes            rng.ts      xoshiro128** PRNG
//   tiletable.ts  configure: rotated variants and fit table from the host's tile records
//   grid.ts       board cells and frontier      unionfind.ts  features as a union-find forest
//   scoring.ts    completions and final scoring  moves.ts   reset, put, placements, spots
//   stack.ts      the draw stack                policy.ts   the heuristic playout policy
//   snapshot.ts   save / restore for playouts   playout.ts  step and playouts
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
