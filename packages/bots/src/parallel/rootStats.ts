/**
 * A pool search's result types and typed errors. Moves are identified by the index of their
 * action in `view.legalActions` plus the follower location, which every thread computes the
 * same way from the same view, so no action object has to survive a structured clone.
 */
import type { Action, PlayerView } from '@carc/rules';

export interface RootArm {
  /** Index of the move's action in `view.legalActions`. */
  legalIndex: number;
  /** Follower location code of the macro (-1: none). */
  loc: number;
  /** Rank by the search's prior (0 = best). */
  rank: number;
  visits: number;
  /** Mean reward (in [0, 1]; -1 for a move the core refused), exactly as the one-thread search folds it. */
  mean: number;
  /** Sum of the rewards of the arm's playouts (mean × visits). */
  valueSum: number;
}

export interface RootStats {
  playouts: number;
  /** The kept candidates, best prior first. */
  arms: RootArm[];
}

export type ParallelErrorCode = 'bad-threads' | 'bad-budget' | 'bad-view' | 'bad-seed' | 'not-searchable' | 'no-core' | 'search-failed' | 'worker-failed' | 'closed';

export interface ParallelError {
  code: ParallelErrorCode;
  message: string;
}

export type ParallelResult<T> = { ok: true; value: T } | { ok: false; error: ParallelError };

export const fail = (code: ParallelErrorCode, message: string): { ok: false; error: ParallelError } => ({ ok: false, error: { code, message } });

/** The arm's action as the very object of the caller's `view.legalActions` (the Bot contract). */
export function actionOf(view: PlayerView, arm: RootArm): Action | null {
  return view.legalActions?.[arm.legalIndex] ?? null;
}
