// @carc/core: base-game Carcassonne engine over flat linear memory.
//
// Everything lives in static `memory.data` segments so the playout loop never allocates.
// The tile table is not compiled in: the host writes it into the I/O buffer and calls
// `configure`, which derives every rotated variant (edge kinds, feature masks, fit table).
//
// Encodings shared with the TypeScript wrapper (src/table.ts):
//   edge kinds     F=0 R=1 C=2
//   feature kinds  road=1 city=2 field=3 cloister=4
//   locations      N E S W = 0..3, NL NR EL ER SL SR WL WR = 4..11, C = 12
//   rotation       quarter turns clockwise 0..3; variant = type * 4 + rotation

// ---------------------------------------------------------------------------------------
// Sizes

const MAXF: i32 = 8; // features per tile (base X has 8)
const MAX_TYPES: i32 = 64;
const MAX_TILES: i32 = 128; // placement slots
const MAX_BOARD: i32 = 125; // tiles on the board: the 128-wide torus must not wrap
const MAX_PLAYERS: i32 = 5;
const FOLLOWERS: i32 = 7;
// The board is a 128 x 128 torus indexed linearly, cell = (x + 128 y) mod 128^2: two
// squares less than 128 apart in both x and y never share an index, and a connected board
// of fewer than 126 tiles (plus its frontier) spans less than that, so neighbours are a
// constant offset away. True coordinates are kept beside the frontier and placements.
const WB: i32 = 7;
const W: i32 = 1 << WB;
const CELLS: i32 = W * W;
const MAX_FRONT: i32 = 512;

const K_ROAD: i32 = 1;
const K_CITY: i32 = 2;
const K_FIELD: i32 = 3;
const K_CLOISTER: i32 = 4;
const NONE: i32 = 255;

// Host table record: edges[4], nFeatures, pad, then MAXF x (kind, pennant, maskLo, maskHi,
// borders, pad, pad, pad).
const REC: i32 = 8 + MAXF * 8;
const IO_SIZE: i32 = 8192;

// ---------------------------------------------------------------------------------------
// Memory

const io: usize = memory.data(IO_SIZE, 16);

const NV: i32 = MAX_TYPES * 4;
const vEdges: usize = memory.data(NV);
const vNF: usize = memory.data(NV);
const vCloister: usize = memory.data(NV);
const vKind: usize = memory.data(NV * MAXF);
const vPen: usize = memory.data(NV * MAXF);
const vOpen: usize = memory.data(NV * MAXF);
const vMulti: usize = memory.data(NV * MAXF);
const vBorder: usize = memory.data(NV * MAXF);
const vEdgeFeat: usize = memory.data(NV * 4);
const vHalfFeat: usize = memory.data(NV * 8);
const vLocFeat: usize = memory.data(NV * 16);
const fitTab: usize = memory.data(MAX_TYPES * 256);

const gPlace: usize = memory.data(CELLS); // placement index + 1, 0 = empty
const gSig: usize = memory.data(CELLS); // required edge kind per side (2 bits), 3 = free
const gFpos: usize = memory.data(CELLS * 2, 2); // frontier index + 1

const fCell: usize = memory.data(MAX_FRONT * 2, 2);
const fX: usize = memory.data(MAX_FRONT * 2, 2);
const fY: usize = memory.data(MAX_FRONT * 2, 2);
const fSig: usize = memory.data(MAX_FRONT); // gSig of each frontier square, kept in step
const fTmp: usize = memory.data(MAX_FRONT);

// Placement record: variant u8, pad, cell u16, x i16, y i16.
const PL: i32 = 8;
const places: usize = memory.data(MAX_TILES * PL, 8);

// Union-find node, one per (placement, feature slot). Root-only fields are kept current
// only on roots.
const NODE: i32 = 32;
const N_PARENT: i32 = 0; // u16
const N_NEXT: i32 = 2; // u16, circular member list
const N_OPEN: i32 = 4; // u16, open road/city edges
const N_SIZE: i32 = 6; // u16, member nodes
const N_MULTI: i32 = 8; // u16, members on tiles with a same-kind sibling feature
const N_TILES: i32 = 10; // u16, distinct tiles (B-5)
const N_KIND: i32 = 12;
const N_PEN: i32 = 13;
const N_DONE: i32 = 14; // completed with followers: scored, followers home
const N_MEEPLE: i32 = 15; // owner + 1 of a follower standing on this very node
const N_OCC: i32 = 16; // followers on the whole feature
const N_FOL: i32 = 17; // followers per player (5 bytes)
const nodes: usize = memory.data(MAX_TILES * MAXF * NODE, 16);

const scores: usize = memory.data(MAX_PLAYERS * 4, 4);
const supply: usize = memory.data(MAX_PLAYERS);
const stack: usize = memory.data(256);
const stamp: usize = memory.data(MAX_TILES * MAXF * 2, 2);
const spotTmp: usize = memory.data(MAXF);
// spotFree's (feature, neighbour root) pairs: 4 edges + 8 half-edges at most.
const pairFeat: usize = memory.data(12);
const pairRoot: usize = memory.data(12 * 4, 4);
let pairN: i32 = 0;
// Nodes that ever received a follower: final scoring only needs their features.
const folList: usize = memory.data(MAX_TILES * 2, 2);
const sFolList: usize = memory.data(MAX_TILES * 2, 2);
// Occupied cloisters not yet complete: the only ones whose completion pays or frees anyone.
const monkList: usize = memory.data(MAX_PLAYERS * FOLLOWERS * 2, 2);
const sMonkList: usize = memory.data(MAX_PLAYERS * FOLLOWERS * 2, 2);

// Snapshot of a position for playouts.
const sNodes: usize = memory.data(MAX_TILES * MAXF * NODE, 16);
const sPlaces: usize = memory.data(MAX_TILES * PL, 8);
const sScores: usize = memory.data(MAX_PLAYERS * 4, 4);
const sSupply: usize = memory.data(MAX_PLAYERS);
const sPool: usize = memory.data(256);

