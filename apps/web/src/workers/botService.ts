/**
 * What the bot worker runs, kept free of worker globals so it can be tested in Node: every
 * bot seat plays a level of `@carc/bots/levels` (its bot, its playout budget, its slips).
 * Greedy and MCTS evaluate moves in the WebAssembly core, which the host hands over as a
 * factory so it is loaded on the first move that needs it. A bot decides from a `BotTurn`
 * (botTurn.ts): its seat's view and search state, never the full state. Hints are asked
 * here too, from the asking seat's view and search state.
 */
import { createLevelBot, hint, levelOf, seededRng, type Bot, type BotOptions, type HintResult } from '@carc/bots';
import type { Action } from '@carc/rules';
import type { BotTurn, HintTurn } from './botTurn.js';

export type WebBotService = (turn: BotTurn) => Promise<Action | null>;

/**
 * `options.core`: the wasm engine or a factory for it (loaded on the first move that needs
 * it). One bot per level: a searching bot keeps the follower it planned with its placement.
 */
export function createWebBotService(options: BotOptions = {}): WebBotService {
  const bots = new Map<string, Bot>();
  return async ({ kind, view, seed }) => {
    if (!view.decision) return null;
    const level = levelOf(kind);
    if (!level) throw new Error(`no bot level ${JSON.stringify(kind)}`);
    let bot = bots.get(level.name);
    if (!bot) bots.set(level.name, (bot = createLevelBot(level, options)));
    return bot.chooseAction(view, level.budget, seededRng(seed));
  };
}

/** The hint service of the bot worker: the expert level's budget, from the seat's view only. */
export function createWebHintService(options: BotOptions = {}): (turn: HintTurn) => Promise<HintResult> {
  const budget = levelOf('expert')!.budget;
  return ({ view, seed }) => hint(view, { ...(options.core ? { core: options.core } : {}), ...budget, seed });
}
