/**
 * The Christmas Gift module (index.ts): its setup and hooks. A file apart from index.ts so
 * that a bundle reading only index.ts's kinds and view readers carries none of the rules.
 */
import type { ExpansionModule } from '../../expansion.js';
import { ACTIONS } from './actions.js';
import { newCards, unshuffledOrder } from '../cards/index.js';
import type { GameState } from '../../kit.js';
import { CLOISTER_KINDS, ROADSIDE_KINDS } from './cards.js';
import { STEPS } from './flow.js';
import { adjustScore, followerCounts, followerHeld, placementAllowed, placementLimited, privateView, publicView, redactEvent } from './hooks.js';
import { cg, freshTurn, ID, putCg } from './slice.js';
import { determinize, redact } from './redact.js';
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

export const christmasGift: ExpansionModule<typeof ID, typeof ACTIONS> & { placementAllowed: typeof placementAllowed } = {
  id: ID,
  order: 10,
  actions: ACTIONS,
  take2Used: (s) => cg(s).take2Turn === s.turn,
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
  redact,
  determinize,
};

export default christmasGift;
