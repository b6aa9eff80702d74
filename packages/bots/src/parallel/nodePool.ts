/// <reference types="node" />
/**
 * Search threads as Node `worker_threads` (imported from `@carc/bots/node`, so the main
 * entry keeps no Node API). Each worker loads its own wasm core once and keeps it.
 */
import { Worker } from 'node:worker_threads';
import { SearchPool } from './SearchPool.js';
import type { SearchEndpoint, Spawn } from './SearchPool.js';
import type { ParallelResult } from './rootStats.js';
import type { SearchResponse } from './searchService.js';

/** The compiled worker script beside this module (dist/parallel/nodeWorker.js). */
const DEFAULT_WORKER = new URL('./nodeWorker.js', import.meta.url);

export function nodeSpawn(workerUrl: URL = DEFAULT_WORKER): Spawn {
  return (): SearchEndpoint => {
    // A worker inherits the parent's flags, and `--input-type` (node -e) makes it refuse to start.
    const worker = new Worker(workerUrl, { execArgv: process.execArgv.filter((a) => !a.startsWith('--input-type')) });
    let exited = false;
    const exit = new Promise<void>((resolve) => worker.once('exit', () => ((exited = true), resolve())));
    return {
      post: (req) => worker.postMessage(req),
      listen(onResponse, onFailure) {
        worker.on('message', (res: SearchResponse) => onResponse(res));
        worker.on('error', (e) => onFailure(e.message));
        worker.once('exit', (code) => onFailure(`exited with code ${code}`));
      },
      async terminate() {
        if (!exited) await worker.terminate();
        await exit;
      },
    };
  };
}

/**
 * `threads` worker_threads searching in parallel. Close it (`await pool.close()`) when done:
 * live workers keep the process running.
 */
export function createNodeSearchPool(threads: number, options: { workerUrl?: URL } = {}): ParallelResult<SearchPool> {
  return SearchPool.create(threads, nodeSpawn(options.workerUrl));
}
