/**
 * What a search thread does for the arm-parallel pool (SearchPool.ts): the set-up (rank the
 * candidates once, on one thread) and the rounds (play slices of arm jobs on the common
 * seeds the pool drew). A thread keeps the loaded turn of the search it is serving, so the
 * position is compiled once per search per thread, not once per round.
 */
import { RANDOM_POLICY } from '@carc/core';
import type { CoreEngine } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import { knowsTiles } from '../core.js';
import { armsFor, CLOCK_CHUNK, CommonDraws, keepArms } from '../halving.js';
import type { BlendOptions, JobResult, JobSlice } from '../halving.js';
import { armPlayer, blendOf, MCTS_DEFAULTS, rankArms } from '../mcts.js';
import type { ArmStats, MctsOptions } from '../mcts.js';
import type { Macro } from '../moves.js';
import { searchable, turnMacros } from '../moves.js';
import { seededRng } from '../rng.js';
import { searchClock } from '../search-clock.js';
import type { Budget } from '../types.js';
import { fail } from './rootStats.js';
import type { ParallelError, ParallelResult } from './rootStats.js';

/** Most threads a pool accepts: far above any device's cores, low enough to catch a typo. */
export const MAX_THREADS = 64;

export function checkThreads(threads: unknown): ParallelError | null {
  if (typeof threads === 'number' && Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS) return null;
  return { code: 'bad-threads', message: `threads must be an integer from 1 to ${MAX_THREADS}, got ${String(threads)}` };
}

export function checkBudget(budget: unknown): ParallelError | null {
  if (typeof budget !== 'object' || budget === null) return { code: 'bad-budget', message: 'budget must be an object { iterations?, ms?, cpuMs? }' };
  const { iterations, ms } = budget as Budget;
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) {
    return { code: 'bad-budget', message: `budget.iterations must be a positive integer, got ${String(iterations)}` };
  }
  for (const [name, v] of [['ms', ms], ['cpuMs', (budget as Budget).cpuMs]] as const) {
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v) && v > 0)) return { code: 'bad-budget', message: `budget.${name} must be a positive finite number, got ${String(v)}` };
  }
  return null;
}

/** The shape the search reads; anything else is refused before a thread sees it. */
export function checkView(view: unknown): ParallelError | null {
  const v = view as PlayerView | null;
  if (typeof v !== 'object' || v === null) return { code: 'bad-view', message: 'view must be a PlayerView object' };
  for (const field of ['board', 'players', 'scores', 'supply', 'followers', 'discarded', 'expansions', 'legalActions'] as const) {
    if (!Array.isArray(v[field])) return { code: 'bad-view', message: `view.${field} must be an array` };
  }
  if (v.legalActions!.length === 0) return { code: 'bad-view', message: 'view has no legal action: the pending decision is not the viewer’s' };
  if (!Number.isInteger(v.stackSize)) return { code: 'bad-view', message: 'view.stackSize must be an integer' };
  if (!searchable(v)) return { code: 'not-searchable', message: `the search covers place and follower decisions, not ${String(v.decision?.kind)}` };
  return null;
}

export function checkSeed(seed: unknown): ParallelError | null {
  return typeof seed === 'string' ? null : { code: 'bad-seed', message: 'seed must be a string' };
}

/** A candidate as the set-up hands it to the pool: enough to name it to the threads and to the caller. */
export interface SetupArm {
  /** Index of the macro in the turn's `turnMacros` list (the same on every thread). */
  macro: number;
  /** Index of its action in `view.legalActions`. */
  legalIndex: number;
  /** Follower location code (-1: none). */
  loc: number;
  prior: number;
}

export interface SearchSetup {
  /** The move when there is nothing to search (the exact endgame, or one candidate left). */
  decided: SetupArm | null;
  /** The kept candidates, best prior first (empty when decided). */
  arms: SetupArm[];
  /** Unknown tiles and how many a playout's stack holds (for the stack draws). */
  stack: { unknown: number; count: number };
  /** Playouts planned for the whole search (a clock budget: from the rate the set-up measured). */
  planned: number;
  /** One thread's playouts per ms, measured on the best candidate (clock budgets only). */
  ratePerMs: number | null;
  /** How the driver ranks arms (`priorBlend`), with the options' defaults filled in here, where they live. */
  blend: BlendOptions;
}

/** Playouts of the best candidate that time a clock budget's plan (thrown away afterwards). */
const RATE_PLAYOUTS = 8;

/** A thread's loaded turn, kept between the requests of one search. */
interface Loaded {
  key: string;
  macros: Macro[];
  play: ReturnType<typeof armPlayer>;
}

/**
 * A search thread's state: the loaded turn of the search it serves. `setup` and `round`
 * never throw: a refusal or a failure is a typed error.
 */
export class SearchThread {
  private loaded: Loaded | null = null;

  constructor(private readonly core: CoreEngine) {}

