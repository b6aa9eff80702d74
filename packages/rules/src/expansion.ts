/**
 * # How an expansion plugs into the engine
 *
 * The base engine never imports an expansion. An expansion is an {@link ExpansionModule}
 * value, and an engine is made from the modules a consumer picks
 * (`createEngine([festival, easter])`, rules-engine.ts). A module declares everything
 * about itself: its `id` and `order`, its action kinds with their exact keys (`actions`,
 * which also make its action type, {@link ActionsOf}), its options and their values
 * (`options`, {@link OptionsOf}), the turn points only it uses (`points`), its steps,
 * hooks, state slice and views. To add one to this package: write
 * `src/expansions/<name>/index.ts` exporting a module, add it to the table of
 * `src/expansions/index.ts` (whose modules make the package's `ExpansionId`, `Action`,
 * `GameOptions`, ... through {@link TableOf}, and the all-expansions engine) and a subpath
 * to package.json. No edit of a base file is
 * needed; the rules README, "Writing an expansion module", walks through one.
 *
 * ## The turn pipeline (rules.md X-3)
 *
 * A turn is a fixed sequence of named points. At each point the engine runs the steps
 * registered there, in order: the module steps with `before: true`, then the base step of
 * that point (if any), then the other module steps, modules in their `order`.
 *
 * | point         | base step                               | typical expansion step                |
 * | ------------- | --------------------------------------- | ------------------------------------- |
 * | `draw`        | draw a tile; discard unplaceable (B-3)  |                                       |
 * | `gift`        |                                         | gifts: open one gift (decision)       |
 * | `start`       |                                         | christmas `start` window (decision)   |
 * | `place`       | place the tile (decision `place`)       |                                       |
 * | `follower`    | follower or pass (decision `meeple`)    | festival adds return actions to it    |
 * | `cards-draw`  |                                         | christmas `draw` window               |
 * | `score`       | score completed features                | christmas `score` window (`before`)   |
 * | `end`         |                                         | christmas `end` window                |
 * | `discard`     |                                         | christmas discard down to 5           |
 * | `next`        | pass the turn; then back to `draw`      |                                       |
 *
 * A module that needs a point of its own declares it in `points`, placed right after or
 * right before a base point or one of its own earlier points: Easter declares `nests`
 * after `score` and `bunny` after `nests`; The Gifts declares `gifts-earned` before `end`.
 * With every expansion the turn therefore runs `score`, `nests`, `bunny`, `gifts-earned`,
 * `end`. Points other modules declared are not anchors: a module cannot depend on
 * another being in the game.
 *
 * When `draw` finds the stack empty the game-end points run instead:
 * `final-before` (end-game choices, e.g. farm-tie targets) → `final-score` (base final
 * scoring, B-6) → `final-after` (bonuses: unopened gifts, eggs, supply-bonus) → over.
 *
 * A step's `enter` is called when the pipeline reaches it. It returns a new state plus
 * events and either finishes at once (automatic step) or names a {@link StepDecision}.
 * While a decision is pending, `legalActions(state)` and `apply(state, action)` are routed
 * to that step's `legalActions` and `apply`. `apply` returns the same kind of outcome, so
 * a step may ask several decisions in a row (playing cards one after another, the bunny
 * phase going round the table) before it lets the pipeline move on. The engine writes
 * `cursor` and `pending` into the state only when a decision is reached, so inside
 * `enter` those two fields are stale: a step must not read them (nor call
 * `legalActions`/`pendingDecision` on the state it is given).
 *
 * Everything a step returns is a new state (never modify the one you are given): modules
 * use the helpers of `kit.ts`, which never mutate — `getExt`/`setExt` (the module's slice),
 * `randomBelow`/`shuffleStream` (named seeded streams), `featureAt` (spot → segment),
 * `describeFeature` (tiles, pennants, followers per player, completeness), `followers`,
 * `placeFollower`, `returnFollowers`, `addPoints`, `setMoveKey`/`addFinalEntry` (record
 * keys), `scoreFeature` to score a feature now through every hook, and `withState` to
 * build a changed copy. `kit.ts` is all of the base a module imports (with this file and
 * types.ts): the board's arrays stay private to board.ts, and a module reads tiles,
 * segments, features and followers through the kit's named readers (`featureRoot`,
 * `segmentTile`, `openEdges`, `followersOnRoot`, `tileType`, ...).
 *
 * ## Hooks outside the pipeline
 *
 * - Scoring: every score (completed, final, or one a module asks for) goes through each
 *   module's `adjustScore`, in module order. It may change points per player, annotate the
 *   explanation, keep the followers on the board, or bank the points in the module's slice.
 * - Majority: `followerCounts` may add to the per-player follower counts of a feature
 *   before the majority is taken (tie marks count as extra followers).
 * - Follower legality: `followerAllowed` may forbid a follower spot the base allows;
 *   `followerHeld` keeps a follower where it stands against every card, gift or return
 *   that would take it off its feature (kit.ts `heldBy` asks every module).
 * - Other modules' state: a module never reads another's slice; it asks through a hook
 *   every module may answer (`take2Used`: one take-2 per turn across modules, CG-19).
 * - Views and events: `publicView`, `privateView`, `redactEvent`.
 * - Records: a step's `fromMove` turns its key of a record move into the action its
 *   decision expects; its `apply` writes the key back with `setMoveKey`, so `toRecord`
 *   writes exactly what `replay` reads.
 */
