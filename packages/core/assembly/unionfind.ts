// Features as a union-find forest: one node per (placement, feature slot), joined when a
// tile meets its neighbours. A root carries the whole feature's totals: open edges, tiles
// (B-5: a tile counts once however often the feature crosses it), pennants, followers.

import { KIND_CITY, KIND_ROAD } from './kinds';
import {
  MAX_PLAYERS, MAXF, N_FOL, N_KIND, N_MULTI, N_NEXT, N_OCC, N_OPEN, N_PARENT, N_PEN, N_SIZE, N_TILES, NONE,
  vEdgeFeat, vHalfFeat, vKind, vMulti, vNF, vOpen, vPen,
} from './layout';
import { ld8 } from './mem';
import { nd, nget16, nget8, nset16, nset8, plCell, plVar } from './records';
import { facingHalf, neighbourAt } from './grid';

export function find(n: i32): i32 {
  let p = nget16(n, N_PARENT);
  while (p != n) {
    const gp = nget16(p, N_PARENT);
    nset16(n, N_PARENT, gp);
    n = gp;
    p = nget16(n, N_PARENT);
  }
  return n;
}

/** Tiles with members in both sets `s` and `o` (roots); s is walked, so pass the smaller. */
function overlap(s: i32, o: i32): i32 {
  let count = 0;
  let m = s;
  do {
    const base = m & ~(MAXF - 1);
    const f = m & (MAXF - 1);
    const v = plVar(m >> 3);
    if (ld8(vMulti, v * MAXF + f) != 0) {
      const k = ld8(vKind, v * MAXF + f);
      const nf = ld8(vNF, v);
      let first = true;
      let inOther = false;
      for (let g = 0; g < nf; g++) {
        if (g == f || ld8(vKind, v * MAXF + g) != k) continue;
        const r = find(base + g);
        // The tile is counted once, from its lowest feature slot inside s.
        if (g < f && r == s) {
          first = false;
          break;
        }
        if (r == o) inOther = true;
      }
      if (first && inOther) count++;
    }
    m = nget16(m, N_NEXT);
  } while (m != s);
  return count;
}

function unite(a: i32, b: i32): i32 {
  let ra = find(a);
  let rb = find(b);
  if (ra == rb) return ra;
  if (nget16(ra, N_SIZE) < nget16(rb, N_SIZE)) {
    const t = ra;
    ra = rb;
    rb = t;
  }
  let dup = 0;
  const k = nget8(ra, N_KIND);
  if ((k == KIND_ROAD || k == KIND_CITY) && nget16(ra, N_MULTI) != 0 && nget16(rb, N_MULTI) != 0) {
    dup = overlap(rb, ra);
  }
  nset16(rb, N_PARENT, ra);
  nset16(ra, N_SIZE, nget16(ra, N_SIZE) + nget16(rb, N_SIZE));
  nset16(ra, N_MULTI, nget16(ra, N_MULTI) + nget16(rb, N_MULTI));
  nset16(ra, N_TILES, nget16(ra, N_TILES) + nget16(rb, N_TILES) - dup);
  nset16(ra, N_OPEN, nget16(ra, N_OPEN) + nget16(rb, N_OPEN));
  nset8(ra, N_PEN, nget8(ra, N_PEN) + nget8(rb, N_PEN));
  if (nget8(rb, N_OCC) != 0) {
    nset8(ra, N_OCC, nget8(ra, N_OCC) + nget8(rb, N_OCC));
    for (let p = 0; p < MAX_PLAYERS; p++) {
      nset8(ra, N_FOL + p, nget8(ra, N_FOL + p) + nget8(rb, N_FOL + p));
    }
  }
  const na = nget16(ra, N_NEXT);
  nset16(ra, N_NEXT, nget16(rb, N_NEXT));
  nset16(rb, N_NEXT, na);
  return ra;
}

/** Creates the feature nodes of placement i and joins them to the neighbours' features. */
export function featurePlace(i: i32): void {
  const v = plVar(i);
  const c = plCell(i);
  const base = i << 3;
  const nf = ld8(vNF, v);
  // Slots past nf are never read, so only live records are written (whole words at once).
  for (let f = 0; f < nf; f++) {
    const n = base + f;
    const p = nd(n);
    const fi = v * MAXF + f;
    store<u32>(p, <u32>(n | (n << 16))); // parent, next
    store<u32>(p, <u32>(ld8(vOpen, fi) | (1 << 16)), N_OPEN); // open, size
    store<u32>(p, <u32>(ld8(vMulti, fi) | (1 << 16)), N_MULTI); // multi, tiles
    store<u32>(p, <u32>(ld8(vKind, fi) | (ld8(vPen, fi) << 8)), N_KIND); // kind, pen, done, meeple
    store<u64>(p, 0, N_OCC); // occ, followers
  }
  for (let d = 0; d < 4; d++) {
    const j = neighbourAt(c, d);
    if (j == 0) continue;
    const nv = plVar(j - 1);
    const nb = (j - 1) << 3;
    const od = (d + 2) & 3;
    const ef = ld8(vEdgeFeat, v * 4 + d);
    if (ef != NONE) {
      const r = unite(base + ef, nb + ld8(vEdgeFeat, nv * 4 + od));
      nset16(r, N_OPEN, nget16(r, N_OPEN) - 2);
    }
    for (let h = d << 1; h < (d << 1) + 2; h++) {
      const hf = ld8(vHalfFeat, v * 8 + h);
      if (hf != NONE) unite(base + hf, nb + ld8(vHalfFeat, nv * 8 + facingHalf(h)));
    }
  }
}
