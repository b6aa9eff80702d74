// How much of the search time goes to rebuilding positions (the core exports no snapshot/restore).
import { loadCore } from '@carc/core/node';
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { CorePosition, seededRng, unknownTiles } from '../dist/index.js';

const core = await loadCore({ tiles: ALL_TILES });
for (const steps of [10, 50, 90]) {
  let s = createGame({ players: ['a', 'b'], seed: 'rc' }).value;
  const rng = seededRng('rc');
  for (let i = 0; i < steps; i++) s = apply(s, legalActions(s)[rng.below(legalActions(s).length)]).value.state;
  if (pendingDecision(s).kind !== 'place') s = apply(s, { type: 'pass' }).value.state;
  const v = view(s, pendingDecision(s).player);
  const pos = new CorePosition(core, v, false);
  const N = 20000;
  let t = performance.now();
  for (let i = 0; i < N; i++) pos.load();
  const reloadUs = ((performance.now() - t) * 1000) / N;
  pos.load();
  core.seed(1);
  t = performance.now();
  core.playouts(N, unknownTiles(v));
  const playoutUs = ((performance.now() - t) * 1000) / N;
  console.log(JSON.stringify({ tilesOnBoard: v.board.length, reloadUs: +reloadUs.toFixed(2), playoutUs: +playoutUs.toFixed(2) }));
}
