import type { GameState, PlayerView } from '@carc/rules';
import type { BotRng } from '../rng.js';

/**
 * Turns what a seat sees into one full, playable state: the stack order, the card decks and
 * the other players' hands sampled consistent with the view, fresh random streams. The
 * search plays candidates out on such samples, so it must never be handed the real hidden
 * information. Returns null when the view carries nothing to sample from (a view built
 * without `search`): the bot then keeps its search-free policy.
 *
 * @carc/rules is getting `view(state, p, { search: true })` + `determinize(view.search, rng)`;
 * once merged, the production determinizer is a one-liner over those.
 */
export type Determinizer = (view: PlayerView, rng: BotRng) => GameState | null;

/** The `search` field of a view made for a searching bot, if it has one. */
export function searchOf(view: PlayerView): unknown {
  return (view as PlayerView & { search?: unknown }).search;
}
