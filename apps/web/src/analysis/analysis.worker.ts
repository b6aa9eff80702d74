/// <reference lib="webworker" />
/**
 * One analysis thread: the page starts several (one per core, see runner.ts), each with its
 * own WebAssembly core, and gives each a share of the game's decisions.
 */
import { CoreEngine } from '@carc/core';
import { loadRules } from '@carc/rules';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';
import { runTask, type TaskMessage, type TaskRequest } from './task.js';

// The analysis replays the game through the rules, whose board is the core's: loaded once here.
const rulesLoaded = loadRules(wasmUrl);
const post = (m: TaskMessage) => (self as unknown as Worker).postMessage(m);
self.onmessage = (e: MessageEvent<TaskRequest>) => {
  void rulesLoaded.then(
    () => runTask(e.data, (opts) => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES }), post),
    (err: unknown) => post({ type: 'error', code: 'core-not-loaded', message: String(err) }),
  );
};
