/**
 * Hosting the bots off the main thread: a Web Worker in the app, a worker_thread in Node.
 * The worker owns the bots (and the wasm core they use); the page posts views and gets
 * actions back. Only plain data crosses the boundary, which is why PlayerView is
 * structured-clonable.
 */
import type { Action, PlayerView } from '@carc/rules';
import { createBot } from './bots.js';
import type { BotOptions } from './bots.js';
import { seededRng } from './rng.js';
import type { Bot, Budget, MessageScope } from './types.js';

export interface BotRequest {
  id: number;
  bot: string;
  view: PlayerView;
  budget: Budget;
  /** Seeds the bot's generator for this decision. */
  seed: string;
}

export type BotResponse = { id: number; ok: true; action: Action } | { id: number; ok: false; error: string };

/** Answers requests with one bot instance per name (MCTS keeps its turn plan between the two decisions of a turn). */
export function createBotService(options: BotOptions = {}): (req: BotRequest) => Promise<BotResponse> {
  const bots = new Map<string, Bot>();
  return async (req) => {
    try {
      let bot = bots.get(req.bot);
      if (!bot) {
        bot = createBot(req.bot, options);
        bots.set(req.bot, bot);
      }
      const action = await bot.chooseAction(req.view, req.budget, seededRng(req.seed));
      return { id: req.id, ok: true, action };
    } catch (e) {
      return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  };
}

/**
 * Wires a worker scope to the bot service: `attachBotWorker(self, { core: (o) => CoreEngine.load(url, o) })`.
 * Requests are answered in order.
 */
export function attachBotWorker(scope: MessageScope, options: BotOptions = {}): void {
  const serve = createBotService(options);
  let queue: Promise<void> = Promise.resolve();
  scope.addEventListener('message', (e) => {
    const req = e.data as BotRequest;
    queue = queue.then(async () => scope.postMessage(await serve(req)));
  });
}
