/**
 * Tile types turned into small integer tables, once per type and rotation, so the hot
 * paths (fit tests, feature unions) index arrays instead of parsing location names.
 *
 * Location indices follow @carc/tiles' LOCATIONS: edges N E S W = 0..3, half-edges
 * NL..WR = 4..11, centre C = 12. A quarter turn clockwise adds 1 to an edge and 2 to a
 * half-edge.
 */
import { ALL_TILES, EDGE_KIND_CODE, FEATURE_KIND_CODE, FEATURE_KINDS, KIND_CLOISTER, LOCATIONS } from '@carc/tiles';
import type { FeatureKind, Location, TileType } from '@carc/tiles';

// One numbering of edge and feature kinds for every engine (the core's included): the codes
// are @carc/tiles', re-exported so the rules' modules keep importing them from here.
export { EDGE_CITY, EDGE_FIELD, EDGE_ROAD, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from '@carc/tiles';

/** Feature kind names indexed by kind code. */
export const KIND_NAMES: readonly FeatureKind[] = FEATURE_KINDS;

export interface RotatedType {
  /** Edge codes (F 0, R 1, C 2) in the board frame, N E S W. */
  readonly edges: readonly [number, number, number, number];
  /** The same four codes packed two bits each (edge e at bits 2e), for one-compare fit tests. */
  readonly packed: number;
  /** Board location index -> feature index of the type, or -1. */
  readonly locFeature: Int8Array;
  /** Feature index -> board location index naming it (its first location). */
  readonly repLoc: readonly number[];
}

export interface TypeInfo {
  readonly type: TileType;
  readonly index: number;
  readonly kinds: readonly number[];
  readonly pennants: readonly number[];
  /** For road and city features: how many edges they meet (their initial open edges). */
  readonly edgeCount: readonly number[];
  /** Field feature index -> city feature indices it borders. */
  readonly borders: readonly (readonly number[])[];
  /** Index of the cloister feature, or -1. */
  readonly cloister: number;
  readonly rot: readonly [RotatedType, RotatedType, RotatedType, RotatedType];
}

function locIndex(loc: Location): number {
  return LOCATIONS.indexOf(loc);
}

function rotateIndex(i: number, q: number): number {
  if (i < 4) return (i + q) % 4;
  if (i < 12) return 4 + ((i - 4 + 2 * q) % 8);
  return 12;
}

function build(type: TileType, index: number): TypeInfo {
  const kinds = type.features.map((f) => FEATURE_KIND_CODE[f.kind]);
  const rots = [0, 1, 2, 3].map((q): RotatedType => {
    const edges = [0, 1, 2, 3].map((e) => EDGE_KIND_CODE[type.edges[(e - q + 4) % 4]!]) as [number, number, number, number];
    const locFeature = new Int8Array(13).fill(-1);
    const repLoc: number[] = [];
    type.features.forEach((f, fi) => {
      f.at.forEach((loc, k) => {
        const b = rotateIndex(locIndex(loc), q);
        locFeature[b] = fi;
        if (k === 0) repLoc.push(b);
      });
    });
    const packed = edges[0] | (edges[1] << 2) | (edges[2] << 4) | (edges[3] << 6);
    return { edges, packed, locFeature, repLoc };
  });
  return {
    type,
    index,
    kinds,
    pennants: type.features.map((f) => (f.pennant ? 1 : 0)),
    edgeCount: type.features.map((f) => f.at.filter((l) => locIndex(l) < 4).length),
    borders: type.features.map((f) => f.borders),
    cloister: kinds.indexOf(KIND_CLOISTER),
    rot: rots as unknown as TypeInfo['rot'],
  };
}

export const TYPES: readonly TypeInfo[] = ALL_TILES.map(build);
const typeIndexById = new Map(ALL_TILES.map((t, i) => [t.id, i]));

export function typeIndex(id: string): number {
  return typeIndexById.get(id) ?? -1;
}

/** The @carc/tiles location name of a location index. */
export function locName(i: number): Location {
  return LOCATIONS[i]!;
}

export function locOf(name: string): number {
  return LOCATIONS.indexOf(name as Location);
}
