/**
 * Shared helpers for the card expansions (The Gifts, Christmas Gift): a secret-hand card
 * game kept as plain data inside a module's slice of the state.
 *
 * - A deck is built from an unshuffled order (record-format.md, "Unshuffled orders") and
 *   shuffled by a named stream; it is drawn from its first element (the top).
 * - Played or discarded cards go face up onto the discard pile, kept in discard order.
 * - An empty deck may be refilled from the discard pile (The Gifts) by shuffling the pile,
 *   taken in discard order, with the same stream; Christmas Gift does not (CG-6).
 * - Hands are secret: the public view shows hand sizes, the private view the own hand, and
 *   a "card drawn" event is shown in full to its owner only.
 *
 * Everything here is pure: inputs are never modified.
 */
import { shuffleStream } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { ExpansionEvent, ExpansionId, GameEvent, PlayerIndex } from '../../types.js';

import type { Cards } from './pile.js';

export * from './take2.js';
export * from './hidden.js';
export type { Cards } from './pile.js';

/** Each kind repeated `count` times before the next kind (record-format.md). */
export function unshuffledOrder(kinds: readonly string[], count: number): string[] {
  const out: string[] = [];
  for (const k of kinds) for (let i = 0; i < count; i++) out.push(k);
  return out;
}

/** A fresh deck: `order` shuffled by `stream`, empty discard pile, empty hands. */
export function newCards(s: GameState, stream: string, order: readonly string[], players: number): { state: GameState; cards: Cards } {
  const r = shuffleStream(s, stream, order);
  return { state: r.state, cards: { deck: r.items, discard: [], hands: Array.from({ length: players }, () => []) } };
}

export interface DrawOptions {
  /** Refill an empty deck from the discard pile (shuffled by the same stream). */
  reshuffle: boolean;
}

export interface DrawResult {
  state: GameState;
  cards: Cards;
  /** The card drawn, or null when there was nothing to draw. */
  card: string | null;
  /** True when the discard pile was shuffled into a new deck first. */
  reshuffled: boolean;
}

/**
 * Take the top card of the deck (refilling it first when allowed and needed). The card is
 * returned but not put anywhere: add it to a hand with {@link addToHand}, or discard it.
 */
export function takeTop(s: GameState, stream: string, cards: Cards, opts: DrawOptions): DrawResult {
  let c = cards;
  let reshuffled = false;
  if (c.deck.length === 0) {
    if (!opts.reshuffle || c.discard.length === 0) return { state: s, cards, card: null, reshuffled: false };
    const r = shuffleStream(s, stream, c.discard);
    s = r.state;
    const refilled = copyCards(c);
    refilled.deck = r.items;
    refilled.discard = [];
    c = refilled;
    reshuffled = true;
  }
  const next = copyCards(c);
  next.deck = c.deck.slice(1);
  return { state: s, cards: next, card: c.deck[0]!, reshuffled };
}

/** Draw the top card into `player`'s hand ({@link takeTop} + {@link addToHand}). */
export function drawCard(s: GameState, stream: string, cards: Cards, player: PlayerIndex, opts: DrawOptions): DrawResult {
  const r = takeTop(s, stream, cards, opts);
  return r.card === null ? r : { state: r.state, cards: addToHand(r.cards, player, r.card), card: r.card, reshuffled: r.reshuffled };
}

export function addToHand(cards: Cards, player: PlayerIndex, card: string): Cards {
  const hands = cards.hands.slice();
  const hand = hands[player]!.slice();
  hand.push(card);
  hands[player] = hand;
  const next = copyCards(cards);
  next.hands = hands;
  return next;
}

/** Whether `player` holds a card of kind `card`. */
export function holds(cards: Cards, player: PlayerIndex, card: string): boolean {
  return cards.hands[player]?.includes(card) ?? false;
}

/**
 * Move one card of kind `card` from `player`'s hand to the top of the discard pile; null
 * when the player holds no such card.
 */
export function discardFromHand(cards: Cards, player: PlayerIndex, card: string): Cards | null {
  const hand = cards.hands[player];
  const i = hand ? hand.indexOf(card) : -1;
  if (i < 0) return null;
  const hands = cards.hands.slice();
  const rest = hand!.slice();
  rest.splice(i, 1);
  hands[player] = rest;
  const next = copyCards(cards);
  next.discard = withCard(cards.discard, card);
  next.hands = hands;
  return next;
}

