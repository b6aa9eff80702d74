// Features as a union-find forest over the segments, exactly as @carc/rules' board.ts:
// union by size (ties keep the first argument's root), rings spliced the same way, and on a
// journaled board no path compression (parents are read by the host, and the journal must
// see every write; a read must not write). A root
// carries the feature's totals: open edges, segments, pennants, followers, and for roads
// and cities the distinct tiles (B-5), which the core's scoring reads without a walk.

import { KIND_CITY, KIND_ROAD } from '../kinds';
import { MAXF, vKind, vMulti, vNF } from '../layout';
import { ld8 } from '../mem';
import { logs, w16, w32, w8 } from './journal';
import { S_FOL, S_KIND, S_MULTI, S_NEXT, S_OCC, S_OPEN, S_PARENT, S_PEN, S_SIZE, S_TILES } from './layout';
import { sg, sNext, sParent, sSize, sVF } from './records';

export function find<J>(s: i32): i32 {
  let p = sParent(s);
  if (logs<J>()) {
    while (p != s) {
      s = p;
      p = sParent(s);
    }
  } else {
    // Unjournaled (the core's own games): path halving. Roots, sizes and rings stay what
    // they would be without it; only parents on the way up change.
    while (p != s) {
      const gp = sParent(p);
      store<u16>(sg(s), <u16>gp, S_PARENT);
      s = gp;
      p = sParent(s);
    }
  }
  return s;
}

/**
 * Tiles with segments in both features `s` and `o` (roots) when they are roads or cities:
 * the distinct-tile count of their union is the sum less these. s is walked (pass the
 * smaller); only tiles with two features of the kind can be in both.
 */
function overlap<J>(s: i32, o: i32): i32 {
  let count = 0;
  let m = s;
  do {
    const vf = sVF(m);
    if (ld8(vMulti, vf) != 0) {
      const v = vf >> 3; // MAXF = 8
      const f = vf & (MAXF - 1);
      const k = ld8(vKind, vf);
      const nf = ld8(vNF, v);
      const base = m - f;
      let first = true;
      let inOther = false;
      for (let g = 0; g < nf; g++) {
        if (g == f || ld8(vKind, v * MAXF + g) != k) continue;
        const r = find<J>(base + g);
        // The tile is counted once, from its lowest feature inside s.
        if (g < f && r == s) {
          first = false;
          break;
        }
        if (r == o) inOther = true;
      }
      if (first && inOther) count++;
    }
    m = sNext(m);
  } while (m != s);
  return count;
}

/** Joins the features of segments a and b (roots or not), as board.ts `union`; returns the joined root. */
export function union<J>(a: i32, b: i32): i32 {
  let ra = find<J>(a);
  let rb = find<J>(b);
  if (ra == rb) return ra;
  if (sSize(ra) < sSize(rb)) {
    const t = ra;
    ra = rb;
    rb = t;
  }
  const pa = sg(ra);
  const pb = sg(rb);
  const k = <i32>load<u8>(pa, S_KIND);
  let dup = 0;
  if ((k == KIND_ROAD || k == KIND_CITY) && load<u16>(pa, S_MULTI) != 0 && load<u16>(pb, S_MULTI) != 0) {
    dup = overlap<J>(rb, ra);
  }
  w16<J>(pb + S_PARENT, ra);
  w16<J>(pa + S_SIZE, <i32>load<u16>(pa, S_SIZE) + <i32>load<u16>(pb, S_SIZE));
  w16<J>(pa + S_OPEN, <i32>load<i16>(pa, S_OPEN) + <i32>load<i16>(pb, S_OPEN));
  if (load<u16>(pb, S_MULTI) != 0) w16<J>(pa + S_MULTI, <i32>load<u16>(pa, S_MULTI) + <i32>load<u16>(pb, S_MULTI));
  w16<J>(pa + S_TILES, <i32>load<u16>(pa, S_TILES) + <i32>load<u16>(pb, S_TILES) - dup);
  if (load<u8>(pb, S_PEN) != 0) w8<J>(pa + S_PEN, <i32>load<u8>(pa, S_PEN) + <i32>load<u8>(pb, S_PEN));
  if (load<u8>(pb, S_OCC) != 0) {
    w8<J>(pa + S_OCC, <i32>load<u8>(pa, S_OCC) + <i32>load<u8>(pb, S_OCC));
    // Per-player counts bytewise in one add: each stays far below 256, so no carry.
    w32<J>(pa + S_FOL, load<i32>(pa, S_FOL) + load<i32>(pb, S_FOL));
    w8<J>(pa + S_FOL + 4, <i32>load<u8>(pa, S_FOL + 4) + <i32>load<u8>(pb, S_FOL + 4));
  }
  const na = <i32>load<u16>(pa, S_NEXT);
  w16<J>(pa + S_NEXT, <i32>load<u16>(pb, S_NEXT));
  w16<J>(pb + S_NEXT, na);
  return ra;
}

/** Adds d to the open edges of root r. */
@inline export function addOpen<J>(r: i32, d: i32): void {
  const p = sg(r) + S_OPEN;
  w16<J>(p, <i32>load<i16>(p) + d);
}
