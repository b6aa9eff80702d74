/**
 * `@carc/bots`: Carcassonne bots over the player view of `@carc/rules`.
 *
 * Isomorphic: no Node API. Greedy and MCTS evaluate moves in the wasm core (`@carc/core`);
 * the host loads the module (Node: `loadCore` from `@carc/core/node`; browser / Worker:
 * `CoreEngine.load(url)` or `CoreEngine.fromModule(module)`) and hands the engine, or a
 * factory for it, to `createBot`.
 */
export type { Bot, Budget, CoreProvider, MessageScope } from './types.js';
export { parseBudget, formatBudget, BUDGET_KEYS } from './budget-spec.js';
export type { BudgetSpecResult } from './budget-spec.js';
export type { BotRng } from './rng.js';
export { seededRng, shuffleInPlace } from './rng.js';
export { RandomBot, GreedyBot, MctsBot, createBot, BOT_NAMES, MCTS_BASE_OPTIONS, argmaxRandomTie } from './bots.js';
export { Eval1Bot } from './eval1-bot.js';
export { LEVELS, LEVEL_NAMES, LEGACY_LEVELS, RANDOM_LEVEL, levelOf } from './level-table.js';
export type { Level, LevelName } from './level-table.js';
export { createLevelBot, LevelBot } from './levels.js';
export { EVAL1_WEIGHTS, Evaluation, fittedMargin, PARTS } from './eval1.js';
export { EVAL1_FIT, EVAL1_FIT_SELF_PLAY } from './eval1-fit.js';
export type { Eval1Weights, EvalContext } from './eval1.js';
export { FeatureMap } from './feature-map.js';
export { TileOdds } from './tile-odds.js';
export type { BotName, BotOptions } from './bots.js';
export { blendOf, mctsSearch, MCTS_DEFAULTS } from './mcts.js';
/** eval1's virtual playouts in the search's ranking for a plan (how much of a move's value is the prior: scripts/agreement.mjs). */
export { blendVisits } from './halving.js';
export type { MctsOptions, SearchResult, ArmStats } from './mcts.js';
export { simplePolicy } from './policy.js';
export { ExpansionSearch, EXPANSION_SEARCH_DEFAULTS } from './expansion-search/ExpansionSearch.js';
export type { ExpansionSearchOptions, Candidate as ExpansionCandidate, SearchResult as ExpansionSearchResult } from './expansion-search/ExpansionSearch.js';
export { ExpansionMctsBot } from './expansion-search/ExpansionMctsBot.js';
export { PositionValue } from './expansion-search/PositionValue.js';
export type { Determinizer } from './expansion-search/Determinizer.js';
export { unknownTiles, tileSetsOf, CorePosition } from './position.js';
export { turnMacros, greedyValue, searchable, FOLLOWER_COST } from './moves.js';
export type { Macro, Turn } from './moves.js';
export { playGame, playMatch, wilson } from './match.js';
export type { GameOutcome, MatchOptions, MatchResult, PlayGameOptions } from './match.js';
export { attachBotWorker, createBotService } from './worker.js';
export type { BotRequest, BotResponse } from './worker.js';
export { hint, HINT_DEFAULTS } from './hint.js';
export type { Hint, HintOptions, HintResult, HintErrorCode } from './hint.js';
export { analyseGame, analyseDecision, gameDecisions, largestMistakes, ANALYSIS_FORMAT, ANALYSIS_DEFAULTS, ANALYSIS_VERSION } from './analysis.js';
export type { AnalysisOptions, ExpansionJudging, AnalysisResult, AnalysisError, GameAnalysis, DecisionAnalysis, MoveValue, RoomLogInput, DecisionPoint, GameDecisions } from './analysis.js';
export { SearchPool } from './parallel/SearchPool.js';
export type { ParallelSearch, SearchEndpoint, SearchTiming, Spawn } from './parallel/SearchPool.js';
export { inProcessSpawn } from './parallel/inProcess.js';
export { attachSearchWorker, createSearchService } from './parallel/searchService.js';
export type { SearchRequest, SearchResponse } from './parallel/searchService.js';
export type { ParallelError, ParallelErrorCode, ParallelResult, RootArm, RootStats } from './parallel/rootStats.js';
export { SearchThread, MAX_THREADS } from './parallel/threadSearch.js';
export type { SearchSetup, SetupArm } from './parallel/threadSearch.js';
export { ParallelMctsBot } from './parallel/ParallelMctsBot.js';
export type { ParallelBotOptions } from './parallel/ParallelMctsBot.js';
export { webWorkerSpawn, workerEndpoint, deviceThreads, DEVICE_THREADS_MAX } from './parallel/webWorker.js';
export type { WorkerLike } from './parallel/webWorker.js';
