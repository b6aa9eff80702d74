import type { CoreEngine, CoreOptions } from '@carc/core';
import type { Action, PlayerView } from '@carc/rules';
import type { Location } from '@carc/tiles';
import type { BotRng } from './rng.js';

/**
 * How much thinking a move may use. `iterations` counts playouts (MCTS) and is what makes a
 * move reproducible; `ms` is a wall-clock cap. Both may be given: the first one reached
 * stops the search. Cloudflare Workers freeze the clock while JavaScript runs, so hosts
 * there must pass `iterations`.
 */
export interface Budget {
  iterations?: number;
  ms?: number;
  /**
   * CPU milliseconds of this process (`process.cpuUsage`), for fair matches on a shared
   * machine; hosts without it count wall-clock time instead. Only meaningful when nothing
   * else in the process runs during the search (one game per process).
   */
  cpuMs?: number;
  /**
   * Playouts per decision of `mcts`'s rules-engine search in expansion games (its own count:
   * a rules-engine playout costs about 5-10 wasm playouts). Without it that search plays its
   * default count, or, given only a time limit, as many as the time allows.
   */
  rollouts?: number;
}

export interface Bot {
  readonly name: string;
  /**
   * A legal action for the decision pending in `view` (which must be the viewer's): always
   * one of the objects of `view.legalActions`. The same view, budget (iterations) and rng
   * state give the same action.
   */
  chooseAction(view: PlayerView, budget: Budget, rng: BotRng): Promise<Action> | Action;
}

/** A ready wasm core engine, or something that makes one for the given tile table. */
export type CoreProvider = CoreEngine | ((options: CoreOptions) => CoreEngine | Promise<CoreEngine>);

/**
 * Minimal shape of a worker global scope (DedicatedWorkerGlobalScope or a Node port
 * wrapper): what both workers attach to, the bot worker (worker.ts) and a search thread
 * (parallel/searchService.ts).
 */
export interface MessageScope {
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

/** A turn's move: the action answering the decision, and the follower the turn put with it. */
export interface MoveValue {
  action: Action;
  /** For a placement: where the turn's follower went (null: none). */
  follower: Location | null;
  /**
   * For a placement judged by the rules-engine search: the answer of the follower decision
   * right after it when that was not a follower (passing, The Festival's return).
   */
  then?: Action;
  /** Expected final score of the decider minus the best opponent's. */
  margin: number;
  /** Expected final score of each player. */
  scores: number[];
  /** Each player's chance of the top score (a shared top counts 1/k for each of k). */
  win: number[];
}
