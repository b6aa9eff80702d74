/**
 * The board: a grid of placed tiles plus a union-find over feature segments.
 *
 * Layouts (flat arrays of small integers; plain arrays rather than typed arrays because
 * V8 allocates small plain arrays on its heap, and a turn allocates a few of them):
 * - `cells`: h rows of w cells from (minX, minY), one array per row so a placement copies
 *   one row and the row list, not the grid. A cell is 0 when empty, else
 *   ((tile index + 1) << 8) | the tile's four edge codes packed two bits each, so a fit
 *   test reads the neighbours' edges straight from the grid. The grid keeps two empty
 *   cells of margin around every tile.
 * - `tiles`, in chunks of CHUNK_TILES placed tiles (a placement copies the chunk list and
 *   the last chunk, not every tile), TILE_STRIDE per tile: [type index, x, y, quarter
 *   turns, first segment]. Read it with `tileType`, `tileX`, ... (below).
 * - `segs`, in chunks of CHUNK_SEGS segments (a turn copies only the chunks it
 *   writes), SEG_STRIDE per segment (one per feature of a placed tile):
 *   [parent, tile, feature index, kind, open edges, next, followers, size]. `open`,
 *   `followers` and `size` are meaningful on roots only; `next` links every segment of
 *   a feature into one ring so a feature can be walked without scanning the board.
 * - `frontier`: (x, y) pairs of the empty squares next to a tile, so listing placements
 *   looks at a few dozen squares rather than the whole bounding box.
 * - `meeples`, MEEPLE_STRIDE per follower: [player, segment, tile, location index]. Read
 *   it with `followerPlayer`, `followerSeg`, ...
 *
 * A placement copies these buffers once and then mutates only the copy; a state that
 * has been handed out is never written again. Union is by size without path
 * compression, so `find` never writes either.
 */
import { cloneBoard } from './state.js';
import type { BoardState, Segs } from './state.js';
import type { Action } from './types.js';
import { EDGE_CITY, KIND_CITY, KIND_ROAD, TYPES } from './tiledefs.js';

const TILE_STRIDE = 5;
export const SEG_STRIDE = 8;
const MEEPLE_STRIDE = 4;

export const S_PARENT = 0;
export const S_TILE = 1;
export const S_FEAT = 2;
export const S_KIND = 3;
export const S_OPEN = 4;
export const S_NEXT = 5;
export const S_FOLLOWERS = 6;
export const S_SIZE = 7;

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Empty cells kept around every tile: frontier squares and their neighbours stay in the grid. */
const MARGIN = 2;
const SLACK = 3;

export function emptyBoard(): BoardState {
  return {
    minX: -MARGIN,
    minY: -MARGIN,
    w: 2 * MARGIN + 1,
    h: 2 * MARGIN + 1,
    cells: Array.from({ length: 2 * MARGIN + 1 }, () => zeros(2 * MARGIN + 1).slice()),
    tiles: [],
    tileCount: 0,
    segs: [],
    segCount: 0,
    frontier: [],
    meeples: [],
    meepleCount: 0,
  };
}

/** Placed-tile index at (x, y), or -1. */
export function tileAt(b: BoardState, x: number, y: number): number {
  const cx = x - b.minX;
  const cy = y - b.minY;
  if (cx < 0 || cy < 0 || cx >= b.w || cy >= b.h) return -1;
  return (b.cells[cy]![cx]! >> 8) - 1;
}

/** Placed tiles per chunk of `tiles` (a power of two). */
const CHUNK_TILES = 8;
const TILE_SHIFT = 3;

/** Offsets of a placed tile's fields within its TILE_STRIDE numbers. */
const T_TYPE = 0;
const T_X = 1;
const T_Y = 2;
const T_TURNS = 3;
const T_SEG0 = 4;

/**
 * Field `f` (T_*) of placed tile `t`. The flat list was copied whole on every placement
 * (4 KB late in a game), the largest allocation of a turn; chunks cap the copy at one
 * chunk. Other modules read tiles through the named readers below, so the layout can
 * change here alone.
 */
