import { levelOf } from '@carc/bots/levels';
import type { HintResult } from '@carc/bots';
import type { Action } from '@carc/rules';
import type { BotRequest } from './bot.worker.js';
import type { HintTurn } from './botTurn.js';
import type { BotTurn } from './botTurn.js';
import type { StrongSeat } from './strongSeat.js';

/** One shared worker for all bot seats and hints; requests are answered in order. */
let worker: Worker | null = null;
let nextId = 1;
type Answer = { id: number; action?: Action | null; hint?: HintResult; error?: string };
const waiting = new Map<number, (a: Answer) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Answer>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.error) console.error('bot failed:', e.data.error);
      done?.(e.data);
    };
  }
  return worker;
}

function ask(request: BotRequest): Promise<Answer> {
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    getWorker().postMessage(request);
  });
}

/** The bot worker's answer (every level on one thread) for `turn`: the seat's view with its search state. */
async function askWorker(turn: BotTurn): Promise<Action | null> {
  return (await ask({ id: nextId++, turn })).action ?? null;
}

/** A hint for a person's pending decision, from that seat's view and search state (the bot worker's search). */
export async function askHint(turn: HintTurn): Promise<HintResult> {
  const a = await ask({ id: nextId++, hint: turn });
  return a.hint ?? { ok: false, error: { code: 'no-hint', message: a.error ?? 'the bot worker gave no hint' } };
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

/**
 * Asks for the move of `turn` (LocalGame.botTurn): levels that search with mcts on the
 * search pool, the others on the bot worker.
 */
export async function askBot(turn: BotTurn): Promise<Action | null> {
  const level = levelOf(turn.kind);
  if (!level || level.bot !== 'mcts' || level.slips) return askWorker(turn);
  strong ??= loadStrongSeat();
  return (await strong)(turn, level.budget);
}
