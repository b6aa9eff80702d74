/**
 * Search threads as Web Workers. The worker script is the app's (it decides how the wasm
 * core is fetched) and calls `attachSearchWorker`; this only adapts a started worker to the
 * pool. Typed structurally, so the package needs no DOM library.
 */
import type { SearchEndpoint, Spawn } from './SearchPool.js';
import type { SearchResponse } from './searchService.js';

/** What the pool uses of a `Worker`. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (e: { message?: string }) => void): void;
  terminate(): void;
}

export function workerEndpoint(worker: WorkerLike): SearchEndpoint {
  return {
    post: (req) => worker.postMessage(req),
    listen(onResponse, onFailure) {
      worker.addEventListener('message', (e) => onResponse(e.data as SearchResponse));
      // A script that fails to load or throws at the top level: no answer will come.
      worker.addEventListener('error', (e) => onFailure(e.message ?? 'worker error'));
    },
    async terminate() {
      // A Web Worker stops at once; there is no exit event to wait for.
      worker.terminate();
    },
  };
}

/** `webWorkerSpawn(() => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' }))`. */
export function webWorkerSpawn(start: (thread: number) => WorkerLike): Spawn {
  return (thread) => workerEndpoint(start(thread));
}

/** Default cap of `deviceThreads`: phones' extra cores are often slow ones, and each worker holds a wasm core. */
export const DEVICE_THREADS_MAX = 4;

/**
 * Threads worth starting on this device: its logical cores (navigator.hardwareConcurrency),
 * at least 1 and at most `max`. No core is kept back for the page: while a search runs the
 * page only waits for the threads' answers, and keeping one back would leave a 2-core device
 * searching on one thread.
 */
export function deviceThreads(hardwareConcurrency: number | undefined, max = DEVICE_THREADS_MAX): number {
  const cores = Number.isInteger(hardwareConcurrency) && hardwareConcurrency! > 0 ? hardwareConcurrency! : 1;
  return Math.max(1, Math.min(max, cores));
}
