/**
 * The search thread's side: answers set-up and round requests (threadSearch.ts). Isomorphic (a
 * Web Worker, a worker_thread, or the pool's own thread for the in-process fallback); the
 * thread owns one wasm core, made on the first request and kept for the next searches.
 */
import type { PlayerView } from '@carc/rules';
import { CoreHandle } from '../core.js';
import type { MctsOptions } from '../mcts.js';
import type { Budget, CoreProvider, MessageScope } from '../types.js';
import type { JobResult, JobSlice } from '../halving.js';
import type { ParallelError } from './rootStats.js';
import { SearchThread } from './threadSearch.js';
import type { SearchSetup } from './threadSearch.js';

/**
 * A request to a search thread. A search is one `setup` (on one thread: rank the candidates
 * once) and then `round`s (on every thread with work: play its slices of the round's arm
 * jobs). Every request carries the view so a thread that lost the search's loaded turn (a
 * pool shared by searches running at once) can rebuild it; `key` names the search.
 */
export type SearchRequest =
  | { id: number; kind: 'setup'; key: string; view: PlayerView; budget: Budget; options: MctsOptions; threads: number }
  | { id: number; kind: 'round'; key: string; view: PlayerView; options: MctsOptions; macros: number[]; slices: JobSlice[]; untilMs?: number };

/** `cpuMs`: the CPU time the thread spent on the request, where the host can tell (Node workers on Linux). */
export type SearchResponse =
  | { id: number; ok: true; kind: 'setup'; setup: SearchSetup; cpuMs?: number }
  | { id: number; ok: true; kind: 'round'; results: JobResult[]; cpuMs?: number }
  | { id: number; ok: false; error: ParallelError };

/**
 * `threadCpuMs`: this thread's CPU time so far, if the host can read it; each answer then
 * says how much CPU it took (the bench uses it to tell the search's parallelism from the
 * machine's load).
 */
export function createSearchService(core: CoreProvider, threadCpuMs?: () => number | undefined): (req: SearchRequest) => Promise<SearchResponse> {
  const handle = new CoreHandle(core);
  let thread: SearchThread | null = null;
  return async (req) => {
    const id = typeof req?.id === 'number' ? req.id : -1;
    try {
      const engine = await handle.get();
      if (!engine) return { id, ok: false, error: { code: 'no-core', message: 'this thread has no wasm core' } };
      thread ??= new SearchThread(engine);
      const cpu0 = threadCpuMs?.();
      const answer = serveOne(thread, req, id);
      const cpu1 = threadCpuMs?.();
      if (answer.ok && cpu0 !== undefined && cpu1 !== undefined) answer.cpuMs = cpu1 - cpu0;
      return answer;
    } catch (e) {
      // A core that fails to load or a request that is not an object.
      return { id, ok: false, error: { code: 'search-failed', message: e instanceof Error ? e.message : String(e) } };
    }
  };
}

function serveOne(thread: SearchThread, req: SearchRequest, id: number): SearchResponse {
  if (typeof req?.key !== 'string') return { id, ok: false, error: { code: 'search-failed', message: 'a search request needs a string key' } };
  if (req.kind === 'setup') {
    const r = thread.setup(req.key, req.view, req.budget, req.options ?? {}, req.threads);
    return r.ok ? { id, ok: true, kind: 'setup', setup: r.value } : { id, ok: false, error: r.error };
  }
  if (req.kind === 'round' && Array.isArray(req.macros) && Array.isArray(req.slices)) {
    const r = thread.round(req.key, req.view, req.options ?? {}, req.macros, req.slices, req.untilMs);
    return r.ok ? { id, ok: true, kind: 'round', results: r.value } : { id, ok: false, error: r.error };
  }
  return { id, ok: false, error: { code: 'search-failed', message: `unknown request kind ${String((req as { kind?: unknown }).kind)}` } };
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