  /**
   * Ranks the view's candidates and keeps as many as the plan affords (as `mctsSearch`
   * does for the same budget). `threads` scales a clock budget's plan.
   */
  setup(key: string, view: PlayerView, budget: Budget, options: MctsOptions, threads: number): ParallelResult<SearchSetup> {
    const bad = checkView(view) ?? checkBudget(budget);
    if (bad) return { ok: false, error: bad };
    return this.guarded(view, options, () => {
      const o = { ...MCTS_DEFAULTS, ...options };
      const clock = budget.ms !== undefined || budget.cpuMs !== undefined ? searchClock({ ms: budget.ms ?? budget.cpuMs }) : null;
      const blend = blendOf(o, view);
      const ranked = rankArms(this.core, view, o);
      if (!ranked) return fail('not-searchable', 'the core could not load this position');
      const legal = view.legalActions!;
      if ('decided' in ranked) {
        const m = ranked.decided.macro!;
        return { ok: true, value: { decided: { macro: -1, legalIndex: legal.indexOf(m.action), loc: m.loc, prior: 0 }, arms: [], stack: { unknown: 0, count: 0 }, planned: 0, ratePerMs: null, blend } };
      }
      const play = armPlayer(this.core, view, ranked.position, o);
      this.loaded = { key, macros: ranked.macros, play };
      const describe = (a: ArmStats): SetupArm => ({ macro: ranked.macros.indexOf(a.macro), legalIndex: legal.indexOf(a.macro.action), loc: a.macro.loc, prior: a.prior });
      let planned = budget.iterations ?? (clock ? Number.POSITIVE_INFINITY : o.defaultIterations);
      let ratePerMs: number | null = null;
      if (clock && ranked.arms.length > 1) {
        // Time a few playouts of the best candidate on throwaway seeds: the plan's rate.
        const t0 = performance.now();
        const draws = new CommonDraws(seededRng(`rate/${key}`), ranked.stack);
        play(ranked.arms[0]!.macro, draws.job(0, { visits: 0, mean: 0 }, RATE_PLAYOUTS));
        ratePerMs = RATE_PLAYOUTS / Math.max(performance.now() - t0, 1e-3);
        const ms = budget.ms ?? budget.cpuMs!;
        planned = Math.min(planned, Math.floor(ratePerMs * threads * Math.max(0, ms * (1 - clock.spent()))));
      }
      const kept = keepArms(ranked.arms, armsFor(planned, o.widening, o.maxArms), o.diverse, (a) => a.macro.loc);
      const arms = kept.map(describe);
      return { ok: true, value: { decided: arms.length === 1 ? arms[0]! : null, arms, stack: ranked.stack, planned, ratePerMs, blend } };
    });
  }

  /**
   * Plays this thread's slices of a round on the search's common seeds: the rewards of each
   * slice in playout order. With `untilMs` (clock budgets) the slices take turns in chunks
   * and stop when that many ms have passed (after one chunk at least).
   */
  round(key: string, view: PlayerView, options: MctsOptions, macros: readonly number[], slices: readonly JobSlice[], untilMs?: number): ParallelResult<JobResult[]> {
    const bad = checkView(view);
    if (bad) return { ok: false, error: bad };
    return this.guarded(view, options, () => {
      const loaded = this.load(key, view, options);
      if (!loaded) return fail('not-searchable', 'the core could not load this position');
      const macroOf = (s: JobSlice): Macro | undefined => loaded.macros[macros[s.arm] ?? -1];
      if (slices.some((s) => !macroOf(s))) return fail('search-failed', 'a round named a move the thread does not know');
      const results: JobResult[] = slices.map((s) => ({ arm: s.arm, rewards: [], refused: false }));
      const t0 = performance.now();
      let played = 0;
      const chunk = untilMs === undefined ? Number.POSITIVE_INFINITY : CLOCK_CHUNK;
      for (let more = true; more; ) {
        more = false;
        for (const [k, s] of slices.entries()) {
          const r = results[k]!;
          const from = r.rewards.length;
          if (r.refused || from >= s.count) continue;
          // At least one chunk per round, as mctsSearch plays something before its clock may
          // stop it: a set-up that used the whole budget (a busy host) still gets playouts.
          if (untilMs !== undefined && played > 0 && performance.now() - t0 >= untilMs) return { ok: true, value: results };
          const count = Math.min(chunk, s.count - from);
          const part = loaded.play(macroOf(s)!, { arm: s.arm, count, stack: s.stack, seeds: s.seeds ? s.seeds.slice(from, from + count) : null });
          r.refused = part.refused;
          r.rewards.push(...part.rewards);
          played += part.rewards.length;
          if (!r.refused && r.rewards.length < s.count) more = true;
        }
      }
      return { ok: true, value: results };
    });
  }

  /** The search's loaded turn: kept from its set-up or an earlier round, else built now. */
  private load(key: string, view: PlayerView, options: MctsOptions): Loaded | null {
    if (this.loaded?.key === key) return this.loaded;
    const o = { ...MCTS_DEFAULTS, ...options };
    const ranked = turnMacros(this.core, view);
    if (!ranked) return null;
    this.loaded = { key, macros: ranked.macros, play: armPlayer(this.core, view, ranked.position, o) };
    return this.loaded;
  }

  /** Runs `work` with the search's playout policy set, turning throws into typed errors. */
  private guarded<T>(view: PlayerView, options: MctsOptions, work: () => ParallelResult<T>): ParallelResult<T> {
    try {
      if (!knowsTiles(this.core, view)) return fail('bad-view', 'the view holds tiles the core engine does not know');
      this.core.setPolicy(options.playout ?? MCTS_DEFAULTS.playout);
      return work();
    } catch (e) {
      return fail('search-failed', e instanceof Error ? e.message : String(e));
    } finally {
      this.core.setPolicy(RANDOM_POLICY);
    }
  }
}
