/**
 * The base game's steps of the turn pipeline: draw (B-3), place, follower, score, next,
 * and the final scoring (B-6). Expansion steps slot in around these (expansion.ts).
 */
import { EDGE_KINDS, isLocation, isRotation } from '@carc/tiles';
import type { EdgeKind, Location } from '@carc/tiles';
import { canPlaceAnywhere, find, fits, followerSeg, isClosed, needOf, neighbourCount, placementActions, placeTile, segFollowers, segTile, tileAt, tileFirstSeg, tileTurns, tileType, tileX, tileY } from './board.js';
import type { ExpansionModule, MoveReader, StepOutcome, TurnStep } from './expansion.js';
import { kindOf, segmentAt } from './features.js';
import { placeFollower } from './kit/followers.js';
import { modulesOf } from './registry.js';
import { scoreFeature } from './scoring.js';
import { cloneState } from './state.js';
import type { GameState } from './state.js';
import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_NAMES, KIND_ROAD, locName, locOf, TYPES, typeIndex } from './tiledefs.js';
import type { Action, GameEvent, RecordMove, Result, RuleError } from './types.js';

const EDGE_NAMES = ['N', 'E', 'S', 'W'];
/** Edge kind names for error messages, by @carc/tiles' edge code. */
const EDGE_WORD: Readonly<Record<EdgeKind, string>> = { F: 'field', R: 'road', C: 'city' };
const EDGE_KIND_NAMES = EDGE_KINDS.map((k) => EDGE_WORD[k]);

function err(code: RuleError['code'], message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}

function done(state: GameState, events: GameEvent[] = []): Result<StepOutcome, RuleError> {
  return { ok: true, value: { state, events } };
}

export const drawStep: TurnStep = {
  id: 'base/draw',
  point: 'draw',
  enter(s) {
    if (s.stackPos >= s.stack.length) {
      const n = cloneState(s);
      n.tile = null;
      return { state: n, events: [] };
    }
    const started: GameEvent = { type: 'turnStarted', player: s.turnPlayer };
    // Built only once a tile is discarded (rare): a one-event literal that the draw then
    // pushed onto was reallocated on almost every turn.
    let events: GameEvent[] | null = null;
    let pos = s.stackPos;
    let discarded: string[] | null = null;
    while (pos < s.stack.length) {
      const id = s.stack[pos++]!;
      if (canPlaceAnywhere(s.board, typeIndex(id))) {
        const drawn: GameEvent = { type: 'tileDrawn', player: s.turnPlayer, tile: id };
        if (events === null) events = [started, drawn];
        else events.push(drawn);
        const n = cloneState(s);
        n.stackPos = pos;
        n.tile = id;
        if (discarded) n.discarded = discarded;
        return { state: n, events };
      }
      // B-3: a tile that fits nowhere leaves the game, shown to all, and the player draws again.
      (discarded ??= s.discarded.slice()).push(id);
      (events ??= [started]).push({ type: 'tileDiscarded', player: s.turnPlayer, tile: id, rule: 'B-3' });
    }
    const n = cloneState(s);
    n.stackPos = pos;
    n.tile = null;
    if (discarded) n.discarded = discarded;
    return { state: n, events: events ?? [started] };
  },
};

/** Why (x, y, rot) is not a legal placement of the drawn tile, or null when it is. */
export function placementProblem(s: GameState, x: number, y: number, q: number): RuleError | null {
  const t = typeIndex(s.tile!);
  if (fits(s.board, t, q, x, y)) return null;
  if (tileAt(s.board, x, y) >= 0) return { code: 'illegal-placement', message: `(${x},${y}) already holds a tile`, rule: 'occupied' };
  const packedNeed = needOf(s.board, x, y);
  if (packedNeed === 0) return { code: 'illegal-placement', message: `(${x},${y}) touches no tile`, rule: 'must-touch' };
  const edges = TYPES[t]!.rot[q]!.edges;
  for (let e = 0; e < 4; e++) {
    const has = ((packedNeed >> 8) >> (2 * e)) & 3;
    const need = (packedNeed >> (2 * e)) & 3;
    if (has && need !== edges[e]) {
      return {
        code: 'illegal-placement',
        message: `edge ${EDGE_NAMES[e]} of ${s.tile} at (${x},${y}) rot ${q * 90} is a ${EDGE_KIND_NAMES[edges[e]!]}, the neighbour's is a ${EDGE_KIND_NAMES[need]}`,
        rule: 'edge-match',
      };
    }
  }
  return { code: 'illegal-placement', message: `${s.tile} does not fit at (${x},${y})`, rule: 'edge-match' };
}

/** Whether some expansion may forbid a placement this turn (see `placementLimited`). */
function placementLimitedNow(s: GameState): boolean {
  const modules = modulesOf(s);
  for (let i = 0; i < modules.length; i++) {
    const m = modules[i]!;
    if (m.placementAllowed && (!m.placementLimited || m.placementLimited(s))) return true;
  }
  return false;
}

