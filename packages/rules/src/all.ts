/**
 * `@carc/rules/all`: every expansion, ready to use. `rules` is an engine with all four
 * modules, and the functions below are its methods as plain functions (the API the
 * package had before engines were explicit). The package entry re-exports them too; a
 * bundler that honours `sideEffects: false` leaves this file and every expansion out of a
 * bundle that only calls `createEngine`.
 */
import { ALL_EXPANSIONS } from './expansions/index.js';
import { replayWith } from './record.js';
import type { ReplayOptions } from './record.js';
import { createEngine } from './rules-engine.js';
import type { GameState } from './state.js';
import { determinizeWith, searchStateWith, viewWith } from './search-state.js';
import type { SearchRng, SearchState, ViewOptions } from './search-state.js';
import type { Action, ExpansionId, GameConfig, GameEvent, PlayerView } from './expansions/index.js';
// Any record: one read from a file may name an expansion the engine lacks (replay refuses it).
import type { GameRecord, PlayerIndex } from './types.js';

export const rules = /* @__PURE__ */ createEngine(ALL_EXPANSIONS);
export { ALL_EXPANSIONS, EXPANSION_IDS } from './expansions/index.js';

export function createGame(config: GameConfig) {
  return rules.createGame(config);
}
export function createGameWithEvents(config: GameConfig) {
  return rules.createGameWithEvents(config);
}
export function apply(s: GameState, action: unknown, actor?: PlayerIndex) {
  return rules.apply(s, action, actor);
}
export function legalActions(s: GameState) {
  return rules.legalActions(s);
}
export function pendingDecision(s: GameState) {
  return rules.pendingDecision(s);
}
export function result(s: GameState) {
  return rules.result(s);
}
/** What one seat (or a spectator, null) may see; `{ search: true }` adds the bot's search state (search-state.ts). */
export function view(s: GameState, player: PlayerIndex | null, opts?: ViewOptions): PlayerView {
  return viewWith<PlayerView>(rules, s, player, opts);
}
export function searchState(s: GameState, viewer: PlayerIndex | null) {
  return searchStateWith(rules, s, viewer);
}
export function determinize(ss: SearchState, rng: SearchRng) {
  return determinizeWith(rules, ss, rng);
}
export function viewEvents(events: readonly GameEvent[], player: PlayerIndex | null) {
  return rules.viewEvents(events, player);
}
export function replay(record: GameRecord, opts?: ReplayOptions<Action>) {
  return replayWith<Action>(rules, record, opts);
}
export function isAction(a: unknown): a is Action {
  return rules.isAction(a);
}
export function actionShapeProblem(a: unknown) {
  return rules.actionShapeProblem(a);
}
export function expansionModule(id: ExpansionId) {
  return rules.expansionModule(id);
}
