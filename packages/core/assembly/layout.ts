// Where the core's game lives in linear memory, besides the board (board/layout.ts). All
// of it is static (`memory.data`), so the playout loop never allocates, and every address
// below folds to a constant.
//
// A playout returns to its start by a snapshot (snapshot.ts): the game region below plus
// the leading parts of the board block are copied, and the grid is put back cell by cell.

// ---------------------------------------------------------------------------------------
// Sizes

export const MAXF: i32 = 8; // features per tile (base X has 8)
export const MAX_TYPES: i32 = 64;
export const MAX_BOARD: i32 = 125; // tiles a core game may put on the board (board/layout.ts MAX_SPAN)
export const MAX_PLAYERS: i32 = 5;
export const FOLLOWERS: i32 = 7;
// The board is a 128 x 128 torus indexed linearly, cell = (x + 128 y) mod 128^2: two
// squares less than 128 apart in both x and y never share an index, and the board keeps its
// tiles (and so their neighbours) less than that apart, so neighbours are a constant offset
// away. True coordinates are kept in the tile and frontier records.
export const WB: i32 = 7;
export const W: i32 = 1 << WB;
export const CELLS: i32 = W * W;
/** Frontier slots a listing can hold (board/layout.ts BQ). */
export const MAX_FRONT: i32 = 512;

/** "No feature here" in the per-variant tables. */
export const NONE: i32 = 255;

// ---------------------------------------------------------------------------------------
// Host I/O buffer: the tile table at configure, arguments and results of several exports.

export const IO_SIZE: i32 = 8192;
export const io: usize = memory.data(IO_SIZE, 16);

// Host tile record: edges[4], nFeatures, pad, then MAXF x (kind, pennant, maskLo, maskHi,
// borders, pad, pad, pad).
export const REC: i32 = 8 + MAXF * 8;

// ---------------------------------------------------------------------------------------
// Tile table: the four rotated variants of every type (variant = type * 4 + rotation).

export const NV: i32 = MAX_TYPES * 4;
export const vEdges: usize = memory.data(NV); // edge kinds, 2 bits per side N E S W
export const vNF: usize = memory.data(NV); // feature count
export const vCloister: usize = memory.data(NV); // cloister feature or NONE
export const vKind: usize = memory.data(NV * MAXF);
export const vPen: usize = memory.data(NV * MAXF);
export const vOpen: usize = memory.data(NV * MAXF); // edges a feature meets
export const vMulti: usize = memory.data(NV * MAXF); // 1 if the tile has a same-kind sibling (roads, cities)
export const vBorder: usize = memory.data(NV * MAXF); // field: bit mask of bordering cities
export const vRepLoc: usize = memory.data(NV * MAXF); // a location naming the feature (its lowest)
export const vEdgeFeat: usize = memory.data(NV * 4); // feature on each edge
export const vHalfFeat: usize = memory.data(NV * 8); // feature on each half-edge
export const vLocFeat: usize = memory.data(NV * 16); // feature at each location code
// fitTab[type * 256 + signature]: bit q set if rotation q fits a square with that signature.
export const fitTab: usize = memory.data(MAX_TYPES * 256);

// ---------------------------------------------------------------------------------------
// The game besides the board: one contiguous region, saved and restored whole.

/** The game's counters, at the head of the game region. */
@unmanaged
export class Counters {
  players: i32;
  current: i32; // player to move
  ended: i32;
  discards: i32;
  monks: i32; // entries in monkList
}

export const G_COUNTERS: i32 = 0;
export const G_SCORES: i32 = 32; // i32 per player
export const G_SUPPLY: i32 = G_SCORES + 24; // u8 per player
// Followers on cloisters not yet complete, the only ones whose completion pays or frees
// anyone: per monk its cloister's tile (low 16 bits) and board follower index (high 16).
export const G_MONKS: i32 = G_SUPPLY + 8;
export const GAME_BYTES: i32 = G_MONKS + MAX_PLAYERS * FOLLOWERS * 4 + 4;

/** Monk j's cloister tile and board follower index. */
@inline export function monkTile(j: i32): i32 { return <i32>load<u16>(monkList + (<usize>j << 2)); }
@inline export function monkFollower(j: i32): i32 { return <i32>load<u16>(monkList + (<usize>j << 2), 2); }

export const gameRegion: usize = memory.data(GAME_BYTES, 16);
export const game = changetype<Counters>(gameRegion + G_COUNTERS);
export const scores: usize = gameRegion + G_SCORES;
export const supply: usize = gameRegion + G_SUPPLY;
export const monkList: usize = gameRegion + G_MONKS;

// ---------------------------------------------------------------------------------------
// Scratch

export const stack: usize = memory.data(256); // draw stack, type ids
export const pool: usize = memory.data(256); // the tiles a playout draws from, sorted by type
// Fitting placements of the drawn tile: per frontier slot, its rotations (a bit mask).
export const fTmp: usize = memory.data(MAX_FRONT);
export const spotTmp: usize = memory.data(MAXF); // free follower spots of a placed tile
export const spotRoot: usize = memory.data(MAXF * 2, 2); // and their features' roots
// joinedGroup's (feature, neighbour root) pairs: 4 edges + 8 half-edges at most.
export const pairFeat: usize = memory.data(12);
export const pairRoot: usize = memory.data(12 * 4, 4);
export const polGain: usize = memory.data(MAX_PLAYERS * 4, 4); // policy: points per player
export const polFol: usize = memory.data(MAX_PLAYERS); // policy: followers per player