function tileField(b: BoardState, t: number, f: number): number {
  return b.tiles[t >> TILE_SHIFT]![(t & (CHUNK_TILES - 1)) * TILE_STRIDE + f]!;
}

/** Type index (into tiledefs' TYPES) of placed tile `t`. */
export function tileType(b: BoardState, t: number): number {
  return tileField(b, t, T_TYPE);
}

export function tileX(b: BoardState, t: number): number {
  return tileField(b, t, T_X);
}

export function tileY(b: BoardState, t: number): number {
  return tileField(b, t, T_Y);
}

/** Quarter turns clockwise (0..3) of placed tile `t`. */
export function tileTurns(b: BoardState, t: number): number {
  return tileField(b, t, T_TURNS);
}

/** First segment of placed tile `t`: its feature f is segment `tileFirstSeg + f`. */
export function tileFirstSeg(b: BoardState, t: number): number {
  return tileField(b, t, T_SEG0);
}

/** Empty squares next to a tile (the frontier), in the order they appeared. */
export function frontierCount(b: BoardState): number {
  return b.frontier.length >> 1;
}

export function frontierX(b: BoardState, k: number): number {
  return b.frontier[2 * k]!;
}

export function frontierY(b: BoardState, k: number): number {
  return b.frontier[2 * k + 1]!;
}

/** Offsets of a follower's fields within its MEEPLE_STRIDE numbers. */
const M_PLAYER = 0;
const M_SEG = 1;
const M_TILE = 2;
const M_LOC = 3;

/** Owner of board follower `i`. */
export function followerPlayer(b: BoardState, i: number): number {
  return b.meeples[i * MEEPLE_STRIDE + M_PLAYER]!;
}

/** Segment of the tile feature follower `i` stands on (of its own tile, not the feature's root). */
export function followerSeg(b: BoardState, i: number): number {
  return b.meeples[i * MEEPLE_STRIDE + M_SEG]!;
}

/** Placed-tile index follower `i` stands on. */
export function followerTile(b: BoardState, i: number): number {
  return b.meeples[i * MEEPLE_STRIDE + M_TILE]!;
}

/** Location index (tiledefs' locName) follower `i` was put on. */
export function followerLoc(b: BoardState, i: number): number {
  return b.meeples[i * MEEPLE_STRIDE + M_LOC]!;
}

/** Segments per chunk of `segs` (a power of two). */
const CHUNK_SEGS = 4;
const CHUNK_SHIFT = 2;
const CHUNK_INTS = CHUNK_SEGS * SEG_STRIDE;

/** Field `f` (S_*) of segment `s`. */
export function segField(segs: Segs, s: number, f: number): number {
  return segs[s >> CHUNK_SHIFT]![(s & (CHUNK_SEGS - 1)) * SEG_STRIDE + f]!;
}

export function find(segs: Segs, s: number): number {
  let p = segField(segs, s, S_PARENT);
  while (p !== s) {
    s = p;
    p = segField(segs, s, S_PARENT);
  }
  return s;
}

/**
 * Copy-on-write over the segment chunks while one board update runs: the first write to
 * a chunk copies it, later writes go to the copy. One editor serves every update (an
 * update never nests another), so an update allocates only the chunk list and the chunks
 * it writes. A chunk is known to be copied by the update's serial number in `stamp`: the
 * `includes` over a list of copied chunks on every write made `set` a tenth of a
 * placeTile profile.
 */
