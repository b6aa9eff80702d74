/**
 * `@carc/rules`: the Carcassonne rules engine (base game + expansion plug-ins).
 *
 * A game is a plain, immutable `GameState`; `apply` is a pure reducer returning the next
 * state and the events it caused, or a typed `RuleError`. Nothing throws for bad input.
 */
import { EXPANSIONS } from './expansions/index.js';
import { registerExpansion } from './registry.js';

// The one side effect of the package (package.json lists this file under `sideEffects`,
// so bundlers keep it): hand the expansion table to the engine.
for (const m of Object.values(EXPANSIONS)) if (m) registerExpansion(m);

export * from './types.js';
export type { Location, Rotation, FeatureKind, EdgeName, HalfEdgeName } from '@carc/tiles';
export type { GameState, BoardState, PendingDecision, MoveLog } from './state.js';
export { isCurrentState, STATE_FORMAT } from './state.js';
export * from './expansion.js';
export { Stream } from './random.js';
export type { StreamName } from './random.js';
export { createGame, createGameWithEvents, legalActions, apply, pendingDecision, result } from './engine.js';
export { view, viewEvents } from './view.js';
export { toRecord, parseRecord, replay } from './record.js';
export type { ReplayOptions } from './record.js';
export { isAction, actionShapeProblem } from './actions.js';
export { registerExpansion, expansionModule } from './registry.js';
/** Helpers for expansion modules (and tools): pure state operations. */
export * as kit from './kit.js';
export { scoreFeature } from './scoring.js';
export type { ScoreOptions } from './scoring.js';
export { completedByPlacement } from './steps.js';
// The card catalogues, for interfaces that show hands (deck, timing, target feature).
export { CARDS as CHRISTMAS_CARDS, isCard as isChristmasCard } from './expansions/christmas-gift/cards.js';
export type { CardDef as ChristmasCardDef, CardId as ChristmasCardId, Timing as ChristmasCardTiming } from './expansions/christmas-gift/cards.js';
export { GIFT_KINDS } from './expansions/gifts/index.js';
