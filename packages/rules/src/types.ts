/**
 * The public contract of `@carc/rules`: what a game is made of, the actions that change it,
 * the events it reports and the errors it returns. The server, the web app, the bots and
 * the CLI all speak only these types.
 *
 * Design (after boardgame.io and chessops):
 * - `apply(state, action)` is a pure reducer: it returns a new state plus the events the
 *   action caused, or a typed error; the state passed in is never modified.
 * - Nothing throws for bad input: errors are values (`Result`).
 * - A state is plain structured-clonable data (no class instances, no functions), so it
 *   can cross a Web Worker boundary or be cloned for undo.
 * - Hidden information (stack order, seed, other players' cards) lives only in the full
 *   state; `view(state, player)` builds what one seat (or a spectator) may see.
 *
 * The expansions are not named here. What depends on them (their ids, their actions, their
 * options) is written for any table of modules, `T extends TableTypes`, as `GameConfigOf<T>`,
 * `ActionOf<T>`, ...: an engine instantiates them with its own modules (rules-engine.ts),
 * and the package's entry points export the plain names (`GameConfig`, `Action`,
 * `ExpansionId`, ...) made from its table of four expansions (expansions/index.ts). The plain
 * names exported by this file are the same types for {@link AnyTable}: what the base and
 * the modules handle, whichever expansions a game has.
 */
import type { Location, Rotation, FeatureKind } from '@carc/tiles';

export type PlayerIndex = number;

/**
 * What the types of a game need to know of the expansion modules an engine has: their
 * record ids, the actions they declare, the options they read (expansion.ts `TableOf`
 * makes it from modules).
 */
export interface TableTypes {
  readonly id: string;
  readonly action: { readonly type: 'ext'; readonly expansion: string; readonly kind: string };
  readonly options: { readonly [key: string]: unknown };
}

/** Any table: what the base knows of expansions without naming one. */
export interface AnyTable {
  readonly id: string;
  readonly action: { type: 'ext'; expansion: string; kind: string; readonly [key: string]: unknown };
  readonly options: { readonly [key: string]: unknown };
}

/** An expansion's record id ('christmas-gift', 'festival', ...); any string to the base. */
export type ExpansionId = AnyTable['id'];

/** Game options: every module's declared options (`ExpansionModule.options`) in one type. */
export type GameOptions = AnyTable['options'];

/** The random source determinization draws from; the engine's `Stream` and the bots' rng both fit. */
export interface SearchRng {
  /** A uniform integer in [0, n), for n up to 2^16 at least. */
  below(n: number): number;
}

export interface GameConfigOf<T extends TableTypes> {
  /** Names in turn order (1 to 5; B-1). */
  players: readonly string[];
  expansions?: readonly T['id'][];
  options?: T['options'];
  /** Decides every shuffle and roll the config does not fix (record-format.md, Randomness). */
  seed: string;
  /** Explicit draw order after the start tile; replaces the `tiles` stream when given. */
  tiles?: readonly string[];
}

export type GameConfig = GameConfigOf<AnyTable>;

