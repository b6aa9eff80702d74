// Where everything lives in linear memory. All of it is static (`memory.data`), so the
// playout loop never allocates, and every address below folds to a constant.
//
// The one contiguous region that matters beyond scratch space is the game state: every
// byte a turn can change, except the grid, which is derived from the placements and
// rebuilt from them (see snapshot.ts). A playout snapshot is therefore one memory.copy of
// that region, cut short after the last live node.

// ---------------------------------------------------------------------------------------
// Sizes

export const MAXF: i32 = 8; // features per tile (base X has 8)
export const MAX_TYPES: i32 = 64;
export const MAX_TILES: i32 = 128; // placement slots
export const MAX_BOARD: i32 = 125; // tiles on the board: the 128-wide torus must not wrap
export const MAX_PLAYERS: i32 = 5;
export const FOLLOWERS: i32 = 7;
// The board is a 128 x 128 torus indexed linearly, cell = (x + 128 y) mod 128^2: two
// squares less than 128 apart in both x and y never share an index, and a connected board
// of fewer than 126 tiles (plus its frontier) spans less than that, so neighbours are a
// constant offset away. True coordinates are kept beside the frontier and placements.
export const WB: i32 = 7;
export const W: i32 = 1 << WB;
export const CELLS: i32 = W * W;
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
export const vOpen: usize = memory.data(NV * MAXF); // edges a road or city meets
export const vMulti: usize = memory.data(NV * MAXF); // 1 if the tile has a same-kind sibling
export const vBorder: usize = memory.data(NV * MAXF); // field: bit mask of bordering cities
export const vEdgeFeat: usize = memory.data(NV * 4); // feature on each edge
export const vHalfFeat: usize = memory.data(NV * 8); // feature on each half-edge
export const vLocFeat: usize = memory.data(NV * 16); // feature at each location code
// fitTab[type * 256 + signature]: bit q set if rotation q fits a square with that signature.
export const fitTab: usize = memory.data(MAX_TYPES * 256);

// ---------------------------------------------------------------------------------------
// Grid and frontier (derived from the placements)

export const gPlace: usize = memory.data(CELLS); // placement index + 1, 0 = empty
export const gSig: usize = memory.data(CELLS); // required edge kind per side (2 bits), 3 = free
export const gFpos: usize = memory.data(CELLS * 2, 2); // frontier index + 1

export const fCell: usize = memory.data(MAX_FRONT * 2, 2);
export const fX: usize = memory.data(MAX_FRONT * 2, 2);
export const fY: usize = memory.data(MAX_FRONT * 2, 2);
export const fSig: usize = memory.data(MAX_FRONT); // gSig of each frontier square, kept in step
export const fTmp: usize = memory.data(MAX_FRONT); // fitting rotations per frontier square

// ---------------------------------------------------------------------------------------
// Game state: one contiguous region, fixed-size parts first and the nodes last, so that a
// snapshot copies only up to the last placed tile's nodes.

/** The game's counters, at the head of the state region. */
@unmanaged
export class Counters {
  players: i32;
  current: i32; // player to move
  placed: i32; // tiles on the board, the start tile included
  ended: i32;
  discards: i32;
  followers: i32; // entries in folList
  monks: i32; // entries in monkList
}

// Placement record: variant u8, pad, cell u16, x i16, y i16.
export const PL: i32 = 8;

// Union-find node, one per (placement, feature slot); node n = placement << 3 | slot.
// Root-only fields are kept current only on roots.
export const NODE: i32 = 32;
export const N_PARENT: i32 = 0; // u16
export const N_NEXT: i32 = 2; // u16, circular member list
export const N_OPEN: i32 = 4; // u16, open road/city edges
export const N_SIZE: i32 = 6; // u16, member nodes
export const N_MULTI: i32 = 8; // u16, members on tiles with a same-kind sibling feature
export const N_TILES: i32 = 10; // u16, distinct tiles (B-5)
export const N_KIND: i32 = 12;
export const N_PEN: i32 = 13;
export const N_DONE: i32 = 14; // completed with followers: scored, followers home
export const N_MEEPLE: i32 = 15; // owner + 1 of a follower standing on this very node
export const N_OCC: i32 = 16; // followers on the whole feature
export const N_FOL: i32 = 17; // followers per player (5 bytes)

export const S_COUNTERS: i32 = 0;
export const S_SCORES: i32 = 32; // i32 per player
export const S_SUPPLY: i32 = S_SCORES + 24; // u8 per player
// Nodes that ever received a follower (u16): final scoring only needs their features.
export const S_FOLLIST: i32 = S_SUPPLY + 8;
// Occupied cloisters not yet complete (u16): the only ones whose completion pays or frees anyone.
export const S_MONKLIST: i32 = S_FOLLIST + MAX_TILES * 2;
export const S_PLACES: i32 = S_MONKLIST + 72;
export const S_NODES: i32 = S_PLACES + MAX_TILES * PL;
export const STATE_BYTES: i32 = S_NODES + MAX_TILES * MAXF * NODE;

export const state: usize = memory.data(STATE_BYTES, 16);
/** The position `playouts` returns to after each game. */
export const snapshot: usize = memory.data(STATE_BYTES, 16);

export const game = changetype<Counters>(state + S_COUNTERS);
export const scores: usize = state + S_SCORES;
export const supply: usize = state + S_SUPPLY;
export const folList: usize = state + S_FOLLIST;
export const monkList: usize = state + S_MONKLIST;
export const places: usize = state + S_PLACES;
export const nodes: usize = state + S_NODES;

/** Bytes of the state region in use with `placed` tiles on the board. */
@inline export function liveStateBytes(placed: i32): usize {
  return <usize>S_NODES + <usize>((placed << 3) * NODE);
}

// ---------------------------------------------------------------------------------------
// Scratch

export const stack: usize = memory.data(256); // draw stack, type ids
export const pool: usize = memory.data(256); // the tiles a playout draws from, sorted by type
export const stamp: usize = memory.data(MAX_TILES * MAXF * 2, 2); // final scoring: paid roots
// Generation marks for counting the completed cities next to a field once each.
export const mark: usize = memory.data(MAX_TILES * MAXF * 2, 2);
export const spotTmp: usize = memory.data(MAXF); // free follower spots of a placed tile
// joinedGroup's (feature, neighbour root) pairs: 4 edges + 8 half-edges at most.
export const pairFeat: usize = memory.data(12);
export const pairRoot: usize = memory.data(12 * 4, 4);
export const polGain: usize = memory.data(MAX_PLAYERS * 4, 4); // policy: points per player
export const polFol: usize = memory.data(MAX_PLAYERS); // policy: followers per player