class SegEditor {
  chunks: (readonly number[])[] = [];
  private serial = 0;
  /** stamp[c] === serial: chunk c is this update's own copy. */
  private readonly stamp: number[] = [];
  /**
   * Start an update of `segs` that writes segments below `segEnd` (new ones included);
   * `chunks` is the new list, for the caller to hand out. A list that must grow is
   * allocated at its new length: pushing onto the copy reallocated it half as large again.
   */
  begin(segs: Segs, segEnd: number): this {
    this.serial++;
    const need = (segEnd + CHUNK_SEGS - 1) >> CHUNK_SHIFT;
    if (need <= segs.length) {
      this.chunks = segs.slice();
      return this;
    }
    const chunks = new Array<readonly number[]>(need);
    for (let c = 0; c < segs.length; c++) chunks[c] = segs[c]!;
    for (let c = segs.length; c < need; c++) {
      chunks[c] = zeros(CHUNK_INTS).slice();
      this.mark(c);
    }
    this.chunks = chunks;
    return this;
  }
  private mark(c: number): void {
    while (this.stamp.length <= c) this.stamp.push(0);
    this.stamp[c] = this.serial;
  }
  /** The writable chunk holding segment `s`: this update's copy, made on first use. */
  own(s: number): number[] {
    const c = s >> CHUNK_SHIFT;
    if (this.stamp[c] !== this.serial) {
      this.chunks[c] = this.chunks[c]!.slice();
      this.mark(c);
    }
    return this.chunks[c] as number[];
  }
  get(s: number, f: number): number {
    return this.chunks[s >> CHUNK_SHIFT]![(s & (CHUNK_SEGS - 1)) * SEG_STRIDE + f]!;
  }
  set(s: number, f: number, v: number): void {
    this.own(s)[segOffset(s) + f] = v;
  }
  /** Write a fresh one-segment feature (its own root and ring). */
  init(s: number, tile: number, feat: number, kind: number, open: number): void {
    const ch = this.own(s);
    const o = segOffset(s);
    ch[o + S_PARENT] = s;
    ch[o + S_TILE] = tile;
    ch[o + S_FEAT] = feat;
    ch[o + S_KIND] = kind;
    ch[o + S_OPEN] = open;
    ch[o + S_NEXT] = s;
    ch[o + S_FOLLOWERS] = 0;
    ch[o + S_SIZE] = 1;
  }
  find(s: number): number {
    let p = this.get(s, S_PARENT);
    while (p !== s) {
      s = p;
      p = this.get(s, S_PARENT);
    }
    return s;
  }
}

/** Offset of segment `s` in its chunk. */
function segOffset(s: number): number {
  return (s & (CHUNK_SEGS - 1)) * SEG_STRIDE;
}

const editor = new SegEditor();

/** Edge codes each side of an edge, by board edge: N looks at the south edge of the tile north. */
const FACING_SHIFT = [4, 6, 0, 2];

/**
 * What the square (x, y) demands of a tile, packed: bits 8..15 a mask of the edges that
 * have a neighbour (0b11 per edge), bits 0..7 the codes those neighbours show. 0 means
 * the square touches nothing. Caller guarantees (x, y) and its four neighbours lie in
 * the grid (true for frontier squares: the grid keeps two cells of margin).
 */
function needAt(b: BoardState, x: number, y: number): number {
  const cx = x - b.minX;
  const cy = y - b.minY;
  const row = b.cells[cy]!;
  let mask = 0;
  let val = 0;
  const n = b.cells[cy - 1]![cx]!;
  if (n !== 0) {
    mask |= 0x3;
    val |= (n >> FACING_SHIFT[0]!) & 3;
  }
  const e = row[cx + 1]!;
  if (e !== 0) {
    mask |= 0xc;
    val |= ((e >> FACING_SHIFT[1]!) & 3) << 2;
  }
  const so = b.cells[cy + 1]![cx]!;
  if (so !== 0) {
    mask |= 0x30;
    val |= ((so >> FACING_SHIFT[2]!) & 3) << 4;
  }
  const we = row[cx - 1]!;
  if (we !== 0) {
    mask |= 0xc0;
    val |= ((we >> FACING_SHIFT[3]!) & 3) << 6;
  }
  return (mask << 8) | val;
}

