/**
 * The Gifts: reading the board for gift targets and resolving the five effects.
 * Everything returns new states (kit helpers); errors are values.
 */
import { awardScore, boardFollowerCount, describeFeature, featureAt, featureRoot, firstOnSegment, followerAt, followerLoc, followerSeg, followersOnRoot, followerSpotError, followerTile, heldBy, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD, kindOf, locName, neighbourCount, openEdges, ownFollowerSpots, placedTileCount, placeFollower, returnFollowers, scoreFeature, segmentFeature, segmentTile, spotOf, tileFirstSeg, tileTurns, tileType, tileX, tileY, TYPES } from '../../kit.js';
import type { FollowerSpot, GameState } from '../../kit.js';
import type { ScoreDraft } from '../../expansion.js';
import type { GameEvent, PlayerIndex, Result, RuleError, Spot } from '../../types.js';

export type Effect = { state: GameState; events: GameEvent[] };

export function illegal(message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code: 'illegal-action', message, rule } : { code: 'illegal-action', message } };
}

function spotText(p: Spot): string {
  return `(${p.x},${p.y}) ${p.at}`;
}

/** Is the feature of segment `seg` unfinished? Fields never finish; cloisters need 8 neighbours. */
export function unfinished(s: GameState, seg: number): boolean {
  const b = s.board;
  const k = kindOf(b, seg);
  if (k === KIND_FIELD) return true;
  if (k === KIND_CLOISTER) {
    const t = segmentTile(b, seg);
    return neighbourCount(b, tileX(b, t), tileY(b, t)) < 8;
  }
  return openEdges(b, featureRoot(b, seg)) > 0;
}

/** Spot naming segment `seg` by its first location on its tile. */
function spotOfSegment(s: GameState, seg: number): Spot {
  return spotOf(s, segmentTile(s.board, seg), repLocOf(s, seg));
}

/** The location index naming segment `seg` on its tile (its first location). */
function repLocOf(s: GameState, seg: number): number {
  const b = s.board;
  const t = segmentTile(b, seg);
  return TYPES[tileType(b, t)]!.rot[tileTurns(b, t)]!.repLoc[segmentFeature(b, seg)]!;
}

// ---- synod ----

export function synodTargets(s: GameState, player: PlayerIndex): Spot[] {
  if (s.supply[player]! <= 0) return [];
  const b = s.board;
  const out: Spot[] = [];
  for (let t = 0; t < placedTileCount(b); t++) {
    const c = TYPES[tileType(b, t)]!.cloister;
    if (c < 0) continue;
    const seg = tileFirstSeg(b, t) + c;
    if (unfinished(s, seg)) out.push(spotOfSegment(s, seg));
  }
  return out;
}

export function synod(s: GameState, player: PlayerIndex, spot: Spot): Result<Effect, RuleError> {
  const seg = featureAt(s, spot);
  if (seg < 0 || kindOf(s.board, seg) !== KIND_CLOISTER) return illegal(`synod: ${spotText(spot)} is not a cloister`, 'synod');
  if (!unfinished(s, seg)) return illegal(`synod: the cloister at ${spotText(spot)} is finished`, 'GI-3');
  const r = placeFollower(s, player, spot);
  if (!r) return illegal('synod: no follower left in the supply', 'synod');
  return { ok: true, value: r };
}

// ---- road-sweeper ----

/** Unfinished roads holding at least one follower, one spot each (an empty road would score nobody). */
export function sweeperTargets(s: GameState): Spot[] {
  const b = s.board;
  const roots: number[] = [];
  const out: Spot[] = [];
  for (let i = 0; i < boardFollowerCount(b); i++) {
    const seg = followerSeg(b, i);
    if (kindOf(b, seg) !== KIND_ROAD) continue;
    const r = featureRoot(b, seg);
    if (roots.includes(r) || openEdges(b, r) === 0) continue;
    roots.push(r);
    out.push(spotOf(s, followerTile(b, i), followerLoc(b, i)));
  }
  return out;
}

export function roadSweeper(s: GameState, spot: Spot): Result<Effect, RuleError> {
  const seg = featureAt(s, spot);
  if (seg < 0 || kindOf(s.board, seg) !== KIND_ROAD) return illegal(`road-sweeper: ${spotText(spot)} is not a road`, 'road-sweeper');
  if (!unfinished(s, seg)) return illegal(`road-sweeper: the road at ${spotText(spot)} is finished`, 'GI-3');
  if (followersOnRoot(s.board, featureRoot(s.board, seg)) === 0) {
    return illegal(`road-sweeper: nobody holds the road at ${spotText(spot)}`, 'road-sweeper');
  }
  const tiles = describeFeature(s, seg).tiles;
  // As at game end: 1 point per tile, for its owner(s) by the majority rule; followers go home.
  return { ok: true, value: scoreFeature(s, seg, { when: 'gift', points: tiles, returnFollowers: true, rules: ['road-sweeper'] }) };
}

