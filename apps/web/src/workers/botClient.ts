import type { Action } from '@carc/rules';
import type { BotRequest } from './bot.worker.js';
import type { BotTurn } from './botTurn.js';

/** One shared worker for all bot seats; requests are answered in order. */
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (a: Action | null) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; action: Action | null; error?: string }>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.error) console.error('bot failed:', e.data.error);
      done?.(e.data.action);
    };
  }
  return worker;
}

/** Asks the bot worker for the move of `turn` (LocalGame.botTurn: the seat's view with its search state). */
export function askBot(turn: BotTurn): Promise<Action | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    const request: BotRequest = { id, turn };
    getWorker().postMessage(request);
  });
}
