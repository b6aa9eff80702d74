/**
 * What the bot worker runs, kept free of worker globals so it can be tested in Node:
 * the random and greedy seats use the app's own policies, the strong seat the MCTS bot of
 * `@carc/bots`, whose playouts run in the WebAssembly core.
 */
import { createBotService, type BotOptions } from '@carc/bots';
import { pendingDecision, view, type Action, type GameState } from '@carc/rules';
import { chooseAction, stateSeed, type Policy } from '../bots/policies.js';

export type BotKind = Policy | 'strong';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy', 'strong'];

/** Playouts per MCTS decision: a fixed budget keeps its moves reproducible and quick (well under a second). */
export const STRONG_ITERATIONS = 3000;

export type WebBotService = (kind: BotKind, state: GameState) => Promise<Action | null>;

/** `options.core`: the wasm engine or a factory for it (loaded on the strong bot's first move). */
export function createWebBotService(options: BotOptions = {}): WebBotService {
  const serve = createBotService(options);
  let nextId = 1;
  return async (kind, state) => {
    if (kind !== 'strong') return chooseAction(kind, state);
    const d = pendingDecision(state);
    if (!d) return null;
    const r = await serve({
      id: nextId++,
      bot: 'mcts',
      view: view(state, d.player),
      budget: { iterations: STRONG_ITERATIONS },
      seed: `${state.seed}/${stateSeed(state)}`,
    });
    if (!r.ok) throw new Error(r.error);
    return r.action;
  };
}
