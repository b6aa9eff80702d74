/**
 * Random games with Easter on, alone and with every other available expansion: uniform
 * random choices at every decision. Invariants: 7 followers per player between board and
 * supply, scores never go down, the game ends, and its own record replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { apply, createGame, expansionModule, legalActions, replay, Stream, toRecord } from '../../index.js';
import type { ExpansionId, GameState } from '../../index.js';
import { EXPANSION_IDS } from '../../index.js';
import { followers } from '../../kit.js';

const MAX_ACTIONS = 20000;

function subsetsWith(id: ExpansionId): ExpansionId[][] {
  const others = EXPANSION_IDS.filter((e) => e !== id && expansionModule(e));
  const out: ExpansionId[][] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) out.push([id, ...others.filter((_, i) => mask & (1 << i))]);
  return out;
}

function essence(s: GameState) {
  return { board: s.board, scores: s.scores, supply: s.supply, ext: s.ext, rng: s.rng, finished: s.finished, discarded: s.discarded, final: s.final };
}

/** Plays one game; returns how many bunny hops it had. */
function randomGameHolds(expansions: ExpansionId[], players: number, seed: string, die?: 'fixed-2' | 'd6-mapped'): number {
  const g = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), expansions, seed, ...(die ? { options: { easterDie: die } } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(seed, 'random-play');
  let n = 0;
  let hops = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    expect(acts.length, `a decision without legal actions: ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
    const a = acts[pick.below(acts.length)]!;
    if (a.type === 'ext' && a.expansion === 'easter') hops++;
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
  return hops;
}

describe('random games with Easter', () => {
  for (const exps of subsetsWith('easter')) {
    // Generous timeout: the suite runs beside other heavy jobs on small machines.
    test(`invariants hold: ${exps.join(' + ')}`, { timeout: 60_000 }, () => {
      let hops = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5 }), fc.string({ maxLength: 6 }), fc.constantFrom(undefined, 'fixed-2' as const, 'd6-mapped' as const), (players, seed, die) => {
          hops += randomGameHolds(exps, players, seed, die);
        }),
        { numRuns: 4 },
      );
      // The runs did exercise the bunny phase.
      expect(hops).toBeGreaterThan(0);
    });
  }
});
