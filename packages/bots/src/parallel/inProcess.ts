/**
 * The in-process fallback: "threads" that run one after another on the calling thread,
 * through the same request / response path as real workers, so a pool of them gives exactly
 * the move a worker pool of the same size gives (for hosts without workers, and T = 1).
 */
import type { CoreProvider } from '../types.js';
import type { SearchEndpoint, Spawn } from './SearchPool.js';
import { createSearchService } from './searchService.js';
import type { SearchResponse } from './searchService.js';

/** All in-process threads share one core engine: they run one at a time. */
export function inProcessSpawn(core: CoreProvider): Spawn {
  const serve = createSearchService(core);
  let queue: Promise<void> = Promise.resolve();
  return (): SearchEndpoint => {
    let deliver: (res: SearchResponse) => void = () => {};
    let stopped = false;
    return {
      post(req) {
        // Structured clone as a worker would do: the search sees a copy and refuses what a worker could not receive.
        const copy = structuredClone(req);
        queue = queue.then(async () => {
          const res = await serve(copy);
          if (!stopped) deliver(res);
        });
      },
      listen(onResponse) {
        deliver = onResponse;
      },
      async terminate() {
        stopped = true;
      },
    };
  };
}