/** A feature on a placed tile, named by any location it meets (record-format.md). */
export interface Spot {
  x: number;
  y: number;
  at: Location;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Base-game actions. Expansion modules add their own action types to `Action`. */
export type BaseAction =
  /** Put the drawn tile at (x, y) turned `rot` degrees clockwise. */
  | { type: 'place'; x: number; y: number; rot: Rotation }
  /** Put a follower from the supply on a feature of the tile just placed. */
  | { type: 'meeple'; at: Location }
  /** Decline the optional choice the current decision offers (no follower, no card, ...). */
  | { type: 'pass' };

export type RuleErrorCode =
  | 'game-over'
  | 'not-your-turn'
  | 'wrong-decision' // the action's type is not one the pending decision accepts
  | 'malformed-action'
  | 'illegal-placement'
  | 'illegal-follower'
  | 'no-follower-in-supply'
  | 'illegal-action'; // an expansion action whose target or timing is not allowed

export interface RuleError {
  code: RuleErrorCode;
  /** Human-readable, names the broken rule, e.g. "edge N of (1,0) is a city, the neighbour's is a field". */
  message: string;
  /** The rules.md id or rule name broken, when there is one (e.g. "B-3", "edge-match"). */
  rule?: string;
}

/** How a score came about, so a user interface can say "Ann scored a city: 4 tiles + 2 pennants = 12". */
export interface ScoreExplanation {
  feature: FeatureKind;
  /** Why it scored now. */
  when: 'completed' | 'final' | 'card' | 'gift' | 'bonus';
  /** Distinct tiles of the feature (B-5). */
  tiles: number;
  pennants: number;
  /** For cloisters: tiles around it; for farms: completed cities bordered. */
  neighbours?: number;
  cities?: number;
  /** Followers per player on the feature. */
  followers: number[];
  /** Players that scored it (the majority). */
  owners: PlayerIndex[];
  /** Points each owner earned by the base rules. */
  points: number;
  /**
   * Points each player received from this score, after the expansions' hooks: a scoring
   * card raises one owner's share (CG-10), a laid-down feature pays nothing now (CG-12).
   * Equal to `points` for owners and 0 for others when no hook changed anything.
   */
  awarded?: number[];
  /** Every tile of the feature, for highlighting. */
  cells: [number, number][];
  /** Which rule ids this score applied, e.g. ["B-4"], ["CG-10"]. */
  rules?: string[];
}

export type BaseEvent =
  | { type: 'tileDrawn'; player: PlayerIndex; tile: string }
  | { type: 'tileDiscarded'; player: PlayerIndex; tile: string; rule: 'B-3' }
  | { type: 'tilePlaced'; player: PlayerIndex; tile: string; x: number; y: number; rot: Rotation }
  | { type: 'meeplePlaced'; player: PlayerIndex; spot: Spot; feature: FeatureKind }
  | { type: 'meepleReturned'; player: PlayerIndex; spot: Spot }
  | { type: 'scored'; explanation: ScoreExplanation }
  | { type: 'turnStarted'; player: PlayerIndex }
  | { type: 'gameEnded'; scores: number[]; winners: PlayerIndex[] };

/** The outcome of a finished (or cut-short) game, as `carc replay` prints it. */
export interface GameResult {
  scores: number[];
  winners: PlayerIndex[];
  finished: boolean;
  tilesLeft: number;
}

/**
 * An action defined by an expansion module: `{type: 'ext', expansion, kind, ...keys}`, one
 * member per kind (and card) that a module of the table declares, with exactly the keys
 * declared (`ExpansionModule.actions`; the names follow record-format.md's expansion keys).
 * Narrow on `expansion`, then `kind` (and `card`) to reach a kind's keys. To the base, any
 * kind with any keys.
 */
export type ExpansionAction = AnyTable['action'];

type KeysOfUnion<U> = U extends unknown ? keyof U : never;
type ValueIn<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
/**
 * Every key that some expansion action of the table declares, each optional, with its value
 * type. For code that reads the targets of any action alike, such as a board highlighting
 * every offered spot: `(a as ExpansionAction & ActionKeys).spot`.
 */
export type ActionKeysOf<T extends TableTypes> = { readonly type?: 'ext'; readonly expansion?: string; readonly kind?: string } & {
  readonly [K in Exclude<KeysOfUnion<T['action']>, 'type' | 'expansion' | 'kind'>]?: ValueIn<T['action'], K>;
};
export type ActionKeys = ActionKeysOf<AnyTable>;

export type ActionOf<T extends TableTypes> = BaseAction | T['action'];
export type Action = ActionOf<AnyTable>;

/**
 * An event reported by an expansion. `secretTo` lists the only players allowed to see it
 * in full; `viewEvents` asks the owning module to redact it for everyone else.
 */
export interface ExpansionEventOf<T extends TableTypes> {
  type: 'ext';
  expansion: T['id'];
  kind: string;
  player?: PlayerIndex;
  secretTo?: PlayerIndex[];
  data?: unknown;
}
export type ExpansionEvent = ExpansionEventOf<AnyTable>;

export type GameEventOf<T extends TableTypes> = BaseEvent | ExpansionEventOf<T>;
export type GameEvent = GameEventOf<AnyTable>;

/** What the game waits for: who must act and what kind of choice it is. */
export interface Decision {
  player: PlayerIndex;
  /** 'place' | 'meeple' for the base game; expansions use their own kinds ('gifts/open', ...). */
  kind: 'place' | 'meeple' | string;
  /** The tile being placed this turn, when there is one. */
  tile?: string;
}

/** A follower on the board, as views and events describe it. */
export interface Follower {
  player: PlayerIndex;
  spot: Spot;
  feature: FeatureKind;
}

/** One placed tile, as views describe it. */
export interface PlacedTile {
  tile: string;
  x: number;
  y: number;
  rot: Rotation;
}

/**
 * What one seat (or a spectator) may see: never the stack order nor the seed. (The package's
 * `PlayerView` adds `search`, the bot's search state: search-state.ts.)
 */
export interface PlayerViewOf<T extends TableTypes> {
  viewer: PlayerIndex | null;
  players: readonly string[];
  expansions: readonly T['id'][];
  board: PlacedTile[];
  followers: Follower[];
  scores: number[];
  supply: number[];
  currentPlayer: PlayerIndex | null;
  /** The tile drawn this turn (public once drawn). */
  tile: string | null;
  stackSize: number;
  discarded: string[];
  decision: Decision | null;
  /** Filled only when the pending decision is the viewer's. */
  legalActions: ActionOf<T>[] | null;
  finished: boolean;
  /** Per expansion: what everyone may see (hand sizes, the bunny's tile, ...). */
  ext: Partial<Record<T['id'], unknown>>;
  /** Per expansion: the viewer's own secrets (their hand); empty for spectators. */
  own: Partial<Record<T['id'], unknown>>;
}
export type PlayerView = PlayerViewOf<AnyTable>;

// ---- carc-record/1 (record-format.md) ----

export interface RecordMove {
  tile: string;
  x: number;
  y: number;
  rot: Rotation;
  meeple?: Location;
  /** Expansion keys (festivalReturn, gift, bunny, draw, cards, discard), owned by the modules. */
  [key: string]: unknown;
}

export interface GameRecordOf<T extends TableTypes> {
  format: 'carc-record/1';
  players: string[];
  expansions: T['id'][];
  options: T['options'];
  seed: string;
  tiles?: string[];
  moves: RecordMove[];
  /** Top-level end-game choices (christmas-gift farm-tie targets). */
  final?: unknown[];
}
export type GameRecord = GameRecordOf<AnyTable>;

export interface RecordError {
  /** JSON path of the bad field, e.g. `moves[3].rot`. */
  path: string;
  message: string;
}

export interface ReplayError {
  /** Index in `moves` of the move that failed; -1 for the setup, moves.length for `final`. */
  moveIndex: number;
  /** The rule id or name broken (e.g. "edge-match", "B-3"). */
  rule: string;
  message: string;
}
