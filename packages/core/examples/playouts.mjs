// Random playouts in the WebAssembly core, in Node.
import { CoreEngine, loadCore } from '@carc/core/node';

const engine = await loadCore();

// 2,000 complete two-player random games from the start tile: score sums per player.
const games = 2_000;
const sums = engine.randomGames(games, 2, /* seed */ 42);

// A position: two placed tiles, then 500 playouts of the tiles still to come.
engine.reset(2);
engine.put({ tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' });
engine.put({ tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' });
const remaining = CoreEngine.baseStack(); // the multiset still to come (order irrelevant)
for (const used of ['U', 'E']) remaining.splice(remaining.indexOf(used), 1);
engine.seed(7);
const totals = engine.playouts(500, remaining); // the position is left unchanged

console.log(JSON.stringify({
  meanScores: sums.map((s) => s / games),
  playoutSums: totals,
  placed: engine.placed,
  placementsForV: engine.placements('V').length,
}));
