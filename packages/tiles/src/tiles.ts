/**
 * The three tile sets of `tiles.md`, written in a small notation that mirrors that table so
 * the two can be compared line by line:
 *
 *   `city N W +p`        a city meeting edges N and W, with a pennant
 *   `road E S`           a road meeting edges E and S
 *   `field EL SR > N`    a field on half-edges EL and SR that borders the city meeting N
 *   `cloister C`         the tile's centre feature (`field C` is an enclosed centre field)
 *
 * Features are parsed once at module load into {@link TileType} records.
 */
import type { EdgeName, Location } from './locations.js';
import { LOCATIONS } from './locations.js';

export type EdgeKind = 'C' | 'R' | 'F';
export type FeatureKind = 'city' | 'road' | 'field' | 'cloister';
export type TileSet = 'base' | 'festival' | 'easter';
/** A printed symbol that is not a feature: no follower may stand on it. */
export type TileSymbol = 'festival' | 'nest' | 'bunny';

export interface FeatureDef {
  readonly kind: FeatureKind;
  /** Locations in the canonical picture that this feature meets. */
  readonly at: readonly Location[];
  readonly pennant: boolean;
  /** For fields: indices (into the tile's `features`) of the cities the field borders. */
  readonly borders: readonly number[];
}

export interface TileType {
  readonly id: string;
  readonly set: TileSet;
  readonly count: number;
  /** Edge kinds N, E, S, W in the canonical picture. */
  readonly edges: readonly [EdgeKind, EdgeKind, EdgeKind, EdgeKind];
  readonly features: readonly FeatureDef[];
  readonly symbol: TileSymbol | null;
  /** EN3: the road runs through a tunnel (it still splits the fields exactly like U). */
  readonly tunnel: boolean;
}

type Row = readonly [id: string, count: number, edges: string, features: string];

const BASE: readonly Row[] = [
  ['A', 2, 'FFRF', 'cloister C; road S; field NL NR EL ER SL SR WL WR'],
  ['B', 4, 'FFFF', 'cloister C; field NL NR EL ER SL SR WL WR'],
  ['C', 1, 'CCCC', 'city N E S W +p'],
  ['D', 4, 'CRFR', 'city N; road E W; field EL WR > N; field ER SL SR WL'],
  ['E', 5, 'CFFF', 'city N; field EL ER SL SR WL WR > N'],
  ['F', 2, 'FCFC', 'city E W +p; field NL NR > E; field SL SR > E'],
  ['G', 1, 'FCFC', 'city E W; field NL NR > E; field SL SR > E'],
  ['H', 3, 'CFCF', 'city N; city S; field EL ER WL WR > N S'],
  ['I', 2, 'CFFC', 'city N; city W; field EL ER SL SR > N W'],
  ['J', 3, 'CRRF', 'city N; road E S; field EL SR WL WR > N; field ER SL'],
  ['K', 3, 'CFRR', 'city N; road S W; field EL ER SL WR > N; field SR WL'],
  ['L', 3, 'CRRR', 'city N; road E; road S; road W; field EL WR > N; field ER SL; field SR WL'],
  ['M', 2, 'CFFC', 'city N W +p; field EL ER SL SR > N'],
  ['N', 3, 'CFFC', 'city N W; field EL ER SL SR > N'],
  ['O', 2, 'CRRC', 'city N W +p; road E S; field EL SR > N; field ER SL'],
  ['P', 3, 'CRRC', 'city N W; road E S; field EL SR > N; field ER SL'],
  ['Q', 1, 'CCFC', 'city N E W +p; field SL SR > N'],
  ['R', 3, 'CCFC', 'city N E W; field SL SR > N'],
  ['S', 2, 'CCRC', 'city N E W +p; road S; field SL > N; field SR > N'],
  ['T', 1, 'CCRC', 'city N E W; road S; field SL > N; field SR > N'],
  ['U', 8, 'FRFR', 'road E W; field WR NL NR EL; field ER SL SR WL'],
  ['V', 9, 'FFRR', 'road S W; field SR WL; field NL NR EL ER SL WR'],
  ['W', 4, 'FRRR', 'road E; road S; road W; field WR NL NR EL; field ER SL; field SR WL'],
  ['X', 1, 'RRRR', 'road N; road E; road S; road W; field NR EL; field ER SL; field SR WL; field WR NL'],
];

