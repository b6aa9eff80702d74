/**
 * Differential test: random games driven from the host through `put`, checked move by move
 * against a deliberately naive TypeScript model built straight from @carc/tiles (flood fill
 * over features, no union-find, no precomputed variants). Legal placements, follower
 * spots, scores and supplies must agree after every move and after final scoring.
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_TILES,
  EDGES,
  EDGE_DELTA,
  HALF_EDGES,
  LOCATIONS,
  facingHalfEdge,
  rotateLocation,
  tileType,
} from '@carc/tiles';
import type { Location, Rotation, TileType } from '@carc/tiles';
import { CoreEngine } from './engine.js';
import { loadCore } from './node.js';

interface Placed {
  readonly type: TileType;
  readonly rot: Rotation;
  /** Board-frame locations of each feature. */
  readonly at: readonly (readonly Location[])[];
  readonly meeples: Map<number, number>; // feature index -> player
}

const key = (x: number, y: number) => `${x},${y}`;

class Model {
  readonly board = new Map<string, Placed>();
  readonly scores: number[];
  readonly supply: number[];
  current = 0;

  constructor(readonly players: number) {
    this.scores = new Array(players).fill(0);
    this.supply = new Array(players).fill(7);
    this.board.set(key(0, 0), this.make('D', 0));
  }

  make(id: string, rot: Rotation): Placed {
    const type = tileType(id)!;
    return { type, rot, at: type.features.map((f) => f.at.map((l) => rotateLocation(l, rot))), meeples: new Map() };
  }

  edgeKind(p: Placed, d: number): string {
    return p.type.edges[(d - p.rot / 90 + 4) % 4]!;
  }

  featureAt(p: Placed, loc: Location): number {
    return p.at.findIndex((locs) => locs.includes(loc));
  }

  fits(id: string, x: number, y: number, rot: Rotation): boolean {
    if (this.board.has(key(x, y))) return false;
    const p = this.make(id, rot);
    let touches = false;
    for (let d = 0; d < 4; d++) {
      const n = this.board.get(key(x + EDGE_DELTA[d]![0], y + EDGE_DELTA[d]![1]));
      if (!n) continue;
      touches = true;
      if (this.edgeKind(p, d) !== this.edgeKind(n, (d + 2) % 4)) return false;
    }
    return touches;
  }

