import { describe, expect, it } from 'vitest';
import { ALL_TILES, BASE_TILES, LOCATIONS, ROTATIONS, tileType, type Rotation } from '@carc/tiles';
import { tileShapes, cityPath } from './tileArt.js';
import { featureAt, featureSpot, rotatePt, spotFor } from './geometry.js';

describe('tile art from tile data', () => {
  it('draws one city shape per city feature and one road per road feature', () => {
    for (const t of ALL_TILES) {
      const shapes = tileShapes(t);
      expect(shapes.filter((s) => s.kind === 'city').length, t.id).toBe(t.features.filter((f) => f.kind === 'city').length);
      expect(shapes.filter((s) => s.kind === 'road').length, t.id).toBe(t.features.filter((f) => f.kind === 'road').length);
      expect(shapes.some((s) => s.kind === 'cloister'), t.id).toBe(t.features.some((f) => f.kind === 'cloister'));
      expect(shapes.some((s) => s.kind === 'symbol'), t.id).toBe(t.symbol !== null);
    }
  });

  it('shows the 10 pennants of the base game', () => {
    const n = BASE_TILES.reduce((sum, t) => sum + t.count * tileShapes(t).filter((s) => s.kind === 'pennant').length, 0);
    expect(n).toBe(10);
  });

  it('turns a one-edge city to the edge it meets', () => {
    expect(cityPath(['N'])).toBe('M0 0Q50 46 100 0Z');
    expect(cityPath(['S'])).toBe('M100 100Q50 54 0 100Z');
    expect(cityPath(['N', 'E', 'S', 'W'])).toBe('M0 0H100V100H0Z');
  });

  it('gives every feature of every tile its own follower spot inside the tile', () => {
    for (const t of ALL_TILES) {
      const spots = t.features.map((f) => featureSpot(t, f));
      for (const [x, y] of spots) {
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(100);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(100);
      }
      const keys = new Set(spots.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`));
      expect(keys.size, t.id).toBe(spots.length);
    }
  });

  it('puts a follower named in the board frame on the right feature of a turned tile', () => {
    // D turned 90°: its city (canonical N) now meets the east edge.
    const d = tileType('D')!;
    expect(featureAt(d, 'E', 90)?.kind).toBe('city');
    expect(featureAt(d, 'N', 90)?.kind).toBe('road');
    const [x, y] = spotFor(d, 'E', 90);
    expect(x).toBeGreaterThan(70);
    expect(Math.abs(y - 50)).toBeLessThan(5);
  });

  it('finds a feature for every location of every tile in every rotation', () => {
    for (const t of ALL_TILES)
      for (const r of ROTATIONS)
        for (const loc of LOCATIONS) {
          if (loc === 'C' && !t.features.some((f) => f.at.includes('C'))) continue;
          // A field edge is named by its half-edges only; the edge name itself is no feature.
          const edge = ['N', 'E', 'S', 'W'].indexOf(loc);
          if (edge >= 0 && t.edges[(edge - r / 90 + 4) % 4] === 'F') continue;
          // Half-edges of a city edge meet no field.
          const half = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'].indexOf(loc);
          if (half >= 0 && t.edges[(Math.floor(half / 2) - r / 90 + 4) % 4] === 'C') continue;
          expect(featureAt(t, loc, r as Rotation), `${t.id} ${r} ${loc}`).toBeDefined();
        }
  });

  it('rotates points clockwise', () => {
    expect(rotatePt([50, 0], 90)).toEqual([100, 50]);
    expect(rotatePt([50, 0], 180)).toEqual([50, 100]);
    expect(rotatePt([50, 0], 270)).toEqual([0, 50]);
  });
});
