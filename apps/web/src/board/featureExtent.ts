/**
 * The extent and owners of one feature, worked out from what a view shows (placed tiles and
 * followers). The rules engine scores from its full state; the table only needs this to
 * show a player which tiles a follower's city, road or farm covers and who holds it, so it
 * walks the public board itself rather than asking the engine for state it may not see.
 */
import { EDGES, HALF_EDGES, facingHalfEdge, rotateLocation, tileType, unrotateLocation, type FeatureDef, type FeatureKind, type Location } from '@carc/tiles';
import type { Follower, PlacedTile, Spot } from '@carc/rules';

export interface FeatureExtent {
  kind: FeatureKind;
  /** Every tile the feature covers (for a cloister: its tile and the placed tiles around it). */
  cells: [number, number][];
  /** Followers per player standing on it. */
  followers: number[];
  /** The players with the most followers on it (B-4's majority); empty when nobody stands there. */
  owners: number[];
  /** Whether no open edge is left (cities and roads), or all 8 neighbours are placed (cloisters). */
  complete: boolean;
}

const DELTA: Record<'N' | 'E' | 'S' | 'W', [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

function isEdge(l: Location): l is 'N' | 'E' | 'S' | 'W' {
  return (EDGES as readonly string[]).includes(l);
}

/** The location on the neighbouring tile that touches board location `l`, and that tile's offset. */
function across(l: Location): { d: [number, number]; l: Location } | null {
  if (l === 'C') return null;
  if (isEdge(l)) return { d: DELTA[l], l: EDGES[(EDGES.indexOf(l) + 2) % 4]! };
  const h = HALF_EDGES.indexOf(l as (typeof HALF_EDGES)[number]);
  return { d: DELTA[l[0] as 'N' | 'E' | 'S' | 'W'], l: HALF_EDGES[facingHalfEdge(h)]! };
}

function featureOf(t: PlacedTile, l: Location): FeatureDef | undefined {
  const type = tileType(t.tile);
  if (!type) return undefined;
  const canon = unrotateLocation(l, t.rot);
  return type.features.find((f) => f.at.includes(canon));
}

/** The feature at `spot` with its tiles, followers and owners; null when no feature is there. */
export function featureExtent(tiles: readonly PlacedTile[], followers: readonly Follower[], spot: Spot, players: number): FeatureExtent | null {
  const at = new Map<string, PlacedTile>();
  for (const t of tiles) at.set(`${t.x},${t.y}`, t);
  const start = at.get(`${spot.x},${spot.y}`);
  const first = start && featureOf(start, spot.at);
  if (!start || !first) return null;
  const count = Array.from({ length: players }, () => 0);
  const onFeature = (x: number, y: number, f: FeatureDef, t: PlacedTile) =>
    followers.filter((m) => m.spot.x === x && m.spot.y === y && featureOf(t, m.spot.at) === f);

  if (first.kind === 'cloister') {
    const cells: [number, number][] = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (at.has(`${spot.x + dx},${spot.y + dy}`)) cells.push([spot.x + dx, spot.y + dy]);
    for (const m of onFeature(spot.x, spot.y, first, start)) count[m.player]!++;
    return done('cloister', cells, count, cells.length === 9);
  }

  // Flood over (tile, feature) pairs: each board location the feature meets leads to the
  // feature of the neighbour that touches it.
  const seen = new Set<string>();
  const cells = new Map<string, [number, number]>();
  let open = false;
  const queue: [PlacedTile, FeatureDef][] = [[start, first]];
  seen.add(`${start.x},${start.y},${start.tile}#${(tileType(start.tile)!.features as FeatureDef[]).indexOf(first)}`);
  while (queue.length) {
    const [t, f] = queue.pop()!;
    cells.set(`${t.x},${t.y}`, [t.x, t.y]);
    for (const m of onFeature(t.x, t.y, f, t)) count[m.player]!++;
    for (const canon of f.at) {
      const l = rotateLocation(canon, t.rot);
      const a = across(l);
      if (!a) continue;
      const n = at.get(`${t.x + a.d[0]},${t.y + a.d[1]}`);
      if (!n) {
        open = true;
        continue;
      }
      const g = featureOf(n, a.l);
      if (!g) continue;
      const key = `${n.x},${n.y},${n.tile}#${(tileType(n.tile)!.features as FeatureDef[]).indexOf(g)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push([n, g]);
    }
  }
  return done(first.kind, [...cells.values()], count, !open);
}

function done(kind: FeatureKind, cells: [number, number][], followers: number[], complete: boolean): FeatureExtent {
  const most = Math.max(0, ...followers);
  const owners = most === 0 ? [] : followers.flatMap((n, i) => (n === most ? [i] : []));
  return { kind, cells, followers, owners, complete };
}