import type { Location, TileSet } from '@carc/tiles';
import type {
  Action,
  BaseAction,
  ExpansionId,
  GameConfig,
  GameEvent,
  PlayerIndex,
  RecordMove,
  Result,
  RuleError,
  ScoreExplanation,
  Spot,
} from './types.js';
import type { GameState } from './state.js';
import type { SearchRng } from './types.js';

/** The base game's named points of a turn and of the game end, in pipeline order (modules add theirs: `points`). */
export const TURN_POINTS = ['draw', 'gift', 'start', 'place', 'follower', 'cards-draw', 'score', 'end', 'discard', 'next'] as const;
export const FINAL_POINTS = ['final-before', 'final-score', 'final-after'] as const;
export type TurnPoint = (typeof TURN_POINTS)[number];
export type FinalPoint = (typeof FINAL_POINTS)[number];
export type PipelinePoint = TurnPoint | FinalPoint;

/**
 * A turn point a module adds to the pipeline, right `after` or right `before` (exactly one
 * of the two) a base turn point or a point the same module declared earlier in its list.
 */
export type PointDeclaration = { readonly name: string; readonly after: string } | { readonly name: string; readonly before: string };

/** A decision a step asks for. `kind` should be namespaced for modules: 'gifts/open'. */
export interface StepDecision {
  player: PlayerIndex;
  kind: string;
  tile?: string;
}

/**
 * What running a step produced. Without `decision` the step is finished and the pipeline
 * moves on; with one, the game waits and the next action goes to this step's `apply`.
 */
export interface StepOutcome {
  state: GameState;
  events: GameEvent[];
  decision?: StepDecision;
}

/** Reads a record move for replay; `used` lets a step consume list entries one by one. */
export interface MoveReader {
  /** The turn's record move; for the final points, the record's top level `{ final }`. */
  readonly move: RecordMove | { final?: unknown[] };
  /** How many entries of a list key (e.g. `cards`, `bunny`) earlier decisions consumed. */
  readonly used: Record<string, number>;
}

export interface TurnStep {
  /** Unique, stored in the state while the step's decision is pending: 'gifts/open'. */
  id: string;
  /** A base point (`PipelinePoint`) or one the module declares in `points`. */
  point: PipelinePoint | (string & {});
  /** Run before the base step of the same point (e.g. a scoring-card window). */
  before?: boolean;
  enter(state: GameState): StepOutcome;
  /** Every legal action for this step's pending decision (include `{type:'pass'}` if optional). */
  legalActions?(state: GameState): Action[];
  /**
   * Answer the pending decision. The engine already checked that the action is a
   * well-formed object and that the actor is the decision's player; the step checks the
   * rest and returns 'malformed-action' / 'illegal-action' errors as values.
   */
  apply?(state: GameState, action: Action): Result<StepOutcome, RuleError>;
  /**
   * Replay: the action this decision takes according to the record move, or an error
   * message when the move lacks or garbles the step's key. Steps whose keys are optional
   * return `{type:'pass'}` when the key is absent.
   */
  fromMove?(state: GameState, reader: MoveReader): Result<Action, RuleError>;
}

