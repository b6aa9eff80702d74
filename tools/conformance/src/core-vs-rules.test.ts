/**
 * The core plays whole games of its own (base rules, any tiles: the bots' playouts); the
 * rules engine (`@carc/rules`) is the authority for games people play. A bot that searches
 * with the core is only as good as the core's agreement with the rules, so this test plays
 * whole random games through the rules engine and, at every decision, asks the core the
 * same question: where can this tile go, which follower spots are free, what is everyone's
 * score now, and what is it after final scoring. Besides the base game, the same with the
 * Festival and Easter tiles under base rules: an engine whose festival and easter modules
 * bring their tiles and nothing else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { kit, rules, Stream, type Action, type Engine, type ExpansionId, type GameState } from '@carc/rules';
import { ALL_TILES, type Location } from '@carc/tiles';
import { tileEngine } from './tiles-only.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
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

let engine: Pick<Engine, 'createGame' | 'apply' | 'legalActions' | 'pendingDecision' | 'result'> = rules;

function step(state: GameState, action: Action): GameState {
  const next = engine.apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value.state;
}

function crossCheckGame(players: number, seed: string, expansions: ExpansionId[] = []): { turns: number } {
  engine = expansions.length === 0 ? rules : tileEngine;
  const e = engine;
  const createGame = e.createGame.bind(e);
  const legalActions = e.legalActions.bind(e);
  const pendingDecision = e.pendingDecision.bind(e);
  const result = e.result.bind(e);
  const created = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed, expansions });
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
      const choice = options[rng.below(options.length)]! as Action;
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

  it.each([
    [2, ['festival'], 'conf-fe-a'],
    [3, ['easter'], 'conf-ea-a'],
    [4, ['festival', 'easter'], 'conf-fe-ea-a'],
    [5, ['festival', 'easter'], 'conf-fe-ea-b'],
  ] as [number, ExpansionId[], string][])('%i players with the %j tiles under base rules, seed %s: every turn agrees', (players, expansions, seed) => {
    const { turns } = crossCheckGame(players, seed, expansions);
    expect(turns).toBeGreaterThan(70);
  });

  it('over 24 more seeded games with Festival and Easter tiles, final scores match', () => {
    const sets: ExpansionId[][] = [['festival'], ['easter'], ['festival', 'easter']];
    for (let i = 0; i < 24; i++) crossCheckGame(2 + (i % 4), `conf-tiles-${i}`, sets[i % 3]!);
  });
});
