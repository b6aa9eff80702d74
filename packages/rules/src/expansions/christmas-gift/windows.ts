/**
 * Hand cards offered in the turn windows (CG-15): `start` and `end` (take-2, recall,
 * swap-, force) and `score` (loop-road, pennant-city, plain-city, CG-10), and how a
 * played card is checked against those offers.
 */
import { completedByPlacement, describeFeature, featureAt, featureRoot, followerAt, followerSeg, followerSpot, followerSpotError, frontierCount, frontierX, frontierY, heldBy, KIND_CITY, KIND_ROAD, memoOf, nextSegment, Recent, segmentFeature, segmentTile, tileType, TYPES } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { ActionFields, ChristmasGiftAction } from './actions.js';
import type { PlayerIndex, RuleError, Spot } from '../../types.js';
import { take2UsedThisTurn } from '../cards/index.js';
import { CARDS, isCard } from './cards.js';
import type { CardId } from './cards.js';
import { cg, countsOn, holdsCard, ID, kindAt, occupation, rootSpotRef } from './slice.js';
import type { CardEntry } from './slice.js';
import { hasMajority, opponentsOnSegment, recallable, swapPairs } from './targets.js';

export type HandWindow = 'start' | 'score' | 'end';

/** loop-road (CG-19): a completed road with no end; every segment on it meets two edges. */
export function isLoop(s: GameState, root: number): boolean {
  const b = s.board;
  let seg = root;
  do {
    const t = segmentTile(b, seg);
    if (TYPES[tileType(b, t)]!.edgeCount[segmentFeature(b, seg)] !== 2) return false;
    seg = nextSegment(b, seg);
  } while (seg !== root);
  return true;
}