/** A score on its way to the players; `adjustScore` hooks may rewrite it. */
export interface ScoreDraft {
  explanation: ScoreExplanation;
  /** Points per player (length = number of players). */
  award: number[];
  /** Root segment of the feature (see kit.ts `featureAt`); -1 for scores not on a feature. */
  feature: number;
  /** Leave the feature's followers on the board (lay- cards, CG-12). */
  keepFollowers: boolean;
  /**
   * Whether this score scores the feature: pays it for its size, on completion, at game end
   * or early (a score- card, road-sweeper). What lasts until a feature is scored (tie marks,
   * CG-13) ends here. False for a payout that leaves the feature as it was: cash-out pays
   * its player per follower and the marks on the feature stay.
   */
  scoresFeature: boolean;
}

/** The value type of one key of an expansion action (and of the record entry it is read from). */
export type KeyType =
  /** a safe integer */
  | 'int'
  /** a string (a card id, a tile id) */
  | 'string'
  /** `{x, y, at}`: integers and a location, no other key */
  | 'spot'
  /** a location: N E S W, NL..WR, C */
  | 'location'
  /** a list of strings */
  | 'strings';

/** A key's type; a trailing `?` marks a key that may be left out. */
export type KeySpec = KeyType | `${KeyType}?`;

/** The keys of one action shape, by name. */
export type KeyTable = Readonly<Record<string, KeySpec>>;

/**
 * One action kind of a module: `{type: 'ext', expansion, kind, ...keys}`. An action is
 * refused as 'malformed-action' when it carries a key not listed, lacks a key not marked
 * optional, or holds a value of the wrong type; the module's steps see only exact shapes.
 */
export interface ActionKind {
  /** The keys every action of this kind carries besides `type`, `expansion` and `kind`. */
  keys: KeyTable;
  /**
   * A kind that carries many cards (a card play): the further keys of each card, by the
   * value of the `card` key (which `keys` then lists as a string). A card not listed here
   * is not played with this kind.
   */
  cards?: Readonly<Record<string, KeyTable>>;
}

/** A module's action kinds by name: the only shapes its steps receive. */
export type ActionDeclarations = Readonly<Record<string, ActionKind>>;

/** The TypeScript type of a key's value. */
type KeyValue<T> = T extends 'int' ? number : T extends 'string' ? string : T extends 'spot' ? Spot : T extends 'location' ? Location : T extends 'strings' ? string[] : never;
type Flat<T> = { [k in keyof T]: T[k] };
/** The fields a key table declares: `'spot'` a required Spot, `'int?'` an optional number. */
type Fields<K> = { -readonly [k in keyof K as K[k] extends `${string}?` ? never : k]: KeyValue<K[k]> } & {
  -readonly [k in keyof K as K[k] extends `${string}?` ? k : never]?: K[k] extends `${infer T}?` ? KeyValue<T> : never;
};
/** What every expansion action carries: which module and which of its kinds. */
export interface ExtEnvelope<Id extends string = string, Kind extends string = string> {
  type: 'ext';
  expansion: Id;
  kind: Kind;
}
type KindActions<Id extends string, Kind extends string, A> = A extends { keys: infer K; cards: infer C }
  ? { [c in keyof C & string]: Flat<ExtEnvelope<Id, Kind> & Fields<Omit<K, 'card'>> & { card: c } & Fields<C[c]>> }[keyof C & string]
  : A extends { keys: infer K }
    ? Flat<ExtEnvelope<Id, Kind> & Fields<K>>
    : never;
/**
 * The action types a module's declarations stand for, one member per kind (and per card of
 * a kind that carries cards), with exactly the declared keys: declare the table
 * `as const satisfies ActionDeclarations` to keep its literal types.
 */
