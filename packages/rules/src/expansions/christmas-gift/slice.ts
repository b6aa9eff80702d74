/**
 * The module's slice of the game state (`state.ext['christmas-gift']`) and small board
 * readers shared by the card files. Everything is plain data; every change builds a copy.
 */
import { boardFollowerCount, featureAt, featureRoot, followerPlayer, followerSeg, getExt, isRoot, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD, kindOf, memoOf, neighbourCount, openEdges, Recent, segmentCount, segmentFeature, segmentTile, setExt, spotOf, tileTurns, tileType, tileX, tileY, TYPES } from '../../kit.js';
import type { BoardState, GameState } from '../../kit.js';
import type { GameEvent, PlayerIndex, Spot } from '../../types.js';
import type { Cards } from '../cards/index.js';
import { CARDS } from './cards.js';
import type { CardId, Deck, FeatureName } from './cards.js';

export const ID = 'christmas-gift' as const;

/** One entry of the move's `cards` list (record-format.md, Expansion keys). */
export interface CardEntry {
  window: 'start' | 'draw' | 'score' | 'end';
  card: CardId;
  spot?: Spot;
  spot2?: Spot;
  player2?: PlayerIndex;
  x?: number;
  y?: number;
  cancelledBy?: PlayerIndex;
}

/** An entry of the record's top-level `final` list. */
export interface FinalEntry {
  player: PlayerIndex;
  card: 'farm-tie';
  spot: Spot;
  cancelledBy?: PlayerIndex;
}

/** A tie mark (CG-13): a segment of the marked feature (merges keep it inside) and its holder. */
export interface Mark {
  seg: number;
  player: PlayerIndex;
}

/** An attack waiting for the protection replies (CG-16). */
export interface PendingAttack {
  player: PlayerIndex;
  /** Index of the entry in this turn's `cards`, or in the record's `final` list. */
  idx: number;
  final: boolean;
  affected: PlayerIndex[];
  pos: number;
}

export interface TurnInfo {
  draws: Deck[];
  cards: CardEntry[];
  discards: CardId[];
  took2: boolean;
  /** The two tiles of a take-2 waiting for the choice. */
  choose: string[] | null;
  /** Scoring cards played in the score window (CG-10): the feature and the card's player. */
  boosts: { seg: number; player: PlayerIndex; card: CardId }[];
  /** Lightning cards drawn and not yet resolved, in order (CG-15 step 3). */
  queue: { deck: Deck; card: CardId }[];
  /** A lightning card waiting for its target. */
  target: CardId | null;
  attack: PendingAttack | null;
  /** The window decision closed by a pass. */
  closed: boolean;
}

export interface CGState {
  /** Each deck with its discard pile and the hand cards that came from it (../cards). */
  cloister: Cards;
  roadside: Cards;
  /** Segments of laid-down features (CG-11); a merge spreads the state by union-find. */
  laid: number[];
  marks: Mark[];
  /** Points banked by laid-down features completed (CG-12), paid at game end. */
  banked: number[];
  /** The forced square for the next player (CG-14). */
  force: { x: number; y: number; by: PlayerIndex; turn: number } | null;
  /** Tiles removed from the game by take-2. */
  removed: string[];
  /** Final ownership of each farm (CG-18), for farm-bonus and shared-farm-bonus. */
  farms: { owners: PlayerIndex[]; cities: number }[];
  /** Farm-tie holders still to act at game end, and how many `final` entries were used. */
  finalQueue: PlayerIndex[];
  finalUsed: number;
  revealed: boolean;
  /** The turn in which a take-2 was resolved (shared convention of ../cards take2.ts). */
  take2Turn: number;
  turn: TurnInfo;
}

const FRESH: TurnInfo = Object.freeze({
  draws: [],
  cards: [],
  discards: [],
  took2: false,
  choose: null,
  boosts: [],
  queue: [],
  target: null,
  attack: null,
  closed: false,
}) as TurnInfo;

/** The empty turn record (shared: never written, every change copies). */
export function freshTurn(): TurnInfo {
  return FRESH;
}

export function cg(s: GameState): CGState {
  return s.ext[ID] as CGState;
}

export function copyCg(c: CGState): CGState {
  return {
    cloister: c.cloister,
    roadside: c.roadside,
    laid: c.laid,
    marks: c.marks,
    banked: c.banked,
    force: c.force,
    removed: c.removed,
    farms: c.farms,
    finalQueue: c.finalQueue,
    finalUsed: c.finalUsed,
    revealed: c.revealed,
    take2Turn: c.take2Turn,
    turn: c.turn,
  };
}

export function putCg(s: GameState, v: CGState): GameState {
  return setExt(s, ID, v);
}

/**
 * The slice with the fields `p` sets replaced (an undefined value leaves the field as it
 * was), built on {@link copyCg} so that copier stays the only list of CGState's fields.
 * Off the hot path: the hot edits copy and set one field.
 */