/** Features completed by this turn's tile that `card` may improve for `player` (CG-10, CG-17). */
export function boostTargets(s: GameState, player: PlayerIndex, card: CardId): number[] {
  const t = cg(s).turn;
  const occ = occupation(s);
  const out: number[] = [];
  for (const r0 of completedByPlacement(s)) {
    const r = featureRoot(s.board, r0);
    if (out.includes(r) || t.boosts.some((b) => featureRoot(s.board, b.seg) === r)) continue;
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
 * the targets r1 and r2 (-1 for none), player2 (-1) and the square x, y (force). A target is
 * a feature root for the scoring cards and a board follower index for the cards that name
 * followers (recall, swap-; see namesFollowers). Flat rows, not an object per play: a
 * window can offer dozens of swap pairs and force squares, and the per-play objects were a
 * good part of a listing's allocation.
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

/**
 * Cards whose spots name followers: exactly where one stands (record-format.md, Expansion
 * keys), where the other cards' spots name a feature by any of its tiles.
 */
function namesFollowers(card: CardId): boolean {
  return card === 'recall' || card.startsWith('swap-');
}

/** The spot of target `r` of a play of `card`: where the follower stands, or a spot of the feature. */
function targetSpot(s: GameState, card: CardId, r: number): Spot {
  if (namesFollowers(card)) return followerSpot(s, r);
  const sp = rootSpotRef(s, r);
  return { x: sp.x, y: sp.y, at: sp.at };
}

/** A fresh action for play i (callers may keep or change it); keys in the order records use. */
function actionOf(s: GameState, plays: Plays, i: number): ChristmasGiftAction {
  const card = plays.cards[i]!;
  const o = i * PLAY_STRIDE;
  const rows = plays.rows;
  const a: ActionFields = { type: 'ext', expansion: ID, kind: 'play', card };
  if (rows[o]! >= 0) a.spot = targetSpot(s, card, rows[o]!);
  if (rows[o + 1]! >= 0) {
    a.spot2 = targetSpot(s, card, rows[o + 1]!);
    a.player2 = rows[o + 2]!;
  }
  if (card === 'force') {
    a.x = rows[o + 3]!;
    a.y = rows[o + 4]!;
  }
  // The keys set above are the card's declared ones (actions.ts PLAY_KEYS).
  return a as ChristmasGiftAction;
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
      for (const i of recallable(s, player)) addPlay(out, card, i, -1, -1, 0, 0);
      return;
    case 'force': {
      // CG-14: every empty square next to a tile, read straight off the board's pair list.
      const b = s.board;
      for (let k = 0; k < frontierCount(b); k++) addPlay(out, card, -1, -1, -1, frontierX(b, k), frontierY(b, k));
      return;
    }
    default: {
      const n = swapPairs(s, player, card, pairs);
      for (let i = 0; i + 2 < n; i += 3) addPlay(out, card, pairs[i]!, pairs[i + 1]!, pairs[i + 2]!, 0, 0);
    }
  }
}

/** Per engine (registry.ts memoOf): the window plays of the latest states. */
const playsCache = () => new Recent<GameState, Plays>();

/** The window's plays; cached per state (legalActions then apply see the same state object). */
function allPlays(s: GameState, w: HandWindow): Plays {
  const cache = memoOf(s, playsCache);
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

export function windowPlays(s: GameState, w: HandWindow): ChristmasGiftAction[] {
  const plays = allPlays(s, w);
  const out: ChristmasGiftAction[] = [];
  for (let i = 0; i < plays.cards.length; i++) out.push(actionOf(s, plays, i));
  return out;
}

/**
 * What a play's spot names, to compare with the rows: -1 when the key is absent, -2 when
 * it names no feature (so it matches no play), else the tile segment for a card that
 * names followers (compared with the segment the listed follower stands on) or the
 * feature root.
 */
function named(s: GameState, sp: Spot | undefined, follower: boolean): number {
  if (sp === undefined) return -1;
  const seg = featureAt(s, sp);
  if (seg < 0) return -2;
  return follower ? seg : featureRoot(s.board, seg);
}

/** A row's target as `named` gives it: the listed follower's tile segment, or the root. */
function rowTarget(s: GameState, follower: boolean, r: number): number {
  return follower && r >= 0 ? followerSeg(s.board, r) : r;
}

/** Check a card play against the window's offers; returns the record entry it makes. */
export function checkPlay(s: GameState, w: HandWindow, a: ActionFields): { ok: true; entry: CardEntry } | { ok: false; error: RuleError } {
  const p = s.turnPlayer;
  if (!isCard(a.card)) return { ok: false, error: { code: 'malformed-action', message: `unknown card ${JSON.stringify(a.card)}` } };
  const card = a.card;
  if (!holdsCard(cg(s), p, card)) return { ok: false, error: { code: 'illegal-action', message: `${card} is not in your hand`, rule: 'CG-7' } };
  const plays = allPlays(s, w);
  const follower = namesFollowers(card);
  const r1 = named(s, a.spot, follower);
  const r2 = named(s, a.spot2, follower);
  let offered = 0;
  let hits = 0;
  let hit = -1;
  for (let i = 0; i < plays.cards.length; i++) {
    if (plays.cards[i] !== card) continue;
    offered++;
    const o = i * PLAY_STRIDE;
    const rows = plays.rows;
    if (rowTarget(s, follower, rows[o]!) !== r1 || rowTarget(s, follower, rows[o + 1]!) !== r2) continue;
    if (a.player2 !== undefined && a.player2 !== rows[o + 2]) continue;
    if (card === 'force' && (rows[o + 3] !== a.x || rows[o + 4] !== a.y)) continue;
    if (hits++ === 0) hit = i;
  }
  if (hits === 0) {
    const rule = CARDS[card].timing === 'score' ? 'CG-10' : 'CG-19';
    // Recall and swaps are window cards of start and end: none offered means no follower qualifies.
    if (follower && w !== 'score') return { ok: false, error: followerPlayError(s, card, a) };
    const why = offered === 0 ? `${card} cannot be played in the ${w} window` : `that is not a legal target for ${card}`;
    return { ok: false, error: { code: 'illegal-action', message: why, rule } };
  }
  if (hits > 1) return { ok: false, error: { code: 'illegal-action', message: 'several opponents stand there: name player2', rule: 'CG-19' } };
  const entry: CardEntry = { window: w, card };
  if (a.spot) entry.spot = { x: a.spot.x, y: a.spot.y, at: a.spot.at };
  if (a.spot2) {
    entry.spot2 = { x: a.spot2.x, y: a.spot2.y, at: a.spot2.at };
    // record-format.md: player2 only when that spot holds followers of several opponents.
    const others = opponentsOnSegment(s, p, r2);
    if ((others & (others - 1)) !== 0) entry.player2 = plays.rows[hit * PLAY_STRIDE + 2]!;
  }
  if (card === 'force') {
    entry.x = a.x!;
    entry.y = a.y!;
  }
  return { ok: true, entry };
}

/** Why a recall or swap names no follower it may move (the play matched no listed one). */
function followerPlayError(s: GameState, card: CardId, a: ActionFields): RuleError {
  const p = s.turnPlayer;
  const bad = (message: string, rule = 'follower-spot'): RuleError => ({ code: 'illegal-action', message: `${card}: ${message}`, rule });
  if (!a.spot) return bad('the spot of your follower is missing', 'CG-19');
  const i = followerAt(s, p, a.spot);
  if (i < 0) return bad(followerSpotError(s, p, a.spot));
  const held = heldBy(s, i);
  if (held) return bad(`that follower cannot move: ${held.reason}`, held.rule);
  if (card === 'recall') return bad('that follower cannot be recalled', 'CG-19');
  if (!a.spot2) return bad("the spot of the opponent's follower (spot2) is missing", 'CG-19');
  if (a.player2 !== undefined) {
    if (a.player2 === p || followerAt(s, a.player2, a.spot2) < 0) return bad(a.player2 === p ? 'player2 must be an opponent' : followerSpotError(s, a.player2, a.spot2));
  } else if (opponentsOnSegment(s, p, featureAt(s, a.spot2)) === 0) {
    return bad(`no opponent's follower stands at (${a.spot2.x},${a.spot2.y}) ${a.spot2.at}`);
  }
  return bad('those two followers cannot change places (two different unfinished features of the card\'s kind)', 'CG-19');
}