/** needAt for any square: 0 when it is taken, outside the grid's inner part, or touches nothing. */
export function needOf(b: BoardState, x: number, y: number): number {
  const cx = x - b.minX;
  const cy = y - b.minY;
  if (cx < 1 || cy < 1 || cx >= b.w - 1 || cy >= b.h - 1) return 0;
  if (b.cells[cy]![cx] !== 0) return 0;
  return needAt(b, x, y);
}

export function fitsNeed(packed: number, need: number): boolean {
  return (packed & (need >> 8)) === (need & 0xff);
}

export function fits(b: BoardState, type: number, q: number, x: number, y: number): boolean {
  const need = needOf(b, x, y);
  return need !== 0 && fitsNeed(TYPES[type]!.rot[q]!.packed, need);
}

/**
 * Calls `visit(x, y, q)` for every legal placement of `type`, in frontier order then
 * rotation order; stops early when `visit` returns true. Returns whether it stopped.
 */
export function forEachPlacement(b: BoardState, type: number, visit: (x: number, y: number, q: number) => boolean | void): boolean {
  const rots = TYPES[type]!.rot;
  const p0 = rots[0].packed;
  const p1 = rots[1].packed;
  const p2 = rots[2].packed;
  const p3 = rots[3].packed;
  const fr = b.frontier;
  // Identical rotations (X, C, B...) still count separately: a placement is position × rotation.
  for (let i = 0; i < fr.length; i += 2) {
    const x = fr[i]!;
    const y = fr[i + 1]!;
    const need = needAt(b, x, y);
    const mask = need >> 8;
    const val = need & 0xff;
    if ((p0 & mask) === val && visit(x, y, 0) === true) return true;
    if ((p1 & mask) === val && visit(x, y, 1) === true) return true;
    if ((p2 & mask) === val && visit(x, y, 2) === true) return true;
    if ((p3 & mask) === val && visit(x, y, 3) === true) return true;
  }
  return false;
}

/** Every legal placement of `type` as actions: forEachPlacement without a callback per hit. */
export function placementActions(b: BoardState, type: number): Action[] {
  const rots = TYPES[type]!.rot;
  // Rotations unrolled with their edge codes in locals: this runs over every frontier
  // square each turn and was the largest self time of a base-game profile.
  const p0 = rots[0].packed;
  const p1 = rots[1].packed;
  const p2 = rots[2].packed;
  const p3 = rots[3].packed;
  const out: Action[] = [];
  const fr = b.frontier;
  for (let i = 0; i < fr.length; i += 2) {
    const x = fr[i]!;
    const y = fr[i + 1]!;
    const need = needAt(b, x, y);
    const mask = need >> 8;
    const val = need & 0xff;
    if ((p0 & mask) === val) out.push({ type: 'place', x, y, rot: 0 });
    if ((p1 & mask) === val) out.push({ type: 'place', x, y, rot: 90 });
    if ((p2 & mask) === val) out.push({ type: 'place', x, y, rot: 180 });
    if ((p3 & mask) === val) out.push({ type: 'place', x, y, rot: 270 });
  }
  return out;
}

export function canPlaceAnywhere(b: BoardState, type: number): boolean {
  const rots = TYPES[type]!.rot;
  const fr = b.frontier;
  for (let i = 0; i < fr.length; i += 2) {
    const need = needAt(b, fr[i]!, fr[i + 1]!);
    const mask = need >> 8;
    const val = need & 0xff;
    if ((rots[0].packed & mask) === val || (rots[1].packed & mask) === val || (rots[2].packed & mask) === val || (rots[3].packed & mask) === val) return true;
  }
  return false;
}

/** Bounds of the grid grownCells last returned; read at once by its caller. */
const grown = { minX: 0, minY: 0, w: 0, h: 0 };