/** Whether an expansion forbids (x, y, rot) this turn; a loop, not `some`, so no closure per placement. */
function placementForbidden(s: GameState, x: number, y: number, rot: number): boolean {
  const modules = modulesOf(s);
  for (let i = 0; i < modules.length; i++) {
    const m = modules[i]!;
    if (m.placementAllowed && !m.placementAllowed(s, x, y, rot)) return true;
  }
  return false;
}

export const placeStep: TurnStep = {
  id: 'base/place',
  point: 'place',
  enter(s) {
    return { state: s, events: [], decision: { player: s.turnPlayer, kind: 'place', tile: s.tile! } };
  },
  legalActions(s) {
    const all = placementActions(s.board, typeIndex(s.tile!));
    if (!placementLimitedNow(s)) return all;
    return all.filter((a) => a.type === 'place' && !placementForbidden(s, a.x, a.y, a.rot));
  },
  apply(s, a) {
    if (a.type !== 'place') return err('wrong-decision', `expected a tile placement, got '${a.type}'`);
    const q = a.rot / 90;
    const problem = placementProblem(s, a.x, a.y, q);
    if (problem) return { ok: false, error: problem };
    if (placementForbidden(s, a.x, a.y, a.rot)) {
      return err('illegal-placement', `an expansion forbids (${a.x},${a.y}) this turn`, 'expansion');
    }
    const board = placeTile(s.board, typeIndex(s.tile!), q, a.x, a.y);
    const turnMove: RecordMove = { tile: s.tile!, x: a.x, y: a.y, rot: a.rot };
    const player = s.turnPlayer;
    const n = cloneState(s);
    n.board = board;
    n.placed = board.tileCount - 1;
    n.turnMove = turnMove;
    return done(n, [
      { type: 'tilePlaced', player, tile: s.tile!, x: a.x, y: a.y, rot: a.rot },
    ]);
  },
  fromMove(s, reader) {
    const m = reader.move as RecordMove;
    if (m.tile !== s.tile) return err('illegal-placement', `the move names tile ${String(m.tile)} but ${s.tile} was drawn`, 'tile-mismatch');
    if (!Number.isInteger(m.x) || !Number.isInteger(m.y) || !isRotation(m.rot)) return err('malformed-action', 'the move needs integer x, y and rot 0/90/180/270', 'record');
    return { ok: true, value: { type: 'place', x: m.x, y: m.y, rot: m.rot } };
  },
};

/** Follower actions the base offers on the tile just placed (one per free feature). */
export function baseFollowerActions(s: GameState): Action[] {
  const out: Action[] = [];
  const player = s.turnPlayer;
  if (s.supply[player]! <= 0) return out;
  const b = s.board;
  const t = s.placed;
  const info = TYPES[tileType(b, t)]!;
  const rot = info.rot[tileTurns(b, t)]!;
  const seg0 = tileFirstSeg(b, t);
  const modules = modulesOf(s);
  // Two features of one tile may already be one feature through the board (the fields
  // either side of a road that meet around it, two city caps of a ring): offer each once.
  const roots: number[] = [];
  for (let f = 0; f < info.kinds.length; f++) {
    const root = find(b, seg0 + f);
    if (roots.includes(root)) continue;
    roots.push(root);
    if (segFollowers(b, root) > 0) continue;
    if (followerForbidden(s, modules, player, f)) continue;
    out.push({ type: 'meeple', at: locName(rot.repLoc[f]!) });
  }
  return out;
}

/** Whether an expansion forbids a follower on feature f of the tile just placed (a loop: no closure per feature). */
function followerForbidden(s: GameState, modules: readonly ExpansionModule[], player: number, f: number): boolean {
  for (let i = 0; i < modules.length; i++) {
    const m = modules[i]!;
    if (m.followerAllowed && !m.followerAllowed(s, player, s.placed, f)) return true;
  }
  return false;
}

/**
 * `{ ...move, meeple }`. The move placeStep wrote, which is what this step almost always
 * sees, is copied key for key: the spread over the moves of every expansion's shapes was
 * a slow runtime call, 2% of an all-expansions game on that one line.
 */
function withMeeple(move: RecordMove, meeple: Location): RecordMove {
  if (Object.keys(move).length === 4) return { tile: move.tile, x: move.x, y: move.y, rot: move.rot, meeple };
  return { ...move, meeple };
}

