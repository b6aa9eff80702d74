/**
 * Two engines implement the base game in this repository: `@carc/rules` (TypeScript, the
 * authority for games people play) and `@carc/core` (WebAssembly, the fast path for bots
 * and playouts). A bot that searches with the core is only as good as the core's agreement
 * with the rules, so this test plays whole random games through the rules engine and, at
 * every decision, asks the core the same question: where can this tile go, which follower
 * spots are free, what is everyone's score now, and what is it after final scoring.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { apply, createGame, kit, legalActions, pendingDecision, result, Stream, type Action, type GameState } from '@carc/rules';
import type { Location } from '@carc/tiles';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore();
});

/**
 * A follower location names a feature, and two features of the new tile may already be one
 * through the board; compare the board features (union-find roots, after placement), not
 * the location each engine picked to name them.
 */
function rootsOf(state: GameState, x: number, y: number, locations: readonly Location[]): number[] {
  return locations.map((at) => kit.featureAt(state, { x, y, at })).sort((a, b) => a - b);
}

const key = (p: { x: number; y: number; rot: number }) => `${p.x},${p.y},${p.rot}`;

function step(state: GameState, action: Action): GameState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value.state;
}

function crossCheckGame(players: number, seed: string): { turns: number } {
  const created = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  core.reset(players);
  const rng = Stream.fromSeed(seed, 'policy');
  let turns = 0;
  while (pendingDecision(state)) {
    const decision = pendingDecision(state)!;
    expect(decision.kind).toBe('place');
    const tile = decision.tile!;
    const placements = legalActions(state) as Extract<Action, { type: 'place' }>[];
    expect(new Set(placements.map(key)), `placements of ${tile}, turn ${turns}`).toEqual(
      new Set(core.placements(tile).map(key)),
    );
    const place = placements[rng.below(placements.length)]!;
    const coreSpots = core.spots(tile, place.x, place.y, place.rot) ?? [];
    state = step(state, place);

    let meeple: Location | undefined;
    if (pendingDecision(state)?.kind === 'meeple') {
      const options = legalActions(state);
      const spots = options.filter((a): a is Extract<Action, { type: 'meeple' }> => a.type === 'meeple');
      // The core lists spots whatever the supply holds; the rules offer none without followers.
      if (spots.length > 0 || state.supply[decision.player] !== 0) {
        // Lists, not sets: each engine must offer every feature exactly once.
        expect(rootsOf(state, place.x, place.y, spots.map((s) => s.at)), `spots of ${tile}, turn ${turns}`).toEqual(
          rootsOf(state, place.x, place.y, coreSpots),
        );
      }
      const choice = options[rng.below(options.length)]!;
      if (choice.type === 'meeple') meeple = choice.at;
      state = step(state, choice);
    }
    core.put({ tile, x: place.x, y: place.y, rot: place.rot, ...(meeple ? { meeple } : {}) });
    turns++;
    if (!state.finished) {
      expect(core.scores(), `scores after turn ${turns}`).toEqual([...state.scores]);
      expect(core.supplies(), `supplies after turn ${turns}`).toEqual([...state.supply]);
    }
  }
  expect(core.finish(), 'final scores').toEqual(result(state).scores);
  return { turns };
}

describe('the wasm core agrees with the rules engine', () => {
  it.each([
    [2, 'conf-a'],
    [2, 'conf-b'],
    [3, 'conf-c'],
    [4, 'conf-d'],
    [5, 'conf-e'],
  ])('%i players, seed %s: placements, follower spots and scores at every turn', (players, seed) => {
    const { turns } = crossCheckGame(players, seed);
    expect(turns).toBeGreaterThan(60);
  });

  it('over 40 more seeded games, final scores match', () => {
    for (let i = 0; i < 40; i++) crossCheckGame(2 + (i % 4), `conf-many-${i}`);
  });
});
