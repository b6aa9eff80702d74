/**
 * Test support for the determinization tests: one card of a hand traded with one of the
 * deck, the kind of change a viewer who may not see that hand must not be able to tell.
 * Shared by the two card expansions' `hidden-swap.ts`.
 */
import type { GameState } from '../../../kit.js';
import type { PlayerIndex } from '../../../types.js';
import type { Cards } from '../index.js';

/** The seeded picker the tests pass in (the package's Stream fits). */
export interface Picker {
  below(n: number): number;
}

/** A state changed in a hidden part only, named for the test's message. */
export interface HiddenSwap {
  name: string;
  state: GameState;
}

/** The players whose hands `viewer` may not see (every player for a spectator, null). */
export function othersThan(s: GameState, viewer: PlayerIndex | null): PlayerIndex[] {
  return s.players.map((_, p) => p).filter((p) => p !== viewer);
}

/** `cards` with one card of `player`'s hand swapped for a different one of the deck; null when impossible. */
export function swapHandAndDeck(cards: Cards, player: PlayerIndex, pick: Picker, keep: (card: string) => boolean): Cards | null {
  const hand = cards.hands[player] ?? [];
  for (let tries = 0; tries < 20 && hand.length > 0 && cards.deck.length > 0; tries++) {
    const h = pick.below(hand.length);
    const d = pick.below(cards.deck.length);
    if (hand[h] === cards.deck[d] || !keep(hand[h]!) || !keep(cards.deck[d]!)) continue;
    const newHand = hand.slice();
    const deck = cards.deck.slice();
    newHand[h] = cards.deck[d]!;
    deck[d] = hand[h]!;
    const hands = cards.hands.slice();
    hands[player] = newHand;
    return { deck, discard: cards.discard, hands };
  }
  return null;
}
