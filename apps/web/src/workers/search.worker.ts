/// <reference lib="webworker" />
/**
 * One thread of the strong bot's root-parallel search (see searchPool.ts): it receives a
 * position once per search, runs its share of the playouts in its own wasm core, and
 * answers with root statistics.
 */
import { attachSearchWorker } from '@carc/bots';
import { CoreEngine } from '@carc/core';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';

attachSearchWorker(self as unknown as Parameters<typeof attachSearchWorker>[0], (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }));
