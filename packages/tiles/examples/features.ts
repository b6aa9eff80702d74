// Typed access to the tile sets: which tiles of each set have a city with a pennant.
import { ALL_TILES } from '@carc/tiles';
import type { FeatureDef, TileSet, TileType } from '@carc/tiles';

const hasPennant = (t: TileType): boolean => t.features.some((f: FeatureDef) => f.kind === 'city' && f.pennant);

const bySet = new Map<TileSet, string[]>();
for (const t of ALL_TILES) {
  if (!hasPennant(t)) continue;
  bySet.set(t.set, [...(bySet.get(t.set) ?? []), t.id]);
}
console.log(JSON.stringify(Object.fromEntries(bySet)));
