/**
 * `@carc/rules`: the Carcassonne rules engine (base game + expansion plug-ins).
 *
 * A game is a plain, immutable `GameState`; `apply` is a pure reducer returning the next
 * state and the events it caused, or a typed `RuleError`. Nothing throws for bad input.
 *
 * `createEngine([...modules])` makes an engine with the expansions you pick (each from its
 * own subpath, `@carc/rules/festival`, ...). The plain functions (`createGame`, `apply`,
 * ...) are those of an engine with every expansion (`./all.ts`); the package has no side
 * effects, so a bundle that does not call them carries no expansion.
 */
import { parseRecord as anyParseRecord, toRecord as anyToRecord } from './record.js';
import type { GameState } from './state.js';
import type { RecordError, Result } from './types.js';
import type { GameRecord } from './expansions/index.js';

export { createEngine, Engine } from './rules-engine.js';
export { CoreNotLoadedError, loadRules, rulesReady, useCoreModule } from './core-loader.js';
export { rules, createGame, createGameWithEvents, legalActions, apply, pendingDecision, result, view, viewEvents, replay, isAction, actionShapeProblem, expansionModule, searchState, determinize, ALL_EXPANSIONS, EXPANSION_IDS } from './all.js';

export * from './types.js';
// The names types.ts gives for any table, made from this package's table of four
// expansions (these explicit exports take precedence over the `export *` above).
export type { Action, ActionKeys, ExpansionAction, ExpansionEvent, ExpansionId, GameConfig, GameEvent, GameOptions, GameRecord, PlayerView, Table } from './expansions/index.js';
export type { Location, Rotation, FeatureKind, EdgeName, HalfEdgeName } from '@carc/tiles';
export type { GameState, BoardState, PendingDecision, MoveLog } from './state.js';
export { isCurrentState, STATE_FORMAT } from './state.js';
export * from './expansion.js';
export { Stream } from './random.js';
export { SEARCH_FORMAT, searchStateWith, determinizeWith, viewWith } from './search-state.js';
export type { SearchState, SearchRng, ViewOptions } from './search-state.js';
export type { RedactedCards } from './expansions/cards/hidden.js';
export type { StreamName } from './random.js';
export { replayWith } from './record.js';
// record.ts writes and reads records of any table; the package's own are of its table.
/** The game's `carc-record/1` document (record-format.md), with the explicit draw order. */
export const toRecord = anyToRecord as (s: GameState) => GameRecord;
/** Check a parsed JSON document; the error names the first bad field by its path. Its expansion ids are checked when it is replayed. */
export const parseRecord = anyParseRecord as (json: unknown) => Result<GameRecord, RecordError>;
export type { ReplayOptions } from './record.js';
export { ModuleTable } from './registry.js';
/** Helpers for expansion modules (and tools): pure state operations. */
export * as kit from './kit.js';
export { scoreFeature, majority } from './scoring.js';
export type { ScoreOptions } from './scoring.js';
export { completedByPlacement } from './steps.js';
// The card catalogues, for interfaces that show hands (deck, timing, target feature).
export { CARDS as CHRISTMAS_CARDS, isCard as isChristmasCard } from './expansions/christmas-gift/cards.js';
export type { CardDef as ChristmasCardDef, CardId as ChristmasCardId, Timing as ChristmasCardTiming } from './expansions/christmas-gift/cards.js';
export { GIFT_KINDS } from './expansions/gifts/index.js';
