/** The data of one card deck (shared by index.ts, which deals and draws, and hidden.ts, which redacts). */

/** One deck with its discard pile and the hands holding its cards. */
export interface Cards {
  /** Face down, top first: `deck[0]` is drawn next. */
  readonly deck: readonly string[];
  /** Face up, in discard order (the last one is on top). */
  readonly discard: readonly string[];
  /** Secret hands, one per player, in the order the cards were received. */
  readonly hands: readonly (readonly string[])[];
}
