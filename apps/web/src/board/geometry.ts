/**
 * Where things sit on a 100×100 tile, in the canonical picture (rotation 0). Everything the
 * board draws — city shapes, road curves, follower spots — derives from these points, so
 * the art always agrees with the tile data in @carc/tiles.
 */
import type { Location, Rotation, TileType, FeatureDef } from '@carc/tiles';
import { unrotateLocation, EDGES } from '@carc/tiles';

export const TILE = 100;

export type Pt = readonly [number, number];

/** Midpoint of each edge. */
export const EDGE_MID: Record<'N' | 'E' | 'S' | 'W', Pt> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };

/** A field spot just inside each half-edge (L is the left half seen from the centre). */
const HALF_EDGE_SPOT: Record<string, Pt> = {
  NL: [22, 12], NR: [78, 12], EL: [88, 22], ER: [88, 78],
  SL: [78, 88], SR: [22, 88], WL: [12, 78], WR: [12, 22],
};

const CITY_INSET: Record<'N' | 'E' | 'S' | 'W', Pt> = { N: [50, 16], E: [84, 50], S: [50, 84], W: [16, 50] };

function isEdge(l: Location): l is 'N' | 'E' | 'S' | 'W' {
  return l === 'N' || l === 'E' || l === 'S' || l === 'W';
}

/** Quadratic midpoint: the curve a road takes from one edge to another through the centre. */
function roadMid(a: Pt, b: Pt): Pt {
  return [0.25 * a[0] + 0.5 * 50 + 0.25 * b[0], 0.25 * a[1] + 0.5 * 50 + 0.25 * b[1]];
}

/** The follower spot of one feature in the canonical picture. */
export function featureSpot(tile: TileType, f: FeatureDef): Pt {
  const edges = f.at.filter(isEdge);
  switch (f.kind) {
    case 'cloister':
      return [50, 50];
    case 'city': {
      if (edges.length === 4) return [50, 50];
      if (edges.length === 2 && ((edges.includes('E') && edges.includes('W')) || (edges.includes('N') && edges.includes('S'))))
        return [50, 50];
      const pts = edges.map((e) => CITY_INSET[e]);
      return [avg(pts.map((p) => p[0])), avg(pts.map((p) => p[1]))];
    }
    case 'road': {
      if (edges.length >= 2) return roadMid(EDGE_MID[edges[0]!], EDGE_MID[edges[1]!]);
      const m = EDGE_MID[edges[0] ?? 'S'];
      // Between the edge and whatever the road ends at in the middle.
      return [m[0] * 0.6 + 50 * 0.4, m[1] * 0.6 + 50 * 0.4];
    }
    case 'field': {
      if (f.at.includes('C')) return fieldCentre(tile);
      const first = f.at.find((l) => HALF_EDGE_SPOT[l]);
      return first ? HALF_EDGE_SPOT[first]! : [50, 50];
    }
  }
}

function fieldCentre(tile: TileType): Pt {
  // FE1 has a band city through the middle (drawn shifted north) and a cap in the south:
  // the enclosed field lies between them.
  const throughMiddle = tile.features.some((g) => g.kind === 'city' && g.at.includes('E') && g.at.includes('W'));
  return throughMiddle ? [50, 64] : [50, 50];
}

function avg(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Rotate a canonical point clockwise by `rot` around the tile centre. */
export function rotatePt(p: Pt, rot: Rotation): Pt {
  let [x, y] = p;
  for (let i = 0; i < rot / 90; i++) [x, y] = [100 - y, x];
  return [x, y];
}

/** The feature of a tile named by a board-frame location once the tile is turned by `rot`. */
export function featureAt(tile: TileType, loc: Location, rot: Rotation): FeatureDef | undefined {
  const canon = unrotateLocation(loc, rot);
  return tile.features.find((f) => f.at.includes(canon));
}

/** Board-frame spot (within the tile, 0..100) for a follower standing at `loc`. */
export function spotFor(tile: TileType, loc: Location, rot: Rotation): Pt {
  const f = featureAt(tile, loc, rot);
  if (!f) return [50, 50];
  return rotatePt(featureSpot(tile, f), rot);
}

/** Where a tile's printed symbol (festival, nest, bunny) goes: in a field, off the features. */
export function symbolSpot(tile: TileType): Pt {
  if (tile.symbol === 'festival') {
    // Festival symbols sit where the roads end or in the centre of the tile.
    const cloister = tile.features.some((f) => f.kind === 'cloister');
    return cloister ? [78, 22] : [50, 50];
  }
  const field = tile.features.find((f) => f.kind === 'field');
  const fp = field ? featureSpot(tile, field) : ([50, 50] as Pt);
  // Pull a little toward the centre so the symbol does not cover the follower spot.
  return [fp[0] * 0.55 + 50 * 0.45, fp[1] * 0.55 + 50 * 0.45];
}

export const EDGE_ORDER = EDGES;
