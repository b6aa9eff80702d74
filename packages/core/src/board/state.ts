/**
 * A board is a plain immutable value: a node of a persistent chain of board operations,
 * from the empty board (depth 0) to it. Nothing in it refers to a wasm instance, so a board
 * is structured-clonable and JSON-able, and game states that hold one stay plain data
 * (undo, storage, Web Worker messages, search branches).
 *
 * Reading a board materialises it in the installed engine's memory (engine.ts): the engine
 * keeps one board there, the cursor, and moves it along the chain by undoing and redoing
 * operations. Every node has the same fields in the same order, so every reader sees one
 * object shape.
 */

/** The operation a node applies to its `prev`. */
export const OP_EMPTY = 0;
/** Put tile type `a` turned `b` quarter turns clockwise at (`c`, `d`). */
export const OP_PLACE = 1;
/** Follower of player `a` on segment `b`, put on location index `c`. */
export const OP_FOLLOWER = 2;
/** Remove the followers whose indices are in `list`. */
export const OP_REMOVE = 3;

export interface BoardState {
  readonly prev: BoardState | null;
  /** Operations from the empty board to this one. */
  readonly depth: number;
  /** OP_EMPTY, OP_PLACE, OP_FOLLOWER or OP_REMOVE. */
  readonly op: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  /** OP_REMOVE's follower indices, else null. */
  readonly list: readonly number[] | null;
  /** Placed tiles: tile indices run from 0 below this, in placement order. */
  readonly tileCount: number;
  /** Segments: one per feature of each placed tile, numbered densely in placement order. */
  readonly segCount: number;
  /** Followers on the board: follower indices run from 0 below this. */
  readonly meepleCount: number;
}

/** Every node is made here, so that all share one shape. */
export function boardNode(
  prev: BoardState | null,
  op: number,
  a: number,
  b: number,
  c: number,
  d: number,
  list: readonly number[] | null,
  tileCount: number,
  segCount: number,
  meepleCount: number,
): BoardState {
  return { prev, depth: prev === null ? 0 : prev.depth + 1, op, a, b, c, d, list, tileCount, segCount, meepleCount };
}

const EMPTY: BoardState = boardNode(null, OP_EMPTY, 0, 0, 0, 0, null, 0, 0, 0);

/** The empty board (every empty board is the same board, whichever object it is). */
export function emptyBoard(): BoardState {
  return EMPTY;
}
