/// <reference lib="webworker" />
/**
 * Bots think here, off the main thread, so the page keeps drawing and answering input while
 * a greedy bot tries every placement or the strong bot runs its playouts. The WebAssembly
 * core is fetched only when a strong seat first moves (a separate, precached file).
 */
import type { GameState } from '@carc/rules';
import { CoreEngine } from '@carc/core';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { createWebBotService, type BotKind } from './botService.js';

export interface BotRequest {
  id: number;
  policy: BotKind;
  state: GameState;
}

const serve = createWebBotService({ core: (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }) });

let queue: Promise<void> = Promise.resolve();
self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, policy, state } = e.data;
  queue = queue.then(async () => {
    try {
      const action = await serve(policy, state);
      (self as unknown as Worker).postMessage({ id, action });
    } catch (err) {
      (self as unknown as Worker).postMessage({ id, action: null, error: String(err) });
    }
  });
};
