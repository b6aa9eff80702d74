/**
 * The strong bot (`mcts`) with expansions: base games go to the wasm-core MCTS unchanged;
 * in a game with expansions every decision with a choice (placements with their follower,
 * and every expansion decision) goes to ExpansionSearch over the real rules engine. A view
 * that the determinizer cannot sample (no `search` field, or no determinizer given) goes to
 * the wasm-core bot as before, so hosts that do not hand out search views keep working.
 */
import type { Action, PlayerView } from '@carc/rules';
import { legalOf } from '../policy.js';
import type { BotRng } from '../rng.js';
import type { Bot, Budget } from '../types.js';
import type { Determinizer } from './Determinizer.js';
import { ExpansionSearch } from './ExpansionSearch.js';
import type { ExpansionSearchOptions } from './ExpansionSearch.js';

/** The base-game bot underneath: the wasm MCTS, on one thread or a pool's. */
type BaseBot = Bot & { readonly stats: { playouts: number; searches: number } };

export class ExpansionMctsBot implements Bot {
  readonly name: string;
  private readonly search: ExpansionSearch;
  /** The follower answer chosen with this turn's placement, played at the follower decision. */
  private plan: { tiles: number; then: Action } | null = null;
  private readonly own = { playouts: 0, searches: 0 };

  constructor(
    private readonly base: BaseBot,
    private readonly determinize: Determinizer | undefined,
    options: ExpansionSearchOptions = {},
  ) {
    this.name = base.name;
    this.search = new ExpansionSearch(options);
  }

  /** Playouts and searches of both halves (wasm core + rules engine). */
  get stats(): { playouts: number; searches: number; rulesPlayouts: number; rulesSearches: number } {
    return { ...this.base.stats, rulesPlayouts: this.own.playouts, rulesSearches: this.own.searches };
  }

  chooseAction(view: PlayerView, budget: Budget, rng: BotRng): Action | Promise<Action> {
    if (view.expansions.length === 0 || !this.determinize) return this.base.chooseAction(view, budget, rng);
    const legal = legalOf(view);
    if (legal.length === 1) return legal[0]!;
    const planned = this.followPlan(view, legal);
    if (planned) return planned;
    const r = this.search.search(view, budget, rng, this.determinize);
    if (!r) return this.base.chooseAction(view, budget, rng);
    this.own.playouts += r.playouts;
    this.own.searches++;
    this.plan = r.then ? { tiles: view.board.length + 1, then: r.then } : null;
    return r.action;
  }

  private followPlan(view: PlayerView, legal: readonly Action[]): Action | null {
    const kind = view.decision?.kind;
    // Expansion decisions may come between the placement and its follower: keep the plan.
    if (kind !== 'meeple' && kind !== 'place') return null;
    const plan = this.plan;
    this.plan = null;
    if (!plan || kind !== 'meeple' || view.board.length !== plan.tiles) return null;
    const want = JSON.stringify(plan.then);
    return legal.find((a) => JSON.stringify(a) === want) ?? null;
  }
}
