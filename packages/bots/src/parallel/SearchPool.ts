/**
 * A pool of search threads behind one small interface: `search(view, budget, seed, options)`
 * gives the move and its arm statistics. How a thread is started is the host's business (a
 * `Spawn`): worker_threads in Node (`@carc/bots/node`), Web Workers in the browser, or
 * `inProcessSpawn` on the calling thread.
 *
 * Arm-parallel sequential halving: one thread ranks the candidates (the set-up), then the
 * pool drives the halving loop of halving.ts on this thread, drawing every random number in
 * the one-thread order, and splits each round's playouts evenly over the threads; they play
 * their slices on the same common seeds and send back the rewards, which the pool folds in
 * playout order. So for an iteration budget the move and the arm statistics are those of
 * the one-thread `mctsSearch` with `seededRng(seed)`, whatever the thread count.
 */
import type { Action, PlayerView } from '@carc/rules';
import { CommonDraws, foldResult, halvingRounds, joinSlices, playedOf, priorBlend, splitJobs } from '../halving.js';
import type { HalvingArm, JobResult, JobSlice } from '../halving.js';
import type { MctsOptions } from '../mcts.js';
import { seededRng } from '../rng.js';
import { searchClock } from '../search-clock.js';
import type { Budget } from '../types.js';
import { actionOf, fail } from './rootStats.js';
import type { ParallelResult, RootArm, RootStats } from './rootStats.js';
import type { SearchRequest, SearchResponse } from './searchService.js';
import { checkBudget, checkSeed, checkThreads, checkView } from './threadSearch.js';
import type { SearchSetup, SetupArm } from './threadSearch.js';

/** One search thread as the pool sees it. */
export interface SearchEndpoint {
  post(req: SearchRequest): void;
  /** Called once: every response of this thread goes to `onResponse`; `onFailure` when the thread dies. */
  listen(onResponse: (res: SearchResponse) => void, onFailure: (message: string) => void): void;
  /** Stops the thread; resolves once it has stopped. */
  terminate(): Promise<void>;
}

export type Spawn = (thread: number) => SearchEndpoint;

/** Where a search's time went (the bench reads it): the set-up, then per round pass. */
export interface SearchTiming {
  /** Wall ms of the set-up request (ranking on one thread, with its round trip). */
  setupMs: number;
  /** CPU ms of the set-up on its thread, where the host can tell. */
  setupCpuMs?: number;
  rounds: {
    /** Wall ms from sending the pass's slices to having every answer. */
    wallMs: number;
    playouts: number;
    /** CPU ms of each thread that had slices (undefined where the host cannot tell). */
    threadCpuMs: (number | undefined)[];
  }[];
}

export interface ParallelSearch {
  action: Action;
  /** The chosen move (its follower location code, -1 for none). */
  arm: RootArm;
  /** The kept candidates' statistics, as the one-thread search leaves them. */
  stats: RootStats;
  timing: SearchTiming;
}

interface Pending {
  resolve: (res: SearchResponse) => void;
}

const nowMs = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Pools made so far: a search's key names its pool too, for threads shared between pools (in-process). */
let pools = 0;

export class SearchPool {
  private readonly endpoints: SearchEndpoint[] = [];
  /** Per thread: requests awaiting an answer, by id. */
  private readonly pending: Map<number, Pending>[] = [];
  private readonly name = `pool-${++pools}`;
  private nextId = 1;
  private searches = 0;
  private closed = false;
  /** Why a thread died, once it has: later searches fail at once instead of waiting on it. */
  private dead: string | null = null;

  private constructor(readonly threads: number) {}

  private start(spawn: Spawn): void {
    for (let t = 0; t < this.threads; t++) {
      const waiting = new Map<number, Pending>();
      const ep = spawn(t);
      // Kept before listening, so a thread whose listen throws is stopped with the others.
      this.endpoints.push(ep);
      this.pending.push(waiting);
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
    }
  }

