// Putting a tile on the board: its record and segments, the grid and frontier, and the
// joins with its neighbours' features, in @carc/rules' board.ts `placeTile` order (edges N,
// E, S, W; on each, the road or city first, then the two half-edge fields), so that roots
// and rings come out the same. Legality is the caller's business (board/api.ts checks what
// memory safety needs).

import { EDGE_CITY, EDGE_FIELD } from '../kinds';
import { CELLS, MAXF, NONE, vEdgeFeat, vEdges, vHalfFeat, vKind, vMulti, vNF, vOpen, vPen } from '../layout';
import { ld8 } from '../mem';
import { fresh, w32 } from './journal';
import {
  H_MAXX, H_MAXY, H_MINX, H_MINY, H_SEGS, H_TILES, S_FEAT, S_KIND, S_MULTI, S_NEXT, S_OPEN, S_PARENT, S_PEN, S_SIZE,
  S_TILE, S_TILES, SEG_BYTES, T_SEG0, T_VAR, T_X, T_Y, TILE_BYTES,
} from './layout';
import { cellAt, cellOf, grid, head, headAt, sg, tl, tSeg0, tVar } from './records';
import { addOpen, find, union } from './segments';
import { frontierAppend, frontierDemand, frontierRemove } from './frontier';
import { w16 } from './journal';

/** Board edge d (N E S W) as a torus cell offset. */
@inline export function stepOf(d: i32): i32 { return d == 0 ? -(1 << 7) : d == 1 ? 1 : d == 2 ? 1 << 7 : -1; }
@inline export function dxOf(d: i32): i32 { return d == 1 ? 1 : d == 3 ? -1 : 0; }
@inline export function dyOf(d: i32): i32 { return d == 2 ? 1 : d == 0 ? -1 : 0; }
/** The half-edge of the neighbouring tile that half-edge h touches (NL faces the north tile's SR). */
@inline export function facingHalf(h: i32): i32 { return ((h + 4) & 7) ^ 1; }

/** Puts variant v (type * 4 + quarter turns) at (x, y); returns the new tile's index. */
export function placeTile(v: i32, x: i32, y: i32): i32 {
  const t = head(H_TILES);
  const seg0 = head(H_SEGS);
  const nf = ld8(vNF, v);
  const tp = tl(t);
  fresh(tp, TILE_BYTES);
  store<u8>(tp, <u8>v, T_VAR);
  store<u16>(tp, <u16>seg0, T_SEG0);
  store<i16>(tp, <i16>x, T_X);
  store<i16>(tp, <i16>y, T_Y);
  fresh(sg(seg0), nf * SEG_BYTES);
  for (let f = 0; f < nf; f++) {
    const s = seg0 + f;
    const p = sg(s);
    const fi = v * MAXF + f;
    store<u32>(p, <u32>(s | (s << 16)), S_PARENT); // parent, next
    store<u32>(p, <u32>(ld8(vOpen, fi) | (1 << 16)), S_OPEN); // open, size
    store<u32>(p, <u32>(ld8(vMulti, fi) | (1 << 16)), S_MULTI); // multi, tiles
    store<u16>(p, <u16>(ld8(vKind, fi) | (ld8(vPen, fi) << 8)), S_KIND); // kind, pennants
    store<u8>(p, <u8>f, S_FEAT);
    store<u16>(p, <u16>t, S_TILE);
  }
  w32(headAt(H_TILES), t + 1);
  w32(headAt(H_SEGS), seg0 + nf);
  if (t == 0) {
    w32(headAt(H_MINX), x);
    w32(headAt(H_MAXX), x);
    w32(headAt(H_MINY), y);
    w32(headAt(H_MAXY), y);
  } else {
    if (x < head(H_MINX)) w32(headAt(H_MINX), x);
    if (x > head(H_MAXX)) w32(headAt(H_MAXX), x);
    if (y < head(H_MINY)) w32(headAt(H_MINY), y);
    if (y > head(H_MAXY)) w32(headAt(H_MAXY), y);
  }
  const c = cellOf(x, y);
  const g = grid(c);
  if (g < 0) frontierRemove(-g - 1);
  w16(cellAt(c), t + 1);
  const edges = ld8(vEdges, v);
  for (let d = 0; d < 4; d++) {
    const nc = (c + stepOf(d)) & (CELLS - 1);
    const j = grid(nc);
    if (j > 0) {
      join(v, seg0, d, j - 1);
    } else {
      const code = (edges >> (d << 1)) & 3;
      const side = (d + 2) & 3;
      if (j < 0) frontierDemand(-j - 1, side, code);
      else frontierAppend(nc, x + dxOf(d), y + dyOf(d), side, code);
    }
  }
  return t;
}

/** Joins the new tile (variant v, first segment seg0) to placed tile n across its edge d. */
function join(v: i32, seg0: i32, d: i32, n: i32): void {
  const nv = tVar(n);
  const nSeg0 = tSeg0(n);
  const code = (ld8(vEdges, v) >> (d << 1)) & 3;
  if (code != EDGE_FIELD) {
    // A road or city crosses this edge: the edge closes on both sides.
    const ef = ld8(vEdgeFeat, v * 4 + d);
    const nef = ld8(vEdgeFeat, nv * 4 + ((d + 2) & 3));
    if (ef != NONE && nef != NONE) {
      const mine = seg0 + ef;
      const theirs = nSeg0 + nef;
      addOpen(find(mine), -1);
      addOpen(find(theirs), -1);
      union(mine, theirs);
    }
  }
  if (code != EDGE_CITY) {
    for (let h = d << 1; h < (d << 1) + 2; h++) {
      const mf = ld8(vHalfFeat, v * 8 + h);
      const tf = ld8(vHalfFeat, nv * 8 + facingHalf(h));
      if (mf != NONE && tf != NONE) union(seg0 + mf, nSeg0 + tf);
    }
  }
}
