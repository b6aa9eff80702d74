/**
 * What the bot worker runs, kept free of worker globals so it can be tested in Node: every
 * seat is a bot of `@carc/bots` (random, greedy, and MCTS for the strong seat). Greedy and
 * MCTS evaluate moves in the WebAssembly core, which the host hands over as a factory so it
 * is loaded on the first move that needs it. A bot decides from a `BotTurn` (botTurn.ts):
 * its seat's view and search state, never the full state.
 */
import { createBotService, type BotOptions, type Budget } from '@carc/bots';
import type { Action } from '@carc/rules';
import type { BotKind, BotTurn } from './botTurn.js';

/** Playouts per MCTS decision: a fixed budget keeps its moves reproducible and quick (well under a second). */
export const STRONG_ITERATIONS = 3000;

/** The seat kinds of the app by the names `@carc/bots` knows them. */
const BOT_NAME: Record<BotKind, string> = { random: 'random', greedy: 'greedy', strong: 'mcts' };

export type WebBotService = (turn: BotTurn) => Promise<Action | null>;

/** `options.core`: the wasm engine or a factory for it (loaded on the first greedy or strong move). */
export function createWebBotService(options: BotOptions = {}): WebBotService {
  const serve = createBotService(options);
  let nextId = 1;
  return async ({ kind, view, seed }) => {
    if (!view.decision) return null;
    const budget: Budget = kind === 'strong' ? { iterations: STRONG_ITERATIONS } : {};
    const r = await serve({ id: nextId++, bot: BOT_NAME[kind], view, budget, seed });
    if (!r.ok) throw new Error(r.error);
    return r.action;
  };
}
