/**
 * The frontier: the empty squares next to a tile, in the order they appeared (a square that
 * gets a tile leaves it, the others keep their order; the squares a tile opens follow, N E
 * S W). Placements are listed in this order.
 */
import { at, H_FLIVE } from './engine.js';
import type { BoardState } from './state.js';

export function frontierCount(b: BoardState): number {
  const e = at(b);
  return e.i32[(e.head + H_FLIVE) >> 2]!;
}

/** x of frontier square k (0 <= k < frontierCount); undefined past the end, like the rules' list. */
export function frontierX(b: BoardState, k: number): number {
  const e = at(b);
  return k < e.i32[(e.head + H_FLIVE) >> 2]! ? e.frontierPairs()[2 * k]! : (undefined as unknown as number);
}

export function frontierY(b: BoardState, k: number): number {
  const e = at(b);
  return k < e.i32[(e.head + H_FLIVE) >> 2]! ? e.frontierPairs()[2 * k + 1]! : (undefined as unknown as number);
}
