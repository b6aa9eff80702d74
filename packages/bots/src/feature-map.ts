/**
 * The features of a board as a player view shows it: cities, roads, cloisters and fields
 * joined across tiles, with their size, pennants, open edges, empty neighbour cells and
 * followers. Pure TypeScript over `@carc/tiles`, so the one-ply bot (eval1) needs no wasm
 * core and runs in any host. Built from scratch for every candidate placement: a base
 * board has at most 72 tiles, so a build costs tens of microseconds.
 */
import { EDGE_DELTA, facingHalfEdge, LOCATIONS, tileType } from '@carc/tiles';
import type { EdgeKind, FeatureKind, Location, Rotation, TileType } from '@carc/tiles';

/** Location index as in LOCATIONS: edges 0-3, half-edges 4-11, centre 12. */
export const CENTRE = 12;

export const KIND_CITY = 0;
export const KIND_ROAD = 1;
export const KIND_FIELD = 2;
export const KIND_CLOISTER = 3;
const KIND_CODE: Record<FeatureKind, number> = { city: KIND_CITY, road: KIND_ROAD, field: KIND_FIELD, cloister: KIND_CLOISTER };
/** Edge kinds as cell-signature digits; 0 means "no tile on that side". */
const EDGE_CODE: Record<EdgeKind, number> = { C: 1, R: 2, F: 3 };

/** One tile type turned one way: the feature at each location and the edge kind at each side. */
export interface TurnedTile {
  readonly type: TileType;
  /** Feature index (into type.features) at each location index, -1 for none. */
  readonly featureAt: Int8Array;
  /** Edge code (C=1, R=2, F=3) at board sides N, E, S, W. */
  readonly edges: Uint8Array;
}

const turnedCache = new Map<string, TurnedTile>();

export function turned(id: string, rot: Rotation): TurnedTile {
  const key = `${id}/${rot}`;
  let t = turnedCache.get(key);
  if (t) return t;
  const type = tileType(id);
  if (!type) throw new Error(`unknown tile ${id}`);
  const q = rot / 90;
  const featureAt = new Int8Array(13).fill(-1);
  type.features.forEach((f, i) => {
    for (const loc of f.at) featureAt[rotatedIndex(LOCATIONS.indexOf(loc), q)] = i;
  });
  const edges = new Uint8Array(4);
  for (let side = 0; side < 4; side++) edges[side] = EDGE_CODE[type.edges[(side - q + 4) % 4]!];
  t = { type, featureAt, edges };
  turnedCache.set(key, t);
  return t;
}

function rotatedIndex(loc: number, q: number): number {
  if (loc < 4) return (loc + q) % 4;
  if (loc < 12) return 4 + ((loc - 4 + 2 * q) % 8);
  return CENTRE;
}

export function cellKey(x: number, y: number): number {
  return (x + 1024) * 4096 + (y + 1024);
}

export function cellXY(cell: number): { x: number; y: number } {
  return { x: Math.floor(cell / 4096) - 1024, y: (cell % 4096) - 1024 };
}

export interface BoardTile {
  tile: string;
  x: number;
  y: number;
  rot: Rotation;
}

export interface BoardFollower {
  player: number;
  x: number;
  y: number;
  at: Location;
}

/** A joined feature (the root of its segments). */
export interface Feature {
  readonly kind: number;
  /** Distinct tiles (B-5: a tile counts once however often the feature crosses it). */
  tiles: number;
  pennants: number;
  /** Open sides: the empty cell's key and the side of that cell the feature reaches (0-3). */
  readonly open: { cell: number; side: number }[];
  /** Fields: the roots of the cities they border. */
  readonly cities: number[];
  /** Cloisters: placed neighbours and the keys of the empty ones. */
  neighbours: number;
  readonly emptyAround: number[];
  /** Followers per player. */
  readonly followers: number[];
}

export class FeatureMap {
  readonly cells = new Map<number, number>();
  readonly turnedTiles: TurnedTile[] = [];
  /** First segment id of each tile; segment = tileOffset[i] + feature index. */
  private readonly tileOffset: number[] = [];
  private readonly parent: number[] = [];
  private readonly segKind: number[] = [];
  readonly features = new Map<number, Feature>();

  constructor(
    readonly tiles: readonly BoardTile[],
    followers: readonly BoardFollower[],
    readonly players: number,
  ) {
    tiles.forEach((t, i) => {
      this.cells.set(cellKey(t.x, t.y), i);
      const tt = turned(t.tile, t.rot);
      this.turnedTiles.push(tt);
      this.tileOffset.push(this.parent.length);
      for (const f of tt.type.features) {
        this.parent.push(this.parent.length);
        this.segKind.push(KIND_CODE[f.kind]);
      }
    });
    this.join();
    this.collect();
    for (const f of followers) {
      const root = this.rootAt(f.x, f.y, f.at);
      if (root >= 0) this.features.get(root)!.followers[f.player]! += 1;
    }
  }