/** The cell rows for a tile at (x, y): the row list and that row copied, or a larger grid. Bounds go to `grown`. */
function grownCells(b: BoardState, x: number, y: number): number[][] {
  const bMaxX = b.minX + b.w - 1;
  const bMaxY = b.minY + b.h - 1;
  if (x - MARGIN >= b.minX && y - MARGIN >= b.minY && x + MARGIN <= bMaxX && y + MARGIN <= bMaxY) {
    const cells = b.cells.slice() as number[][];
    cells[y - b.minY] = cells[y - b.minY]!.slice();
    setGrown(b.minX, b.minY, b.w, b.h);
    return cells;
  }
  // Grow with some slack on the side that ran out, so the grid is rebuilt only now and then.
  const minX = x - MARGIN < b.minX ? x - MARGIN - SLACK : b.minX;
  const minY = y - MARGIN < b.minY ? y - MARGIN - SLACK : b.minY;
  const maxX = x + MARGIN > bMaxX ? x + MARGIN + SLACK : bMaxX;
  const maxY = y + MARGIN > bMaxY ? y + MARGIN + SLACK : bMaxY;
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  // The old grid lies wholly inside the new one: each new row is a copy of a zero row
  // with the old row written in at an offset. A push per cell made rebuilds ~4% of a
  // base-game profile, and concat (a call into the runtime per row) was not much better.
  const left = b.minX - minX;
  const empty = zeros(w);
  const cells: number[][] = [];
  for (let cy = 0; cy < h; cy++) {
    const oy = cy + minY - b.minY;
    const row = empty.slice();
    if (oy >= 0 && oy < b.h) {
      const old = b.cells[oy]!;
      for (let i = 0; i < old.length; i++) row[left + i] = old[i]!;
    }
    cells.push(row);
  }
  setGrown(minX, minY, w, h);
  return cells;
}

function setGrown(minX: number, minY: number, w: number, h: number): void {
  grown.minX = minX;
  grown.minY = minY;
  grown.w = w;
  grown.h = h;
}

const zeroRows: number[][] = [];

/** A shared row of n zeros, never written: callers copy it (slice, concat). */
function zeros(n: number): number[] {
  let z = zeroRows[n];
  if (!z) {
    z = [];
    for (let i = 0; i < n; i++) z.push(0);
    zeroRows[n] = z;
  }
  return z;
}


/**
 * A copy of `list` with room for `extra` more numbers after it, allocated at its final
 * size, for the caller to fill. concat (what appending used) is a call into the runtime:
 * the tiles chunk's concat alone was a seventh of placeTile in a game profile.
 */
function copyWithRoom(list: readonly number[], extra: number): number[] {
  const n = list.length;
  const out = new Array<number>(n + extra);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  return out;
}

/** A copy of a tiles chunk with one more tile. */
function withTile(chunk: readonly number[], type: number, x: number, y: number, q: number, seg0: number): number[] {
  const n = chunk.length;
  const out = copyWithRoom(chunk, TILE_STRIDE);
  out[n + T_TYPE] = type;
  out[n + T_X] = x;
  out[n + T_Y] = y;
  out[n + T_TURNS] = q;
  out[n + T_SEG0] = seg0;
  return out;
}

/** Join the rings and sets of segments a and b (roots or not). */
function union(ed: SegEditor, a: number, b: number): void {
  let ra = ed.find(a);
  let rb = ed.find(b);
  if (ra === rb) return;
  if (ed.get(ra, S_SIZE) < ed.get(rb, S_SIZE)) {
    const t = ra;
    ra = rb;
    rb = t;
  }
  // The two chunks once each, then plain writes (they may be one chunk).
  const ca = ed.own(ra);
  const cb = ed.own(rb);
  const oa = segOffset(ra);
  const ob = segOffset(rb);
  cb[ob + S_PARENT] = ra;
  ca[oa + S_SIZE] = ca[oa + S_SIZE]! + cb[ob + S_SIZE]!;
  ca[oa + S_OPEN] = ca[oa + S_OPEN]! + cb[ob + S_OPEN]!;
  ca[oa + S_FOLLOWERS] = ca[oa + S_FOLLOWERS]! + cb[ob + S_FOLLOWERS]!;
  const na = ca[oa + S_NEXT]!;
  ca[oa + S_NEXT] = cb[ob + S_NEXT]!;
  cb[ob + S_NEXT] = na;
}