  placements(id: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const k of this.board.keys()) {
      const [x, y] = k.split(',').map(Number) as [number, number];
      for (const [dx, dy] of EDGE_DELTA) {
        const c = key(x + dx, y + dy);
        if (seen.has(c)) continue;
        seen.add(c);
        for (const rot of [0, 90, 180, 270] as Rotation[]) {
          if (this.fits(id, x + dx, y + dy, rot)) out.push(`${x + dx},${y + dy},${rot}`);
        }
      }
    }
    return out.sort();
  }

  /** The connected feature containing feature f of the tile at (x, y), by flood fill. */
  component(x: number, y: number, f: number) {
    const nodes = new Map<string, [number, number, number]>();
    const todo: [number, number, number][] = [[x, y, f]];
    let open = 0;
    while (todo.length) {
      const [cx, cy, cf] = todo.pop()!;
      const id = `${cx},${cy},${cf}`;
      if (nodes.has(id)) continue;
      nodes.set(id, [cx, cy, cf]);
      const p = this.board.get(key(cx, cy))!;
      for (const loc of p.at[cf]!) {
        const e = EDGES.indexOf(loc as (typeof EDGES)[number]);
        const h = HALF_EDGES.indexOf(loc as (typeof HALF_EDGES)[number]);
        const d = e >= 0 ? e : h >= 0 ? h >> 1 : -1;
        if (d < 0) continue;
        const nx = cx + EDGE_DELTA[d]![0];
        const ny = cy + EDGE_DELTA[d]![1];
        const n = this.board.get(key(nx, ny));
        if (!n) {
          if (e >= 0) open++;
          continue;
        }
        const other = e >= 0 ? EDGES[(e + 2) % 4]! : HALF_EDGES[facingHalfEdge(h)]!;
        todo.push([nx, ny, this.featureAt(n, other)]);
      }
    }
    const members = [...nodes.values()];
    const tiles = new Set(members.map(([a, b]) => key(a, b))).size;
    const pennants = members.filter(([a, b, g]) => this.board.get(key(a, b))!.type.features[g]!.pennant).length;
    const owners = new Array(this.players).fill(0);
    for (const [a, b, g] of members) {
      const m = this.board.get(key(a, b))!.meeples.get(g);
      if (m !== undefined) owners[m]++;
    }
    const id = [...nodes.keys()].sort()[0]!;
    return { members, tiles, pennants, owners, open, id };
  }

  neighbours(x: number, y: number): number {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && this.board.has(key(x + dx, y + dy))) n++;
    return n;
  }

  pay(owners: number[], pts: number): void {
    const best = Math.max(...owners);
    if (best === 0) return;
    owners.forEach((o, p) => {
      if (o === best) this.scores[p]! += pts;
    });
  }

  removeMeeples(members: [number, number, number][]): void {
    for (const [a, b, g] of members) {
      const p = this.board.get(key(a, b))!;
      const m = p.meeples.get(g);
      if (m !== undefined) {
        this.supply[m]!++;
        p.meeples.delete(g);
      }
    }
  }

  /**
   * Free follower spots (first location of each feature) for a tile placed hypothetically.
   * Two features of the tile that the board joins into one are one spot, listed once.
   */
  spots(id: string, x: number, y: number, rot: Rotation): Location[] {
    const p = this.make(id, rot);
    this.board.set(key(x, y), p);
    const out: Location[] = [];
    const seen = new Set<string>();
    p.type.features.forEach((f, i) => {
      const c = this.component(x, y, i);
      if (seen.has(c.id)) return;
      seen.add(c.id);
      if (f.kind === 'cloister' || c.owners.every((o) => o === 0)) {
        out.push(LOCATIONS.find((l) => p.at[i]!.includes(l))!);
      }
    });
    this.board.delete(key(x, y));
    return out;
  }

  put(id: string, x: number, y: number, rot: Rotation, meeple: Location | undefined): void {
    const p = this.make(id, rot);
    this.board.set(key(x, y), p);
    if (meeple !== undefined) {
      p.meeples.set(this.featureAt(p, meeple), this.current);
      this.supply[this.current]!--;
    }
    p.type.features.forEach((f, i) => {
      if (f.kind !== 'road' && f.kind !== 'city') return;
      const c = this.component(x, y, i);
      if (c.open > 0) return;
      this.pay(c.owners, f.kind === 'road' ? c.tiles : 2 * c.tiles + 2 * c.pennants);
      this.removeMeeples(c.members);
    });
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = this.board.get(key(x + dx, y + dy));
        const cf = q?.type.features.findIndex((f) => f.kind === 'cloister') ?? -1;
        if (!q || cf < 0 || !q.meeples.has(cf) || this.neighbours(x + dx, y + dy) < 8) continue;
        this.scores[q.meeples.get(cf)!]! += 9;
        this.removeMeeples([[x + dx, y + dy, cf]]);
      }
    }
    this.current = (this.current + 1) % this.players;
  }

  finish(): number[] {
    const done = new Set<string>();
    for (const [k, p] of this.board) {
      const [x, y] = k.split(',').map(Number) as [number, number];
      for (const [g] of p.meeples) {
        const f = p.type.features[g]!;
        if (f.kind === 'cloister') {
          this.pay(this.ownersOf(g, p), 1 + this.neighbours(x, y));
          continue;
        }
        const c = this.component(x, y, g);
        if (done.has(c.id)) continue;
        done.add(c.id);
        if (f.kind === 'road') this.pay(c.owners, c.tiles);
        else if (f.kind === 'city') this.pay(c.owners, c.tiles + c.pennants);
        else {
          const cities = new Set<string>();
          for (const [a, b, h] of c.members) {
            const q = this.board.get(key(a, b))!;
            for (const bi of q.type.features[h]!.borders) {
              const city = this.component(a, b, bi);
              if (city.open === 0) cities.add(city.id);
            }
          }
          this.pay(c.owners, 3 * cities.size);
        }
      }
    }
    return this.scores;
  }

  ownersOf(g: number, p: Placed): number[] {
    const owners = new Array(this.players).fill(0);
    owners[p.meeples.get(g)!]++;
    return owners;
  }
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('core against a naive flood-fill model', () => {
  it('agrees on placements, spots and scores through whole random games', async () => {
    const core: CoreEngine = await loadCore();
    expect(BASE_TILES).toHaveLength(24);
    let checkedMoves = 0;
    for (let game = 0; game < 12; game++) {
      const rnd = mulberry32(2024 + game);
      const players = 2 + (game % 4);
      const stack = CoreEngine.baseStack();
      for (let i = stack.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [stack[i], stack[j]] = [stack[j]!, stack[i]!];
      }
      const model = new Model(players);
      core.reset(players);
      for (const tile of stack) {
        const list = core.placements(tile);
        expect(list.map((p) => `${p.x},${p.y},${p.rot}`).sort()).toEqual(model.placements(tile));
        if (list.length === 0) continue;
        const pl = list[Math.floor(rnd() * list.length)]!;
        const spots = core.spots(tile, pl.x, pl.y, pl.rot)!;
        expect(spots).toEqual(model.spots(tile, pl.x, pl.y, pl.rot));
        const options = core.supplies()[core.current]! > 0 ? [undefined, ...spots] : [undefined];
        // Lean towards placing followers so that scoring paths get exercised.
        const meeple = options.length > 1 && rnd() < 0.7 ? options[1 + Math.floor(rnd() * (options.length - 1))] : undefined;
        model.put(tile, pl.x, pl.y, pl.rot, meeple);
        core.put({ tile, x: pl.x, y: pl.y, rot: pl.rot, meeple });
        expect(core.scores()).toEqual(model.scores);
        expect(core.supplies()).toEqual(model.supply);
        checkedMoves++;
      }
      expect(core.finish()).toEqual(model.finish());
    }
    expect(checkedMoves).toBeGreaterThan(12 * 60);
  });
});
