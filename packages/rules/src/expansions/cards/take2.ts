/**
 * The tile side of the two take-2 cards (The Gifts, Christmas Gift). They differ only in
 * what happens to the tile not chosen: The Gifts shuffles it back into the stack
 * (`returnTileToStack`), Christmas Gift removes it from the game.
 *
 * "At most one take-2 per turn" across both expansions (CG-19): each module with a take-2
 * answers the `take2Used` hook from its own slice; `take2UsedThisTurn` asks every module
 * of the game and reads no slice itself.
 */
import { canPlaceAnywhere, memoOf, modulesOf, randomBelow, typeIndex, withState } from '../../kit.js';
import type { BoardState, GameState } from '../../kit.js';

/**
 * The answers for the last board asked about. A take-2 asks about the same one or two
 * tiles on one board several times (drawing, listing the choice, checking the answer),
 * and a tile that fits nowhere is a scan of the whole frontier each time.
 */
function newFitMemo() {
  return { board: null as BoardState | null, tiles: [] as string[], fits: [] as boolean[] };
}

/** Whether `tile` can be placed somewhere on the board as it is now. */
export function fitsSomewhere(s: GameState, tile: string): boolean {
  // The engine's memo (registry.ts memoOf), not one at module level.
  const m = memoOf(s, newFitMemo);
  if (m.board !== s.board) {
    m.board = s.board;
    m.tiles = [];
    m.fits = [];
  }
  const i = m.tiles.indexOf(tile);
  if (i >= 0) return m.fits[i]!;
  const t = typeIndex(tile);
  const fits = t >= 0 && canPlaceAnywhere(s.board, t);
  m.tiles.push(tile);
  m.fits.push(fits);
  return fits;
}

/**
 * Draw the next tile of the stack as the second tile of a take-2. It is drawn even if it
 * fits nowhere (CG-19); the caller offers only placeable tiles to keep. Null when the
 * stack is empty.
 */
export function drawSecondTile(s: GameState): { state: GameState; tile: string | null } {
  if (s.stackPos >= s.stack.length) return { state: s, tile: null };
  return { state: withState(s, { stackPos: s.stackPos + 1 }), tile: s.stack[s.stackPos]! };
}

/**
 * Shuffle `tile` back into the face-down stack: its position among the remaining tiles is
 * a uniform integer below (remaining + 1) from `stream` (record-format.md: `returns`,
 * counted after both tiles were drawn; 0 puts it on top, i.e. it is drawn next).
 */
export function returnTileToStack(s: GameState, tile: string, stream = 'returns'): { state: GameState; position: number } {
  const remaining = s.stack.length - s.stackPos;
  const r = randomBelow(s, stream, remaining + 1);
  const at = s.stackPos + r.value;
  // A slice and pushes: the spread of two slices went through the iterator protocol,
  // about 1% of a gifts-only game's profile.
  const old = s.stack;
  const stack = old.slice(0, at);
  stack.push(tile);
  for (let i = at; i < old.length; i++) stack.push(old[i]!);
  return { state: withState(r.state, { stack }), position: r.value };
}

/** Make `tile` the tile to place this turn (the one the player kept). */
export function setTurnTile(s: GameState, tile: string): GameState {
  return withState(s, { tile });
}

/** Has any module of the game resolved a take-2 this turn (its `take2Used` hook)? */
export function take2UsedThisTurn(s: GameState): boolean {
  for (const m of modulesOf(s)) if (m.take2Used?.(s)) return true;
  return false;
}