export type ActionsOf<Id extends string, D> = string extends keyof D
  ? ExtEnvelope<Id> & { readonly [key: string]: unknown } // declarations not known exactly: any kind, any key
  : { [k in keyof D & string]: KindActions<Id, k, D[k]> }[keyof D & string];

/** The allowed values of each option a module reads from `GameConfig.options`. */
export type OptionDeclarations = Readonly<Record<string, readonly (string | number | boolean)[]>>;
/** The options type a module's declarations stand for: each key optional, one of its values. */
export type OptionsOf<O> = { -readonly [k in keyof O]?: O[k] extends readonly (infer V)[] ? V : never };

/**
 * One expansion. `Id` is its record id; `D` its action declarations and `O` its option
 * declarations, whose literal types make the module's action and options types
 * (`ActionsOf`, `OptionsOf`): the package's `ExpansionId`, `ExpansionAction` and
 * `GameOptions` are built from the table of modules (expansions/index.ts), not written
 * in base files.
 */
export interface ExpansionModule<Id extends string = string, D extends ActionDeclarations = ActionDeclarations, O extends OptionDeclarations = {}> {
  id: Id;
  /**
   * Where the module's hooks and steps run among other modules' (ascending; two modules of
   * one engine may not share it). Part of the game's rules: records replay only with the
   * order they were played with, so a published module never changes it.
   */
  order: number;
  /**
   * Every action kind the module's decisions accept, with its exact keys. The engine checks
   * each incoming action against this before any step reads it, and the record readers
   * build their actions from record entries through the same tables.
   */
  actions: D;
  /**
   * The options the module reads from `GameConfig.options`, with their allowed values; a
   * game with this module refuses any other value. Absent keys take the module's default.
   */
  options?: O;
  /** Turn points of the module's own (see `PointDeclaration`); its steps may use them. */
  points?: readonly PointDeclaration[];
  /**
   * Whether the module resolved a take-2 this turn: one take-2 per turn across every
   * module that has one (CG-19; cards/take2.ts `take2UsedThisTurn` asks each module).
   */
  take2Used?(state: GameState): boolean;
  /** Tile sets this expansion shuffles into the stack (from @carc/tiles). */
  tileSets?: readonly TileSet[];
  /** Check the options this module reads; return an error message or null. */
  validateConfig?(config: GameConfig): string | null;
  /** Initial slice `state.ext[id]` (decks shuffled from the module's streams, ...). */
  setup?(state: GameState): GameState;
  /**
   * Extra choices offered inside the base `meeple` decision (festival: return a follower
   * instead of placing one). Its actions are `{type:'ext', expansion: id, ...}`.
   */
  followerOptions?: {
    actions(state: GameState): Action[];
    /** Gets only actions of this module's declared kinds and keys (narrow on `kind`). */
    apply(state: GameState, action: ExtEnvelope<Id> & { readonly [key: string]: unknown }): Result<StepOutcome, RuleError>;
    /** Replay: the action this module's key of the move asks for, or null when absent. */
    fromMove?(state: GameState, reader: MoveReader): Result<Action, RuleError> | null;
  };
  /** Steps of the turn pipeline and of the game end. */
  steps?: readonly TurnStep[];
  /** Rewrite or annotate a score (card bonuses, banking). May update the module slice. */
  adjustScore?(state: GameState, draft: ScoreDraft): { state: GameState; draft: ScoreDraft };
  /**
   * Per-player follower counts on a feature before the majority is judged (tie marks).
   * It may only add to players who have a follower there: a feature nobody stands on is
   * passed over without asking (scoring skips it before reading it off the board).
   */
  followerCounts?(state: GameState, feature: number, counts: number[]): number[];
  /** Forbid a follower spot the base game allows (the spot is on the tile just placed). */
  followerAllowed?(state: GameState, player: PlayerIndex, tileIndex: number, featureIndex: number): boolean;
  /**
   * The rule that keeps board follower `index` where it stands, or null: no other
   * module's card, gift or return may take it off its feature (christmas-gift, CG-12: the
   * followers of a completed, laid-down feature stay until the game ends).
   */
  followerHeld?(state: GameState, index: number): FollowerHold | null;
  /**
   * Forbid a placement of the drawn tile that the base allows (christmas-gift force,
   * CG-14); `rot` in degrees. Consulted by the place decision's legal actions and apply.
   */
  placementAllowed?(state: GameState, x: number, y: number, rot: number): boolean;
  /**
   * Whether `placementAllowed` may refuse anything this turn. Optional: without it the
   * hook is asked about every candidate placement; when it returns false, the listing
   * skips the hook (the listing runs every turn, a restriction such as a force seldom).
   */
  placementLimited?(state: GameState): boolean;
  /** What everyone may see of the module's slice (hand sizes, bunny position, eggs). */
  publicView?(state: GameState): unknown;
  /** What only `player` may see (their hand). */
  privateView?(state: GameState, player: PlayerIndex): unknown;
  /** Redact one of the module's events for `viewer` (null = spectator); null hides it. */
  redactEvent?(event: GameEvent, viewer: PlayerIndex | null): GameEvent | null;
  /**
   * Determinization (search-state.ts): the module's slice of `state` with everything
   * `viewer` may not know taken out (other hands become sizes, decks and those hands one
   * sorted pool). Plain JSON data. Without it the slice is kept whole: declare it as soon
   * as the slice holds a secret.
   */
  redact?(state: GameState, viewer: PlayerIndex | null): unknown;
  /**
   * The inverse of `redact`: a full slice sampled with `rng` from the redacted one, which
   * `state.ext[id]` holds (deal the pool to the other hands, the rest is the deck).
   * Deterministic given the rng; any order of the pool must be a possible result.
   */
  determinize?(state: GameState, viewer: PlayerIndex | null, rng: SearchRng): unknown;
}

