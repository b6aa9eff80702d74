/**
 * The browser's search pool: one Web Worker per thread, as many threads as the device has
 * cores less one for the page. Start it when a search needs it and `close()` it when done
 * (each worker holds a wasm core). `new ParallelMctsBot(pool)` plays with it.
 */
import { deviceThreads, SearchPool, webWorkerSpawn, type ParallelResult } from '@carc/bots';

export function createBrowserSearchPool(threads = deviceThreads(globalThis.navigator?.hardwareConcurrency)): ParallelResult<SearchPool> {
  return SearchPool.create(
    threads,
    webWorkerSpawn(() => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })),
  );
}
