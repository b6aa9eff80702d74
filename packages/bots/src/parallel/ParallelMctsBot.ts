/**
 * The strong bot searching on several threads (root-parallel MCTS): every decision the core
 * simulates is searched by a `SearchPool`; the other decisions, and any search the pool
 * refuses, go to the simple policy, so a game never stalls on a thread.
 */
import type { Action, PlayerView } from '@carc/rules';
import type { MctsOptions } from '../mcts.js';
import { searchable } from '../moves.js';
import { legalOf, simplePolicy } from '../policy.js';
import type { BotRng } from '../rng.js';
import type { Bot, Budget } from '../types.js';
import type { ParallelError } from './rootStats.js';
import type { SearchPool } from './SearchPool.js';

export class ParallelMctsBot implements Bot {
  readonly name = 'mcts-parallel';
  /** The last search the pool refused (for hosts that want to show why the bot fell back). */
  lastError: ParallelError | null = null;

  constructor(
    readonly pool: SearchPool,
    readonly options: MctsOptions = {},
  ) {}

  get threads(): number {
    return this.pool.threads;
  }

  /**
   * Unlike `MctsBot`, the follower decision is searched again rather than answered from the
   * placement's plan: a second search of the same budget, and no state kept between calls.
   */
  async chooseAction(view: PlayerView, budget: Budget, rng: BotRng): Promise<Action> {
    const legal = legalOf(view);
    if (legal.length === 1) return legal[0]!;
    if (!searchable(view)) return simplePolicy(view, rng);
    // The base seed comes from the caller's generator, so the same rng state gives the same move.
    const seed = `${rng.u32().toString(16)}-${rng.u32().toString(16)}`;
    const r = await this.pool.search(view, budget, seed, this.options);
    this.lastError = r.ok ? null : r.error;
    return r.ok ? r.value.action : simplePolicy(view, rng);
  }
}