  /**
   * Starts `threads` search threads. A bad thread count is a typed error with nothing
   * started; a thread that cannot be started or listened to (e.g. a Worker without
   * addEventListener) is a `worker-failed` error, the threads already started stopped.
   */
  static create(threads: number, spawn: Spawn): ParallelResult<SearchPool> {
    const bad = checkThreads(threads);
    if (bad) return { ok: false, error: bad };
    const pool = new SearchPool(threads);
    try {
      pool.start(spawn);
    } catch (e) {
      void Promise.all(pool.endpoints.map((ep) => ep.terminate().catch(() => {})));
      return fail('worker-failed', `cannot start a search thread: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { ok: true, value: pool };
  }

  private ask(thread: number, req: SearchRequest): Promise<SearchResponse> {
    const waiting = this.pending[thread]!;
    const answer = new Promise<SearchResponse>((resolve) => waiting.set(req.id, { resolve }));
    try {
      this.endpoints[thread]!.post(req);
    } catch (e) {
      // Structured clone refuses functions and the like: the request is not plain data.
      waiting.get(req.id)?.resolve({ id: req.id, ok: false, error: { code: 'bad-view', message: `cannot send the request to a thread: ${String(e)}` } });
      waiting.delete(req.id);
    }
    return answer;
  }

  /**
   * Searches the pending decision of `view`. For an iteration budget the move and arm
   * statistics equal the one-thread `mctsSearch(core, view, budget, seededRng(seed), options)`
   * for every thread count. A clock budget (`ms`, or `cpuMs` taken as wall ms: the threads
   * run at once) plans its rounds from the rate the set-up measures and is not reproducible.
   */
  async search(view: PlayerView, budget: Budget, seed: string, options: MctsOptions = {}): Promise<ParallelResult<ParallelSearch>> {
    if (this.closed) return fail('closed', 'the search pool is closed');
    if (this.dead) return fail('worker-failed', `${this.dead} (start a new pool)`);
    const bad = checkView(view) ?? checkBudget(budget) ?? checkSeed(seed);
    if (bad) return { ok: false, error: bad };
    if (options.schedule === 'ucb') return fail('not-searchable', 'the pool searches with sequential halving: schedule "ucb" runs on one thread');
    const clockMs = budget.ms ?? budget.cpuMs;
    // Started first, so the set-up counts against the budget (as in mctsSearch).
    const clock = clockMs !== undefined ? searchClock({ ms: clockMs }) : null;
    const key = `${this.name}/${++this.searches}`;
    const t0 = nowMs();
    // While thread 0 ranks the moves, the others load the turn (a round with no slices), so
    // their first round does not wait for it.
    const loading = Array.from({ length: this.threads - 1 }, (_, t) => this.ask(t + 1, { id: this.nextId++, kind: 'round', key, view, options, macros: [], slices: [] }));
    const s = await this.ask(0, { id: this.nextId++, kind: 'setup', key, view, budget, options, threads: this.threads });
    const loaded = await Promise.all(loading);
    if (!s.ok) return { ok: false, error: s.error };
    for (const l of loaded) if (!l.ok) return { ok: false, error: l.error };
    if (s.kind !== 'setup') return fail('search-failed', 'the set-up thread answered something else');
    const timing: SearchTiming = { setupMs: nowMs() - t0, setupCpuMs: s.cpuMs, rounds: [] };
    const setup = s.setup;
    if (setup.decided) return this.answer(view, setup, setup.arms.map(() => ({ visits: 0, mean: 0 })), setup.decided, timing);

    // The same draws as mctsSearch: the core seed first, then the common seeds and stacks.
    const rng = seededRng(seed);
    rng.u32();
    rng.u32();
    const arms: HalvingArm[] = setup.arms.map(() => ({ visits: 0, mean: 0 }));
    const macros = setup.arms.map((a) => a.macro);
    const limit = budget.iterations ?? Number.POSITIVE_INFINITY;
    let roundsStart = 0;
    /** Round 0 plays the set-up's plan; later rounds re-plan from the rate so far (all threads together). */
    const replan = (r: number, total: number): number => {
      if (!clock || r === 0) return setup.planned;
      const rate = total / Math.max(nowMs() - roundsStart, 1e-3);
      return Math.min(limit, total + Math.max(0, Math.floor(rate * clockMs! * (1 - clock.spent()))));
    };
    let planned = setup.planned;
    const rounds = halvingRounds(arms, new CommonDraws(rng, setup.stack), {
      planned: (r, total) => (planned = replan(r, total)),
      chunk: Number.POSITIVE_INFINITY,
      value: priorBlend(arms, setup.arms.map((a) => a.prior), setup.blend, () => planned),
    });
    roundsStart = nowMs();
    let step = rounds.next(false);
    while (!step.done) {
      const jobs = step.value;
      const split = splitJobs(jobs, this.threads);
      const untilMs = clock ? Math.max(0, clockMs! * (1 - clock.spent())) : undefined;
      const r0 = nowMs();
      const answers = await Promise.all(split.map((slices, t) => (slices.length > 0 ? this.ask(t, { id: this.nextId++, kind: 'round', key, view, options, macros, slices, untilMs }) : null)));
      const paired: { slice: JobSlice; result: JobResult }[][] = [];
      const threadCpuMs: (number | undefined)[] = [];
      for (const [t, a] of answers.entries()) {
        if (!a) continue;
        if (!a.ok) return { ok: false, error: a.error };
        if (a.kind !== 'round' || a.results.length !== split[t]!.length) return fail('search-failed', `thread ${t} answered a round with something else`);
        paired.push(split[t]!.map((slice, k) => ({ slice, result: a.results[k]! })));
        threadCpuMs.push(a.cpuMs);
      }
      const joined = joinSlices(jobs, paired);
      for (const r of joined) foldResult(arms[r.arm]!, r);
      timing.rounds.push({ wallMs: nowMs() - r0, playouts: joined.reduce((n, r) => n + r.rewards.length, 0), threadCpuMs });
      step = rounds.next(clock !== null && clock.spent() >= 1);
    }
    return this.answer(view, setup, arms, setup.arms[step.value]!, timing);
  }

  private answer(view: PlayerView, setup: SearchSetup, arms: HalvingArm[], best: SetupArm, timing: SearchTiming): ParallelResult<ParallelSearch> {
    const root: RootArm[] = setup.arms.map((a, rank) => ({ legalIndex: a.legalIndex, loc: a.loc, rank, visits: arms[rank]!.visits, mean: arms[rank]!.mean, valueSum: arms[rank]!.mean * arms[rank]!.visits }));
    const arm = root.find((a) => a.legalIndex === best.legalIndex && a.loc === best.loc) ?? { legalIndex: best.legalIndex, loc: best.loc, rank: 0, visits: 0, mean: 0, valueSum: 0 };
    const action = actionOf(view, arm);
    if (!action) return fail('search-failed', 'the threads returned no move');
    return { ok: true, value: { action, arm, stats: { playouts: playedOf(arms), arms: root }, timing } };
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