/** `player`'s follower spots that no rule keeps in place (CG-12 with Christmas Gift): cash-out and change-position move a follower off its feature. */
function movable(s: GameState, player: PlayerIndex): FollowerSpot[] {
  return ownFollowerSpots(s, player).filter((e) => !heldBy(s, e.index));
}

/** The error for follower `i` when a rule keeps it in place, else null. */
function heldError(s: GameState, i: number, gift: string): { ok: false; error: RuleError } | null {
  const held = heldBy(s, i);
  return held ? illegal(`${gift}: that follower cannot move: ${held.reason}`, held.rule) : null;
}

// ---- cash-out ----

export function cashOutTargets(s: GameState, player: PlayerIndex): Spot[] {
  return movable(s, player).map((e) => e.spot);
}

export function cashOut(s: GameState, player: PlayerIndex, spot: Spot): Result<Effect, RuleError> {
  const i = followerAt(s, player, spot);
  if (i < 0) return illegal(`cash-out: ${followerSpotError(s, player, spot)}`, 'cash-out');
  const held = heldError(s, i, 'cash-out');
  if (held) return held;
  const seg = featureAt(s, spot);
  const f = describeFeature(s, seg);
  // Every follower on the feature counts, whoever owns it, the returning one included.
  const count = f.followerIndices.length;
  const points = 2 * count;
  const award = new Array<number>(s.players.length).fill(0);
  award[player] = points;
  const draft: ScoreDraft = {
    explanation: {
      feature: f.kind,
      when: 'gift',
      tiles: f.tiles,
      pennants: f.pennants,
      followers: f.followers,
      owners: [player],
      points,
      cells: f.cells,
      rules: ['cash-out'],
    },
    award,
    feature: f.root,
    keepFollowers: true,
    // Paid per follower, not for the feature's size: the feature is not scored (CG-13).
    scoresFeature: false,
  };
  const awarded = awardScore(s, draft);
  s = awarded.state;
  const events: GameEvent[] = [awarded.event];
  // Re-find the follower: a hook may have changed the board.
  const j = firstOnSegment(s, player, seg);
  if (j >= 0) {
    const r = returnFollowers(s, [j]);
    s = r.state;
    events.push(...r.events);
  }
  return { ok: true, value: { state: s, events } };
}

// ---- change-position ----

function standing(kind: number): boolean {
  return kind === KIND_ROAD || kind === KIND_CITY || kind === KIND_CLOISTER;
}

/** Targets on the follower's tile: the other posture, road/city/cloister unfinished (GI-3), occupied or not (GI-1). */
function positionsFrom(s: GameState, seg: number): number[] {
  const b = s.board;
  const t = segmentTile(b, seg);
  const n = TYPES[tileType(b, t)]!.kinds.length;
  const seg0 = tileFirstSeg(b, t);
  const lying = kindOf(b, seg) === KIND_FIELD;
  const out: number[] = [];
  for (let f = 0; f < n; f++) {
    const to = seg0 + f;
    const k = kindOf(b, to);
    if (lying ? standing(k) && unfinished(s, to) : k === KIND_FIELD) out.push(to);
  }
  return out;
}

export function changePositionTargets(s: GameState, player: PlayerIndex): { spot: Spot; to: Spot['at'] }[] {
  const out: { spot: Spot; to: Spot['at'] }[] = [];
  for (const e of movable(s, player)) {
    for (const to of positionsFrom(s, e.seg)) out.push({ spot: e.spot, to: locName(repLocOf(s, to)) });
  }
  return out;
}

export function changePosition(s: GameState, player: PlayerIndex, spot: Spot, to: Spot['at']): Result<Effect, RuleError> {
  const i = followerAt(s, player, spot);
  if (i < 0) return illegal(`change-position: ${followerSpotError(s, player, spot)}`, 'change-position');
  const held = heldError(s, i, 'change-position');
  if (held) return held;
  const seg = featureAt(s, spot);
  const target: Spot = { x: spot.x, y: spot.y, at: to };
  const tseg = featureAt(s, target);
  if (tseg < 0) return illegal(`change-position: the tile at (${spot.x},${spot.y}) has no feature at ${to}`, 'change-position');
  const from = kindOf(s.board, seg);
  const k = kindOf(s.board, tseg);
  if (from === KIND_FIELD ? !standing(k) : k !== KIND_FIELD) {
    return illegal(`change-position: a ${from === KIND_FIELD ? 'farmer must stand up on a road, city or cloister' : 'standing follower must lie down in a field'}`, 'change-position');
  }
  if (!unfinished(s, tseg)) return illegal(`change-position: the target at ${to} is finished`, 'GI-3');
  const r1 = returnFollowers(s, [i]);
  const r2 = placeFollower(r1.state, player, target)!;
  return { ok: true, value: { state: r2.state, events: [...r1.events, ...r2.events] } };
}
