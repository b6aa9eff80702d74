/**
 * The full game state. It is plain structured-clonable data and is never modified after it
 * is created: every change builds a new object that shares the untouched parts with the
 * old one. The board is a node of the core's operation chain (board.ts): a turn adds a
 * node or two, and the core's WebAssembly engine holds the board those nodes describe.
 */
import type { BoardState } from '@carc/core';
import type { ExpansionId, GameOptions, PlayerIndex, RecordMove } from './types.js';

/**
 * The board: `@carc/core`'s immutable board node (a chain of placements and follower
 * changes from the empty board), read through board.ts. Plain data, no wasm handle.
 */
export type { BoardState };

/** The decision the game waits for, plus which pipeline step owns it. */
export interface PendingDecision {
  readonly player: PlayerIndex;
  readonly kind: string;
  readonly tile?: string;
  /** Id of the TurnStep whose `apply` receives the answer. */
  readonly step: string;
}

/** A persistent list of finished record moves, newest first (cheap to extend). */
export interface MoveLog {
  readonly move: RecordMove;
  readonly prev: MoveLog | null;
}

/**
 * The layout version of GameState. States are stored as they are (the app keeps saved
 * games in IndexedDB), so a change of layout changes this and a stored state of another
 * version must be rebuilt from its record (`replay(toRecord(...))`), never read.
 * 2: the board's `tiles` list is chunked.
 * 3: the board is the core's node chain (`prev`, `depth`, `op`, ...), not flat arrays.
 */
export const STATE_FORMAT = 'carc-state/3';

/** Whether `s` is a state of this engine's layout (see STATE_FORMAT). */
export function isCurrentState(s: unknown): s is GameState {
  return typeof s === 'object' && s !== null && (s as { format?: unknown }).format === STATE_FORMAT;
}

export interface GameState {
  readonly format: typeof STATE_FORMAT;
  readonly players: readonly string[];
  readonly expansions: readonly ExpansionId[];
  readonly options: GameOptions;
  readonly seed: string;
  /** True when the config fixed the draw order (`tiles`); the record then lists it. */
  readonly explicitTiles: boolean;
  /** The draw order as set up (after the start tile); a record's `tiles`. */
  readonly initialStack: readonly string[];
  /** The current stack: `stack[stackPos]` is the next tile to draw. */
  readonly stack: readonly string[];
  readonly stackPos: number;
  /** xoshiro128** states of the named random streams in use (absent until first used). */
  readonly rng: Readonly<Record<string, readonly number[]>>;
  readonly board: BoardState;
  readonly scores: readonly number[];
  readonly supply: readonly number[];
  /** Whose turn it is. */
  readonly turnPlayer: PlayerIndex;
  /** Turns started so far (1 on the first turn). */
  readonly turn: number;
  /** The tile drawn for this turn, null before the draw and after the game. */
  readonly tile: string | null;
  /** Placed-tile index of this turn's tile, -1 before it is placed. */
  readonly placed: number;
  /** Index into the pipeline (pipeline.ts) of the step now running. */
  readonly cursor: number;
  readonly pending: PendingDecision | null;
  readonly finished: boolean;
  /** Tiles removed because they fitted nowhere (B-3), in order. */
  readonly discarded: readonly string[];
  /** The record move being built for the current turn. */
  readonly turnMove: RecordMove | null;
  readonly log: MoveLog | null;
  /** Top-level `final` entries of the record (end-game choices). */
  readonly final: readonly unknown[];
  /** Each expansion's own slice, keyed by its id; only that module reads or writes it. */
  readonly ext: Readonly<Partial<Record<ExpansionId, unknown>>>;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A fresh shallow copy for the caller to fill in before handing it out. Spelled out field
 * by field (not `{...s}`) so every state shares one hidden class: V8's spread becomes a
 * slow runtime call once it has seen many shapes, and states go through it on every step.
 */
export function cloneState(s: GameState): Mutable<GameState> {
  return {
    format: s.format,
    players: s.players,
    expansions: s.expansions,
    options: s.options,
    seed: s.seed,
    explicitTiles: s.explicitTiles,
    initialStack: s.initialStack,
    stack: s.stack,
    stackPos: s.stackPos,
    rng: s.rng,
    board: s.board,
    scores: s.scores,
    supply: s.supply,
    turnPlayer: s.turnPlayer,
    turn: s.turn,
    tile: s.tile,
    placed: s.placed,
    cursor: s.cursor,
    pending: s.pending,
    finished: s.finished,
    discarded: s.discarded,
    turnMove: s.turnMove,
    log: s.log,
    final: s.final,
    ext: s.ext,
  };
}

/** Copy of `s` with some fields replaced; for code off the hot path. */
export function withState(s: GameState, patch: Partial<GameState>): GameState {
  return Object.assign(cloneState(s), patch);
}