export function patchCg(s: GameState, p: Partial<CGState>): GameState {
  const n = copyCg(cg(s)) as unknown as Record<string, unknown>;
  for (const k in p) {
    const v = (p as Record<string, unknown>)[k];
    if (v !== undefined) n[k] = v;
  }
  return putCg(s, n as unknown as CGState);
}

/** A copy of a turn record to change before {@link withTurn}; field by field, one shape. */
export function copyTurn(o: TurnInfo): TurnInfo {
  return {
    draws: o.draws,
    cards: o.cards,
    discards: o.discards,
    took2: o.took2,
    choose: o.choose,
    boosts: o.boosts,
    queue: o.queue,
    target: o.target,
    attack: o.attack,
    closed: o.closed,
  };
}

/** `s` with this turn's record replaced by `t`. */
export function withTurn(s: GameState, t: TurnInfo): GameState {
  const n = copyCg(cg(s));
  n.turn = t;
  return putCg(s, n);
}

/**
 * The window's `closed` flag set; `s` itself when it already has that value, which is
 * nearly every call (steps clear it on entering and on leaving). A setter per field rather
 * than a patch object: patches of many shapes made every field read of a generic patcher
 * a megamorphic lookup, and this runs several times a turn.
 */
export function setClosed(s: GameState, closed: boolean): GameState {
  const o = cg(s).turn;
  if (o.closed === closed) return s;
  const t = copyTurn(o);
  t.closed = closed;
  return withTurn(s, t);
}

/** The pending attack set (or cleared); `s` itself when unchanged. */
export function setAttack(s: GameState, attack: PendingAttack | null): GameState {
  const o = cg(s).turn;
  if (o.attack === attack) return s;
  const t = copyTurn(o);
  t.attack = attack;
  return withTurn(s, t);
}

/** Change some fields of this turn's record (rare paths); returns `s` itself when nothing changes. */
export function putTurn(s: GameState, p: Partial<TurnInfo>): GameState {
  const o = cg(s).turn;
  const t = copyTurn(o);
  if (p.draws !== undefined) t.draws = p.draws;
  if (p.cards !== undefined) t.cards = p.cards;
  if (p.discards !== undefined) t.discards = p.discards;
  if (p.took2 !== undefined) t.took2 = p.took2;
  if (p.choose !== undefined) t.choose = p.choose;
  if (p.boosts !== undefined) t.boosts = p.boosts;
  if (p.queue !== undefined) t.queue = p.queue;
  if (p.target !== undefined) t.target = p.target;
  if (p.attack !== undefined) t.attack = p.attack;
  if (p.closed !== undefined) t.closed = p.closed;
  if (
    t.draws === o.draws && t.cards === o.cards && t.discards === o.discards && t.took2 === o.took2 && t.choose === o.choose &&
    t.boosts === o.boosts && t.queue === o.queue && t.target === o.target && t.attack === o.attack && t.closed === o.closed
  ) {
    return s;
  }
  return withTurn(s, t);
}

/** A player's hand: the cards of both decks (Cloister ones first). The hand limit counts both (CG-7). */
export function handOf(c: CGState, p: PlayerIndex): CardId[] {
  return [...(c.cloister.hands[p] ?? []), ...(c.roadside.hands[p] ?? [])] as CardId[];
}

export function handSize(c: CGState, p: PlayerIndex): number {
  return (c.cloister.hands[p]?.length ?? 0) + (c.roadside.hands[p]?.length ?? 0);
}

export function holdsCard(c: CGState, p: PlayerIndex, card: CardId): boolean {
  return c[CARDS[card].deck].hands[p]?.includes(card) ?? false;
}

export function ev(kind: string, data: unknown, player?: PlayerIndex, secretTo?: PlayerIndex[]): GameEvent {
  const e: GameEvent = { type: 'ext', expansion: ID, kind, data };
  if (player !== undefined) e.player = player;
  if (secretTo) e.secretTo = secretTo;
  return e;
}

// ---- board readers ----

export const KIND_OF: Record<FeatureName, number> = { road: KIND_ROAD, city: KIND_CITY, cloister: KIND_CLOISTER, field: KIND_FIELD };

export function rootOf(s: GameState, seg: number): number {
  return featureRoot(s.board, seg);
}

/** Root of the feature a spot names, or -1. */
export function rootAt(s: GameState, spot: Spot | undefined): number {
  if (!spot) return -1;
  const seg = featureAt(s, spot);
  return seg < 0 ? -1 : featureRoot(s.board, seg);
}

export function kindAt(s: GameState, root: number): number {
  return kindOf(s.board, root);
}

/** Per engine (registry.ts memoOf): the spots of the latest boards. */
const spotCache = () => new Recent<BoardState, Map<number, Spot>>();

/** A spot naming the feature of `root` (its root segment's tile, first location); a fresh copy. */
export function rootSpot(s: GameState, root: number): Spot {
  const sp = rootSpotRef(s, root);
  return { x: sp.x, y: sp.y, at: sp.at };
}

