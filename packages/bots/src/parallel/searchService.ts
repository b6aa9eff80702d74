/**
 * The search thread's side: answers search requests with root statistics. Isomorphic (a
 * Web Worker, a worker_thread, or the pool's own thread for the in-process fallback); the
 * thread owns one wasm core, made on the first request and kept for the next searches.
 */
import type { PlayerView } from '@carc/rules';
import { CoreHandle } from '../core.js';
import type { MctsOptions } from '../mcts.js';
import type { Budget, CoreProvider } from '../types.js';
import type { MessageScope } from '../worker.js';
import { fail } from './rootStats.js';
import type { ParallelError, RootStats } from './rootStats.js';
import { threadSearch } from './threadSearch.js';

/** One search for one thread: the position travels once per search, not per playout. */
export interface SearchRequest {
  id: number;
  view: PlayerView;
  budget: Budget;
  /** This thread's seed (see `threadSeed`). */
  seed: string;
  options: MctsOptions;
}

export type SearchResponse = { id: number; ok: true; stats: RootStats } | { id: number; ok: false; error: ParallelError };

/**
 * `threadCpuMs`: this thread's CPU time so far, if the host can read it; each answer then
 * says how much CPU its search took (the bench uses it to tell the search's parallelism
 * from the machine's load).
 */
export function createSearchService(core: CoreProvider, threadCpuMs?: () => number | undefined): (req: SearchRequest) => Promise<SearchResponse> {
  const handle = new CoreHandle(core);
  return async (req) => {
    const id = typeof req?.id === 'number' ? req.id : -1;
    try {
      const engine = await handle.get();
      const cpu0 = threadCpuMs?.();
      const r = engine ? threadSearch(engine, req.view, req.budget, req.seed, req.options ?? {}) : fail('no-core', 'this thread has no wasm core');
      const cpu1 = threadCpuMs?.();
      if (r.ok && cpu0 !== undefined && cpu1 !== undefined) r.value.cpuMs = cpu1 - cpu0;
      return r.ok ? { id, ok: true, stats: r.value } : { id, ok: false, error: r.error };
    } catch (e) {
      // A core that fails to load or a request that is not an object.
      return { id, ok: false, error: { code: 'search-failed', message: e instanceof Error ? e.message : String(e) } };
    }
  };
}

/**
 * Wires a worker scope to the search service:
 * `attachSearchWorker(self, (o) => CoreEngine.load(url, o))`. Requests are answered in order.
 */
export function attachSearchWorker(scope: MessageScope, core: CoreProvider, threadCpuMs?: () => number | undefined): void {
  const serve = createSearchService(core, threadCpuMs);
  let queue: Promise<void> = Promise.resolve();
  scope.addEventListener('message', (e) => {
    const req = e.data as SearchRequest;
    queue = queue.then(async () => scope.postMessage(await serve(req)));
  });
}
