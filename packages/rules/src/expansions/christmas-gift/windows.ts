/**
 * Hand cards offered in the turn windows (CG-15): `start` and `end` (take-2, recall,
 * swap-, force) and `score` (loop-road, pennant-city, plain-city, CG-10), and how a
 * played card is checked against those offers.
 */
import { find, S_FEAT, S_NEXT, S_TILE, segField, tileField } from '../../board.js';
import { describeFeature } from '../../kit.js';
import type { BoardState, GameState } from '../../state.js';
import { completedByPlacement } from '../../steps.js';
import { KIND_CITY, KIND_ROAD, TYPES } from '../../tiledefs.js';
import type { ExpansionAction, PlayerIndex, RuleError, Spot } from '../../types.js';
import { take2UsedThisTurn } from '../cards/index.js';
import { CARDS, isCard } from './cards.js';
import type { CardId } from './cards.js';
import { cg, holdsCard, ID, kindAt, occupation, Recent, rootAt, rootSpotRef } from './slice.js';
import type { CardEntry } from './slice.js';
import { forceSquares, hasMajority, ownFeatures, swapPairs } from './targets.js';

export type HandWindow = 'start' | 'score' | 'end';

/** loop-road (CG-19): a completed road with no end; every segment on it meets two edges. */
export function isLoop(s: GameState, root: number): boolean {
  const b = s.board;
  let seg = root;
  do {
    const t = segField(b.segs, seg, S_TILE);
    if (TYPES[tileField(b, t, 0)]!.edgeCount[segField(b.segs, seg, S_FEAT)] !== 2) return false;
    seg = segField(b.segs, seg, S_NEXT);
  } while (seg !== root);
  return true;
}

/** Features completed by this turn's tile that `card` may improve for `player` (CG-10, CG-17). */
export function boostTargets(s: GameState, player: PlayerIndex, card: CardId): number[] {
  const t = cg(s).turn;
  const occ = occupation(s);
  const out: number[] = [];
  for (const r0 of completedByPlacement(s)) {
    const r = find(s.board.segs, r0);
    if (out.includes(r) || t.boosts.some((b) => find(s.board.segs, b.seg) === r)) continue;
    const counts = occ.get(r);
    if (!counts || !hasMajority(s, r, counts, player)) continue;
    const k = kindAt(s, r);
    if (card === 'loop-road') {
      if (k === KIND_ROAD && isLoop(s, r)) out.push(r);
    } else if (k === KIND_CITY) {
      const pennants = describeFeature(s, r).pennants;
      if (card === 'pennant-city' ? pennants > 0 : pennants === 0) out.push(r);
    }
  }
  return out;
}

/** One offered play, by feature roots (r1, r2) or square (x, y); spots are the shared cached ones. */
interface Play {
  card: CardId;
  r1: number;
  r2: number;
  p2: number;
  x: number;
  y: number;
  s1: Spot | null;
  s2: Spot | null;
}

function mk(s: GameState, card: CardId, r1 = -1, r2 = -1, p2 = -1, x = 0, y = 0): Play {
  return { card, r1, r2, p2, x, y, s1: r1 >= 0 ? rootSpotRef(s, r1) : null, s2: r2 >= 0 ? rootSpotRef(s, r2) : null };
}

/** A fresh action for a play (callers may keep or change it); keys in the order records use. */
function actionOf(p: Play): ExpansionAction {
  const a: ExpansionAction = { type: 'ext', expansion: ID, kind: 'play', card: p.card };
  if (p.s1) a.spot = { x: p.s1.x, y: p.s1.y, at: p.s1.at };
  if (p.s2) {
    a.spot2 = { x: p.s2.x, y: p.s2.y, at: p.s2.at };
    a.player2 = p.p2;
  }
  if (p.card === 'force') {
    a.x = p.x;
    a.y = p.y;
  }
  return a;
}

const forceCache = new Recent<BoardState, Play[]>();

