/**
 * Root statistics of one search thread and how threads' statistics are merged.
 *
 * Root-parallel MCTS: every thread searches its own tree over the same position, and only
 * the root (visits and reward sums per root move) comes back. Moves are identified by the
 * index of their action in `view.legalActions` plus the follower location, which every
 * thread computes the same way from the same view, so no action object has to survive a
 * structured clone.
 */
import type { Action, PlayerView } from '@carc/rules';

export interface RootArm {
  /** Index of the move's action in `view.legalActions`. */
  legalIndex: number;
  /** Follower location code of the macro (-1: none). */
  loc: number;
  /** Rank by the greedy prior (0 = best): the same in every thread. */
  rank: number;
  visits: number;
  /** Sum of the rewards (each in [0, 1]) of the arm's playouts. */
  valueSum: number;
}

export interface RootStats {
  playouts: number;
  arms: RootArm[];
  /** CPU time the thread spent on this search, where the host can tell (Node workers on Linux). */
  cpuMs?: number;
}

export type ParallelErrorCode = 'bad-threads' | 'bad-budget' | 'bad-view' | 'bad-seed' | 'not-searchable' | 'no-core' | 'search-failed' | 'worker-failed' | 'closed';

export interface ParallelError {
  code: ParallelErrorCode;
  message: string;
}

export type ParallelResult<T> = { ok: true; value: T } | { ok: false; error: ParallelError };

export const fail = (code: ParallelErrorCode, message: string): { ok: false; error: ParallelError } => ({ ok: false, error: { code, message } });

const armKey = (a: RootArm): string => `${a.legalIndex}:${a.loc}`;

/**
 * Sums visits and reward sums per move over threads. Threads are folded in index order, so
 * the floating-point sums (hence ties) are the same on every run.
 */
export function mergeRootStats(threads: readonly RootStats[]): RootStats {
  const byKey = new Map<string, RootArm>();
  let playouts = 0;
  for (const t of threads) {
    playouts += t.playouts;
    for (const a of t.arms) {
      const k = armKey(a);
      const m = byKey.get(k);
      if (m) {
        m.visits += a.visits;
        m.valueSum += a.valueSum;
        m.rank = Math.min(m.rank, a.rank);
      } else byKey.set(k, { ...a });
    }
  }
  return { playouts, arms: [...byKey.values()].sort((p, q) => p.rank - q.rank) };
}

const meanOf = (a: RootArm): number => (a.visits > 0 ? a.valueSum / a.visits : -Infinity);

/**
 * The move to play: most merged visits (what UCB and sequential halving both give their
 * best move), then the higher mean reward, then the better greedy rank, so the choice never
 * depends on thread timing. Null when there is no arm.
 */
export function bestArm(stats: RootStats): RootArm | null {
  let best: RootArm | null = null;
  for (const a of stats.arms) {
    if (!best) best = a;
    else if (a.visits !== best.visits) best = a.visits > best.visits ? a : best;
    else if (meanOf(a) !== meanOf(best)) best = meanOf(a) > meanOf(best) ? a : best;
    else if (a.rank < best.rank) best = a;
  }
  return best;
}

/** The arm's action as the very object of the caller's `view.legalActions` (the Bot contract). */
export function actionOf(view: PlayerView, arm: RootArm): Action | null {
  return view.legalActions?.[arm.legalIndex] ?? null;
}