  find(s: number): number {
    const p = this.parent;
    while (p[s] !== s) {
      p[s] = p[p[s]!]!;
      s = p[s]!;
    }
    return s;
  }

  /** Root of the feature at location `at` of the tile at (x, y); -1 if none. */
  rootAt(x: number, y: number, at: Location): number {
    const i = this.cells.get(cellKey(x, y));
    if (i === undefined) return -1;
    const f = this.turnedTiles[i]!.featureAt[LOCATIONS.indexOf(at)]!;
    return f < 0 ? -1 : this.find(this.tileOffset[i]! + f);
  }

  /** Roots of every feature of tile i, by feature index. */
  rootsOfTile(i: number): number[] {
    const n = this.turnedTiles[i]!.type.features.length;
    return Array.from({ length: n }, (_, f) => this.find(this.tileOffset[i]! + f));
  }

  /** What an empty cell requires: base-4 digits per side (0 none, 1 city, 2 road, 3 field). */
  signature(cell: number): number {
    const { x, y } = cellXY(cell);
    let sig = 0;
    for (let side = 3; side >= 0; side--) {
      const [dx, dy] = EDGE_DELTA[side]!;
      const n = this.cells.get(cellKey(x + dx, y + dy));
      sig = sig * 4 + (n === undefined ? 0 : this.turnedTiles[n]!.edges[(side + 2) % 4]!);
    }
    return sig;
  }

  /** Every empty cell next to a placed tile. */
  frontier(): number[] {
    const out = new Set<number>();
    for (const t of this.tiles) {
      for (const [dx, dy] of EDGE_DELTA) {
        const k = cellKey(t.x + dx!, t.y + dy!);
        if (!this.cells.has(k)) out.add(k);
      }
    }
    return [...out];
  }

  private union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  private join(): void {
    this.tiles.forEach((t, i) => {
      const me = this.turnedTiles[i]!;
      // East and south only: every neighbouring pair is joined once.
      for (const side of [1, 2]) {
        const [dx, dy] = EDGE_DELTA[side]!;
        const n = this.cells.get(cellKey(t.x + dx, t.y + dy));
        if (n === undefined) continue;
        const other = this.turnedTiles[n]!;
        const a = me.featureAt[side]!;
        const b = other.featureAt[(side + 2) % 4]!;
        if (a >= 0 && b >= 0) this.union(this.tileOffset[i]! + a, this.tileOffset[n]! + b);
        for (const h of [2 * side, 2 * side + 1]) {
          const fa = me.featureAt[4 + h]!;
          const fb = other.featureAt[4 + facingHalfEdge(h)]!;
          if (fa >= 0 && fb >= 0) this.union(this.tileOffset[i]! + fa, this.tileOffset[n]! + fb);
        }
      }
    });
  }

  private feature(root: number): Feature {
    let f = this.features.get(root);
    if (!f) {
      f = { kind: this.segKind[root]!, tiles: 0, pennants: 0, open: [], cities: [], neighbours: 0, emptyAround: [], followers: new Array<number>(this.players).fill(0) };
      this.features.set(root, f);
    }
    return f;
  }

  private collect(): void {
    const counted = new Map<number, number>();
    this.tiles.forEach((t, i) => {
      const tt = this.turnedTiles[i]!;
      tt.type.features.forEach((def, fi) => {
        const root = this.find(this.tileOffset[i]! + fi);
        const f = this.feature(root);
        if (counted.get(root) !== i) {
          counted.set(root, i);
          f.tiles++;
        }
        if (def.pennant) f.pennants++;
        if (f.kind === KIND_FIELD) {
          for (const c of def.borders) {
            const cr = this.find(this.tileOffset[i]! + c);
            if (!f.cities.includes(cr)) f.cities.push(cr);
          }
        }
        if (f.kind === KIND_CLOISTER) this.surround(t, f);
      });
      for (let side = 0; side < 4; side++) {
        const fi = tt.featureAt[side]!;
        if (fi < 0) continue;
        const [dx, dy] = EDGE_DELTA[side]!;
        const cell = cellKey(t.x + dx, t.y + dy);
        if (!this.cells.has(cell)) this.feature(this.find(this.tileOffset[i]! + fi)).open.push({ cell, side: (side + 2) % 4 });
      }
    });
  }

  private surround(t: BoardTile, f: Feature): void {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const k = cellKey(t.x + dx, t.y + dy);
        if (this.cells.has(k)) f.neighbours++;
        else f.emptyAround.push(k);
      }
    }
  }
}

export function isComplete(f: Feature): boolean {
  if (f.kind === KIND_CLOISTER) return f.neighbours === 8;
  if (f.kind === KIND_FIELD) return false;
  return f.open.length === 0;
}
