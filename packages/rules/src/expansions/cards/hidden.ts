/**
 * The hidden part of a card game (decks and secret hands) for determinization
 * (search-state.ts). A viewer knows its own hand, the face-up discard pile, every hand's
 * size and the deck's size, never the deck's order nor another hand. The deck and the
 * other hands are one pool to the viewer: the deck's composition alone would tell what
 * the others hold, so they are merged and sorted, and dealt again at random.
 */
import { shuffled, sortedIds } from '../../kit.js';
import type { SearchRng } from '../../kit.js';
import type { PlayerIndex } from '../../types.js';
import type { Cards } from './pile.js';

/** A {@link Cards} as one viewer may know it (plain JSON data). */
export interface RedactedCards {
  /** The deck and every hidden hand, less the `known` cards, sorted: the pool to deal. */
  readonly unseen: readonly string[];
  readonly discard: readonly string[];
  /** The hands the viewer sees (its own; all once revealed); null for a hidden hand. */
  readonly hands: readonly (readonly string[] | null)[];
  readonly handSizes: readonly number[];
  /** Per player, the cards a hidden hand is known to hold (public by a pending decision), dealt to it first. */
  readonly known: readonly (readonly string[])[];
}

/**
 * `cards` for `viewer` (null = spectator). `revealed`: every hand is public (the game end
 * showed them). `known[p]`: cards that player's hand is publicly known to hold (they must be in it).
 * Shares the lists of `cards` (the search state copies everything through JSON).
 */
export function redactCards(cards: Cards, viewer: PlayerIndex | null, revealed = false, known: readonly (readonly string[])[] = []): RedactedCards {
  const unseen = cards.deck.slice();
  const hands = cards.hands.map((hand, p) => {
    if (revealed || p === viewer) return hand;
    const rest = hand.slice();
    for (const c of known[p] ?? []) rest.splice(rest.indexOf(c), 1);
    unseen.push(...rest);
    return null;
  });
  return { unseen: sortedIds(unseen), discard: cards.discard, hands, handSizes: cards.hands.map((h) => h.length), known: hands.map((h, p) => (h ? [] : (known[p] ?? []))) };
}

/** One full {@link Cards} consistent with `r`: the pool shuffled, the hidden hands dealt from its top, the rest the deck. */
export function dealCards(r: RedactedCards, rng: SearchRng): Cards {
  const pool = shuffled(r.unseen, rng);
  let at = 0;
  const hands = r.hands.map((hand, p) => {
    if (hand) return hand;
    const known = r.known[p]!;
    const dealt = known.concat(pool.slice(at, at + r.handSizes[p]! - known.length));
    at += dealt.length - known.length;
    return dealt;
  });
  // Lists are shared with the search state: states are never modified, every change copies.
  return { deck: pool.slice(at), discard: r.discard, hands };
}
