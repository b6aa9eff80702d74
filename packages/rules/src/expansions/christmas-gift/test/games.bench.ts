/**
 * Throughput of 3-player random games through the public API (createGame, legalActions,
 * apply): Christmas Gift alone and with all four expansions. Run with
 * `npx vitest bench src/expansions/christmas-gift/test` (the target is 300 games/s with
 * all four expansions on a quiet machine).
 */
import { bench, describe } from 'vitest';
import { apply, createGame, EXPANSION_IDS, expansionModule, legalActions, Stream } from '../../../index.js';
import type { ExpansionId } from '../../../index.js';

function game(expansions: ExpansionId[], seed: number): void {
  const g = createGame({ players: ['A', 'B', 'C'], expansions, seed: String(seed) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(String(seed), 'bench');
  while (!s.finished) {
    const acts = legalActions(s);
    const r = apply(s, acts[pick.below(acts.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
}

let n = 0;
describe('3-player random games', () => {
  bench('christmas-gift', () => game(['christmas-gift'], n++));
  bench('all four expansions', () => game(EXPANSION_IDS.filter((e) => expansionModule(e)), n++));
  bench('base only', () => game([], n++));
});
