/// <reference lib="webworker" />
/**
 * One thread of the strong bot's arm-parallel search (see searchPool.ts): it ranks the moves
 * when asked for a search's set-up, and plays its slice of each halving round on the common
 * seeds the page drew, in its own wasm core, answering with the playouts' rewards.
 */
import { attachSearchWorker } from '@carc/bots';
import { CoreEngine } from '@carc/core';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';

attachSearchWorker(self as unknown as Parameters<typeof attachSearchWorker>[0], (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }));
