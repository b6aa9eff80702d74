/**
 * An engine: the reducer bound to the expansion modules a consumer picked. It owns the
 * caches those modules need (registry.ts); nothing is registered globally, so a bundle
 * that makes a base-only engine carries no expansion code.
 *
 *   const rules = createEngine([christmasGift, festival]);
 *   const g = rules.createGame({ players: ['Ann', 'Ben'], seed: 's', expansions: ['festival'] });
 *
 * Every method accepts states made by this engine and states that lost their tag on the way
 * (structuredClone, storage): those are tagged again on entry (`bind`). Records keep the
 * expansions' string ids; replaying one needs an engine that has their modules
 * (`replayWith(engine, record)`). Records are not methods so that a bundle which never
 * replays leaves the record code out.
 *
 * The engine's types come from its modules: `createEngine([festival])` takes configs, and
 * gives actions, events and views, of the base game and The Festival only (types.ts
 * `TableTypes`, expansion.ts `TableOf`). The base functions it calls are written for any
 * table; this class is where their results take the engine's types.
 */
import { actionShapeProblem, isAction } from './actions.js';
import { requireCore } from './core-loader.js';
import { apply, createGameWithEvents, legalActions, pendingDecision, result } from './engine.js';
import type { ExpansionModule, TableOf } from './expansion.js';
import { ModuleTable } from './registry.js';
import type { GameState } from './state.js';
import type { ActionOf, AnyTable, Decision, GameConfigOf, GameEventOf, GameResult, PlayerIndex, PlayerViewOf, Result, RuleError, TableTypes } from './types.js';
import { view, viewEvents } from './view.js';

export class Engine<T extends TableTypes = AnyTable> {
  /** The engine's module table; for this package's own functions (`replayWith`). */
  readonly table: ModuleTable;
  /** The engine's modules, in their `order` (the order their hooks run in). */
  readonly modules: readonly ExpansionModule[];

  constructor(modules: readonly ExpansionModule[]) {
    this.table = new ModuleTable(modules);
    this.modules = this.table.all();
  }

  /** The module of an expansion id, if this engine has it. */
  expansionModule(id: T['id']): ExpansionModule | undefined {
    return this.table.module(id);
  }

  /** Set up a game (B-1, B-2) and run it to the first decision. */
  createGame(config: GameConfigOf<T>): Result<GameState, RuleError> {
    requireCore();
    const r = createGameWithEvents(config, this.table);
    return r.ok ? { ok: true, value: r.value.state } : r;
  }

  /** createGame, also returning the events of the setup (the first turnStarted/tileDrawn). */
  createGameWithEvents(config: GameConfigOf<T>): Result<{ state: GameState; events: GameEventOf<T>[] }, RuleError> {
    requireCore();
    return createGameWithEvents(config, this.table) as Result<{ state: GameState; events: GameEventOf<T>[] }, RuleError>;
  }

  /**
   * `s` tagged with this engine's modules: the same object when it already is, a shallow
   * copy when the tag was lost, null when the game uses an expansion this engine lacks.
   */
  bind(s: GameState): GameState | null {
    return this.table.bind(s);
  }

  /**
   * Answer the pending decision. Pure: `s` is never modified. `actor`, when given, must be
   * the player the decision belongs to.
   */
  apply(s: GameState, action: unknown, actor?: PlayerIndex): Result<{ state: GameState; events: GameEventOf<T>[] }, RuleError> {
    requireCore();
    const b = this.table.bind(s);
    if (!b) return { ok: false, error: { code: 'malformed-action', message: `this engine lacks an expansion of the game (${s.expansions.join(', ')})` } };
    return apply(b, action, this.table, actor) as Result<{ state: GameState; events: GameEventOf<T>[] }, RuleError>;
  }

  legalActions(s: GameState): ActionOf<T>[] {
    requireCore();
    const b = this.table.bind(s);
    return b ? (legalActions(b) as ActionOf<T>[]) : [];
  }

  pendingDecision(s: GameState): Decision | null {
    return pendingDecision(s);
  }

  result(s: GameState): GameResult {
    return result(s);
  }

  /** What one seat (or a spectator, null) may see. */
  view(s: GameState, player: PlayerIndex | null): PlayerViewOf<T> {
    requireCore();
    const b = this.table.bind(s);
    // A game this engine cannot run still shows its board; expansion parts stay empty.
    return view(b ?? { ...s, expansions: [] }, player) as PlayerViewOf<T>;
  }

  /** The events `player` may see (null = spectator). */
  viewEvents(events: readonly GameEventOf<T>[], player: PlayerIndex | null): GameEventOf<T>[] {
    return viewEvents(events, player, this.table) as GameEventOf<T>[];
  }

  isAction(a: unknown): a is ActionOf<T> {
    return isAction(a, this.table);
  }

  actionShapeProblem(a: unknown): string | null {
    return actionShapeProblem(a, this.table);
  }
}

/** An engine for the base game plus the given expansion modules, typed by them. */
export function createEngine<M extends ExpansionModule = ExpansionModule>(modules: readonly M[] = []): Engine<TableOf<M>> {
  return new Engine<TableOf<M>>(modules);
}
