/**
 * Test-only set-up: put gifts in a player's hand, standing for gifts earned earlier, so a
 * scenario can open one without searching for a seed. Nothing a record or a config can reach.
 */
import type { GameState } from '../../../kit.js';
import { setExt } from '../../../kit.js';
import { advance, pipelineOf } from '../../../pipeline.js';
import type { GiftKind, GiftsSlice } from '../index.js';

/**
 * Put `cards` into `player`'s hand (taken out of the deck); when it is the start of the
 * current player's turn (the tile not yet placed), run the turn's gift step again so the
 * new hand is offered.
 */
export function giveGifts(s: GameState, player: number, cards: GiftKind[]): GameState {
  const sl = s.ext.gifts as GiftsSlice;
  const deck = sl.cards.deck.slice();
  for (const c of cards) deck.splice(deck.indexOf(c), 1);
  const hands = sl.cards.hands.map((h, p) => (p === player ? [...h, ...cards] : h));
  let st = setExt(s, 'gifts', { ...sl, cards: { ...sl.cards, deck, hands } });
  if (st.pending?.kind === 'place' && st.placed < 0 && player === st.turnPlayer) {
    const idx = pipelineOf(st).steps.findIndex((x) => x.id === 'gifts/open');
    st = advance({ ...st, cursor: idx, pending: null }, []);
  }
  return st;
}
