/// <reference lib="webworker" />
/**
 * One analysis thread: the page starts several (one per core, see runner.ts), each with its
 * own WebAssembly core, and gives each a share of the game's decisions.
 */
import { CoreEngine } from '@carc/core';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { runTask, type TaskRequest } from './task.js';

self.onmessage = (e: MessageEvent<TaskRequest>) => {
  void runTask(e.data, (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }), (m) => (self as unknown as Worker).postMessage(m));
};
