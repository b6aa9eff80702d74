/**
 * Encodes @carc/tiles tile types into the byte records the wasm core reads at `configure`
 * (layout mirrored in assembly/layout.ts). The core holds no tile data of its own, so this
 * is the single place where the tile set reaches it. Edge and feature kinds are written as
 * @carc/tiles' codes, which the core compiles in from the same file.
 */
import { BASE_TILES, EDGE_KIND_CODE, FEATURE_KIND_CODE, LOCATIONS, START_TILE_ID } from '@carc/tiles';
import type { Location, TileType } from '@carc/tiles';

export const MAX_FEATURES = 8;
export const MAX_TYPES = 64;
/** Bytes per tile type record: edges[4], feature count, pad[3], 8 x 8-byte features. */
export const RECORD_BYTES = 8 + MAX_FEATURES * 8;

/** Location code used by the core: index into `LOCATIONS` (N E S W, NL..WR, C). */
export function locationCode(loc: Location): number {
  return LOCATIONS.indexOf(loc);
}

export function locationName(code: number): Location {
  const loc = LOCATIONS[code];
  if (loc === undefined) throw new RangeError(`no location with code ${code}`);
  return loc;
}

export interface EncodedTable {
  readonly bytes: Uint8Array;
  readonly ids: readonly string[];
  readonly startIndex: number;
}

export function encodeTileTable(tiles: readonly TileType[] = BASE_TILES, startId: string = START_TILE_ID): EncodedTable {
  if (tiles.length > MAX_TYPES) throw new RangeError(`at most ${MAX_TYPES} tile types`);
  const bytes = new Uint8Array(tiles.length * RECORD_BYTES);
  tiles.forEach((t, ti) => {
    if (t.features.length > MAX_FEATURES) throw new RangeError(`tile ${t.id}: more than ${MAX_FEATURES} features`);
    const rec = ti * RECORD_BYTES;
    t.edges.forEach((e, d) => (bytes[rec + d] = EDGE_KIND_CODE[e]));
    bytes[rec + 4] = t.features.length;
    t.features.forEach((f, fi) => {
      const at = rec + 8 + fi * 8;
      let mask = 0;
      for (const loc of f.at) mask |= 1 << locationCode(loc);
      let borders = 0;
      for (const b of f.borders) borders |= 1 << b;
      bytes[at] = FEATURE_KIND_CODE[f.kind];
      bytes[at + 1] = f.pennant ? 1 : 0;
      bytes[at + 2] = mask & 0xff;
      bytes[at + 3] = mask >> 8;
      bytes[at + 4] = borders;
    });
  });
  const startIndex = tiles.findIndex((t) => t.id === startId);
  if (startIndex < 0) throw new RangeError(`start tile ${startId} is not in the table`);
  return { bytes, ids: tiles.map((t) => t.id), startIndex };
}
