import type { Action, PlayerView } from '@carc/rules';
import type { BotRng } from './rng.js';

export function legalOf(view: PlayerView): Action[] {
  const legal = view.legalActions;
  if (!legal || legal.length === 0) {
    throw new Error(`no legal action for player ${String(view.viewer)}: the pending decision is not theirs`);
  }
  return legal;
}

/**
 * The simple policy for decisions the core does not simulate (expansion decisions, and any
 * position the core cannot load): a uniformly random action, preferring to act over
 * passing, since expansion choices (open a gift, play a card, move the bunny) are
 * generally worth more than declining them.
 */
export function simplePolicy(view: PlayerView, rng: BotRng): Action {
  const legal = legalOf(view);
  const acting = legal.filter((a) => a.type !== 'pass');
  const pool = acting.length > 0 ? acting : legal;
  return pool[rng.below(pool.length)]!;
}
