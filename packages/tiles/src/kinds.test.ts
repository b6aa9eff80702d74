import { describe, expect, it } from 'vitest';
import {
  ALL_TILES,
  EDGE_KIND_CODE,
  EDGE_KIND_COUNT,
  EDGE_KINDS,
  FEATURE_KIND_CODE,
  FEATURE_KIND_COUNT,
  FEATURE_KINDS,
  KIND_CITY,
  KIND_CLOISTER,
  KIND_FIELD,
  KIND_ROAD,
} from './index.js';

describe('kind codes', () => {
  it('number every feature kind densely from 0, and name each code back', () => {
    const codes = Object.values(FEATURE_KIND_CODE).sort();
    expect(codes).toEqual([...Array(FEATURE_KIND_COUNT).keys()]);
    for (const [name, code] of Object.entries(FEATURE_KIND_CODE)) expect(FEATURE_KINDS[code]).toBe(name);
    expect([KIND_ROAD, KIND_CITY, KIND_FIELD, KIND_CLOISTER]).toEqual(
      (['road', 'city', 'field', 'cloister'] as const).map((k) => FEATURE_KIND_CODE[k]),
    );
  });

  it('number every edge kind densely from 0, and name each code back', () => {
    expect(Object.values(EDGE_KIND_CODE).sort()).toEqual([...Array(EDGE_KIND_COUNT).keys()]);
    for (const [name, code] of Object.entries(EDGE_KIND_CODE)) expect(EDGE_KINDS[code]).toBe(name);
  });

  it('cover every kind the tile sets use', () => {
    for (const t of ALL_TILES) {
      for (const e of t.edges) expect(EDGE_KIND_CODE[e]).toBeLessThan(EDGE_KIND_COUNT);
      for (const f of t.features) expect(FEATURE_KIND_CODE[f.kind]).toBeLessThan(FEATURE_KIND_COUNT);
    }
  });
});
