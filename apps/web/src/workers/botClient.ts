import type { Action } from '@carc/rules';
import type { BotRequest } from './bot.worker.js';
import type { BotTurn } from './botTurn.js';
import type { StrongSeat } from './strongSeat.js';

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

/** The bot worker's answer (every seat kind on one thread) for `turn`: the seat's view with its search state. */
function askWorker(turn: BotTurn): Promise<Action | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    const request: BotRequest = { id, turn };
    getWorker().postMessage(request);
  });
}

/**
 * The strong seats search on the device's cores (capped; one thread falls back to the bot
 * worker). Loaded when a strong seat first moves, so games without one do not fetch it.
 */
let strong: Promise<StrongSeat> | null = null;

async function loadStrongSeat(): Promise<StrongSeat> {
  const [{ deviceThreads }, { createStrongSeat }, { createBrowserSearchPool }] = await Promise.all([import('@carc/bots'), import('./strongSeat.js'), import('./searchPool.js')]);
  return createStrongSeat({
    threads: deviceThreads(globalThis.navigator?.hardwareConcurrency),
    startPool: (threads) => createBrowserSearchPool(threads),
    oneThread: askWorker,
  });
}

/** Asks for the move of `turn` (LocalGame.botTurn): strong seats on the search pool, the others on the bot worker. */
export async function askBot(turn: BotTurn): Promise<Action | null> {
  if (turn.kind !== 'strong') return askWorker(turn);
  strong ??= loadStrongSeat();
  return (await strong)(turn);
}
