import { describe, expect, it } from 'vitest';
import type { Follower, PlacedTile } from '@carc/rules';
import { featureExtent } from './featureExtent.js';

// D (city N, road E–W) at the origin; E turned 180° above it puts its city on the south
// edge, closing the city. A straight road U continues the road to the east.
const tiles: PlacedTile[] = [
  { tile: 'D', x: 0, y: 0, rot: 0 },
  { tile: 'E', x: 0, y: -1, rot: 180 },
  { tile: 'U', x: 1, y: 0, rot: 0 },
];

describe('featureExtent', () => {
  it('follows a city across tiles and sees it closed', () => {
    const followers: Follower[] = [{ player: 1, spot: { x: 0, y: 0, at: 'N' }, feature: 'city' }];
    const e = featureExtent(tiles, followers, { x: 0, y: -1, at: 'S' }, 2)!;
    expect(e.kind).toBe('city');
    expect(e.cells.map((c) => c.join()).sort()).toEqual(['0,-1', '0,0']);
    expect(e.complete).toBe(true);
    expect(e.followers).toEqual([0, 1]);
    expect(e.owners).toEqual([1]);
  });

  it('follows a road onto the next tile, leaves it open and names tied owners', () => {
    const followers: Follower[] = [
      { player: 0, spot: { x: 0, y: 0, at: 'W' }, feature: 'road' },
      { player: 1, spot: { x: 1, y: 0, at: 'E' }, feature: 'road' },
      { player: 1, spot: { x: 0, y: 0, at: 'N' }, feature: 'city' },
    ];
    const e = featureExtent(tiles, followers, { x: 0, y: 0, at: 'E' }, 2)!;
    expect(e.kind).toBe('road');
    expect(e.cells.map((c) => c.join()).sort()).toEqual(['0,0', '1,0']);
    expect(e.complete).toBe(false);
    expect(e.followers).toEqual([1, 1]);
    expect(e.owners).toEqual([0, 1]);
  });

  it('gives a cloister its tile and the placed neighbours, and nothing for an empty square', () => {
    const withCloister: PlacedTile[] = [...tiles, { tile: 'B', x: 1, y: -1, rot: 0 }];
    const e = featureExtent(withCloister, [], { x: 1, y: -1, at: 'C' }, 2)!;
    expect(e.kind).toBe('cloister');
    expect(e.cells.length).toBe(4);
    expect(e.complete).toBe(false);
    expect(e.owners).toEqual([]);
    expect(featureExtent(tiles, [], { x: 5, y: 5, at: 'N' }, 2)).toBeNull();
  });
});
