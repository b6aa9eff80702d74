/// <reference lib="webworker" />
/**
 * Bots think here, off the main thread, so the page keeps drawing and answering input while
 * a greedy bot tries every placement or the strong bot runs its playouts. The WebAssembly
 * core is fetched only when a strong seat first moves (a separate, precached file). The
 * page sends a `BotTurn` (the seat's view and search state), never the game's full state.
 */
import { CoreEngine } from '@carc/core';
import { loadRules } from '@carc/rules';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { createWebBotService } from './botService.js';
import type { BotTurn } from './botTurn.js';

export interface BotRequest {
  id: number;
  turn: BotTurn;
}

const serve = createWebBotService({ core: (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }) });

// The bots read their seat's view through the rules, whose board is the core's: loaded once
// here, awaited by every turn (a failed load answers each turn with the error).
const rulesLoaded = loadRules(wasmUrl);
let queue: Promise<void> = Promise.resolve();
self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, turn } = e.data;
  queue = queue.then(async () => {
    try {
      await rulesLoaded;
      const action = await serve(turn);
      (self as unknown as Worker).postMessage({ id, action });
    } catch (err) {
      (self as unknown as Worker).postMessage({ id, action: null, error: String(err) });
    }
  });
};
