/**
 * `@carc/rules`: the Carcassonne rules engine (base game + expansion plug-ins).
 * DELIVERABLE-1 STUBS: the signatures below are the published API; the bodies return a
 * 'not implemented' error until the engine lands.
 */
import type { GameState } from './state.js';
import type {
  Action,
  Decision,
  GameConfig,
  GameEvent,
  GameRecord,
  GameResult,
  PlayerIndex,
  PlayerView,
  RecordError,
  ReplayError,
  Result,
  RuleError,
} from './types.js';

export * from './types.js';
export type { GameState, BoardState, PendingDecision, MoveLog } from './state.js';
export * from './expansion.js';
export { Stream } from './random.js';
export type { StreamName } from './random.js';

const TODO: RuleError = { code: 'illegal-action', message: 'not implemented yet (deliverable 2)' };

export function createGame(_config: GameConfig): Result<GameState, RuleError> {
  return { ok: false, error: TODO };
}
export function legalActions(_state: GameState): Action[] {
  return [];
}
export function apply(
  _state: GameState,
  _action: unknown,
  _actor?: PlayerIndex,
): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  return { ok: false, error: TODO };
}
export function pendingDecision(_state: GameState): Decision | null {
  return null;
}
export function view(state: GameState, player: PlayerIndex | null): PlayerView {
  return {
    viewer: player, players: state.players, expansions: state.expansions, board: [], followers: [],
    scores: [...state.scores], supply: [...state.supply], currentPlayer: null, tile: state.tile,
    stackSize: state.stack.length - state.stackPos, discarded: [...state.discarded], decision: null,
    legalActions: null, finished: state.finished, ext: {}, own: {},
  };
}
export function viewEvents(events: readonly GameEvent[], _player: PlayerIndex | null): GameEvent[] {
  return [...events];
}
export function result(state: GameState): GameResult {
  return { scores: [...state.scores], winners: [], finished: state.finished, tilesLeft: state.stack.length - state.stackPos };
}
export function toRecord(state: GameState): GameRecord {
  return { format: 'carc-record/1', players: [...state.players], expansions: [...state.expansions], options: state.options, seed: state.seed, moves: [] };
}
export function parseRecord(_json: unknown): Result<GameRecord, RecordError> {
  return { ok: false, error: { path: '', message: 'not implemented yet' } };
}
export function replay(_record: GameRecord): Result<{ state: GameState; result: GameResult }, ReplayError> {
  return { ok: false, error: { moveIndex: -1, rule: 'todo', message: 'not implemented yet' } };
}
