/**
 * A pool of search threads behind one small interface: `search(view, budget, seed, options)`
 * gives the merged root statistics and the move they choose. How a thread is started is the
 * host's business (a `Spawn`): worker_threads in Node (`@carc/bots/node`), Web Workers in
 * the browser, or `inProcessSpawn` on the calling thread.
 */
import type { Action, PlayerView } from '@carc/rules';
import type { MctsOptions } from '../mcts.js';
import type { Budget } from '../types.js';
import { actionOf, bestArm, fail, mergeRootStats } from './rootStats.js';
import type { ParallelResult, RootArm, RootStats } from './rootStats.js';
import type { SearchRequest, SearchResponse } from './searchService.js';
import { checkBudget, checkSeed, checkThreads, checkView, splitBudget, threadSeed } from './threadSearch.js';

/** One search thread as the pool sees it. */
export interface SearchEndpoint {
  post(req: SearchRequest): void;
  /** Called once: every response of this thread goes to `onResponse`; `onFailure` when the thread dies. */
  listen(onResponse: (res: SearchResponse) => void, onFailure: (message: string) => void): void;
  /** Stops the thread; resolves once it has stopped. */
  terminate(): Promise<void>;
}

export type Spawn = (thread: number) => SearchEndpoint;

export interface ParallelSearch {
  action: Action;
  /** The chosen root move (its follower location code, -1 for none). */
  arm: RootArm;
  /** Root statistics summed over threads. */
  stats: RootStats;
  /** Each thread's own root statistics, in thread order. */
  perThread: RootStats[];
}

interface Pending {
  resolve: (res: SearchResponse) => void;
}

export class SearchPool {
  private readonly endpoints: SearchEndpoint[];
  /** Per thread: requests awaiting an answer, by id. */
  private readonly pending: Map<number, Pending>[];
  private nextId = 1;
  private closed = false;
  /** Why a thread died, once it has: later searches fail at once instead of waiting on it. */
  private dead: string | null = null;

  private constructor(
    readonly threads: number,
    spawn: Spawn,
  ) {
    this.endpoints = [];
    this.pending = [];
    for (let t = 0; t < threads; t++) {
      const waiting = new Map<number, Pending>();
      const ep = spawn(t);
      ep.listen(
        (res) => {
          const p = waiting.get(res.id);
          waiting.delete(res.id);
          p?.resolve(res);
        },
        (message) => {
          this.dead ??= `search thread ${t} failed: ${message}`;
          for (const [id, p] of waiting) p.resolve({ id, ok: false, error: { code: 'worker-failed', message: `search thread ${t} failed: ${message}` } });
          waiting.clear();
        },
      );
      this.endpoints.push(ep);
      this.pending.push(waiting);
    }
  }

  /** Starts `threads` search threads; a bad thread count is a typed error, nothing started. */
  static create(threads: number, spawn: Spawn): ParallelResult<SearchPool> {
    const bad = checkThreads(threads);
    if (bad) return { ok: false, error: bad };
    return { ok: true, value: new SearchPool(threads, spawn) };
  }

  /**
   * Searches the pending decision of `view` with `budget.iterations` split over the threads.
   * The same view, iterations, seed, options and thread count give the same move.
   */
  async search(view: PlayerView, budget: Budget, seed: string, options: MctsOptions = {}): Promise<ParallelResult<ParallelSearch>> {
    if (this.closed) return fail('closed', 'the search pool is closed');
    if (this.dead) return fail('worker-failed', `${this.dead} (start a new pool)`);
    const bad = checkView(view) ?? checkBudget(budget) ?? checkSeed(seed);
    if (bad) return { ok: false, error: bad };
    const shares = splitBudget(budget, this.threads, options);
    const answers: Promise<SearchResponse>[] = [];
    for (let t = 0; t < this.threads; t++) {
      const share = shares[t];
      if (!share) continue;
      const req: SearchRequest = { id: this.nextId++, view, budget: share, seed: threadSeed(seed, t), options };
      answers.push(new Promise<SearchResponse>((resolve) => this.pending[t]!.set(req.id, { resolve })));
      try {
        this.endpoints[t]!.post(req);
      } catch (e) {
        // Structured clone refuses functions and the like: the request is not plain data.
        this.pending[t]!.get(req.id)?.resolve({ id: req.id, ok: false, error: { code: 'bad-view', message: `cannot send the request to a thread: ${String(e)}` } });
        this.pending[t]!.delete(req.id);
      }
    }
    const results = await Promise.all(answers);
    const perThread: RootStats[] = [];
    for (const r of results) {
      if (!r.ok) return { ok: false, error: r.error };
      perThread.push(r.stats);
    }
    const stats = mergeRootStats(perThread);
    const arm = bestArm(stats);
    const action = arm && actionOf(view, arm);
    if (!arm || !action) return fail('search-failed', 'the threads returned no move');
    return { ok: true, value: { action, arm, stats, perThread } };
  }

  /** Stops every thread; searches still running end with a 'worker-failed' or 'closed' error. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.endpoints.map((ep) => ep.terminate()));
    for (const [t, waiting] of this.pending.entries()) {
      for (const [id, p] of waiting) p.resolve({ id, ok: false, error: { code: 'closed', message: `search thread ${t} was closed` } });
      waiting.clear();
    }
  }
}
