import { determinize, SEARCH_FORMAT } from '@carc/rules';
import type { GameState, PlayerView, SearchState } from '@carc/rules';
import type { BotRng } from '../rng.js';

/**
 * Turns what a seat sees into one full, playable state: the stack order, the card decks and
 * the other players' hands sampled consistent with the view, fresh random streams. The
 * search plays candidates out on such samples, so it must never be handed the real hidden
 * information. Returns null when the view carries nothing to sample from (a view built
 * without `search`): the bot then keeps its search-free policy.
 */
export type Determinizer = (view: PlayerView, rng: BotRng) => GameState | null;

/** The `search` field of a view made for a searching bot (`view(state, p, { search: true })`), if it has one. */
export function searchOf(view: PlayerView): SearchState | undefined {
  const s = view.search;
  return s && s.format === SEARCH_FORMAT ? s : undefined;
}

/**
 * The production determinizer: @carc/rules' `determinize` of the view's search state, which
 * holds no hidden information (the unseen tiles sorted, the other hands pooled, no seed), so
 * whatever the sample is, it cannot carry a secret.
 */
export const rulesDeterminizer: Determinizer = (view, rng) => {
  const ss = searchOf(view);
  if (!ss) return null;
  const r = determinize(ss, rng);
  return r.ok ? r.value : null;
};
