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
import type { Action, ExpansionId, GameConfig, GameEvent, GameRecord, PlayerIndex } from './types.js';

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
export function view(s: GameState, player: PlayerIndex | null) {
  return rules.view(s, player);
}
export function viewEvents(events: readonly GameEvent[], player: PlayerIndex | null) {
  return rules.viewEvents(events, player);
}
export function replay(record: GameRecord, opts?: ReplayOptions) {
  return replayWith(rules, record, opts);
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
