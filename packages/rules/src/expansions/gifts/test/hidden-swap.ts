/** Test support for the determinization tests: The Gifts' hidden part is the gift cards in other players' hands. */
import { setExt } from '../../../kit.js';
import type { GameState } from '../../../kit.js';
import type { PlayerIndex } from '../../../types.js';
import { othersThan, swapHandAndDeck } from '../../cards/test/hidden-swap.js';
import type { HiddenSwap, Picker } from '../../cards/test/hidden-swap.js';
import type { GiftsSlice } from '../index.js';

/** `s` with one gift card of the first other player (not `viewer`) who can trade one swapped with the deck; none without The Gifts. */
export function swapHiddenGiftCard(s: GameState, viewer: PlayerIndex | null, pick: Picker): HiddenSwap[] {
  const gifts = s.ext.gifts as GiftsSlice | undefined;
  if (!gifts) return [];
  for (const p of othersThan(s, viewer)) {
    const cards = swapHandAndDeck(gifts.cards, p, pick, () => true);
    if (cards) return [{ name: `gifts card of player ${p}`, state: setExt(s, 'gifts', { ...gifts, cards }) }];
  }
  return [];
}
