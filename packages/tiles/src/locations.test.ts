import { describe, expect, it } from 'vitest';
import { facingHalfEdge, HALF_EDGES, LOCATIONS, ROTATIONS, rotateLocation, unrotateLocation } from './locations.js';

describe('locations', () => {
  it('a quarter turn moves N to E and NL to EL', () => {
    expect(rotateLocation('N', 90)).toBe('E');
    expect(rotateLocation('NL', 90)).toBe('EL');
    expect(rotateLocation('WR', 90)).toBe('NR');
    expect(rotateLocation('C', 270)).toBe('C');
  });

  it('unrotate undoes rotate for every location and rotation', () => {
    for (const loc of LOCATIONS) for (const r of ROTATIONS) expect(unrotateLocation(rotateLocation(loc, r), r)).toBe(loc);
  });

  it('facing half-edges pair west halves with west halves across an edge', () => {
    // NL is the west half of the north edge; the tile to the north touches it with SR.
    expect(HALF_EDGES[facingHalfEdge(HALF_EDGES.indexOf('NL'))]).toBe('SR');
    expect(HALF_EDGES[facingHalfEdge(HALF_EDGES.indexOf('EL'))]).toBe('WR');
    for (let h = 0; h < 8; h++) expect(facingHalfEdge(facingHalfEdge(h))).toBe(h);
  });
});
