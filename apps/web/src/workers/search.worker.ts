/// <reference lib="webworker" />
/**
 * One thread of the strong bot's arm-parallel search (see searchPool.ts): it ranks the moves
 * when asked for a search's set-up, and plays its slice of each halving round on the common
 * seeds the page drew, in its own wasm core, answering with the playouts' rewards.
 */
import { attachSearchWorker } from '@carc/bots';
import { CoreEngine } from '@carc/core';
import { loadRules } from '@carc/rules';
import wasmUrl from '@carc/core/core.wasm?url';
import { ALL_TILES } from '@carc/tiles';

// A search reads views through the rules, whose board is the core's: every search first asks
// for its core, so the rules are loaded before it.
const rulesLoaded = loadRules(wasmUrl);
attachSearchWorker(self as unknown as Parameters<typeof attachSearchWorker>[0], (opts) => rulesLoaded.then(() => CoreEngine.load(wasmUrl, { ...opts, tiles: ALL_TILES })));