/** Why a follower must stay where it stands (see `followerHeld`). */
export interface FollowerHold {
  /** The rules.md id, e.g. "CG-12". */
  rule: string;
  /** A sentence for error messages: "it stands on a completed, laid-down feature ...". */
  reason: string;
}

/** The table the engine reads: at most one module per expansion id. */
export type ExpansionTable = Partial<Record<ExpansionId, ExpansionModule>>;

/**
 * What a value of a module type says about the module: its id, action and options types.
 * {@link TableOf} applies them to the modules of an engine.
 */
export type ModuleId<M extends { id: string }> = M['id'];
export type ModuleAction<M extends { id: string; actions: unknown }> = M extends unknown ? ActionsOf<M['id'], M['actions']> : never;
export type ModuleOptions<M extends { options?: unknown }> = M extends unknown ? OptionsOf<NonNullable<M['options']>> : never;
/** `A | B` to `A & B` (the options of every module of a table in one type). */
export type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * The types.ts `TableTypes` of an engine whose modules are of type `M` (a union, one member
 * per module): the ids, the action union and every module's options in one type. The
 * package's `ExpansionId`, `Action`, `GameOptions`, ... are the types.ts generics applied to
 * the `TableOf` its table of four modules (expansions/index.ts).
 */
export interface TableOf<M extends ExpansionModule> {
  readonly id: ModuleId<M>;
  readonly action: ModuleAction<M>;
  // Extract: the same type, which the compiler can then see is a types.ts `TableTypes` options object.
  readonly options: Extract<AllOf<ModuleOptions<M>>, { readonly [key: string]: unknown }>;
}

/**
 * `a` as the base game's action or one of module `id`'s own (`A`, its {@link ActionsOf}), or
 * null when another module declared it. A step receives any action of the game's modules;
 * the engine has checked an expansion action against its declaring module's `actions`, so
 * once the module is known its action has exactly one of the shapes declared there.
 */
export function ownAction<A extends { readonly type: 'ext'; readonly expansion: string }>(id: A['expansion'], a: Action): BaseAction | A | null {
  return a.type === 'ext' && a.expansion !== id ? null : (a as BaseAction | A);
}