/** Put a card (not from a hand, e.g. a lightning card resolved on draw) on the discard pile. */
export function discardCard(cards: Cards, card: string): Cards {
  const next = copyCards(cards);
  next.discard = withCard(cards.discard, card);
  return next;
}

/**
 * A copy of `c` to change before handing it out: the one list of Cards' fields, so a field
 * added to Cards is carried by every change. Field by field rather than `{ ...c }`, which
 * V8 runs as a runtime call (a draw happens several times a turn with the card expansions).
 */
export function copyCards(c: Cards): { -readonly [K in keyof Cards]: Cards[K] } {
  return { deck: c.deck, discard: c.discard, hands: c.hands };
}

function withCard(pile: readonly string[], card: string): string[] {
  const out = pile.slice();
  out.push(card);
  return out;
}

export function handSizes(cards: Cards): number[] {
  return cards.hands.map((h) => h.length);
}

/** The private view: a copy of the own hand (empty for a seat without cards). */
export function ownHand(cards: Cards, player: PlayerIndex): string[] {
  return cards.hands[player]?.slice() ?? [];
}

/** What everyone may see: the deck's size (never its order), the face-up pile, hand sizes. */
export interface PublicCards {
  deckSize: number;
  discard: string[];
  handSizes: number[];
}

export function publicCards(cards: Cards): PublicCards {
  return { deckSize: cards.deck.length, discard: cards.discard.slice(), handSizes: handSizes(cards) };
}

/** Data of a {@link cardDrawnEvent}; `card` is absent in the redacted copy. */
export interface CardDrawnData {
  deck: string;
  card?: string;
  handSize: number;
}

export const CARD_DRAWN = 'cardDrawn';

/** A card draw's data as a client reads it: `lightning` marks a Christmas lightning card (CG-5). */
export interface CardDrawn extends Omit<CardDrawnData, 'handSize'> {
  handSize?: number;
  lightning?: boolean;
}

/**
 * The data of `event` when it is a card draw of `expansion` (any card expansion when
 * omitted), else null: the typed way for a client to read a draw, with `card` absent in an
 * outsider's redacted copy.
 */
export function cardDrawnData(event: GameEvent, expansion?: ExpansionId): CardDrawn | null {
  if (event.type !== 'ext' || event.kind !== CARD_DRAWN || (expansion !== undefined && event.expansion !== expansion)) return null;
  const d = (event.data ?? {}) as Partial<CardDrawn>;
  return {
    deck: typeof d.deck === 'string' ? d.deck : '',
    ...(typeof d.card === 'string' ? { card: d.card } : {}),
    ...(typeof d.handSize === 'number' ? { handSize: d.handSize } : {}),
    ...(d.lightning === true ? { lightning: true } : {}),
  };
}

/** "`player` drew `card` from `deck` and now holds `handSize` cards": secret to `player`. */
export function cardDrawnEvent(expansion: ExpansionId, player: PlayerIndex, deck: string, card: string, handSize: number): ExpansionEvent {
  const data: CardDrawnData = { deck, card, handSize };
  return { type: 'ext', expansion, kind: CARD_DRAWN, player, secretTo: [player], data };
}

/**
 * Redact an event for `viewer` (null = spectator). Events without `secretTo` are public and
 * returned as they are. A secret event seen by an outsider keeps its type, kind and player;
 * of its data only the fields listed in `publicFields` survive (for a card draw: which deck
 * and the new hand size, never the card).
 */
export function redactSecret(
  event: GameEvent,
  viewer: PlayerIndex | null,
  publicFields: readonly string[] = ['deck', 'handSize'],
): GameEvent {
  if (event.type !== 'ext' || !event.secretTo) return event;
  if (viewer !== null && event.secretTo.includes(viewer)) return event;
  const out: ExpansionEvent = { type: 'ext', expansion: event.expansion, kind: event.kind, secretTo: event.secretTo.slice() };
  if (event.player !== undefined) out.player = event.player;
  const d = event.data;
  if (typeof d === 'object' && d !== null) {
    const kept: Record<string, unknown> = {};
    for (const k of publicFields) if (k in d) kept[k] = (d as Record<string, unknown>)[k];
    out.data = kept;
  }
  return out;
}
