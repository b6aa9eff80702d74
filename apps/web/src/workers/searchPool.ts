/**
 * The browser's search pool: one Web Worker per thread, as many threads as the device has
 * cores, capped (`deviceThreads`). Each worker loads its wasm core on its first search and
 * keeps it, so the pool is started once and reused; the strong seat (strongSeat.ts) plays
 * with it.
 */
import { deviceThreads, SearchPool, webWorkerSpawn, type ParallelResult } from '@carc/bots';

/**
 * Never throws: no Web Workers, a Worker that cannot start (e.g. blocked by the page's
 * policy) or lacks addEventListener are a `worker-failed` error, and the strong seat then
 * searches on the one-thread bot worker.
 */
export function createBrowserSearchPool(threads = deviceThreads(globalThis.navigator?.hardwareConcurrency)): ParallelResult<SearchPool> {
  if (typeof Worker === 'undefined') return { ok: false, error: { code: 'worker-failed', message: 'this browser has no Web Workers' } };
  if (typeof Worker.prototype?.addEventListener !== 'function') return { ok: false, error: { code: 'worker-failed', message: 'this browser’s Worker has no addEventListener' } };
  return SearchPool.create(
    threads,
    webWorkerSpawn(() => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })),
  );
}
