/**
 * Hand cards offered in the turn windows (CG-15): `start` and `end` (take-2, recall,
 * swap-, force) and `score` (loop-road, pennant-city, plain-city, CG-10), and how a
 * played card is checked against those offers.
 */
import { find, S_NEXT, SEG_STRIDE, S_FEAT, S_TILE, TILE_STRIDE, segField } from '../../board.js';
import { describeFeature } from '../../kit.js';
import type { GameState } from '../../state.js';
import { completedByPlacement } from '../../steps.js';
import { KIND_CITY, KIND_ROAD, TYPES } from '../../tiledefs.js';
import type { ExpansionAction, PlayerIndex, RuleError } from '../../types.js';
import { CARDS, isCard } from './cards.js';
import type { CardId } from './cards.js';
import { cg, ID, kindAt, occupation, rootAt, rootSpot } from './slice.js';
import type { CardEntry } from './slice.js';
import { forceSquares, hasMajority, ownFeatures, swapPairs } from './targets.js';

export type HandWindow = 'start' | 'score' | 'end';

function play(card: CardId, extra: Partial<ExpansionAction> = {}): ExpansionAction {
  return { type: 'ext', expansion: ID, kind: 'play', card, ...extra };
}

/** loop-road (CG-19): a completed road with no end; every segment on it meets two edges. */
export function isLoop(s: GameState, root: number): boolean {
  const b = s.board;
  let seg = root;
  do {
    const t = segField(b.segs, seg, S_TILE);
    if (TYPES[b.tiles[t * TILE_STRIDE]!]!.edgeCount[segField(b.segs, seg, S_FEAT)] !== 2) return false;
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

/** Every play of `card` offered to `player` in window `w`. */
export function playsOf(s: GameState, player: PlayerIndex, card: CardId, w: HandWindow): ExpansionAction[] {
  const def = CARDS[card];
  if (w === 'score') return def.timing === 'score' ? boostTargets(s, player, card).map((r) => play(card, { spot: rootSpot(s, r) })) : [];
  if (def.timing !== 'hand') return [];
  switch (card) {
    case 'take-2':
      return w === 'start' && !cg(s).turn.took2 && s.stackPos < s.stack.length ? [play(card)] : [];
    case 'recall':
      return ownFeatures(s, player).map((r) => play(card, { spot: rootSpot(s, r) }));
    case 'force':
      return forceSquares(s).map(([x, y]) => play(card, { x, y }));
    default:
      return swapPairs(s, player, card).map((p) => play(card, { spot: rootSpot(s, p.mine), spot2: rootSpot(s, p.theirs), player2: p.player2 }));
  }
}

export function windowPlays(s: GameState, w: HandWindow): ExpansionAction[] {
  const p = s.turnPlayer;
  const seen = new Set<CardId>();
  const out: ExpansionAction[] = [];
  for (const card of cg(s).hands[p]!) {
    if (seen.has(card)) continue;
    seen.add(card);
    out.push(...playsOf(s, p, card, w));
  }
  return out;
}

function key(s: GameState, a: ExpansionAction, withPlayer2: boolean): string {
  return `${a.card}|${rootAt(s, a.spot)}|${rootAt(s, a.spot2)}|${withPlayer2 ? (a.player2 ?? '') : ''}|${a.x ?? ''},${a.y ?? ''}`;
}

/** Check a card play against the window's offers; returns the record entry it makes. */
export function checkPlay(s: GameState, w: HandWindow, a: ExpansionAction): { ok: true; entry: CardEntry } | { ok: false; error: RuleError } {
  const p = s.turnPlayer;
  if (!isCard(a.card)) return { ok: false, error: { code: 'malformed-action', message: `unknown card ${JSON.stringify(a.card)}` } };
  const card = a.card;
  if (!cg(s).hands[p]!.includes(card)) return { ok: false, error: { code: 'illegal-action', message: `${card} is not in your hand`, rule: 'CG-7' } };
  const plays = playsOf(s, p, card, w);
  const withP2 = a.player2 !== undefined;
  const k = key(s, a, withP2);
  const hits = plays.filter((x) => key(s, x, withP2) === k);
  if (hits.length === 0) {
    const timing = CARDS[card].timing;
    const why = plays.length === 0 ? `${card} cannot be played in the ${w} window` : `that is not a legal target for ${card}`;
    return { ok: false, error: { code: 'illegal-action', message: why, rule: timing === 'score' ? 'CG-10' : 'CG-19' } };
  }
  if (hits.length > 1) return { ok: false, error: { code: 'illegal-action', message: 'several opponents stand there: name player2', rule: 'CG-19' } };
  const h = hits[0]!;
  const entry: CardEntry = { window: w, card };
  if (a.spot) entry.spot = { ...a.spot };
  if (a.spot2) {
    entry.spot2 = { ...a.spot2 };
    const counts = occupation(s).get(rootAt(s, a.spot2))!;
    // record-format.md: player2 only when that spot holds several opponents.
    if (counts.filter((c, q) => q !== p && c > 0).length > 1) entry.player2 = h.player2!;
  }
  if (a.x !== undefined) {
    entry.x = a.x;
    entry.y = a.y!;
  }
  return { ok: true, entry };
}
