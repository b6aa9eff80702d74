/**
 * Christmas Gift (Kerstcadeau), option `christmas-gift`: two decks of 32 cards drawn by
 * placing next to another player's cloister or placing a road-only tile
 * (docs/expansions/christmas-gift.md; rules.md CG-1..CG-19).
 */
import type { ExpansionModule } from '../../expansion.js';
import { shuffleStream } from '../../kit.js';
import type { GameState } from '../../state.js';
import { unshuffled } from './cards.js';
import { STEPS } from './flow.js';
import { adjustScore, followerCounts, placementAllowed, privateView, publicView, redactEvent } from './hooks.js';
import { freshTurn, ID, putCg } from './slice.js';
import type { CGState } from './slice.js';

function setup(s: GameState): GameState {
  // CG-1, CG-6: each deck shuffled by its own stream, never refilled.
  const a = shuffleStream(s, 'cloister', unshuffled('cloister'));
  const b = shuffleStream(a.state, 'roadside', unshuffled('roadside'));
  const n = s.players.length;
  const slice: CGState = {
    decks: { cloister: a.items, roadside: b.items },
    discards: { cloister: [], roadside: [] },
    hands: Array.from({ length: n }, () => []),
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
  setup,
  steps: STEPS,
  adjustScore,
  followerCounts,
  placementAllowed,
  publicView,
  privateView,
  redactEvent,
};

export default christmasGift;