/**
 * Put a tile on the board (legality is the caller's business) and join its features to
 * the neighbours'. Returns the new board; `b` is left untouched.
 */
export function placeTile(b: BoardState, type: number, q: number, x: number, y: number): BoardState {
  const info = TYPES[type]!;
  const rot = info.rot[q]!;
  const t = b.tileCount;
  const seg0 = b.segCount;
  const nf = info.kinds.length;
  const cells = grownCells(b, x, y);
  cells[y - grown.minY]![x - grown.minX] = ((t + 1) << 8) | rot.packed;
  const tiles = b.tiles.slice();
  const c = t >> TILE_SHIFT;
  tiles[c] = c < b.tiles.length ? withTile(b.tiles[c]!, type, x, y, q, seg0) : [type, x, y, q, seg0];
  const ed = editor.begin(b.segs, seg0 + nf);
  for (let f = 0; f < nf; f++) ed.init(seg0 + f, t, f, info.kinds[f]!, info.edgeCount[f]!);
  // Through the one board copier, so a field added to BoardState is carried here too.
  const next = cloneBoard(b);
  next.minX = grown.minX;
  next.minY = grown.minY;
  next.w = grown.w;
  next.h = grown.h;
  next.cells = cells;
  next.tiles = tiles;
  next.tileCount = t + 1;
  next.segs = ed.chunks;
  next.segCount = seg0 + nf;
  next.frontier = nextFrontier(b.frontier, cells, grown.minX, grown.minY, x, y);
  for (let e = 0; e < 4; e++) {
    const n = tileAt(b, x + DX[e]!, y + DY[e]!);
    if (n < 0) continue;
    const nRot = TYPES[tileType(b, n)]!.rot[tileTurns(b, n)]!;
    const nSeg0 = tileFirstSeg(b, n);
    const fe = (e + 2) & 3;
    if (rot.edges[e] !== 0) {
      // A road or city crosses this edge: the edge closes on both sides.
      const mine = seg0 + rot.locFeature[e]!;
      const theirs = nSeg0 + nRot.locFeature[fe]!;
      const rm = ed.find(mine);
      ed.set(rm, S_OPEN, ed.get(rm, S_OPEN) - 1);
      const rt = ed.find(theirs);
      ed.set(rt, S_OPEN, ed.get(rt, S_OPEN) - 1);
      union(ed, mine, theirs);
    }
    if (rot.edges[e] !== EDGE_CITY) {
      // Fields meet half-edge to half-edge: NL of this tile touches SR of the one north.
      for (let k = 0; k < 2; k++) {
        const h = 2 * e + k;
        const opposite = (h + 4) % 8;
        const fh = opposite % 2 === 0 ? opposite + 1 : opposite - 1;
        const mf = rot.locFeature[4 + h]!;
        const tf = nRot.locFeature[4 + fh]!;
        if (mf >= 0 && tf >= 0) union(ed, seg0 + mf, nSeg0 + tf);
      }
    }
  }
  return next;
}

/**
 * The frontier after a tile goes to (x, y): the old squares less (x, y), then the
 * squares the tile opens, in the order N, E, S, W. `cells` is the new grid (origin
 * minX, minY), which keeps two cells of margin around (x, y), so the squares two steps
 * away are read without a bounds check. The list is allocated once at its final size:
 * slice-then-push outgrew the copy whenever a placement opened two or more squares (most
 * do) and reallocated it half as large again, and concat is a call into the runtime.
 */
