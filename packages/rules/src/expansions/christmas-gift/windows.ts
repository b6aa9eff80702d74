/**
 * Hand cards offered in the turn windows (CG-15): `start` and `end` (take-2, recall,
 * swap-, force) and `score` (loop-road, pennant-city, plain-city, CG-10), and how a
 * played card is checked against those offers.
 */
import { find, S_FEAT, S_NEXT, S_TILE, segField, tileField } from '../../board.js';
import { describeFeature } from '../../kit.js';
import type { GameState } from '../../state.js';
import { completedByPlacement } from '../../steps.js';
import { KIND_CITY, KIND_ROAD, TYPES } from '../../tiledefs.js';
import type { ExpansionAction, PlayerIndex, RuleError } from '../../types.js';
import { take2UsedThisTurn } from '../cards/index.js';
import { CARDS, isCard } from './cards.js';
import type { CardId } from './cards.js';
import { cg, countsOn, holdsCard, ID, kindAt, occupation, Recent, rootAt, rootSpotRef } from './slice.js';
import type { CardEntry } from './slice.js';
import { hasMajority, ownFeatures, swapPairs } from './targets.js';

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
    const counts = countsOn(occ, r);
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

/**
 * A window's plays: play i is `cards[i]` with PLAY_STRIDE ints from `rows[i * PLAY_STRIDE]`:
 * feature roots r1 and r2 (-1 for none), player2 (-1) and the square x, y (force). Flat
 * rows, not an object per play: a window can offer dozens of swap pairs and force squares,
 * and the per-play objects were a good part of a listing's allocation.
 */
interface Plays {
  readonly cards: CardId[];
  readonly rows: number[];
}

const PLAY_STRIDE = 5;

function addPlay(out: Plays, card: CardId, r1: number, r2: number, p2: number, x: number, y: number): void {
  out.cards.push(card);
  out.rows.push(r1, r2, p2, x, y);
}

/** A fresh action for play i (callers may keep or change it); keys in the order records use. */
function actionOf(s: GameState, plays: Plays, i: number): ExpansionAction {
  const card = plays.cards[i]!;
  const o = i * PLAY_STRIDE;
  const rows = plays.rows;
  const a: ExpansionAction = { type: 'ext', expansion: ID, kind: 'play', card };
  if (rows[o]! >= 0) {
    const sp = rootSpotRef(s, rows[o]!);
    a.spot = { x: sp.x, y: sp.y, at: sp.at };
  }
  if (rows[o + 1]! >= 0) {
    const sp = rootSpotRef(s, rows[o + 1]!);
    a.spot2 = { x: sp.x, y: sp.y, at: sp.at };
    a.player2 = rows[o + 2]!;
  }
  if (card === 'force') {
    a.x = rows[o + 3]!;
    a.y = rows[o + 4]!;
  }
  return a;
}

/** Scratch for swapPairs' triples (kept between calls), copied into the plays at once. */
const pairs: number[] = [];

/** Add every play of `card` offered to `player` in window `w`. */
function addPlaysOf(s: GameState, player: PlayerIndex, card: CardId, w: HandWindow, out: Plays): void {
  const def = CARDS[card];
  if (w === 'score') {
    if (def.timing === 'score') for (const r of boostTargets(s, player, card)) addPlay(out, card, r, -1, -1, 0, 0);
    return;
  }
  if (def.timing !== 'hand' && !(def.timing === 'start' && w === 'start')) return;
  switch (card) {
    case 'take-2':
      // CG-19: at most one take-2 per turn, of either expansion.
      if (!take2UsedThisTurn(s) && s.stackPos < s.stack.length) addPlay(out, card, -1, -1, -1, 0, 0);
      return;
    case 'recall':
      for (const r of ownFeatures(s, player)) addPlay(out, card, r, -1, -1, 0, 0);
      return;
    case 'force': {
      // CG-14: every empty square next to a tile, read straight off the board's pair list.
      const fr = s.board.frontier;
      for (let i = 0; i + 1 < fr.length; i += 2) addPlay(out, card, -1, -1, -1, fr[i]!, fr[i + 1]!);
      return;
    }
    default: {
      const n = swapPairs(s, player, card, pairs);
      for (let i = 0; i + 2 < n; i += 3) addPlay(out, card, pairs[i]!, pairs[i + 1]!, pairs[i + 2]!, 0, 0);
    }
  }
}

