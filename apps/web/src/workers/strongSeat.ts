/**
 * A searching level's seat (mcts, `@carc/bots/levels`) on several threads: its place and follower searches run arm-parallel on
 * a pool of search workers (searchPool.ts): the same playout budget and the same move as
 * the one-thread search with the same seed, with each halving round's playouts split over
 * the threads, so a move comes sooner at equal strength. Everything else goes
 * to the one-thread path (the bot worker): every decision of a game with expansions (the
 * bot worker's mcts searches those through the rules engine), a device with one thread, a pool that cannot start, and a search the
 * pool refuses. A pool whose worker died is dropped and a new one starts at the next search.
 */
import { ParallelMctsBot, seededRng, type Bot, type Budget, type ParallelResult, type SearchPool } from '@carc/bots';
import type { Action } from '@carc/rules';
import type { BotTurn } from './botTurn.js';

export interface StrongSeatHost {
  /** Search threads to use; 1 (or less) keeps every decision on the one-thread path. */
  threads: number;
  /** Starts a pool of `threads` search workers (called again after a pool fails). */
  startPool: (threads: number) => ParallelResult<SearchPool>;
  /** The one-thread strong bot (the bot worker). */
  oneThread: (turn: BotTurn) => Promise<Action | null>;
}

/** A searching level's move for `turn`, with the level's playout budget. */
export type StrongSeat = (turn: BotTurn, budget: Budget) => Promise<Action | null>;

export function createStrongSeat(host: StrongSeatHost): StrongSeat {
  let pool: SearchPool | null = null;
  let bot: ParallelMctsBot | null = null;
  /** The decision being made: the fallback bot hands it to the one-thread path. */
  let current: BotTurn | null = null;
  const fallback: Bot = {
    name: 'mcts',
    async chooseAction() {
      const action = await host.oneThread(current!);
      if (!action) throw new Error('the one-thread bot found no move');
      return action;
    },
  };

  /** The bot over a live pool, starting one if needed; null when no pool can start. */
  function parallelBot(): ParallelMctsBot | null {
    if (bot) return bot;
    const made = host.startPool(host.threads);
    if (!made.ok) return null;
    pool = made.value;
    bot = new ParallelMctsBot(pool, {}, { name: 'mcts', fallback });
    return bot;
  }

  return async (turn, budget) => {
    if (!turn.view.decision) return null;
    // Expansion games are searched through the rules engine (the bot worker's mcts samples
    // view.search); the pool's wasm search knows the base game only.
    const b = host.threads > 1 && turn.view.expansions.length === 0 ? parallelBot() : null;
    if (!b) return host.oneThread(turn);
    current = turn;
    try {
      return await b.chooseAction(turn.view, budget, seededRng(turn.seed));
    } catch {
      return null;
    } finally {
      if (b.lastError?.code === 'worker-failed' || b.lastError?.code === 'closed') {
        // That pool answers nothing any more: close it, and start afresh next time.
        void pool?.close();
        pool = bot = null;
      }
    }
  };
}
