/**
 * The strong bot searching on several threads (arm-parallel halving): every decision the core
 * simulates is searched by a `SearchPool`; the other decisions, and any search the pool
 * refuses, go to the fallback bot (the one-thread `mcts` when made by `createBot`; else the
 * simple policy), so a game never stalls on a thread.
 */
import { locationName } from '@carc/core';
import type { Action, PlayerView } from '@carc/rules';
import { tileType, unrotateLocation } from '@carc/tiles';
import type { Location, Rotation } from '@carc/tiles';
import type { MctsOptions } from '../mcts.js';
import { searchable } from '../moves.js';
import { legalOf, simplePolicy } from '../policy.js';
import type { BotRng } from '../rng.js';
import type { Bot, Budget } from '../types.js';
import type { ParallelError, RootArm } from './rootStats.js';
import type { SearchPool } from './SearchPool.js';

export interface ParallelBotOptions {
  /** The bot's name in results (default `mcts-parallel`; `createBot` keeps the name asked for). */
  name?: string;
  /** Plays what the pool does not search: decisions outside the core, and refused searches. */
  fallback?: Bot;
}

export class ParallelMctsBot implements Bot {
  readonly name: string;
  /** The last search the pool refused (for hosts that want to show why the bot fell back). */
  lastError: ParallelError | null = null;
  /** Playouts and pool searches so far, summed over threads (the bench reports playouts per search). */
  readonly stats = { playouts: 0, searches: 0 };
  private readonly fallback: Bot | null;

  constructor(
    readonly pool: SearchPool,
    readonly options: MctsOptions = {},
    extra: ParallelBotOptions = {},
  ) {
    this.name = extra.name ?? 'mcts-parallel';
    this.fallback = extra.fallback ?? null;
  }

  get threads(): number {
    return this.pool.threads;
  }

  /** The follower the placement's search chose, for the follower decision of the same turn. */
  private plan: { key: string; place: Action; arm: RootArm } | null = null;

  /**
   * As with `MctsBot`, a turn costs one search: the placement search compares placement +
   * follower moves, and the follower decision that follows plays the follower it chose
   * (unless `options.reusePlan` is false, or the position is not the planned one).
   */
  async chooseAction(view: PlayerView, budget: Budget, rng: BotRng): Promise<Action> {
    const legal = legalOf(view);
    const plan = this.plan;
    this.plan = null;
    if (legal.length === 1) return legal[0]!;
    if (!searchable(view)) return this.otherwise(view, budget, rng);
    if (plan && view.decision?.kind === 'meeple' && this.options.reusePlan !== false) {
      const planned = followPlan(view, plan);
      if (planned) return planned;
    }
    // The base seed comes from the caller's generator, so the same rng state gives the same move.
    const seed = `${rng.u32().toString(16)}-${rng.u32().toString(16)}`;
    const r = await this.pool.search(view, budget, seed, this.options);
    this.lastError = r.ok ? null : r.error;
    if (!r.ok) return this.otherwise(view, budget, rng);
    this.stats.playouts += r.value.stats.playouts;
    this.stats.searches++;
    if (view.decision?.kind === 'place') this.plan = { key: turnKey(view, view.board.length), place: r.value.action, arm: r.value.arm };
    return r.value.action;
  }

  private async otherwise(view: PlayerView, budget: Budget, rng: BotRng): Promise<Action> {
    return this.fallback ? this.fallback.chooseAction(view, budget, rng) : simplePolicy(view, rng);
  }
}

/** The position a turn starts from: the viewer, the scores and the board before the turn's tile. */
function turnKey(view: PlayerView, tiles: number): string {
  const board = view.board.slice(0, tiles).map((t) => `${t.tile}@${t.x},${t.y},${t.rot}`);
  return `${view.viewer}|${view.scores.join(',')}|${board.join(';')}`;
}

/** The planned follower as a legal action of this follower decision; null if the turn is not the planned one. */
function followPlan(view: PlayerView, plan: { key: string; place: Action; arm: RootArm }): Action | null {
  const last = view.board[view.board.length - 1];
  const p = plan.place;
  if (!last || p.type !== 'place' || turnKey(view, view.board.length - 1) !== plan.key || last.x !== p.x || last.y !== p.y || last.rot !== p.rot) return null;
  const legal = view.legalActions ?? [];
  if (plan.arm.loc < 0) return legal.find((a) => a.type === 'pass') ?? null;
  const want = featureAt(last.tile, last.rot, locationName(plan.arm.loc));
  return legal.find((a) => a.type === 'meeple' && featureAt(last.tile, last.rot, a.at) === want) ?? null;
}

/** Index of the feature of `tile` (turned `rot`) that meets location `at`: the core and the rules may name different locations of one feature. */
function featureAt(tile: string, rot: Rotation, at: Location): number {
  const canonical = unrotateLocation(at, rot);
  return tileType(tile)?.features.findIndex((f) => f.at.includes(canonical)) ?? -1;
}
