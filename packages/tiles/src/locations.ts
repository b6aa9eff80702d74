/**
 * Locations on a tile, as `record-format.md` names them, and how they turn.
 *
 * Edges are numbered clockwise from north (N=0 E=1 S=2 W=3) and half-edges clockwise from
 * the north-west corner (NL=0 … WR=7), so a quarter turn clockwise adds 1 to an edge and 2
 * to a half-edge: every rotation is modular arithmetic, never a lookup table.
 */
export type EdgeName = 'N' | 'E' | 'S' | 'W';
export type HalfEdgeName = 'NL' | 'NR' | 'EL' | 'ER' | 'SL' | 'SR' | 'WL' | 'WR';
export type Location = EdgeName | HalfEdgeName | 'C';
export type Rotation = 0 | 90 | 180 | 270;

export const EDGES: readonly EdgeName[] = ['N', 'E', 'S', 'W'];
export const HALF_EDGES: readonly HalfEdgeName[] = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'];
export const LOCATIONS: readonly Location[] = [...EDGES, ...HALF_EDGES, 'C'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Unit step to the neighbour across each edge; y grows to the south. */
export const EDGE_DELTA: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export function isLocation(s: unknown): s is Location {
  return typeof s === 'string' && (LOCATIONS as readonly string[]).includes(s);
}

export function isRotation(r: unknown): r is Rotation {
  return r === 0 || r === 90 || r === 180 || r === 270;
}

/** Quarter turns clockwise of a rotation. */
export function quarters(rot: Rotation): number {
  return rot / 90;
}

/** The location a canonical-picture location ends up at once the tile is turned by `rot`. */
export function rotateLocation(loc: Location, rot: Rotation): Location {
  const q = quarters(rot);
  if (loc === 'C') return 'C';
  const e = EDGES.indexOf(loc as EdgeName);
  if (e >= 0) return EDGES[(e + q) % 4]!;
  return HALF_EDGES[(HALF_EDGES.indexOf(loc as HalfEdgeName) + 2 * q) % 8]!;
}

/** Inverse of {@link rotateLocation}: which canonical location is seen at board location `loc`. */
export function unrotateLocation(loc: Location, rot: Rotation): Location {
  return rotateLocation(loc, ((360 - rot) % 360) as Rotation);
}

/** The half-edge of the neighbour that touches half-edge `h` (NL touches the tile north's SR). */
export function facingHalfEdge(h: number): number {
  // Opposite edge (+2 edges = +4 half-edges) with left and right swapped.
  const opposite = (h + 4) % 8;
  return opposite % 2 === 0 ? opposite + 1 : opposite - 1;
}
