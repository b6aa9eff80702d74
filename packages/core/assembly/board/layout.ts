// The board's linear-memory map. Every byte a board operation writes lives in one block,
// [board, board + BOARD_BYTES), so that a reset is one fill, a checksum covers the whole
// board, and a playout snapshot is a few copies of its leading parts. The grid comes last:
// it is large and sparse, and a snapshot restores it cell by cell instead of copying it.
//
// Indices and counts follow @carc/rules' board exactly: placed tiles are numbered 0.. in
// placement order, and segments are dense (tile t's feature f is segment firstSeg(t) + f).

import { CELLS, MAXF } from '../layout';

/** Tile slots. A game holds at most 104 tiles (base 72, The Festival 10, Easter 22). */
export const BT: i32 = 128;
/** Segment slots: MAXF features per tile at most. */
export const BS: i32 = BT * MAXF;
/** Follower slots (5 players x 7 followers, plus room for what expansions put down). */
export const BF: i32 = 256;
/**
 * Frontier slots: every square opened takes the next slot and keeps it after it is filled
 * (a tile opens at most 3 squares, the first 4), so the slots are the squares in the order
 * they appeared.
 */
export const BQ: i32 = 4 * BT;
/** The sig of a filled frontier slot: no side demands anything, so no tile fits it (fitTab). */
export const FILLED: i32 = 0xff;
/**
 * Widest and tallest the host's tiles may spread (max - min). The grid is a 128 x 128 torus:
 * tiles and their frontier squares (one step outside) must fall on distinct cells, so the
 * spread plus 2 must stay below 128 (a core game's 125 connected tiles spread 124 at most;
 * a rules game's 104, 103). Readers of other squares check the coordinates they find.
 */
export const MAX_SPAN: i32 = 120;

// Header: i32 words.
export const H_TILES: i32 = 0; // placed tiles
export const H_SEGS: i32 = 4; // segments
export const H_FOLS: i32 = 8; // followers on the board
export const H_FLEN: i32 = 12; // frontier slots used (squares and filled slots)
export const H_FLIVE: i32 = 16; // frontier squares
export const H_MINX: i32 = 20; // bounding box of the placed tiles
export const H_MAXX: i32 = 24;
export const H_MINY: i32 = 28;
export const H_MAXY: i32 = 32;
export const HEAD_BYTES: i32 = 64;

// Placed tile, 8 bytes: variant (type * 4 + quarter turns) u8, pad, first segment u16, x i16, y i16.
export const TILE_BYTES: i32 = 8;
export const T_VAR: i32 = 0;
export const T_SEG0: i32 = 2;
export const T_X: i32 = 4;
export const T_Y: i32 = 6;

// Follower, 8 bytes: player u8, location index u8, placed tile u16, segment u16, pad.
export const FOL_BYTES: i32 = 8;
export const F_PLAYER: i32 = 0;
export const F_LOC: i32 = 1;
export const F_TILE: i32 = 2;
export const F_SEG: i32 = 4;

// Segment, 32 bytes (a shift to address). parent/next/size/open are @carc/rules' S_PARENT/S_NEXT/S_SIZE/S_OPEN and
// occ its S_FOLLOWERS; open, size, multi, tiles, pen, occ and fol are kept on roots only.
export const SEG_BYTES: i32 = 32;
export const SEG_SHIFT: i32 = 5;
export const S_PARENT: i32 = 0; // u16
export const S_NEXT: i32 = 2; // u16: the feature's segments form a ring
export const S_OPEN: i32 = 4; // i16: open edges of a road or city
export const S_SIZE: i32 = 6; // u16: segments in the feature
export const S_MULTI: i32 = 8; // u16: segments on tiles with another feature of the same kind (roads, cities)
export const S_TILES: i32 = 10; // u16: distinct tiles (B-5) of a road or city
export const S_KIND: i32 = 12; // u8
export const S_PEN: i32 = 13; // u8: pennants
export const S_DONE: i32 = 14; // u8: the core's game only: scored and its followers home
export const S_OCC: i32 = 15; // u8: followers on the feature
export const S_FOL: i32 = 16; // u8 x 5: followers per player
export const S_FEAT: i32 = 21; // u8: feature index within its tile's type
export const S_TILE: i32 = 22; // u16: placed tile
export const S_VF: i32 = 24; // u16: variant * MAXF + feature, the index of the tile tables' per-feature rows
// 26..31: unused

// Block offsets.
export const O_TILES: i32 = HEAD_BYTES;
export const O_FOLS: i32 = O_TILES + BT * TILE_BYTES;
// The frontier as parallel arrays over its slots (the listing loop reads sig alone): a
// filled square keeps its slot with sig FILLED, so the others keep their order and a
// removal is one write.
export const O_FX: i32 = O_FOLS + BF * FOL_BYTES; // i16
export const O_FY: i32 = O_FX + BQ * 2; // i16
export const O_FSIG: i32 = O_FY + BQ * 2; // u8: the edge each side demands (2 bits, 3 = free)
export const O_SEGS: i32 = O_FSIG + BQ;
// Grid cell (i16) per torus square: placed tile + 1, or -(frontier slot + 1), or 0.
export const O_GRID: i32 = O_SEGS + BS * SEG_BYTES;
export const BOARD_BYTES: i32 = O_GRID + CELLS * 2;

export const board: usize = memory.data(BOARD_BYTES, 16);
export const bTiles: usize = board + <usize>O_TILES;
export const bFols: usize = board + <usize>O_FOLS;
export const bFX: usize = board + <usize>O_FX;
export const bFY: usize = board + <usize>O_FY;
export const bFSig: usize = board + <usize>O_FSIG;
export const bSegs: usize = board + <usize>O_SEGS;
export const bGrid: usize = board + <usize>O_GRID;
