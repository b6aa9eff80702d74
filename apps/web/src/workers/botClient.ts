import type { Action, GameState } from '@carc/rules';
import type { BotKind } from './botService.js';

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

export function askBot(policy: BotKind, state: GameState): Promise<Action | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ id, policy, state });
  });
}
