// Putting a tile on the board: its record and segments, the grid and frontier, and the
// joins with its neighbours' features, in @carc/rules' board.ts `placeTile` order (edges N,
// E, S, W; on each, the road or city first, then the two half-edge fields), so that roots
// and rings come out the same. Legality is the caller's business (board/api.ts checks what
// memory safety needs).

import { EDGE_CITY, EDGE_FIELD } from '../kinds';
import { CELLS, MAXF, NONE, vEdgeFeat, vEdges, vHalfFeat, vKind, vMulti, vNF, vOpen, vPen } from '../layout';
import { ld8 } from '../mem';
import { fresh, logs, w16, w32 } from './journal';
import {
  H_MAXX, H_MAXY, H_MINX, H_MINY, H_SEGS, H_TILES, S_FOL, S_KIND, S_MULTI, S_OPEN, S_PARENT, S_VF, SEG_BYTES, T_VAR, T_X,
  TILE_BYTES,
} from './layout';
import { cellAt, cellOf, grid, head, headAt, sg, tl, tSeg0, tVar } from './records';
import { addOpen, union } from './segments';
import { frontierAppend, frontierDemand, frontierRemove } from './frontier';
import { dxOf, dyOf, facingHalf, stepOf } from './cells';

/** Puts variant v (type * 4 + quarter turns) at (x, y); returns the new tile's index. */
export function placeTile<J>(v: i32, x: i32, y: i32): i32 {
  const t = head(H_TILES);
  const seg0 = head(H_SEGS);
  const nf = ld8(vNF, v);
  const tp = tl(t);
  // Fresh slots are zero on a journaled board, but hold an earlier playout's data in the
  // core's games (which restore from a snapshot): every byte is written.
  fresh<J>(tp, TILE_BYTES);
  store<u32>(tp, <u32>(v | (seg0 << 16)), T_VAR);
  store<u32>(tp, <u32>((x & 0xffff) | (y << 16)), T_X);
  fresh<J>(sg(seg0), nf * SEG_BYTES);
  for (let f = 0; f < nf; f++) {
    const s = seg0 + f;
    const p = sg(s);
    const fi = v * MAXF + f;
    store<u32>(p, <u32>(s | (s << 16)), S_PARENT); // parent, next
    store<u32>(p, <u32>(ld8(vOpen, fi) | (1 << 16)), S_OPEN); // open, size
    store<u32>(p, <u32>(ld8(vMulti, fi) | (1 << 16)), S_MULTI); // multi, tiles
    store<u32>(p, <u32>(ld8(vKind, fi) | (ld8(vPen, fi) << 8)), S_KIND); // kind, pennants, done, followers
    store<u32>(p, 0, S_FOL); // followers per player 0-3
    store<u32>(p, <u32>((f << 8) | (t << 16)), S_FOL + 4); // player 4, feature, tile
    store<u32>(p, <u32>fi, S_VF); // table row, unused half
  }
  w32<J>(headAt(H_TILES), t + 1);
  w32<J>(headAt(H_SEGS), seg0 + nf);
  // The tiles' bounding box: the host's readers start from it, and bPlace keeps the tiles
  // within MAX_SPAN by it. The core's own games place only on the frontier, which keeps
  // them connected and so within their 125 tiles' span; they skip it.
  if (logs<J>()) {
    if (t == 0) {
      w32<J>(headAt(H_MINX), x);
      w32<J>(headAt(H_MAXX), x);
      w32<J>(headAt(H_MINY), y);
      w32<J>(headAt(H_MAXY), y);
    } else {
      if (x < head(H_MINX)) w32<J>(headAt(H_MINX), x);
      if (x > head(H_MAXX)) w32<J>(headAt(H_MAXX), x);
      if (y < head(H_MINY)) w32<J>(headAt(H_MINY), y);
      if (y > head(H_MAXY)) w32<J>(headAt(H_MAXY), y);
    }
  }
  const c = cellOf(x, y);
  const g = grid(c);
  if (g < 0) frontierRemove<J>(-g - 1);
  w16<J>(cellAt(c), t + 1);
  const edges = ld8(vEdges, v);
  for (let d = 0; d < 4; d++) {
    const nc = (c + stepOf(d)) & (CELLS - 1);
    const j = grid(nc);
    if (j > 0) {
      join<J>(v, seg0, d, j - 1);
    } else {
      const code = (edges >> (d << 1)) & 3;
      const side = (d + 2) & 3;
      if (j < 0) frontierDemand<J>(-j - 1, side, code);
      else frontierAppend<J>(nc, x + dxOf(d), y + dyOf(d), side, code);
    }
  }
  return t;
}

/** Joins the new tile (variant v, first segment seg0) to placed tile n across its edge d. */
function join<J>(v: i32, seg0: i32, d: i32, n: i32): void {
  const nv = tVar(n);
  const nSeg0 = tSeg0(n);
  const code = (ld8(vEdges, v) >> (d << 1)) & 3;
  if (code != EDGE_FIELD) {
    // A road or city crosses this edge: the edge closes on both sides.
    const ef = ld8(vEdgeFeat, v * 4 + d);
    const nef = ld8(vEdgeFeat, nv * 4 + ((d + 2) & 3));
    if (ef != NONE && nef != NONE) {
      // board.ts takes one from each side's root, then joins them; the joined root ends
      // with the same count when the two come off it afterwards (and no union reads it).
      addOpen<J>(union<J>(seg0 + ef, nSeg0 + nef), -2);
    }
  }
  if (code != EDGE_CITY) {
    for (let h = d << 1; h < (d << 1) + 2; h++) {
      const mf = ld8(vHalfFeat, v * 8 + h);
      const tf = ld8(vHalfFeat, nv * 8 + facingHalf(h));
      if (mf != NONE && tf != NONE) union<J>(seg0 + mf, nSeg0 + tf);
    }
  }
}
