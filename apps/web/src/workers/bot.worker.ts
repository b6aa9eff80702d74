/// <reference lib="webworker" />
/**
 * Bots think here, off the main thread, so the page keeps drawing and answering input while
 * a greedy bot tries every placement or the strong bot runs its playouts. The WebAssembly
 * core is fetched only when a strong seat first moves (a separate, precached file). The
 * page sends a `BotTurn` (the seat's view and search state), never the game's full state.
 */
import { CoreEngine } from '@carc/core';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { createWebBotService } from './botService.js';
import type { BotTurn } from './botTurn.js';

export interface BotRequest {
  id: number;
  turn: BotTurn;
}

const serve = createWebBotService({ core: (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }) });

let queue: Promise<void> = Promise.resolve();
self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, turn } = e.data;
  queue = queue.then(async () => {
    try {
      const action = await serve(turn);
      (self as unknown as Worker).postMessage({ id, action });
    } catch (err) {
      (self as unknown as Worker).postMessage({ id, action: null, error: String(err) });
    }
  });
};
