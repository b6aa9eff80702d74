/**
 * Test-only state builder: put chosen cards in hands and on top of the decks. It builds a
 * new state from an existing one (nothing a record or a config can reach), so scenario
 * tests can start from a known hand without searching for a seed.
 */
import type { GameState } from '../../state.js';
import type { CardId } from './cards.js';
import { cg, patchCg } from './slice.js';

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
  const hands = c.hands.slice();
  for (const [p, h] of Object.entries(setup.hands ?? {})) hands[Number(p)] = h.slice();
  const decks = {
    cloister: setup.emptyCloister ? [] : stackTop(c.decks.cloister, setup.cloister ?? []),
    roadside: setup.emptyRoadside ? [] : stackTop(c.decks.roadside, setup.roadside ?? []),
  };
  return patchCg(s, { hands, decks });
}