function nextFrontier(old: readonly number[], cells: readonly (readonly number[])[], minX: number, minY: number, x: number, y: number): number[] {
  const cx = x - minX;
  const cy = y - minY;
  const opens = opensSquare(cells, cx, cy - 1, 2) | (opensSquare(cells, cx + 1, cy, 3) << 1) | (opensSquare(cells, cx, cy + 1, 0) << 2) | (opensSquare(cells, cx - 1, cy, 1) << 3);
  const added = 2 * popcount4(opens);
  let filled = -1;
  for (let i = 0; i < old.length; i += 2) {
    if (old[i] === x && old[i + 1] === y) {
      filled = i;
      break;
    }
  }
  // (x, y) is missing only for the first tile.
  const out = new Array<number>(old.length + added - (filled < 0 ? 0 : 2));
  let k = 0;
  for (let i = 0; i < old.length; i += 2) {
    if (i === filled) continue;
    out[k++] = old[i]!;
    out[k++] = old[i + 1]!;
  }
  for (let e = 0; e < 4; e++) {
    if ((opens & (1 << e)) === 0) continue;
    out[k++] = x + DX[e]!;
    out[k++] = y + DY[e]!;
  }
  return out;
}

/** 1 when grid cell (cx, cy) is empty and touches no tile but the one on side `back` of it, else 0. */
function opensSquare(cells: readonly (readonly number[])[], cx: number, cy: number, back: number): number {
  if (cells[cy]![cx] !== 0) return 0;
  for (let f = 0; f < 4; f++) {
    if (f !== back && cells[cy + DY[f]!]![cx + DX[f]!] !== 0) return 0;
  }
  return 1;
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

/** Whether a road or city root has no open edge left. */
export function isClosed(segs: Segs, root: number): boolean {
  return segField(segs, root, S_OPEN) === 0;
}

export function isEdgeFeature(kind: number): boolean {
  return kind === KIND_ROAD || kind === KIND_CITY;
}

/** Number of tiles present among the 8 around (x, y). */
export function neighbourCount(b: BoardState, x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx !== 0 || dy !== 0) && tileAt(b, x + dx, y + dy) >= 0) n++;
    }
  }
  return n;
}

export function addFollower(b: BoardState, player: number, seg: number, loc: number): BoardState {
  const ed = editor.begin(b.segs, 0);
  const root = ed.find(seg);
  ed.set(root, S_FOLLOWERS, ed.get(root, S_FOLLOWERS) + 1);
  const n0 = b.meeples.length;
  const meeples = copyWithRoom(b.meeples, MEEPLE_STRIDE);
  meeples[n0 + M_PLAYER] = player;
  meeples[n0 + M_SEG] = seg;
  meeples[n0 + M_TILE] = ed.get(seg, S_TILE);
  meeples[n0 + M_LOC] = loc;
  const n = cloneBoard(b);
  n.segs = ed.chunks;
  n.meeples = meeples;
  n.meepleCount = b.meepleCount + 1;
  return n;
}

/** Remove the followers whose indices are listed (ascending or not). */
export function removeFollowers(b: BoardState, which: readonly number[]): BoardState {
  if (which.length === 0) return b;
  const ed = editor.begin(b.segs, 0);
  // Copy once at the old size and close the gaps in place: pops shrink the list without
  // reallocating, where pushing onto an empty list regrew it several times.
  const meeples = b.meeples.slice();
  let k = 0;
  for (let i = 0; i < b.meepleCount; i++) {
    const o = i * MEEPLE_STRIDE;
    if (which.includes(i)) {
      const r = ed.find(b.meeples[o + M_SEG]!);
      ed.set(r, S_FOLLOWERS, ed.get(r, S_FOLLOWERS) - 1);
    } else {
      if (k !== i) for (let j = 0; j < MEEPLE_STRIDE; j++) meeples[k * MEEPLE_STRIDE + j] = b.meeples[o + j]!;
      k++;
    }
  }
  while (meeples.length > k * MEEPLE_STRIDE) meeples.pop();
  const n = cloneBoard(b);
  n.segs = ed.chunks;
  n.meeples = meeples;
  n.meepleCount = k;
  return n;
}
