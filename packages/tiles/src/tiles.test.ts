import { describe, expect, it } from 'vitest';
import {
  ALL_TILES,
  BASE_TILES,
  EASTER_TILES,
  FESTIVAL_TILES,
  EDGES,
  HALF_EDGES,
  unshuffledStack,
  tileType,
  type TileType,
} from './index.js';

const count = (tiles: readonly TileType[]) => tiles.reduce((n, t) => n + t.count, 0);

describe('tile counts (tiles.md checks)', () => {
  it('has 72 base tiles with 10 pennants', () => {
    expect(count(BASE_TILES)).toBe(72);
    const pennants = BASE_TILES.reduce((n, t) => n + t.count * t.features.filter((f) => f.pennant).length, 0);
    expect(pennants).toBe(10);
  });

  it('has 10 festival tiles, each with the festival symbol', () => {
    expect(count(FESTIVAL_TILES)).toBe(10);
    expect(FESTIVAL_TILES.every((t) => t.symbol === 'festival')).toBe(true);
  });

  it('has 22 easter tiles: 10 nests and 12 bunnies, one tunnel', () => {
    expect(count(EASTER_TILES)).toBe(22);
    expect(count(EASTER_TILES.filter((t) => t.symbol === 'nest'))).toBe(10);
    expect(count(EASTER_TILES.filter((t) => t.symbol === 'bunny'))).toBe(12);
    expect(EASTER_TILES.filter((t) => t.tunnel).map((t) => t.id)).toEqual(['EN3']);
  });

  it('ids are unique and resolvable', () => {
    const ids = ALL_TILES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(tileType(id)?.id).toBe(id);
    expect(tileType('ZZ')).toBeUndefined();
  });

  it('the unshuffled stack leaves out exactly one start tile', () => {
    expect(unshuffledStack(['base'])).toHaveLength(71);
    expect(unshuffledStack(['base']).filter((id) => id === 'D')).toHaveLength(3);
    expect(unshuffledStack(['base', 'festival', 'easter'])).toHaveLength(103);
  });
});

describe.each(ALL_TILES.map((t) => [t.id, t] as const))('tile %s is self-consistent', (_id, tile) => {
  it('every edge letter agrees with the features meeting it', () => {
    EDGES.forEach((edge, e) => {
      const kind = tile.edges[e];
      const cities = tile.features.filter((f) => f.kind === 'city' && f.at.includes(edge));
      const roads = tile.features.filter((f) => f.kind === 'road' && f.at.includes(edge));
      const halves = [HALF_EDGES[2 * e]!, HALF_EDGES[2 * e + 1]!];
      const fieldHalves = halves.filter((h) => tile.features.some((f) => f.kind === 'field' && f.at.includes(h)));
      expect(cities.length, `${edge} cities`).toBe(kind === 'C' ? 1 : 0);
      expect(roads.length, `${edge} roads`).toBe(kind === 'R' ? 1 : 0);
      // A city edge has no field on it; road and field edges have a field on both halves.
      expect(fieldHalves.length, `${edge} field halves`).toBe(kind === 'C' ? 0 : 2);
    });
  });

  it('every location belongs to at most one feature', () => {
    const seen = new Set<string>();
    for (const f of tile.features) {
      for (const loc of f.at) {
        expect(seen.has(loc), `${loc} twice`).toBe(false);
        seen.add(loc);
      }
    }
  });

  it("each field's bordering cities exist on the tile", () => {
    for (const f of tile.features) {
      if (f.kind !== 'field') {
        expect(f.borders).toEqual([]);
        continue;
      }
      for (const b of f.borders) expect(tile.features[b]?.kind).toBe('city');
    }
  });

  it('only cities carry pennants', () => {
    for (const f of tile.features) if (f.pennant) expect(f.kind).toBe('city');
  });
});