export const followerStep: TurnStep = {
  id: 'base/follower',
  point: 'follower',
  enter(s) {
    return { state: s, events: [], decision: { player: s.turnPlayer, kind: 'meeple', tile: s.tile! } };
  },
  legalActions(s) {
    const out = baseFollowerActions(s);
    for (const m of modulesOf(s)) if (m.followerOptions) out.push(...m.followerOptions.actions(s));
    out.push({ type: 'pass' });
    return out;
  },
  apply(s, a) {
    if (a.type === 'pass') return done(s);
    if (a.type === 'ext') {
      const m = modulesOf(s).find((x) => x.id === a.expansion && x.followerOptions);
      if (!m) return err('wrong-decision', `expansion action '${a.expansion}/${a.kind}' is not offered with the follower placement`);
      return m.followerOptions!.apply(s, a);
    }
    if (a.type !== 'meeple') return err('wrong-decision', `expected a follower placement or pass, got '${a.type}'`);
    const player = s.turnPlayer;
    const seg = segmentAt(s.board, s.placed, locOf(a.at));
    if (seg < 0) return err('illegal-follower', `the tile just placed has no feature at ${a.at}`, 'no-feature');
    if (s.supply[player]! <= 0) return err('no-follower-in-supply', 'all 7 followers are on the board', 'supply');
    if (segFollowers(s.board, find(s.board, seg)) > 0) {
      return err('illegal-follower', `a follower already stands on the ${KIND_NAMES[kindOf(s.board, seg)]} at ${a.at}`, 'feature-occupied');
    }
    const f = seg - tileFirstSeg(s.board, s.placed);
    if (followerForbidden(s, modulesOf(s), player, f)) {
      return err('illegal-follower', `no follower may stand at ${a.at} here`, 'expansion');
    }
    const t = s.placed;
    const r = placeFollower(s, player, { x: tileX(s.board, t), y: tileY(s.board, t), at: a.at })!;
    const n = cloneState(r.state);
    n.turnMove = withMeeple(s.turnMove!, a.at);
    return done(n, r.events);
  },
  fromMove(s, reader: MoveReader) {
    for (const m of modulesOf(s)) {
      const r = m.followerOptions?.fromMove?.(s, reader);
      if (r) return r;
    }
    const at = (reader.move as RecordMove).meeple;
    if (at === undefined) return { ok: true, value: { type: 'pass' } };
    if (!isLocation(at)) return err('malformed-action', `meeple must be a location, got ${JSON.stringify(at)}`, 'record');
    return { ok: true, value: { type: 'meeple', at } };
  },
};

/** Roots of the features the tile just placed completed: its roads and cities, and cloisters around it. */
export function completedByPlacement(s: GameState): number[] {
  const b = s.board;
  const t = s.placed;
  const info = TYPES[tileType(b, t)]!;
  const seg0 = tileFirstSeg(b, t);
  const out: number[] = [];
  for (let f = 0; f < info.kinds.length; f++) {
    const k = info.kinds[f]!;
    if (k !== KIND_ROAD && k !== KIND_CITY) continue;
    const r = find(b, seg0 + f);
    if (isClosed(b, r) && !out.includes(r)) out.push(r);
  }
  const x = tileX(b, t);
  const y = tileY(b, t);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const n = tileAt(b, x + dx, y + dy);
      if (n < 0) continue;
      const c = TYPES[tileType(b, n)]!.cloister;
      if (c >= 0 && neighbourCount(b, x + dx, y + dy) === 8) out.push(tileFirstSeg(b, n) + c);
    }
  }
  return out;
}

export const scoreStep: TurnStep = {
  id: 'base/score',
  point: 'score',
  enter(s) {
    const events: GameEvent[] = [];
    for (const root of completedByPlacement(s)) {
      const r = scoreFeature(s, root, { when: 'completed' });
      s = r.state;
      for (const e of r.events) events.push(e);
    }
    return { state: s, events };
  },
};

export const nextStep: TurnStep = {
  id: 'base/next',
  point: 'next',
  enter(s) {
    const n = cloneState(s);
    if (s.turnMove) n.log = { move: s.turnMove, prev: s.log };
    n.turnMove = null;
    n.turnPlayer = (s.turnPlayer + 1) % s.players.length;
    n.turn = s.turn + 1;
    n.tile = null;
    n.placed = -1;
    return { state: n, events: [] };
  },
};

const FINAL_ORDER = [KIND_ROAD, KIND_CITY, KIND_CLOISTER, KIND_FIELD];

/** B-6: every feature still holding followers scores once, roads, cities, cloisters, then farms. */
export const finalStep: TurnStep = {
  id: 'base/final',
  point: 'final-score',
  enter(s) {
    const b = s.board;
    const roots: number[] = [];
    for (let i = 0; i < b.meepleCount; i++) {
      const r = find(b, followerSeg(b, i));
      if (!roots.includes(r)) roots.push(r);
    }
    roots.sort((a, c) => FINAL_ORDER.indexOf(kindOf(b, a)) - FINAL_ORDER.indexOf(kindOf(b, c)) || a - c);
    const events: GameEvent[] = [];
    for (const r of roots) {
      const k = kindOf(s.board, r);
      // A completed feature still holding followers was scored already (an expansion kept them there).
      if (k === KIND_ROAD || k === KIND_CITY ? isClosed(s.board, r) : false) continue;
      if (k === KIND_CLOISTER) {
        const t = segTile(s.board, r);
        if (neighbourCount(s.board, tileX(s.board, t), tileY(s.board, t)) === 8) continue;
      }
      const res = scoreFeature(s, r, { when: 'final' });
      s = res.state;
      events.push(...res.events);
    }
    return { state: s, events };
  },
};

export const BASE_STEPS: readonly TurnStep[] = [drawStep, placeStep, followerStep, scoreStep, nextStep, finalStep];
