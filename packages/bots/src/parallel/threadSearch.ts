/**
 * One thread's share of a root-parallel search: a plain `mctsSearch` over the view with the
 * thread's own seed and its share of the budget, reduced to root statistics.
 */
import type { CoreEngine } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import { knowsTiles } from '../core.js';
import { mctsSearch, MCTS_DEFAULTS } from '../mcts.js';
import type { MctsOptions } from '../mcts.js';
import { searchable } from '../moves.js';
import { seededRng } from '../rng.js';
import type { Budget } from '../types.js';
import { fail } from './rootStats.js';
import type { ParallelError, ParallelResult, RootStats } from './rootStats.js';

/** Most threads a pool accepts: far above any device's cores, low enough to catch a typo. */
export const MAX_THREADS = 64;

/**
 * Thread 0 uses the base seed itself, so a one-thread search is exactly `mctsSearch` with
 * `seededRng(seed)`; the others derive theirs from the base seed and their index.
 */
export function threadSeed(seed: string, thread: number): string {
  return thread === 0 ? seed : `${seed}/thread-${thread}`;
}

/**
 * Each thread's budget. Iterations are split (the remainder goes to the first threads), so
 * a search costs the same total playouts whatever the thread count; a clock cap applies to
 * every thread as it is. Threads left with no iteration get null (they are not asked).
 */
export function splitBudget(budget: Budget, threads: number, options: MctsOptions = {}): (Budget | null)[] {
  const total = budget.iterations ?? (budget.ms === undefined ? (options.defaultIterations ?? MCTS_DEFAULTS.defaultIterations) : undefined);
  return Array.from({ length: threads }, (_, t) => {
    if (total === undefined) return { ms: budget.ms };
    const share = Math.floor(total / threads) + (t < total % threads ? 1 : 0);
    if (share === 0) return null;
    return budget.ms === undefined ? { iterations: share } : { iterations: share, ms: budget.ms };
  });
}

export function checkThreads(threads: unknown): ParallelError | null {
  if (typeof threads === 'number' && Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS) return null;
  return { code: 'bad-threads', message: `threads must be an integer from 1 to ${MAX_THREADS}, got ${String(threads)}` };
}

export function checkBudget(budget: unknown): ParallelError | null {
  if (typeof budget !== 'object' || budget === null) return { code: 'bad-budget', message: 'budget must be an object { iterations?, ms? }' };
  const { iterations, ms } = budget as Budget;
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) {
    return { code: 'bad-budget', message: `budget.iterations must be a positive integer, got ${String(iterations)}` };
  }
  if (ms !== undefined && !(typeof ms === 'number' && Number.isFinite(ms) && ms > 0)) {
    return { code: 'bad-budget', message: `budget.ms must be a positive finite number, got ${String(ms)}` };
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

/** Runs thread `thread`'s search; never throws (a refusal or a failure is a typed error). */
export function threadSearch(core: CoreEngine, view: PlayerView, budget: Budget, seed: string, options: MctsOptions = {}): ParallelResult<RootStats> {
  const bad = checkView(view) ?? checkBudget(budget) ?? checkSeed(seed);
  if (bad) return { ok: false, error: bad };
  try {
    if (!knowsTiles(core, view)) return fail('bad-view', 'the view holds tiles the core engine does not know');
    const r = mctsSearch(core, view, budget, seededRng(seed), options);
    if (!r) return fail('not-searchable', 'the core could not load this position');
    const legal = view.legalActions!;
    const arms = r.arms.map((a, rank) => ({ legalIndex: legal.indexOf(a.macro.action), loc: a.macro.loc, rank, visits: a.visits, valueSum: a.mean * a.visits }));
    return { ok: true, value: { playouts: r.playouts, arms } };
  } catch (e) {
    return fail('search-failed', e instanceof Error ? e.message : String(e));
  }
}