let nTypes: i32 = 0;
let startType: i32 = 0;
let players: i32 = 2;
let current: i32 = 0;
let nPlaced: i32 = 0;
let fN: i32 = 0;
let ended: i32 = 0;
let discards: i32 = 0;
let stkPos: i32 = 0;
let stkLen: i32 = 0;
let folN: i32 = 0;
let sFolN: i32 = 0;
let monkN: i32 = 0;
let sMonkN: i32 = 0;

let sPlaced: i32 = 0;
let sCurrent: i32 = 0;
let sEnded: i32 = 0;
let sDiscards: i32 = 0;

// ---------------------------------------------------------------------------------------
// Small helpers

@inline function ld8(p: usize, i: i32): i32 { return <i32>load<u8>(p + <usize>i); }
@inline function st8(p: usize, i: i32, v: i32): void { store<u8>(p + <usize>i, <u8>v); }
@inline function ld16(p: usize, i: i32): i32 { return <i32>load<u16>(p + (<usize>i << 1)); }
@inline function st16(p: usize, i: i32, v: i32): void { store<u16>(p + (<usize>i << 1), <u16>v); }
@inline function lds16(p: usize, i: i32): i32 { return <i32>load<i16>(p + (<usize>i << 1)); }

@inline function nd(n: i32): usize { return nodes + (<usize>n << 5); }
@inline function nget16(n: i32, off: i32): i32 { return <i32>load<u16>(nd(n) + <usize>off); }
@inline function nset16(n: i32, off: i32, v: i32): void { store<u16>(nd(n) + <usize>off, <u16>v); }
@inline function nget8(n: i32, off: i32): i32 { return <i32>load<u8>(nd(n) + <usize>off); }
@inline function nset8(n: i32, off: i32, v: i32): void { store<u8>(nd(n) + <usize>off, <u8>v); }

@inline function plVar(i: i32): i32 { return <i32>load<u8>(places + <usize>(i * PL)); }
@inline function plCell(i: i32): i32 { return <i32>load<u16>(places + <usize>(i * PL + 2)); }
@inline function plX(i: i32): i32 { return <i32>load<i16>(places + <usize>(i * PL + 4)); }
@inline function plY(i: i32): i32 { return <i32>load<i16>(places + <usize>(i * PL + 6)); }

@inline function cellOf(x: i32, y: i32): i32 { return (x + (y << WB)) & (CELLS - 1); }
@inline function shift(c: i32, dx: i32, dy: i32): i32 { return (c + dx + (dy << WB)) & (CELLS - 1); }
// Edge d: 0 N, 1 E, 2 S, 3 W.
@inline function dxOf(d: i32): i32 { return d == 1 ? 1 : d == 3 ? -1 : 0; }
@inline function dyOf(d: i32): i32 { return d == 2 ? 1 : d == 0 ? -1 : 0; }
@inline function stepOf(d: i32): i32 { return d == 0 ? -W : d == 1 ? 1 : d == 2 ? W : -1; }
@inline function around(c: i32, k: i32): i32 {
  // The 8 neighbours, k = 0..7.
  const o = k < 3 ? k - 1 - W : k < 5 ? (k == 3 ? -1 : 1) : k - 6 + W;
  return (c + o) & (CELLS - 1);
}
@inline function facingHalf(h: i32): i32 { return ((h + 4) & 7) ^ 1; }

// ---------------------------------------------------------------------------------------
// PRNG: xoshiro128**, seeded through splitmix64 so any 64-bit seed gives a good state.

let r0: u32 = 1;
let r1: u32 = 2;
let r2: u32 = 3;
let r3: u32 = 4;

@inline function nextU32(): u32 {
  const result = rotl<u32>(r1 * 5, 7) * 9;
  const t = r1 << 9;
  r2 ^= r0;
  r3 ^= r1;
  r1 ^= r2;
  r0 ^= r3;
  r2 ^= t;
  r3 = rotl<u32>(r3, 11);
  return result;
}

/** Uniform integer below n (n >= 1), Lemire's multiply-and-reject. */
function below(n: i32): i32 {
  const un = <u64>(<u32>n);
  let m = <u64>nextU32() * un;
  let lo = <u32>m;
  if (lo < <u32>n) {
    const threshold = (<u32>(-n)) % <u32>n;
    while (lo < threshold) {
      m = <u64>nextU32() * un;
      lo = <u32>m;
    }
  }
  return <i32>(m >> 32);
}

let sm: u64 = 0;
function splitmix(): u64 {
  sm += 0x9E3779B97F4A7C15;
  let z = sm;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

export function seed(lo: u32, hi: u32): void {
  sm = (<u64>hi << 32) | <u64>lo;
  const a = splitmix();
  const b = splitmix();
  r0 = <u32>a;
  r1 = <u32>(a >> 32);
  r2 = <u32>b;
  r3 = <u32>(b >> 32);
  if ((r0 | r1 | r2 | r3) == 0) r0 = 1;
}

// ---------------------------------------------------------------------------------------
// Configuration from the host

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
      const v = t * 4 + q;
      let edges = 0;
      for (let d = 0; d < 4; d++) {
        const k = <i32>load<u8>(rec + <usize>d);
        if (k > 2) return 4;
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
          st8(vKind, fi, 0);
          continue;
        }
        const fr = rec + <usize>(8 + f * 8);
        const kind = <i32>load<u8>(fr);
        if (kind < K_ROAD || kind > K_CLOISTER) return 5;
        const mask = <i32>load<u8>(fr + 2) | (<i32>load<u8>(fr + 3) << 8);
        st8(vKind, fi, kind);
        st8(vPen, fi, <i32>load<u8>(fr + 1));
        st8(vBorder, fi, <i32>load<u8>(fr + 4));
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
        }
        if (kind == K_CLOISTER) st8(vCloister, v, f);
        st8(vOpen, fi, kind == K_ROAD || kind == K_CITY ? open : 0);
        let multi = 0;
        if (kind == K_ROAD || kind == K_CITY) {
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
        if (k == 2 && (ef == NONE || ld8(vKind, v * MAXF + ef) != K_CITY)) return 7;
        if (k == 1 && (ef == NONE || ld8(vKind, v * MAXF + ef) != K_ROAD)) return 7;
        if (k == 0 && ef != NONE) return 7;
        if (k != 2 && (h0 == NONE || h1 == NONE)) return 8;
        if (k == 2 && (h0 != NONE || h1 != NONE)) return 8;
      }
    }
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
      st8(fitTab, t * 256 + sig, m);
    }
  }
  nTypes = types;
  startType = start;
  memory.fill(gPlace, 0, CELLS);
  memory.fill(gSig, 0xff, CELLS);
  memory.fill(gFpos, 0, CELLS * 2);
  nPlaced = 0;
  fN = 0;
  reset(2);
  return 0;
}

