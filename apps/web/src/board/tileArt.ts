/**
 * SVG shapes for a tile type, computed from its features (no copied artwork). The output is
 * a plain list of shape descriptions so it can be unit-tested and rendered either as Preact
 * elements (board) or as a string (icons, bench).
 */
import type { TileType, FeatureDef, EdgeName } from '@carc/tiles';
import { EDGE_MID, featureSpot, symbolSpot, type Pt } from './geometry.js';

export interface Shape {
  kind: 'city' | 'road' | 'road-edge' | 'cloister' | 'pennant' | 'junction' | 'symbol' | 'tunnel' | 'wall';
  d?: string;
  at?: Pt;
  symbol?: string;
}

const EDGE_INDEX: Record<EdgeName, number> = { N: 0, E: 1, S: 2, W: 3 };

function rotatePath(points: Pt[], q: number): Pt[] {
  return points.map(([x, y]) => {
    for (let i = 0; i < q; i++) [x, y] = [100 - y, x];
    return [x, y] as Pt;
  });
}

function f(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** City outline for a set of edges, as the canonical shape turned into place. */
export function cityPath(edges: EdgeName[], shiftedBand = false): string {
  const set = new Set(edges);
  const n = set.size;
  if (n === 4) return 'M0 0H100V100H0Z';
  if (n === 3) {
    const missing = (['N', 'E', 'S', 'W'] as EdgeName[]).find((e) => !set.has(e))!;
    // Canonical: missing S.
    const q = (EDGE_INDEX[missing] + 2) % 4;
    const [a, b, c, d, ctrl] = rotatePath([[0, 0], [100, 0], [100, 100], [0, 100], [50, 52]], q);
    return `M${pt(a)}L${pt(b)}L${pt(c)}Q${pt(ctrl)} ${pt(d)}Z`;
  }
  if (n === 2) {
    const opposite = (set.has('N') && set.has('S')) || (set.has('E') && set.has('W'));
    if (opposite) {
      // Canonical: E–W band.
      const q = set.has('E') ? 0 : 1;
      if (shiftedBand) {
        // FE1: the band sits in the north half so the enclosed field and the south city fit below it.
        const pts = rotatePath([[0, 0], [50, 24], [100, 0], [100, 68], [50, 44], [0, 68]], q);
        return `M${pt(pts[0])}Q${pt(pts[1])} ${pt(pts[2])}L${pt(pts[3])}Q${pt(pts[4])} ${pt(pts[5])}Z`;
      }
      const [a, b, c, d, c1, c2] = rotatePath([[0, 0], [100, 0], [100, 100], [0, 100], [50, 30], [50, 70]], q);
      // Corners to the band edges, curved in the middle.
      return `M${pt(a)}Q${pt(c1)} ${pt(b)}L${pt(c)}Q${pt(c2)} ${pt(d)}Z`;
    }
    // Canonical: N+W corner.
    const q = set.has('N') && set.has('W') ? 0 : set.has('N') && set.has('E') ? 1 : set.has('E') && set.has('S') ? 2 : 3;
    const [a, b, c, ctrl] = rotatePath([[0, 0], [100, 0], [0, 100], [42, 42]], q);
    return `M${pt(a)}L${pt(b)}Q${pt(ctrl)} ${pt(c)}Z`;
  }
  const e = edges[0]!;
  const q = EDGE_INDEX[e];
  const [a, b, ctrl] = rotatePath([[0, 0], [100, 0], [50, 46]], q);
  return `M${pt(a)}Q${pt(ctrl)} ${pt(b)}Z`;
}

function pt(p: Pt | undefined): string {
  if (!p) throw new Error("missing point");
  return `${f(p[0])} ${f(p[1])}`;
}

function roadPath(feature: FeatureDef): string {
  const edges = feature.at.filter((l): l is EdgeName => l in EDGE_INDEX);
  if (edges.length >= 2) {
    const a = EDGE_MID[edges[0]!];
    const b = EDGE_MID[edges[1]!];
    return `M${pt(a)}Q50 50 ${pt(b)}`;
  }
  const a = EDGE_MID[edges[0]!];
  return `M${pt(a)}L50 50`;
}

/** All shapes of a tile in drawing order: cities, roads, centre features, pennants, symbols. */
export function tileShapes(tile: TileType): Shape[] {
  const out: Shape[] = [];
  const cities = tile.features.filter((x) => x.kind === 'city');
  const band = cities.length > 1 && cities.some((c) => c.at.includes('E') && c.at.includes('W'));
  for (const c of cities) {
    const edges = c.at.filter((l): l is EdgeName => l in EDGE_INDEX);
    const shifted = band && c.at.includes('E') && c.at.includes('W');
    out.push({ kind: 'city', d: cityPath(edges, shifted) });
  }
  const roads = tile.features.filter((x) => x.kind === 'road');
  for (const r of roads) out.push({ kind: 'road-edge', d: roadPath(r) });
  for (const r of roads) out.push({ kind: 'road', d: roadPath(r) });
  const singleEnds = roads.filter((r) => r.at.filter((l) => l in EDGE_INDEX).length === 1).length;
  const hasCloister = tile.features.some((x) => x.kind === 'cloister');
  const hasCity = cities.length > 0;
  if (singleEnds >= 3 || (singleEnds >= 2 && !hasCloister && !tile.symbol)) out.push({ kind: 'junction', at: [50, 50] });
  if (tile.tunnel) out.push({ kind: 'tunnel', at: [50, 50] });
  if (hasCloister) out.push({ kind: 'cloister', at: [50, 50] });
  for (const c of cities) if (c.pennant) {
    const s = featureSpot(tile, c);
    out.push({ kind: 'pennant', at: [s[0] + 12, s[1] - 10] });
  }
  if (singleEnds === 1 && !hasCloister && hasCity && !tile.symbol) {
    // A road that ends at a city gate.
  }
  if (tile.symbol) out.push({ kind: 'symbol', symbol: tile.symbol, at: symbolSpot(tile) });
  return out;
}
