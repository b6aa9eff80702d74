/**
 * Christmas Gift's part of determinization (search-state.ts). Secret: the order of both
 * decks and every hand but the viewer's, until the hands are revealed at the game end
 * (CG-8). Public: the discard piles, every hand's size (CG-5: cards are drawn openly from
 * a named deck), the cards played and their targets.
 *
 * One more thing is secret during the farm-tie round of the game end (CG-18): the queue
 * of farm-tie holders still to act. It is rebuilt from the dealt hands, because it always
 * is "every farm-tie held by the player now acting and those after them": farm-ties are
 * asked in player order and only the acting player's leave a hand.
 */
import type { GameState, SearchRng } from '../../kit.js';
import type { PlayerIndex } from '../../types.js';
import { dealCards, redactCards } from '../cards/index.js';
import type { RedactedCards } from '../cards/index.js';
import { KIND } from './flow.js';
import { cg, copyCg, handOf, ID } from './slice.js';
import type { CGState } from './slice.js';

/** The slice as one viewer may know it. */
export interface RedactedCG extends Omit<CGState, 'cloister' | 'roadside' | 'finalQueue'> {
  readonly cloister: RedactedCards;
  readonly roadside: RedactedCards;
  /** The player from whom on every farm-tie held is still to be asked; null outside that round. */
  readonly finalFrom: PlayerIndex | null;
}

export function redact(s: GameState, viewer: PlayerIndex | null): RedactedCG {
  const c = cg(s);
  const at = c.turn.attack;
  // Whose farm-tie the round is at, from what everyone sees: the player asked for a farm
  // now (known, then, to hold a farm-tie), or the one whose farm-tie waits for protection
  // replies (CG-16).
  const asked = s.pending?.kind === KIND.farmTie ? s.pending.player : null;
  const known: string[][] = [];
  if (asked !== null) known[asked] = ['farm-tie'];
  const { finalQueue: _queue, ...open } = copyCg(c);
  return {
    ...open,
    cloister: redactCards(c.cloister, viewer, c.revealed),
    // farm-tie is a Roadside card (rules.md, Roadside deck).
    roadside: redactCards(c.roadside, viewer, c.revealed, known),
    finalFrom: asked ?? (at?.final ? at.player : null),
  };
}

export function determinize(s: GameState, _viewer: PlayerIndex | null, rng: SearchRng): CGState {
  const r = s.ext[ID] as RedactedCG;
  // Through the slice's one copier (no spread: one shape, and a spread is slow in V8); the
  // fields it reads that a redacted slice lacks are set right after.
  const dealt = copyCg(r as unknown as CGState);
  dealt.cloister = dealCards(r.cloister, rng);
  dealt.roadside = dealCards(r.roadside, rng);
  dealt.finalQueue = r.finalFrom === null ? [] : farmTiesFrom(dealt, r.finalFrom, s.players.length);
  return dealt;
}

/** Every farm-tie held by players `from` on, in player order: the queue of the round. */
function farmTiesFrom(c: CGState, from: PlayerIndex, players: number): PlayerIndex[] {
  const queue: PlayerIndex[] = [];
  for (let p = from; p < players; p++) for (const card of handOf(c, p)) if (card === 'farm-tie') queue.push(p);
  return queue;
}
