/**
 * One bot decision as the bot worker gets it: the deciding seat's view with its search state
 * (`view(state, seat, { search: true })`), never the full state. A searching bot
 * determinizes `view.search` for its playouts; the others read the view as a client would.
 * Kept free of `@carc/bots` so the page can build it without loading the bots.
 */
import { viewWith, type GameState, type PlayerView } from '@carc/rules';
import type { GameEngine } from '../game/engines.js';

/**
 * A bot seat's level, by the name of the ladder (`@carc/bots/levels`: `newcomer` ...
 * `master`), or `random`; saved games may hold the names from before the ladder
 * (`greedy`, `strong`), which read as their levels.
 */
export type BotKind = string;

export interface BotTurn {
  kind: BotKind;
  /** The deciding seat's own view plus `search`: what that seat may know, nothing more. */
  view: PlayerView;
  /** The seed of the bot's generator for this decision. */
  seed: string;
}

/** A hint request: the asking person's own view with their search state, and a seed. */
export interface HintTurn {
  view: PlayerView;
  seed: string;
}

/** A number that changes with every decision of a game, so each decision gets its own generator. */
export function stateSeed(state: GameState): number {
  return (state.turn * 7919 + state.stackPos * 104729 + state.cursor * 31) >>> 0;
}

/** The pending decision for a bot of `kind`, with `rules` the engine of the game (game/engines.ts); null when the game is over. */
export function botTurn(kind: BotKind, state: GameState, rules: GameEngine): BotTurn | null {
  const d = rules.pendingDecision(state);
  if (!d) return null;
  return { kind, view: viewWith<PlayerView>(rules, state, d.player, { search: true }), seed: `${state.seed}/${stateSeed(state)}` };
}