// ---------------------------------------------------------------------------------------
// Frontier and grid

function frontierAdd(c: i32, x: i32, y: i32): void {
  st8(fSig, fN, ld8(gSig, c));
  st16(fCell, fN, c);
  st16(fX, fN, x);
  st16(fY, fN, y);
  fN++;
  st16(gFpos, c, fN);
}

function frontierRemove(c: i32): void {
  const p = ld16(gFpos, c);
  if (p == 0) return;
  const last = fN - 1;
  if (p - 1 != last) {
    const lc = ld16(fCell, last);
    st16(fCell, p - 1, lc);
    st8(fSig, p - 1, ld8(fSig, last));
    st16(fX, p - 1, ld16(fX, last));
    st16(fY, p - 1, ld16(fY, last));
    st16(gFpos, lc, p);
  }
  fN = last;
  st16(gFpos, c, 0);
}

/** Board bookkeeping of placement i: occupancy, neighbour signatures, frontier, counts. */
function gridPlace(i: i32): void {
  const v = plVar(i);
  const c = plCell(i);
  const x = plX(i);
  const y = plY(i);
  st8(gPlace, c, i + 1);
  frontierRemove(c);
  const edges = ld8(vEdges, v);
  for (let d = 0; d < 4; d++) {
    const nc = (c + stepOf(d)) & (CELLS - 1);
    if (ld8(gPlace, nc) != 0) continue;
    const od = ((d + 2) & 3) << 1;
    const e = (edges >> (d << 1)) & 3;
    const sig = (ld8(gSig, nc) & ~(3 << od)) | (e << od);
    st8(gSig, nc, sig);
    const fp = ld16(gFpos, nc);
    if (fp == 0) frontierAdd(nc, x + dxOf(d), y + dyOf(d));
    else st8(fSig, fp - 1, sig);
  }
}

/** Placed tiles among the 8 squares around c (only ever asked for cloisters). */
function neighbours(c: i32): i32 {
  let n = 0;
  for (let k = 0; k < 8; k++) if (ld8(gPlace, around(c, k)) != 0) n++;
  return n;
}

function clearGrid(): void {
  for (let i = 0; i < nPlaced; i++) {
    const c = plCell(i);
    st8(gPlace, c, 0);
    st8(gSig, c, 0xff);
    st16(gFpos, c, 0);
    // gridPlace only writes the 4 edge neighbours.
    for (let d = 0; d < 4; d++) {
      const nc = (c + stepOf(d)) & (CELLS - 1);
      st8(gSig, nc, 0xff);
      st16(gFpos, nc, 0);
    }
  }
  fN = 0;
}

// ---------------------------------------------------------------------------------------
// Union-find over features

