/**
 * Where a tile may go, and putting it there. Placements are listed in frontier order, then
 * rotation 0..3; rotations that look alike are listed separately (a placement is position x
 * rotation).
 */
import type { Rotation } from '@carc/tiles';
import { CoreError } from '../errors.js';
import { at, H_FLEN, H_MAXX, H_MAXY, H_MINX, H_MINY, H_TILES } from './engine.js';
import type { BoardEngine } from './engine.js';
import { boardNode, OP_PLACE } from './state.js';
import type { BoardState } from './state.js';

/** A tile placement as @carc/rules' actions spell it. */
export interface PlaceAction {
  readonly type: 'place';
  readonly x: number;
  readonly y: number;
  readonly rot: Rotation;
}

const ROT: readonly Rotation[] = [0, 90, 180, 270];

/**
 * What square (x, y) demands of a tile, packed: bits 8..15 a mask of the sides that have a
 * neighbour (0b11 per side, side e at bits 2e), bits 0..7 the edge codes those neighbours
 * show. 0 when the square is taken or touches no tile.
 */
export function needOf(b: BoardState, x: number, y: number): number {
  const e = at(b);
  const h = e.head >> 2;
  const i32 = e.i32;
  if ((x | 0) !== x || (y | 0) !== y || i32[h + (H_TILES >> 2)] === 0) return 0;
  if (x < i32[h + (H_MINX >> 2)]! - 1 || x > i32[h + (H_MAXX >> 2)]! + 1 || y < i32[h + (H_MINY >> 2)]! - 1 || y > i32[h + (H_MAXY >> 2)]! + 1) return 0;
  const g = e.i16[(e.grid >> 1) + ((x + (y << 7)) & 16383)]!;
  if (g >= 0) return 0;
  const sig = e.u8[e.fSig - g - 1]!;
  let mask = 0;
  let val = 0;
  for (let d = 0; d < 8; d += 2) {
    const s = (sig >> d) & 3;
    if (s === 3) continue;
    mask |= 3 << d;
    val |= s << d;
  }
  return (mask << 8) | val;
}

/** Whether edges `packed` (tile edge codes, side e at bits 2e) meet a square's `need` (needOf). */
export function fitsNeed(packed: number, need: number): boolean {
  return (packed & (need >> 8)) === (need & 0xff);
}

/** Whether type `type` turned q quarter turns fits at (x, y). */
export function fits(b: BoardState, type: number, q: number, x: number, y: number): boolean {
  const e = at(b);
  const need = needOf(b, x, y);
  return need !== 0 && typeOk(e, type) && (q & 3) === q && fitsNeed(e.u8[e.vEdges + type * 4 + q]!, need);
}

function typeOk(e: BoardEngine, type: number): boolean {
  return (type | 0) === type && type >= 0 && type < e.typeCount;
}

/**
 * Calls `visit(x, y, q)` for every legal placement of `type`, in frontier order then
 * rotation order; stops early when `visit` returns true. Returns whether it stopped. `visit`
 * may read or extend other boards.
 */
export function forEachPlacement(b: BoardState, type: number, visit: (x: number, y: number, q: number) => boolean | void): boolean {
  let e = at(b);
  if (!typeOk(e, type)) return false;
  const fit = e.fitTab + (type << 8);
  // Slots only ever get added, and a filled slot fits nothing: the walk survives a visitor
  // that moves the cursor, once it is moved back.
  const len = e.i32[(e.head + H_FLEN) >> 2]!;
  for (let q = 0; q < len; q++) {
    let m = e.u8[fit + e.u8[e.fSig + q]!]!;
    if (m !== 0) {
      const x = e.i16[(e.fX >> 1) + q]!;
      const y = e.i16[(e.fY >> 1) + q]!;
      for (let r = 0; r < 4; r++, m >>= 1) {
        if ((m & 1) === 0) continue;
        if (visit(x, y, r) === true) return true;
        e = at(b); // the visitor may have moved the cursor
      }
    }
  }
  return false;
}

/** Every legal placement of `type` as actions, one wasm call. */
export function placementActions(b: BoardState, type: number): PlaceAction[] {
  const e = at(b);
  if (!typeOk(e, type)) return [];
  const n = e.raw.bPlacements(type);
  const out: PlaceAction[] = new Array<PlaceAction>(n);
  const i16 = e.i16;
  let p = e.out >> 1;
  for (let i = 0; i < n; i++, p += 3) out[i] = { type: 'place', x: i16[p]!, y: i16[p + 1]!, rot: ROT[i16[p + 2]!]! };
  return out;
}

export function canPlaceAnywhere(b: BoardState, type: number): boolean {
  const e = at(b);
  return typeOk(e, type) && e.raw.bCanPlace(type) === 1;
}

/**
 * `b` with tile type `type` turned q quarter turns clockwise at (x, y), its features joined
 * to the neighbours'. Whether the edges match is the caller's business; a square that is
 * taken, or too far from the other tiles for the board, is a CoreError.
 */
export function placeTile(b: BoardState, type: number, q: number, x: number, y: number): BoardState {
  const e = at(b);
  if (!typeOk(e, type) || (q & 3) !== q || (x | 0) !== x || (y | 0) !== y) {
    throw new CoreError(`cannot place tile type ${type} rot ${q} at (${x},${y}): bad arguments`, 1);
  }
  const n = boardNode(b, OP_PLACE, type, q, x, y, null, b.tileCount + 1, b.segCount + e.u8[e.vNF + 4 * type]!, b.meepleCount);
  e.apply(n);
  return n;
}
