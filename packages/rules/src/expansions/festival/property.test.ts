/**
 * Random games with The Festival on, alone and with the other available expansions
 * (the Easter suite covers the combinations with Easter): uniform random choices at every
 * decision, festival returns included. Invariants: 7 followers per player between board
 * and supply, scores never go down, the game ends, its own record replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { apply, createGame, expansionModule, legalActions, replay, Stream, toRecord } from '../../index.js';
import type { ExpansionId, GameState } from '../../index.js';
import { EXPANSION_IDS } from '../../index.js';
import { followers } from '../../kit.js';

const MAX_ACTIONS = 20000;

function subsets(): ExpansionId[][] {
  const others = EXPANSION_IDS.filter((e) => e !== 'festival' && e !== 'easter' && expansionModule(e));
  const out: ExpansionId[][] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) out.push(['festival', ...others.filter((_, i) => mask & (1 << i))]);
  return out;
}

function essence(s: GameState) {
  return { board: s.board, scores: s.scores, supply: s.supply, ext: s.ext, rng: s.rng, finished: s.finished, discarded: s.discarded, final: s.final };
}

function randomGameHolds(expansions: ExpansionId[], players: number, seed: string): number {
  const g = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), expansions, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(seed, 'random-play');
  let n = 0;
  let returns = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const a = acts[pick.below(acts.length)]!;
    if (a.type === 'ext' && a.expansion === 'festival') returns++;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)} ${r.error.message}`);
    const next = r.value.state;
    const onBoard = new Array<number>(players).fill(0);
    for (const f of followers(next)) onBoard[f.player]! += 1;
    for (let p = 0; p < players; p++) {
      expect(onBoard[p]! + next.supply[p]!).toBe(7);
      expect(next.scores[p]!).toBeGreaterThanOrEqual(s.scores[p]!);
    }
    s = next;
    expect(++n).toBeLessThan(MAX_ACTIONS);
  }
  const rep = replay(JSON.parse(JSON.stringify(toRecord(s))));
  if (!rep.ok) throw new Error(`replay failed: ${JSON.stringify(rep.error)}`);
  expect(essence(rep.value.state)).toEqual(essence(s));
  return returns;
}

describe('random games with The Festival', () => {
  for (const exps of subsets()) {
    // Generous timeout: the suite runs beside other heavy jobs on small machines.
    test(`invariants hold: ${exps.join(' + ')}`, { timeout: 60_000 }, () => {
      let returns = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5 }), fc.string({ maxLength: 6 }), (players, seed) => {
          returns += randomGameHolds(exps, players, seed);
        }),
        { numRuns: 4 },
      );
      // The runs did exercise the festival return.
      expect(returns).toBeGreaterThan(0);
    });
  }
});
