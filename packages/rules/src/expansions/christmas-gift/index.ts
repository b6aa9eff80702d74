/**
 * Christmas Gift (Kerstcadeau), option `christmas-gift`: two decks of 32 cards drawn by
 * placing next to another player's cloister or placing a road-only tile
 * (docs/expansions/christmas-gift.md; rules.md CG-1..CG-19).
 */
import type { ExpansionModule } from '../../expansion.js';
import { ACTIONS } from './actions.js';
import { newCards, unshuffledOrder } from '../cards/index.js';
import type { GameState } from '../../state.js';
import { CLOISTER_KINDS, ROADSIDE_KINDS } from './cards.js';
import { STEPS } from './flow.js';
import { adjustScore, followerCounts, followerHeld, placementAllowed, placementLimited, privateView, publicView, redactEvent } from './hooks.js';
import { freshTurn, ID, putCg } from './slice.js';
import type { CGState } from './slice.js';

function setup(s: GameState): GameState {
  // CG-1, CG-6: each deck shuffled by its own stream, never refilled.
  const n = s.players.length;
  const a = newCards(s, 'cloister', unshuffledOrder(CLOISTER_KINDS, 2), n);
  const b = newCards(a.state, 'roadside', unshuffledOrder(ROADSIDE_KINDS, 2), n);
  const slice: CGState = {
    cloister: a.cards,
    roadside: b.cards,
    laid: [],
    marks: [],
    banked: new Array<number>(n).fill(0),
    force: null,
    removed: [],
    farms: [],
    finalQueue: [],
    finalUsed: 0,
    revealed: false,
    take2Turn: -1,
    turn: freshTurn(),
  };
  return putCg(b.state, slice);
}

export const christmasGift: ExpansionModule & { placementAllowed: typeof placementAllowed } = {
  id: ID,
  actions: ACTIONS,
  setup,
  steps: STEPS,
  adjustScore,
  followerCounts,
  followerHeld,
  placementAllowed,
  placementLimited,
  publicView,
  privateView,
  redactEvent,
};

export default christmasGift;