/** Every play of `card` offered to `player` in window `w`. */
function playsOf(s: GameState, player: PlayerIndex, card: CardId, w: HandWindow): Play[] {
  const def = CARDS[card];
  if (w === 'score') return def.timing === 'score' ? boostTargets(s, player, card).map((r) => mk(s, card, r)) : [];
  if (def.timing !== 'hand' && !(def.timing === 'start' && w === 'start')) return [];
  switch (card) {
    case 'take-2':
      // CG-19: at most one take-2 per turn, of either expansion.
      return !take2UsedThisTurn(s) && s.stackPos < s.stack.length ? [mk(s, card)] : [];
    case 'recall':
      return ownFeatures(s, player).map((r) => mk(s, card, r));
    case 'force': {
      // The squares depend on the board only: built once per board.
      let plays = forceCache.get(s.board);
      if (!plays) forceCache.set(s.board, (plays = forceSquares(s).map(([x, y]) => mk(s, card, -1, -1, -1, x, y))));
      return plays;
    }
    default: {
      const pairs = swapPairs(s, player, card);
      const out: Play[] = [];
      for (let i = 0; i + 2 < pairs.length; i += 3) out.push(mk(s, card, pairs[i]!, pairs[i + 1]!, pairs[i + 2]!));
      return out;
    }
  }
}

const cache = new Recent<GameState, Play[]>();

/** The window's plays; cached per state (legalActions then apply see the same state object). */
function allPlays(s: GameState, w: HandWindow): Play[] {
  let out = cache.get(s);
  if (out) return out;
  const p = s.turnPlayer;
  const c = cg(s);
  out = [];
  // The hand in handOf's order (Cloister cards first), each kind once; a kind belongs to
  // one deck only, so repeats can only be within one deck's part of the hand.
  for (const hand of [c.cloister.hands[p] ?? [], c.roadside.hands[p] ?? []]) {
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i] as CardId;
      if (hand.indexOf(card) < i) continue;
      const plays = playsOf(s, p, card, w);
      for (let k = 0; k < plays.length; k++) out.push(plays[k]!);
    }
  }
  cache.set(s, out);
  return out;
}

export function windowPlays(s: GameState, w: HandWindow): ExpansionAction[] {
  const plays = allPlays(s, w);
  const out: ExpansionAction[] = [];
  for (let i = 0; i < plays.length; i++) out.push(actionOf(plays[i]!));
  return out;
}

/** Check a card play against the window's offers; returns the record entry it makes. */
export function checkPlay(s: GameState, w: HandWindow, a: ExpansionAction): { ok: true; entry: CardEntry } | { ok: false; error: RuleError } {
  const p = s.turnPlayer;
  if (!isCard(a.card)) return { ok: false, error: { code: 'malformed-action', message: `unknown card ${JSON.stringify(a.card)}` } };
  const card = a.card;
  if (!holdsCard(cg(s), p, card)) return { ok: false, error: { code: 'illegal-action', message: `${card} is not in your hand`, rule: 'CG-7' } };
  const plays = allPlays(s, w).filter((x) => x.card === card);
  const r1 = rootAt(s, a.spot);
  const r2 = rootAt(s, a.spot2);
  const hits = plays.filter(
    (x) => x.r1 === r1 && x.r2 === r2 && (a.player2 === undefined || a.player2 === x.p2) && (card !== 'force' || (x.x === a.x && x.y === a.y)),
  );
  if (hits.length === 0) {
    const timing = CARDS[card].timing;
    const why = plays.length === 0 ? `${card} cannot be played in the ${w} window` : `that is not a legal target for ${card}`;
    return { ok: false, error: { code: 'illegal-action', message: why, rule: timing === 'score' ? 'CG-10' : 'CG-19' } };
  }
  if (hits.length > 1) return { ok: false, error: { code: 'illegal-action', message: 'several opponents stand there: name player2', rule: 'CG-19' } };
  const h = hits[0]!;
  const entry: CardEntry = { window: w, card };
  if (a.spot) entry.spot = { x: a.spot.x, y: a.spot.y, at: a.spot.at };
  if (a.spot2) {
    entry.spot2 = { x: a.spot2.x, y: a.spot2.y, at: a.spot2.at };
    const counts = occupation(s).get(r2)!;
    // record-format.md: player2 only when that spot holds several opponents.
    if (counts.filter((c, q) => q !== p && c > 0).length > 1) entry.player2 = h.p2;
  }
  if (card === 'force') {
    entry.x = a.x!;
    entry.y = a.y!;
  }
  return { ok: true, entry };
}
