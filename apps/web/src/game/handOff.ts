/**
 * When a hot-seat game must ask for the device to be passed before showing a decision.
 * The device is with whoever acted last (`holder`). With secret hands (The Gifts, Christmas
 * Gift) every other human confirms first, so no hand is left on show. Without them a
 * normal turn needs no hand-over, but a decision out of turn does — another player's hop
 * in the Easter Bunny phase, a Protection reply — or the turn player would answer it.
 */
export interface HandOffCase {
  /** Seat that decides now, and whether a human sits there. */
  actor: number | null;
  actorIsHuman: boolean;
  /** Seat whose turn it is. */
  turnPlayer: number;
  /** Seat that last acted on this screen (or confirmed a hand-over), null at the start. */
  holder: number | null;
  humans: number;
  secretHands: boolean;
}

export function needsHandOff(c: HandOffCase): boolean {
  if (c.actor === null || !c.actorIsHuman || c.humans < 2 || c.actor === c.holder) return false;
  return c.secretHands || c.actor !== c.turnPlayer;
}