const FESTIVAL: readonly Row[] = [
  ['FE1', 1, 'FCCC', 'city E W; city S; field NL NR > E; field C > E S'],
  ['FE2', 1, 'CCCC', 'city N W; city S E; field C > N S'],
  ['FE3', 1, 'CFRF', 'city N; road S; field WL WR SR > N; field EL ER SL > N'],
  ['FE4', 1, 'CRFF', 'city N; road E; field EL > N; field ER SL SR WL WR > N'],
  ['FE5', 1, 'CRCR', 'city N; city S; road E; road W; field EL > N; field WR > N; field ER > S; field WL > S'],
  ['FE6', 1, 'CRRF', 'city N; road E S; field EL SR WL WR > N; field ER SL'],
  ['FE7', 1, 'FFRR', 'cloister C; road S; road W; field NL NR EL ER SL WR; field SR WL'],
  ['FE8', 1, 'CFFR', 'city N; road W; field WR > N; field EL ER SL SR WL > N'],
  ['FE9', 1, 'CFRR', 'city N; road S W; field EL ER SL WR > N; field SR WL'],
  ['FE10', 1, 'RRRR', 'road N W; road S E; field NL WR; field ER SL; field NR EL SR WL'],
];

/** Easter tiles reuse a base layout (`like`), minus the cloister for EN1/EB1. */
const EASTER: readonly (readonly [id: string, count: number, like: string])[] = [
  ['EN1', 1, 'B-'],
  ['EN2', 1, 'E'],
  ['EN3', 1, 'U'],
  ['EN4', 1, 'V'],
  ['EN5', 1, 'W'],
  ['EN6', 1, 'D'],
  ['EN7', 1, 'N'],
  ['EN8', 1, 'H'],
  ['EN9', 1, 'J'],
  ['EN10', 1, 'K'],
  ['EB1', 2, 'B-'],
  ['EB2', 2, 'U'],
  ['EB3', 2, 'V'],
  ['EB4', 2, 'E'],
  ['EB5', 1, 'D'],
  ['EB6', 1, 'I'],
  ['EB7', 1, 'P'],
  ['EB8', 1, 'L'],
];

const FIELDS_ONLY = 'field NL NR EL ER SL SR WL WR';

function parseFeatures(id: string, text: string): FeatureDef[] {
  const raw = text.split(';').map((part) => {
    const [lhs, rhs] = part.split('>');
    const words = lhs!.trim().split(/\s+/);
    const kind = words[0] as FeatureKind;
    const pennant = words.includes('+p');
    const at = words.slice(1).filter((w) => w !== '+p') as Location[];
    for (const loc of at) {
      if (!LOCATIONS.includes(loc)) throw new Error(`tile ${id}: bad location ${loc}`);
    }
    const borderLocs = rhs ? (rhs.trim().split(/\s+/) as EdgeName[]) : [];
    return { kind, at, pennant, borderLocs };
  });
  return raw.map((f) => ({
    kind: f.kind,
    at: f.at,
    pennant: f.pennant,
    borders: f.borderLocs.map((loc) => {
      const i = raw.findIndex((g) => g.kind === 'city' && g.at.includes(loc));
      if (i < 0) throw new Error(`tile ${id}: field borders a missing city at ${loc}`);
      return i;
    }),
  }));
}

function makeTile(set: TileSet, row: Row, symbol: TileSymbol | null, tunnel = false): TileType {
  const [id, count, edges, features] = row;
  return {
    id,
    set,
    count,
    edges: edges.split('') as unknown as TileType['edges'],
    features: parseFeatures(id, features),
    symbol,
    tunnel,
  };
}

const baseById = new Map(BASE.map((r) => [r[0], r]));

export const BASE_TILES: readonly TileType[] = BASE.map((r) => makeTile('base', r, null));
export const FESTIVAL_TILES: readonly TileType[] = FESTIVAL.map((r) => makeTile('festival', r, 'festival'));
export const EASTER_TILES: readonly TileType[] = EASTER.map(([id, count, like]) => {
  const base = like === 'B-' ? (['B', 1, 'FFFF', FIELDS_ONLY] as const) : baseById.get(like)!;
  return makeTile('easter', [id, count, base[2], base[3]], id.startsWith('EN') ? 'nest' : 'bunny', id === 'EN3');
});

/** Every tile type, in the unshuffled order of `record-format.md` (base, festival, easter). */
export const ALL_TILES: readonly TileType[] = [...BASE_TILES, ...FESTIVAL_TILES, ...EASTER_TILES];

const byId = new Map(ALL_TILES.map((t) => [t.id, t]));

export function tileType(id: string): TileType | undefined {
  return byId.get(id);
}

/** The start tile's type; one copy of it is taken out of the base stack. */
export const START_TILE_ID = 'D';

/**
 * The stack before shuffling: each set's types in table order, each repeated by its count,
 * with one start tile removed.
 */
export function unshuffledStack(sets: readonly TileSet[]): string[] {
  const out: string[] = [];
  let startRemoved = false;
  for (const t of ALL_TILES) {
    if (!sets.includes(t.set)) continue;
    for (let i = 0; i < t.count; i++) {
      if (t.id === START_TILE_ID && !startRemoved) {
        startRemoved = true;
        continue;
      }
      out.push(t.id);
    }
  }
  return out;
}
