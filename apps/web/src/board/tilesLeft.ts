/**
 * Tiles still in the stack, by type: public information (every tile set's contents are
 * printed in the rules, and every drawn tile has been seen), so any seat may count them.
 * Worked out as the full stack of the game's tile sets minus what the view shows as placed,
 * discarded or removed. When that does not add up to the stack size the view reports (a
 * game started from a fixed draw order, a tile put back by an expansion), nothing is shown
 * rather than a wrong count.
 */
import type { ExpansionId, PlayerView } from '@carc/rules';
import { christmasGiftView } from '@carc/rules/christmas-gift';
import { START_TILE_ID, unshuffledStack, type TileSet } from '@carc/tiles';

/**
 * The tile sets each expansion adds to the stack (its module's `tileSets`), here so that the
 * count reads them without the expansions' rules, which a game without them never fetches
 * (../game/engines.ts). A unit test compares it with the modules.
 */
export const EXPANSION_TILE_SETS: Readonly<Record<ExpansionId, readonly TileSet[]>> = {
  'christmas-gift': [],
  gifts: [],
  festival: ['festival'],
  easter: ['easter'],
};

export function tilesLeftByType(view: PlayerView): Map<string, number> | null {
  const sets: TileSet[] = ['base', ...view.expansions.flatMap((x) => (Object.hasOwn(EXPANSION_TILE_SETS, x) ? EXPANSION_TILE_SETS[x as ExpansionId] : []))];
  const left = new Map<string, number>();
  for (const id of unshuffledStack(sets)) left.set(id, (left.get(id) ?? 0) + 1);
  const take = (id: string) => left.set(id, (left.get(id) ?? 0) - 1);
  // The start tile is on the board but was never in the stack.
  left.set(START_TILE_ID, (left.get(START_TILE_ID) ?? 0) + 1);
  for (const b of view.board) take(b.tile);
  for (const id of view.discarded) take(id);
  for (const id of christmasGiftView(view)?.removedTiles ?? []) take(id);
  const total = () => [...left.values()].reduce((a, b) => a + b, 0);
  // The drawn tile is out of the stack until it is placed (then it is on the board).
  if (view.tile && total() === view.stackSize + 1) take(view.tile);
  if ([...left.values()].some((n) => n < 0) || total() !== view.stackSize) return null;
  for (const [id, n] of left) if (n === 0) left.delete(id);
  return left;
}