/** The spot of `root`, computed once per board and shared: callers must copy it before handing it out. */
export function rootSpotRef(s: GameState, root: number): Spot {
  const b = s.board;
  const cache = memoOf(s, spotCache);
  let m = cache.get(b);
  if (!m) cache.set(b, (m = new Map()));
  let sp = m.get(root);
  if (!sp) {
    const t = segmentTile(b, root);
    const f = segmentFeature(b, root);
    sp = spotOf(s, t, TYPES[tileType(b, t)]!.rot[tileTurns(b, t)]!.repLoc[f]!);
    m.set(root, sp);
  }
  return sp;
}

/** Roads and cities with no open edge, cloisters with 8 neighbours; fields never. */
export function isComplete(s: GameState, root: number): boolean {
  const b = s.board;
  const k = kindAt(s, root);
  if (k === KIND_ROAD || k === KIND_CITY) return openEdges(b, root) === 0;
  if (k === KIND_CLOISTER) {
    const t = segmentTile(b, root);
    return neighbourCount(b, tileX(b, t), tileY(b, t)) === 8;
  }
  return false;
}

/** Every feature root of a kind. */
export function rootsOfKind(s: GameState, kind: number): number[] {
  const b = s.board;
  const out: number[] = [];
  for (let i = 0; i < segmentCount(b); i++) {
    if (isRoot(b, i) && kindOf(b, i) === kind) out.push(i);
  }
  return out;
}

/**
 * The occupied features of a board: `roots` in the order their first follower appears in the
 * follower list; followers per player on `roots[k]` (raw, no marks) at
 * `counts[k * players + p]`. Flat arrays rather than a Map of count lists: the windows walk
 * every entry (a Map's for-of built an entry array per feature), and a count list per
 * feature was most of the cost of building it (about 20 features on a late board, found
 * by a linear scan as cheaply as by hashing).
 */
export interface Occupation {
  readonly players: number;
  readonly roots: readonly number[];
  readonly counts: readonly number[];
  /** Each root's feature kind and whether it is complete (isComplete), read once per board: every swap card in a hand filters by them. */
  readonly kinds: readonly number[];
  readonly complete: readonly boolean[];
}

/** Per engine (registry.ts memoOf): the occupation of the latest boards. */
const occCache = () => new Recent<BoardState, Occupation>();
const scratchRoots: number[] = [];
const scratchCounts: number[] = [];

/** Followers per player on every occupied feature; cached per board (boards never change). */
export function occupation(s: GameState): Occupation {
  const b = s.board;
  const cache = memoOf(s, occCache);
  let o = cache.get(b);
  if (o) return o;
  const n = s.players.length;
  // Counted in scratch lists kept between calls, then copied out at their final sizes:
  // growing the lists push by push reallocated them several times per board.
  let nr = 0;
  for (let i = 0; i < boardFollowerCount(b); i++) {
    const r = featureRoot(b, followerSeg(b, i));
    let k = 0;
    while (k < nr && scratchRoots[k] !== r) k++;
    if (k === nr) {
      scratchRoots[nr++] = r;
      for (let p = 0; p < n; p++) scratchCounts[k * n + p] = 0;
    }
    scratchCounts[k * n + followerPlayer(b, i)]! += 1;
  }
  const roots = scratchRoots.slice(0, nr);
  const kinds = new Array<number>(nr);
  const complete = new Array<boolean>(nr);
  for (let k = 0; k < nr; k++) {
    kinds[k] = kindAt(s, roots[k]!);
    complete[k] = isComplete(s, roots[k]!);
  }
  o = { players: n, roots, counts: scratchCounts.slice(0, nr * n), kinds, complete };
  cache.set(b, o);
  return o;
}

/** Followers of player `p` on `roots[k]`. */
export function countOf(o: Occupation, k: number, p: PlayerIndex): number {
  return o.counts[k * o.players + p]!;
}

/** A fresh list of the followers per player on `roots[k]`. */
export function countsAt(o: Occupation, k: number): number[] {
  return o.counts.slice(k * o.players, k * o.players + o.players);
}

/** A fresh list of the followers per player on the feature `root`, or undefined when nobody stands there. */
export function countsOn(o: Occupation, root: number): number[] | undefined {
  const k = o.roots.indexOf(root);
  return k < 0 ? undefined : countsAt(o, k);
}

/** Counts with the tie marks (CG-13): +1 per marked holder that still has a follower there. */
export function withMarks(s: GameState, root: number, counts: number[]): number[] {
  const c = getExt<CGState>(s, ID);
  if (!c || c.marks.length === 0) return counts;
  const out = counts.slice();
  const seen = new Set<number>();
  for (const m of c.marks) {
    if (seen.has(m.player) || (out[m.player] ?? 0) <= 0) continue;
    if (featureRoot(s.board, m.seg) === root) {
      seen.add(m.player);
      out[m.player]! += 1;
    }
  }
  return out;
}

export function isLaid(s: GameState, root: number): boolean {
  const c = getExt<CGState>(s, ID);
  if (!c) return false;
  for (const seg of c.laid) if (featureRoot(s.board, seg) === root) return true;
  return false;
}
