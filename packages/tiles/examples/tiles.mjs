// Counting the base game's tiles and reading one tile type.
import { BASE_TILES, START_TILE_ID, rotateLocation, tileType, unshuffledStack } from '@carc/tiles';

const total = BASE_TILES.reduce((n, t) => n + t.count, 0);
const start = tileType(START_TILE_ID);
if (!start) throw new Error('the start tile is missing');

console.log(JSON.stringify({
  baseTiles: total,
  // the start tile is on the table, so one copy of it is not in the stack
  stackSize: unshuffledStack(['base']).length,
  startEdges: start.edges.join(''),
  startFeatures: start.features.map((f) => f.kind),
  // a tile turned 90 degrees clockwise shows its north edge in the east
  northAfter90: rotateLocation('N', 90),
}));
