/**
 * Test-only state builder: put chosen cards in hands and on top of the decks. It builds a
 * new state from an existing one (nothing a record or a config can reach), so scenario
 * tests can start from a known hand without searching for a seed.
 */
import type { GameState } from '../../../kit.js';
import type { Cards } from '../../cards/index.js';
import { CARDS } from '../cards.js';
import type { CardId, Deck } from '../cards.js';
import { cg, patchCg } from '../slice.js';

export interface CardSetup {
  /** Replace these players' hands. */
  hands?: Record<number, CardId[]>;
  /** Put these cards on top of the Cloister deck (first = next drawn); one copy of each leaves the rest of the deck. */
  cloister?: CardId[];
  roadside?: CardId[];
  /** Empty a deck entirely (CG-6 tests). */
  emptyCloister?: boolean;
  emptyRoadside?: boolean;
}

function stackTop(deck: readonly CardId[], top: readonly CardId[]): CardId[] {
  const rest = deck.slice();
  for (const c of top) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return [...top, ...rest];
}

export function withCards(s: GameState, setup: CardSetup): GameState {
  const c = cg(s);
  const build = (deck: Deck, empty: boolean | undefined, top: readonly CardId[] | undefined): Cards => {
    const cards = c[deck];
    const hands = cards.hands.map((h) => h.slice());
    for (const [p, h] of Object.entries(setup.hands ?? {})) hands[Number(p)] = h.filter((card) => CARDS[card].deck === deck);
    return { ...cards, hands, deck: empty ? [] : stackTop(cards.deck as CardId[], top ?? []) };
  };
  return patchCg(s, { cloister: build('cloister', setup.emptyCloister, setup.cloister), roadside: build('roadside', setup.emptyRoadside, setup.roadside) });
}