const cache = new Recent<GameState, Plays>();

/** The window's plays; cached per state (legalActions then apply see the same state object). */
function allPlays(s: GameState, w: HandWindow): Plays {
  let out = cache.get(s);
  if (out) return out;
  const p = s.turnPlayer;
  const c = cg(s);
  out = { cards: [], rows: [] };
  // The hand in handOf's order (Cloister cards first), each kind once; a kind belongs to
  // one deck only, so repeats can only be within one deck's part of the hand.
  for (let d = 0; d < 2; d++) {
    const hand = (d === 0 ? c.cloister : c.roadside).hands[p] ?? [];
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i] as CardId;
      if (hand.indexOf(card) === i) addPlaysOf(s, p, card, w, out);
    }
  }
  cache.set(s, out);
  return out;
}

export function windowPlays(s: GameState, w: HandWindow): ExpansionAction[] {
  const plays = allPlays(s, w);
  const out: ExpansionAction[] = [];
  for (let i = 0; i < plays.cards.length; i++) out.push(actionOf(s, plays, i));
  return out;
}

/** Check a card play against the window's offers; returns the record entry it makes. */
export function checkPlay(s: GameState, w: HandWindow, a: ExpansionAction): { ok: true; entry: CardEntry } | { ok: false; error: RuleError } {
  const p = s.turnPlayer;
  if (!isCard(a.card)) return { ok: false, error: { code: 'malformed-action', message: `unknown card ${JSON.stringify(a.card)}` } };
  const card = a.card;
  if (!holdsCard(cg(s), p, card)) return { ok: false, error: { code: 'illegal-action', message: `${card} is not in your hand`, rule: 'CG-7' } };
  const plays = allPlays(s, w);
  const r1 = rootAt(s, a.spot);
  const r2 = rootAt(s, a.spot2);
  let offered = 0;
  let hits = 0;
  let hit = -1;
  for (let i = 0; i < plays.cards.length; i++) {
    if (plays.cards[i] !== card) continue;
    offered++;
    const o = i * PLAY_STRIDE;
    const rows = plays.rows;
    if (rows[o] !== r1 || rows[o + 1] !== r2 || (a.player2 !== undefined && a.player2 !== rows[o + 2])) continue;
    if (card === 'force' && (rows[o + 3] !== a.x || rows[o + 4] !== a.y)) continue;
    if (hits++ === 0) hit = i;
  }
  if (hits === 0) {
    const timing = CARDS[card].timing;
    const why = offered === 0 ? `${card} cannot be played in the ${w} window` : `that is not a legal target for ${card}`;
    return { ok: false, error: { code: 'illegal-action', message: why, rule: timing === 'score' ? 'CG-10' : 'CG-19' } };
  }
  if (hits > 1) return { ok: false, error: { code: 'illegal-action', message: 'several opponents stand there: name player2', rule: 'CG-19' } };
  const entry: CardEntry = { window: w, card };
  if (a.spot) entry.spot = { x: a.spot.x, y: a.spot.y, at: a.spot.at };
  if (a.spot2) {
    entry.spot2 = { x: a.spot2.x, y: a.spot2.y, at: a.spot2.at };
    // No `!`: a spot2 naming a square with no feature once reached here and threw (the
    // declarations now refuse spot2 on the cards that match it with -1).
    const counts = countsOn(occupation(s), r2) ?? [];
    // record-format.md: player2 only when that spot holds several opponents.
    if (counts.filter((c, q) => q !== p && c > 0).length > 1) entry.player2 = plays.rows[hit * PLAY_STRIDE + 2]!;
  }
  if (card === 'force') {
    entry.x = a.x!;
    entry.y = a.y!;
  }
  return { ok: true, entry };
}
