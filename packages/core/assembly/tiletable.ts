// The tile table. It is not compiled in: the host writes one record per tile type into the
// I/O buffer and calls `configure`, which derives every rotated variant (edge kinds,
// feature tables, fit table) into the tables of layout.ts. Nothing here knows about games
// or boards: the host starts one after configuring (reset, bReset).

import {
  EDGE_CITY, EDGE_FIELD, EDGE_KIND_COUNT, EDGE_ROAD, FEATURE_KIND_COUNT, KIND_CITY, KIND_CLOISTER, KIND_ROAD,
} from './kinds';
import {
  fitTab, io, IO_SIZE, MAX_TYPES, MAXF, NONE, REC,
  vBorder, vCloister, vEdgeFeat, vEdges, vHalfFeat, vKind, vLocFeat, vMulti, vNF, vOpen, vPen, vRepLoc,
} from './layout';
import { ld8, st8 } from './mem';
import { FILLED } from './board/layout';

export let nTypes: i32 = 0;
export let startType: i32 = 0;

export function ioPtr(): usize {
  return io;
}

/**
 * Reads `types` tile records from the I/O buffer and derives the four rotated variants of
 * each. Returns 0, or a positive code naming what is inconsistent in the table.
 */
export function configure(types: i32, start: i32): i32 {
  if (types < 1 || types > MAX_TYPES || types * REC > IO_SIZE) return 1;
  if (start < 0 || start >= types) return 2;
  for (let t = 0; t < types; t++) {
    const rec = io + <usize>(t * REC);
    const nf = <i32>load<u8>(rec + 4);
    if (nf > MAXF) return 3;
    for (let q = 0; q < 4; q++) {
      const rc = deriveVariant(rec, nf, t * 4 + q, q);
      if (rc != 0) return rc;
    }
    deriveFits(t);
  }
  nTypes = types;
  startType = start;
  return 0;
}

/** Variant v of the type in record rec, turned q quarter turns clockwise. */
function deriveVariant(rec: usize, nf: i32, v: i32, q: i32): i32 {
  let edges = 0;
  for (let d = 0; d < 4; d++) {
    const k = <i32>load<u8>(rec + <usize>d);
    if (k >= EDGE_KIND_COUNT) return 4;
    edges |= k << (((d + q) & 3) << 1);
  }
  st8(vEdges, v, edges);
  st8(vNF, v, nf);
  st8(vCloister, v, NONE);
  for (let i = 0; i < 4; i++) st8(vEdgeFeat, v * 4 + i, NONE);
  for (let i = 0; i < 8; i++) st8(vHalfFeat, v * 8 + i, NONE);
  for (let i = 0; i < 16; i++) st8(vLocFeat, v * 16 + i, NONE);
  for (let f = 0; f < MAXF; f++) {
    const fi = v * MAXF + f;
    if (f >= nf) {
      st8(vKind, fi, NONE);
      continue;
    }
    const fr = rec + <usize>(8 + f * 8);
    const kind = <i32>load<u8>(fr);
    if (kind >= FEATURE_KIND_COUNT) return 5;
    const mask = <i32>load<u8>(fr + 2) | (<i32>load<u8>(fr + 3) << 8);
    st8(vKind, fi, kind);
    st8(vPen, fi, <i32>load<u8>(fr + 1));
    st8(vBorder, fi, <i32>load<u8>(fr + 4));
    st8(vRepLoc, fi, NONE);
    let open = 0;
    for (let loc = 0; loc < 13; loc++) {
      if (((mask >> loc) & 1) == 0) continue;
      let at = loc;
      if (loc < 4) {
        at = (loc + q) & 3;
        st8(vEdgeFeat, v * 4 + at, f);
        open++;
      } else if (loc < 12) {
        at = 4 + ((loc - 4 + 2 * q) & 7);
        st8(vHalfFeat, v * 8 + at - 4, f);
      }
      if (ld8(vLocFeat, v * 16 + at) != NONE) return 6;
      st8(vLocFeat, v * 16 + at, f);
      if (ld8(vRepLoc, fi) == NONE || at < ld8(vRepLoc, fi)) st8(vRepLoc, fi, at);
    }
    if (kind == KIND_CLOISTER) st8(vCloister, v, f);
    // Edges the feature meets, whatever its kind (@carc/rules' edgeCount; fields and
    // cloisters meet none).
    st8(vOpen, fi, open);
    let multi = 0;
    if (kind == KIND_ROAD || kind == KIND_CITY) {
      for (let g = 0; g < nf; g++) {
        if (g != f && <i32>load<u8>(rec + <usize>(8 + g * 8)) == kind) multi = 1;
      }
    }
    st8(vMulti, fi, multi);
  }
  // Edges and features must agree, or matching and merging would disagree.
  for (let d = 0; d < 4; d++) {
    const k = (edges >> (d << 1)) & 3;
    const ef = ld8(vEdgeFeat, v * 4 + d);
    const h0 = ld8(vHalfFeat, v * 8 + 2 * d);
    const h1 = ld8(vHalfFeat, v * 8 + 2 * d + 1);
    if (k == EDGE_CITY && (ef == NONE || ld8(vKind, v * MAXF + ef) != KIND_CITY)) return 7;
    if (k == EDGE_ROAD && (ef == NONE || ld8(vKind, v * MAXF + ef) != KIND_ROAD)) return 7;
    if (k == EDGE_FIELD && ef != NONE) return 7;
    if (k != EDGE_CITY && (h0 == NONE || h1 == NONE)) return 8;
    if (k == EDGE_CITY && (h0 != NONE || h1 != NONE)) return 8;
  }
  return 0;
}

/** The fit table of type t: which rotations fit each of the 256 square signatures. */
function deriveFits(t: i32): void {
  for (let sig = 0; sig < 256; sig++) {
    let m = 0;
    for (let q = 0; q < 4; q++) {
      const e = ld8(vEdges, t * 4 + q);
      let ok = true;
      for (let d = 0; d < 4; d++) {
        const s = (sig >> (d << 1)) & 3;
        if (s != 3 && s != ((e >> (d << 1)) & 3)) ok = false;
      }
      if (ok) m |= 1 << q;
    }
    // A square touching nothing takes no tile: the frontier marks its filled slots so.
    if (sig == FILLED) m = 0;
    st8(fitTab, t * 256 + sig, m);
  }
}
