/**
 * Placed tiles: where they are, which type, how turned, their first segment. A placed tile
 * is a number, its index in placement order (the start tile is 0).
 */
import { at, H_MAXX, H_MAXY, H_MINX, H_MINY, H_TILES } from './engine.js';
import type { BoardEngine } from './engine.js';
import type { BoardState } from './state.js';

/** Placed tile at (x, y) of the materialised board, or -1 (any coordinates). */
export function tileIndexAt(e: BoardEngine, x: number, y: number): number {
  const h = e.head >> 2;
  const i32 = e.i32;
  if ((x | 0) !== x || (y | 0) !== y || i32[h + (H_TILES >> 2)] === 0) return -1;
  if (x < i32[h + (H_MINX >> 2)]! || x > i32[h + (H_MAXX >> 2)]! || y < i32[h + (H_MINY >> 2)]! || y > i32[h + (H_MAXY >> 2)]!) return -1;
  const g = e.i16[(e.grid >> 1) + ((x + (y << 7)) & 16383)]!;
  return g > 0 ? g - 1 : -1;
}

/** Placed-tile index at (x, y), or -1. */
export function tileAt(b: BoardState, x: number, y: number): number {
  return tileIndexAt(at(b), x, y);
}

/** Type index (into @carc/tiles ALL_TILES, the rules' TYPES) of placed tile `t`. */
export function tileType(b: BoardState, t: number): number {
  const e = at(b);
  return e.u8[e.tiles + 8 * t]! >> 2;
}

/** Quarter turns clockwise (0..3) of placed tile `t`. */
export function tileTurns(b: BoardState, t: number): number {
  const e = at(b);
  return e.u8[e.tiles + 8 * t]! & 3;
}

export function tileX(b: BoardState, t: number): number {
  const e = at(b);
  return e.i16[(e.tiles + 8 * t + 4) >> 1]!;
}

export function tileY(b: BoardState, t: number): number {
  const e = at(b);
  return e.i16[(e.tiles + 8 * t + 6) >> 1]!;
}

/** First segment of placed tile `t`: its feature f is segment `tileFirstSeg + f`. */
export function tileFirstSeg(b: BoardState, t: number): number {
  const e = at(b);
  return e.u16[(e.tiles + 8 * t + 2) >> 1]!;
}

/** Number of tiles present among the 8 around (x, y). */
export function neighbourCount(b: BoardState, x: number, y: number): number {
  const e = at(b);
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx !== 0 || dy !== 0) && tileIndexAt(e, x + dx, y + dy) >= 0) n++;
    }
  }
  return n;
}