function find(n: i32): i32 {
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
  if ((k == K_ROAD || k == K_CITY) && nget16(ra, N_MULTI) != 0 && nget16(rb, N_MULTI) != 0) {
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
function featurePlace(i: i32): void {
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
    const nc = (c + stepOf(d)) & (CELLS - 1);
    const j = ld8(gPlace, nc);
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

// ---------------------------------------------------------------------------------------
// Scoring

function addScore(p: i32, pts: i32): void {
  const a = scores + (<usize>p << 2);
  store<i32>(a, load<i32>(a) + pts);
}

/** Pays `pts` to the majority owner(s) of root r. */
function award(r: i32, pts: i32): void {
  if (nget8(r, N_OCC) == 0) return;
  let best = 0;
  for (let p = 0; p < players; p++) best = max(best, nget8(r, N_FOL + p));
  for (let p = 0; p < players; p++) if (nget8(r, N_FOL + p) == best) addScore(p, pts);
}

/** Scores a completed feature and sends its followers home. */
function complete(r: i32, pts: i32): void {
  award(r, pts);
  nset8(r, N_DONE, 1);
  if (nget8(r, N_OCC) != 0) {
    for (let p = 0; p < players; p++) st8(supply, p, ld8(supply, p) + nget8(r, N_FOL + p));
  }
}

function scoreAfter(i: i32): void {
  const v = plVar(i);
  const base = i << 3;
  const nf = ld8(vNF, v);
  // A completed feature nobody stands on pays nothing and frees nobody, so it is left
  // unmarked: "complete" is read from its open-edge count where it matters (farms).
  for (let f = 0; f < nf; f++) {
    const k = ld8(vKind, v * MAXF + f);
    if (k != K_ROAD && k != K_CITY) continue;
    const r = find(base + f);
    if (nget8(r, N_OCC) == 0 || nget8(r, N_DONE) != 0 || nget16(r, N_OPEN) != 0) continue;
    const t = nget16(r, N_TILES);
    complete(r, featWorth(k, t, nget8(r, N_PEN), true));
  }
  const x = plX(i);
  const y = plY(i);
  for (let j = 0; j < monkN; ) {
    const n = ld16(monkList, j);
    const t = n >> 3;
    // Only a placement in the cloister's 3x3 can complete it.
    if (abs(plX(t) - x) <= 1 && abs(plY(t) - y) <= 1 && neighbours(plCell(t)) == 8) {
      complete(n, 9);
      st16(monkList, j, ld16(monkList, --monkN));
    } else {
      j++;
    }
  }
}

/** Final scoring (rules B-6). Ends the game; followers stay where they stand. */
export function finish(): void {
  if (ended != 0) return;
  ended = 1;
  memory.fill(stamp, 0, <usize>((nPlaced << 3) << 1));
  // Only features holding followers can pay; stamp[root] = 0xffff marks one as paid.
  for (let i = 0; i < folN; i++) {
    const n = find(ld16(folList, i));
    if (nget8(n, N_DONE) != 0 || ld16(stamp, n) == 0xffff) continue;
    const k = nget8(n, N_KIND);
    if (k == K_ROAD || k == K_CITY) {
      award(n, featWorth(k, nget16(n, N_TILES), nget8(n, N_PEN), false));
    } else if (k == K_CLOISTER) {
      award(n, 1 + neighbours(plCell(n >> 3)));
    } else if (k == K_FIELD) {
      // Each completed city counts once per farm however often the farm touches it.
      award(n, 3 * farmCities(n));
    }
    st16(stamp, n, 0xffff);
  }
}

// ---------------------------------------------------------------------------------------
// Moves

function placeRaw(v: i32, c: i32, x: i32, y: i32): i32 {
  const i = nPlaced++;
  const p = places + <usize>(i * PL);
  store<u8>(p, <u8>v);
  store<u16>(p + 2, <u16>c);
  store<i16>(p + 4, <i16>x);
  store<i16>(p + 6, <i16>y);
  featurePlace(i);
  gridPlace(i);
  return i;
}

function addFollower(n: i32, p: i32): void {
  const r = find(n);
  st16(folList, folN++, n);
  if (nget8(n, N_KIND) == K_CLOISTER) st16(monkList, monkN++, n);
  nset8(n, N_MEEPLE, p + 1);
  nset8(r, N_OCC, nget8(r, N_OCC) + 1);
  nset8(r, N_FOL + p, nget8(r, N_FOL + p) + 1);
  st8(supply, p, ld8(supply, p) - 1);
}

/**
 * Could a follower go on feature f of variant v placed at empty cell c? Read-only.
 *
 * Looking only at the neighbours f itself touches is not enough: two features of the new
 * tile that touch the same neighbouring feature become one once the tile is down (a V
 * whose two fields both meet a cloister tile's ring field), so f is occupied if anything
 * in that joined group is. The group is found over the (feature, neighbour root) pairs of
 * this placement, at most 12 of them.
 */
function spotFree(v: i32, c: i32, f: i32): bool {
  if (ld8(vKind, v * MAXF + f) == K_CLOISTER) return true;
  return !groupOccupied(joinedGroup(v, c, f));
}

/**
 * The features of variant v (as a bit mask) that become one feature with f once v is put
 * at empty cell c. Leaves the placement's (feature, neighbour root) pairs in
 * pairFeat/pairRoot (pairN of them) for {@link groupOccupied}.
 */
function joinedGroup(v: i32, c: i32, f: i32): u32 {
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const j = ld8(gPlace, shift(c, dxOf(d), dyOf(d)));
    if (j == 0) continue;
    const nv = plVar(j - 1);
    const nb = (j - 1) << 3;
    const ef = ld8(vEdgeFeat, v * 4 + d);
    if (ef != NONE) {
      st8(pairFeat, n, ef);
      store<i32>(pairRoot + (<usize>n << 2), find(nb + ld8(vEdgeFeat, nv * 4 + ((d + 2) & 3))));
      n++;
    }
    for (let h = d << 1; h < (d << 1) + 2; h++) {
      const hf = ld8(vHalfFeat, v * 8 + h);
      if (hf == NONE) continue;
      st8(pairFeat, n, hf);
      store<i32>(pairRoot + (<usize>n << 2), find(nb + ld8(vHalfFeat, nv * 8 + facingHalf(h))));
      n++;
    }
  }
  pairN = n;
  let group: u32 = 1 << <u32>f;
  let grew = true;
  while (grew) {
    grew = false;
    for (let a = 0; a < n; a++) {
      if (((group >> <u32>ld8(pairFeat, a)) & 1) == 0) continue;
      const root = load<i32>(pairRoot + (<usize>a << 2));
      for (let b = 0; b < n; b++) {
        const g = <u32>ld8(pairFeat, b);
        if (((group >> g) & 1) == 0 && load<i32>(pairRoot + (<usize>b << 2)) == root) {
          group |= 1 << g;
          grew = true;
        }
      }
    }
  }
  return group;
}

/** Whether a neighbouring feature joined by `group` (see joinedGroup) holds a follower. */
function groupOccupied(group: u32): bool {
  for (let a = 0; a < pairN; a++) {
    if (((group >> <u32>ld8(pairFeat, a)) & 1) != 0 && nget8(load<i32>(pairRoot + (<usize>a << 2)), N_OCC) != 0) {
      return true;
    }
  }
  return false;
}

@inline function advance(): void {
  current++;
  if (current == players) current = 0;
}

/** Empties the board, puts the start tile at (0,0) rotation 0, fills every supply. */
export function reset(numPlayers: i32): void {
  clearGrid();
  players = numPlayers < 1 ? 1 : numPlayers > MAX_PLAYERS ? MAX_PLAYERS : numPlayers;
  current = 0;
  nPlaced = 0;
  ended = 0;
  discards = 0;
  folN = 0;
  monkN = 0;
  stkPos = 0;
  stkLen = 0;
  for (let p = 0; p < MAX_PLAYERS; p++) {
    store<i32>(scores + (<usize>p << 2), 0);
    st8(supply, p, p < players ? FOLLOWERS : 0);
  }
  placeRaw(startType * 4, cellOf(0, 0), 0, 0);
}

/**
 * The current player places tile `type` at (x, y) turned `rot` quarter turns, with a
 * follower on location `loc` (-1 for none), then completed features are scored and the
 * turn passes. Returns 0, or 1 bad arguments / game over, 2 not next to the board or
 * occupied, 3 edges do not match, 4 no feature at loc, 5 empty supply, 6 feature occupied.
 */
export function put(type: i32, x: i32, y: i32, rot: i32, loc: i32): i32 {
  if (ended != 0 || type < 0 || type >= nTypes || rot < 0 || rot > 3 || loc < -1 || loc > 12) return 1;
  if (nPlaced >= MAX_BOARD) return 1;
  const c = cellOf(x, y);
  const fp = ld16(gFpos, c);
  if (fp == 0 || lds16(fX, fp - 1) != x || lds16(fY, fp - 1) != y) return 2;
  if (((ld8(fitTab, (type << 8) | ld8(gSig, c)) >> rot) & 1) == 0) return 3;
  const v = type * 4 + rot;
  let f = NONE;
  if (loc >= 0) {
    f = ld8(vLocFeat, v * 16 + loc);
    if (f == NONE) return 4;
    if (ld8(supply, current) == 0) return 5;
    if (!spotFree(v, c, f)) return 6;
  }
  const i = placeRaw(v, c, x, y);
  if (f != NONE) addFollower((i << 3) + f, current);
  scoreAfter(i);
  advance();
  return 0;
}

/** Writes every fitting (x, y, rot) for `type` to the I/O buffer as i16 triples; returns the count. */
export function placements(type: i32): i32 {
  if (type < 0 || type >= nTypes) return 0;
  const fit = fitTab + (<usize>type << 8);
  let n = 0;
  for (let i = 0; i < fN; i++) {
    let m = <i32>load<u8>(fit + <usize>ld8(fSig, i));
    while (m != 0 && (n + 1) * 6 <= IO_SIZE) {
      const q = ctz(m);
      m &= m - 1;
      st16(io, n * 3, ld16(fX, i));
      st16(io, n * 3 + 1, ld16(fY, i));
      st16(io, n * 3 + 2, q);
      n++;
    }
  }
  return n;
}

/**
 * Legal follower spots if `type` were placed at (x, y, rot) by a player with a follower in
 * supply: one location code per feature (its first location) written to the I/O buffer as
 * bytes. Returns the count, or -1 if the placement itself is illegal.
 */
export function spots(type: i32, x: i32, y: i32, rot: i32): i32 {
  if (type < 0 || type >= nTypes || rot < 0 || rot > 3) return -1;
  const c = cellOf(x, y);
  const fp = ld16(gFpos, c);
  if (fp == 0 || lds16(fX, fp - 1) != x || lds16(fY, fp - 1) != y) return -1;
  if (((ld8(fitTab, (type << 8) | ld8(gSig, c)) >> rot) & 1) == 0) return -1;
  const v = type * 4 + rot;
  const nf = ld8(vNF, v);
  let n = 0;
  // Features that join through a neighbour are one spot (both fields of a V that meet a
  // cloister's ring field): list each joined group once, under its first feature.
  let listed: u32 = 0;
  for (let f = 0; f < nf; f++) {
    if (((listed >> <u32>f) & 1) != 0) continue;
    if (ld8(vKind, v * MAXF + f) == K_CLOISTER) {
      listed |= 1 << <u32>f;
    } else {
      const group = joinedGroup(v, c, f);
      listed |= group;
      if (groupOccupied(group)) continue;
    }
    for (let loc = 0; loc < 13; loc++) {
      if (ld8(vLocFeat, v * 16 + loc) == f) {
        st8(io, n++, loc);
        break;
      }
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------
// Random play

/**
 * Sets the draw stack to the `n` type ids in the I/O buffer (drawn first to last). Returns
 * 1 if the board could outgrow the torus, 2 for an unknown type.
 */
export function loadStack(n: i32): i32 {
  if (n < 0 || nPlaced + n > MAX_BOARD) return 1;
  for (let i = 0; i < n; i++) {
    const t = ld8(io, i);
    if (t >= nTypes) return 2;
    st8(stack, i, t);
  }
  stkPos = 0;
  stkLen = n;
  return 0;
}

/** Fisher-Yates over the tiles not yet drawn. */
export function shuffleStack(): void {
  const n = stkLen - stkPos;
  const base = stack + <usize>stkPos;
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    const a = load<u8>(base + <usize>i);
    store<u8>(base + <usize>i, load<u8>(base + <usize>j));
    store<u8>(base + <usize>j, a);
  }
}

/**
 * One turn from the stack under the playout policy (setPolicy). With the random policy
 * (no samples) it is uniform over fitting (position, rotation), then uniform over "no
 * follower" and each free feature of the placed tile; otherwise, on the policy's share of
 * turns, the placement (and, when the policy says so, the follower) is the heuristic's
 * pick. Returns the tile type drawn, +256 when it fitted nowhere and was discarded (B-3:
 * the same player draws again), or -1 when the stack is empty.
 */
export function step(): i32 {
  if (stkPos >= stkLen || ended != 0) return -1;
  const t = ld8(stack, stkPos++);
  const fit = fitTab + (<usize>t << 8);
  let total = 0;
  for (let i = 0; i < fN; i++) {
    const m = <i32>load<u8>(fit + <usize>ld8(fSig, i));
    st8(fTmp, i, m);
    total += popcnt(m);
  }
  if (total == 0) {
    discards++;
    return t | 256;
  }
  const smart = polSamples > 0 && (polEps == 0 || below(100) >= polEps);
  const at = smart ? policyPick(t, total) : pickAt(below(total));
  const i = at >> 2;
  const v = t * 4 + (at & 3);
  const k = placeRaw(v, ld16(fCell, i), lds16(fX, i), lds16(fY, i));
  const p = current;
  if (ld8(supply, p) != 0) {
    const base = k << 3;
    const nf = ld8(vNF, v);
    let ns = 0;
    for (let f = 0; f < nf; f++) {
      const root = find(base + f);
      if (nget8(root, N_OCC) != 0) continue;
      // Two features of this tile already joined through the board are one spot.
      let dup = false;
      for (let i = 0; i < ns && !dup; i++) dup = find(base + ld8(spotTmp, i)) == root;
      if (!dup) st8(spotTmp, ns++, f);
    }
    const pick = smart && polFollow != 0 ? followerChoice(k, ns) : below(ns + 1);
    if (pick != 0) addFollower(base + ld8(spotTmp, pick - 1), p);
  }
  scoreAfter(k);
  advance();
  return t;
}

// ---------------------------------------------------------------------------------------
// Playout policy (configured from the host with `policy`; the default is uniform random)
//
// A light heuristic for both players, cheap enough for thousands of playouts per second:
// each turn looks at up to `polSamples` fitting placements (all of them when there are
// fewer) and plays the one whose road, city and cloister changes are worth most to the
// mover minus what they are worth to the others, read from the union-find roots around the
// square without placing anything. The follower goes on the free feature of the placed
// tile worth most, if that beats a keep value that grows when the supply runs low; farmers
// only on fields already next to completed cities. `polEps` percent of turns stay uniformly
// random, so the playouts still explore.

let polSamples: i32 = 0;
let polEps: i32 = 0;
let polFollow: i32 = 0;
let polReserve: i32 = 1;
let polKeep: i32 = 2;
const polGain: usize = memory.data(MAX_PLAYERS * 4, 4);
const polFol: usize = memory.data(MAX_PLAYERS);
// Generation marks for counting the completed cities next to a field once each.
const mark: usize = memory.data(MAX_TILES * MAXF * 2, 2);
let markGen: i32 = 0;

/**
 * Sets the playout policy used by `step` and `playouts`. samples = 0 restores uniform
 * random turns (and ignores the rest). eps: percent of turns played uniformly at random.
 * follow: 0 uniform follower choice, 1 heuristic. reserve: followers kept back for sure
 * points. keep: the points a follower must be expected to bring to be put down.
 */
export function policy(samples: i32, eps: i32, follow: i32, reserve: i32, keep: i32): void {
  polSamples = samples < 0 ? 0 : samples;
  polEps = eps < 0 ? 0 : eps > 100 ? 100 : eps;
  polFollow = follow;
  polReserve = reserve;
  polKeep = keep;
}

@inline function gainAdd(p: i32, v: i32): void {
  const a = polGain + (<usize>p << 2);
  store<i32>(a, load<i32>(a) + v);
}

/** Points of a road or city: completed (B-5) or at game end (B-6); also the greedy policy's value. */
@inline function featWorth(kind: i32, tiles: i32, pen: i32, done: bool): i32 {
  return kind == K_ROAD ? tiles : done ? 2 * (tiles + pen) : tiles + pen;
}

/** Pays `w` into polGain (with sign) to the majority holders of the followers in polFol. */
function payMajority(w: i32): void {
  let best = 0;
  for (let p = 0; p < players; p++) best = max(best, ld8(polFol, p));
  if (best == 0) return;
  for (let p = 0; p < players; p++) if (ld8(polFol, p) == best) gainAdd(p, w);
}

/**
 * What putting variant v at empty cell c (true coordinates x, y) changes for player p,
 * minus the change for the others, in end-of-game points plus 2 for each completion that
 * frees a follower. Read-only; approximate (fields ignored, two features of the tile that
 * meet the same neighbouring feature are valued apart).
 */
function placeValue(v: i32, c: i32, x: i32, y: i32, p: i32): i32 {
  for (let q = 0; q < players; q++) store<i32>(polGain + (<usize>q << 2), 0);
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const ef = ld8(vEdgeFeat, v * 4 + d);
    if (ef == NONE) continue;
    const j = ld8(gPlace, (c + stepOf(d)) & (CELLS - 1));
    if (j == 0) continue;
    st8(pairFeat, n, ef);
    store<i32>(pairRoot + (<usize>n << 2), find(((j - 1) << 3) + ld8(vEdgeFeat, plVar(j - 1) * 4 + ((d + 2) & 3))));
    n++;
  }
  let handled: u32 = 0;
  for (let a = 0; a < n; a++) {
    const f = ld8(pairFeat, a);
    if (((handled >> <u32>f) & 1) != 0) continue;
    handled |= 1 << <u32>f;
    const fi = v * MAXF + f;
    const kind = ld8(vKind, fi);
    let open = ld8(vOpen, fi);
    let tiles = 1;
    let pen = ld8(vPen, fi);
    let occ = 0;
    for (let q = 0; q < players; q++) st8(polFol, q, 0);
    for (let b = a; b < n; b++) {
      if (ld8(pairFeat, b) != f) continue;
      open -= 2;
      const r = load<i32>(pairRoot + (<usize>b << 2));
      let seen = false;
      for (let e = a; e < b && !seen; e++) seen = ld8(pairFeat, e) == f && load<i32>(pairRoot + (<usize>e << 2)) == r;
      if (seen) continue;
      open += nget16(r, N_OPEN);
      tiles += nget16(r, N_TILES);
      pen += nget8(r, N_PEN);
      if (nget8(r, N_OCC) != 0) {
        occ = 1;
        // Before: each joined root pays its own holders what it is worth now.
        for (let q = 0; q < players; q++) st8(polFol, q, nget8(r, N_FOL + q));
        payMajority(-featWorth(kind, nget16(r, N_TILES), nget8(r, N_PEN), false));
      }
    }
    if (occ == 0) continue;
    // After: the joined feature's followers, counted again (cheap: at most 4 roots).
    for (let q = 0; q < players; q++) st8(polFol, q, 0);
    for (let b = a; b < n; b++) {
      if (ld8(pairFeat, b) != f) continue;
      const r = load<i32>(pairRoot + (<usize>b << 2));
      let seen = false;
      for (let e = a; e < b && !seen; e++) seen = ld8(pairFeat, e) == f && load<i32>(pairRoot + (<usize>e << 2)) == r;
      if (seen || nget8(r, N_OCC) == 0) continue;
      for (let q = 0; q < players; q++) st8(polFol, q, ld8(polFol, q) + nget8(r, N_FOL + q));
    }
    const done = open <= 0;
    payMajority(featWorth(kind, tiles, pen, done) + (done ? 2 : 0));
  }
  // Occupied cloisters around the square gain a neighbour each.
  for (let j = 0; j < monkN; j++) {
    const m = ld16(monkList, j);
    const t = m >> 3;
    if (abs(plX(t) - x) > 1 || abs(plY(t) - y) > 1) continue;
    gainAdd(nget8(m, N_MEEPLE) - 1, neighbours(plCell(t)) == 7 ? 3 : 1);
  }
  let val = 0;
  for (let q = 0; q < players; q++) {
    const g = load<i32>(polGain + (<usize>q << 2));
    val += q == p ? g : -g;
  }
  // A cloister tile is worth its neighbours to a player who can still put a monk on it.
  if (ld8(vCloister, v) != NONE && ld8(supply, p) != 0) val += neighbours(c);
  return val;
}

/** Completed cities next to field root r, each once. */
function farmCities(r: i32): i32 {
  markGen++;
  if (markGen >= 0xffff) {
    memory.fill(mark, 0, <usize>(MAX_TILES * MAXF * 2));
    markGen = 1;
  }
  let cities = 0;
  let m = r;
  do {
    let borders = ld8(vBorder, plVar(m >> 3) * MAXF + (m & (MAXF - 1)));
    const base = m & ~(MAXF - 1);
    while (borders != 0) {
      const g = ctz(borders);
      borders &= borders - 1;
      const rc = find(base + g);
      if (nget16(rc, N_OPEN) == 0 && ld16(mark, rc) != markGen) {
        st16(mark, rc, markGen);
        cities++;
      }
    }
    m = nget16(m, N_NEXT);
  } while (m != r);
  return cities;
}

/**
 * The heuristic follower choice for placement k of the player to move: index into
 * spotTmp + 1, or 0 for none. `ns` free spots are listed in spotTmp.
 */
function followerChoice(k: i32, ns: i32): i32 {
  const p = current;
  const have = ld8(supply, p);
  const left = stkLen - stkPos;
  // Followers the player cannot use up before the end anyway cost nothing to put down.
  let keep = polKeep;
  if (have <= polReserve) keep = 3 * polKeep;
  if (left < have * players) keep = 0;
  const base = k << 3;
  let best = 0;
  let bestVal = keep;
  for (let s = 0; s < ns; s++) {
    const f = ld8(spotTmp, s);
    const r = find(base + f);
    const kind = nget8(r, N_KIND);
    let val = 0;
    if (kind == K_CITY) {
      const t = nget16(r, N_TILES) + nget8(r, N_PEN);
      val = nget16(r, N_OPEN) == 0 ? 2 * t + 2 : t + (nget16(r, N_OPEN) <= 2 ? 2 : 1);
    } else if (kind == K_ROAD) {
      val = nget16(r, N_OPEN) == 0 ? nget16(r, N_TILES) + 2 : nget16(r, N_TILES);
    } else if (kind == K_CLOISTER) {
      val = 3 + neighbours(plCell(k));
    } else {
      // Farmers stay to the end: only on fields that already pay, or late.
      val = 3 * farmCities(r) - (left > 2 * players * FOLLOWERS ? 3 : 0);
    }
    if (val > bestVal) {
      bestVal = val;
      best = s + 1;
    }
  }
  return best;
}

/** Index r (below the fitting count) of the (frontier square, rotation) pairs in fTmp to i << 2 | q. */
function pickAt(r: i32): i32 {
  let i = 0;
  let m = 0;
  while (true) {
    m = ld8(fTmp, i);
    const pc = popcnt(m);
    if (r < pc) break;
    r -= pc;
    i++;
  }
  while (r > 0) {
    m &= m - 1;
    r--;
  }
  return (i << 2) | ctz(m);
}

/** Does a tile at empty cell c join a road or city holding a follower, or neighbour an occupied cloister? */
function touchesClaim(c: i32, x: i32, y: i32): bool {
  for (let d = 0; d < 4; d++) {
    const j = ld8(gPlace, (c + stepOf(d)) & (CELLS - 1));
    if (j == 0) continue;
    const nf = ld8(vEdgeFeat, plVar(j - 1) * 4 + ((d + 2) & 3));
    if (nf != NONE && nget8(find(((j - 1) << 3) + nf), N_OCC) != 0) return true;
  }
  for (let j = 0; j < monkN; j++) {
    const t = ld16(monkList, j) >> 3;
    if (abs(plX(t) - x) <= 1 && abs(plY(t) - y) <= 1) return true;
  }
  return false;
}

/** The policy's placement for tile t among `total` fitting ones: i << 2 | q. */
function policyPick(t: i32, total: i32): i32 {
  const p = current;
  let best = 0;
  let bestVal = i32.MIN_VALUE;
  if (total <= polSamples) {
    const cloister = ld8(vCloister, t * 4) != NONE && ld8(supply, p) != 0;
    for (let i = 0; i < fN; i++) {
      let m = ld8(fTmp, i);
      if (m == 0) continue;
      const c = ld16(fCell, i);
      const x = lds16(fX, i);
      const y = lds16(fY, i);
      // A square that touches no claimed road or city and no claimed cloister is worth the
      // same (nothing, or a cloister's neighbours) in every rotation: skip placeValue there.
      const cold = !touchesClaim(c, x, y);
      const flat = cold && cloister ? neighbours(c) : 0;
      while (m != 0) {
        const q = ctz(m);
        m &= m - 1;
        // Low bits: a random tie-break, so equal moves are not chosen by frontier order.
        const val = ((cold ? flat : placeValue(t * 4 + q, c, x, y, p)) << 8) | <i32>(nextU32() >> 24);
        if (val > bestVal) {
          bestVal = val;
          best = (i << 2) | q;
        }
      }
    }
  } else {
    for (let s = 0; s < polSamples; s++) {
      const at = pickAt(below(total));
      const i = at >> 2;
      const val = (placeValue(t * 4 + (at & 3), ld16(fCell, i), lds16(fX, i), lds16(fY, i), p) << 8) | <i32>(nextU32() >> 24);
      if (val > bestVal) {
        bestVal = val;
        best = at;
      }
    }
  }
  return best;
}

function save(): void {
  sPlaced = nPlaced;
  sCurrent = current;
  sEnded = ended;
  sDiscards = discards;
  sFolN = folN;
  sMonkN = monkN;
  memory.copy(sMonkList, monkList, <usize>(monkN << 1));
  memory.copy(sFolList, folList, <usize>(folN << 1));
  memory.copy(sNodes, nodes, <usize>((nPlaced << 3) * NODE));
  memory.copy(sPlaces, places, <usize>(nPlaced * PL));
  memory.copy(sScores, scores, <usize>(MAX_PLAYERS * 4));
  memory.copy(sSupply, supply, <usize>MAX_PLAYERS);
}

function restore(): void {
  clearGrid();
  nPlaced = sPlaced;
  current = sCurrent;
  ended = sEnded;
  discards = sDiscards;
  folN = sFolN;
  monkN = sMonkN;
  memory.copy(monkList, sMonkList, <usize>(monkN << 1));
  memory.copy(folList, sFolList, <usize>(folN << 1));
  memory.copy(nodes, sNodes, <usize>((nPlaced << 3) * NODE));
  memory.copy(places, sPlaces, <usize>(nPlaced * PL));
  memory.copy(scores, sScores, <usize>(MAX_PLAYERS * 4));
  memory.copy(supply, sSupply, <usize>MAX_PLAYERS);
  // Replaying the grid in placement order rebuilds the same frontier order as before.
  for (let i = 0; i < nPlaced; i++) gridPlace(i);
}

/**
 * Runs n random playouts from the current position, each with the undrawn part of the
 * stack as the remaining multiset in a fresh random order, to the end with final scoring.
 * Writes the per-player sums of final scores to the I/O buffer as f64 and leaves the
 * position as it was; the stack keeps the same tiles, sorted by type.
 */
export function playouts(n: i32): void {
  const left = stkLen - stkPos;
  // The pool is sorted by type so that only the multiset, not the order the host listed
  // it in, decides the playouts for a given seed.
  let k = 0;
  for (let t = 0; t < nTypes; t++) {
    for (let i = stkPos; i < stkLen; i++) if (ld8(stack, i) == t) st8(sPool, k++, t);
  }
  save();
  let s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0;
  for (let g = 0; g < n; g++) {
    memory.copy(stack, sPool, <usize>left);
    stkPos = 0;
    stkLen = left;
    shuffleStack();
    while (step() >= 0) {}
    finish();
    s0 += <f64>load<i32>(scores);
    s1 += <f64>load<i32>(scores, 4);
    s2 += <f64>load<i32>(scores, 8);
    s3 += <f64>load<i32>(scores, 12);
    s4 += <f64>load<i32>(scores, 16);
    restore();
  }
  memory.copy(stack, sPool, <usize>left);
  stkPos = 0;
  stkLen = left;
  store<f64>(io, s0);
  store<f64>(io, s1, 8);
  store<f64>(io, s2, 16);
  store<f64>(io, s3, 24);
  store<f64>(io, s4, 32);
}

// ---------------------------------------------------------------------------------------
// Reading the state

export function score(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? load<i32>(scores + (<usize>p << 2)) : 0;
}

/** Followers in player p's supply. */
export function inSupply(p: i32): i32 {
  return p >= 0 && p < MAX_PLAYERS ? ld8(supply, p) : 0;
}

/** Followers of player p standing on the board, counted node by node (not from supply). */
export function onBoard(p: i32): i32 {
  let n = 0;
  for (let t = 0; t < nPlaced; t++) {
    const nf = ld8(vNF, plVar(t));
    for (let f = 0; f < nf; f++) {
      const i = (t << 3) + f;
      if (nget8(i, N_MEEPLE) == p + 1 && (nget8(find(i), N_DONE) == 0 || nget8(i, N_KIND) == K_FIELD)) n++;
    }
  }
  return n;
}

/**
 * Game counters packed for the host: current player | placed << 4 | drawn-from-stack << 12
 * | discards << 20 | ended << 28.
 */
export function status(): i32 {
  return current | (nPlaced << 4) | (stkPos << 12) | (discards << 20) | (ended << 28);
}

/** The tile at (x, y) as type * 4 + rotation, or -1. */
export function tileAt(x: i32, y: i32): i32 {
  const j = ld8(gPlace, cellOf(x, y));
  if (j == 0 || plX(j - 1) != x || plY(j - 1) != y) return -1;
  return plVar(j - 1);
}

/** Owner of the follower on location loc of the tile at (x, y), or -1. */
export function followerAt(x: i32, y: i32, loc: i32): i32 {
  const j = ld8(gPlace, cellOf(x, y));
  if (j == 0 || plX(j - 1) != x || plY(j - 1) != y || loc < 0 || loc > 12) return -1;
  const f = ld8(vLocFeat, plVar(j - 1) * 16 + loc);
  if (f == NONE) return -1;
  const n = ((j - 1) << 3) + f;
  const m = nget8(n, N_MEEPLE);
  if (m == 0) return -1;
  if (nget8(n, N_KIND) != K_FIELD && nget8(find(n), N_DONE) != 0) return -1;
  return m - 1;
}
