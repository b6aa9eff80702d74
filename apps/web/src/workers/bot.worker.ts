/// <reference lib="webworker" />
/**
 * Bots think here, off the main thread, so the page keeps drawing and answering input while
 * a greedy bot tries every placement or the strong bot runs its playouts. The WebAssembly
 * core is fetched only when a strong seat first moves (a separate, precached file). The
 * page sends a `BotTurn` (the seat's view and search state), never the game's full state.
 */
import { CoreEngine, type CoreOptions } from '@carc/core';
import { loadRules } from '@carc/rules';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { createWebBotService, createWebHintService } from './botService.js';
import type { BotTurn, HintTurn } from './botTurn.js';

/** A bot's move (`turn`) or a hint for a person's decision (`hint`). */
export type BotRequest = { id: number; turn: BotTurn } | { id: number; hint: HintTurn };

const core = (opts: CoreOptions) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES });
const serve = createWebBotService({ core });
const advise = createWebHintService({ core });

// The bots read their seat's view through the rules, whose board is the core's: loaded once
// here, awaited by every turn (a failed load answers each turn with the error).
const rulesLoaded = loadRules(wasmUrl);
let queue: Promise<void> = Promise.resolve();
self.onmessage = (e: MessageEvent<BotRequest>) => {
  const req = e.data;
  const { id } = req;
  queue = queue.then(async () => {
    try {
      await rulesLoaded;
      if ('hint' in req) (self as unknown as Worker).postMessage({ id, hint: await advise(req.hint) });
      else (self as unknown as Worker).postMessage({ id, action: await serve(req.turn) });
    } catch (err) {
      (self as unknown as Worker).postMessage({ id, action: null, error: String(err) });
    }
  });
};
