/**
 * The core's own games, followed by the rules. The core plays whole random games with its
 * fast playout policy (`CoreEngine.step`: draw, place, maybe a follower, score) on the draw
 * order of a rules game; the rules engine then plays the same moves: each tile the core
 * draws must be the rules' next tile, the core's placement must be one of the rules' legal
 * placements, its follower choice one of the rules' options, and after every turn the
 * scores and supplies must agree, as must the final scores. Where core-vs-rules lets the
 * rules choose and asks the core, this lets the core choose: the bots' playouts may only
 * play games the rules would allow, and score them as the rules do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { kit, rules, type Action, type Engine, type ExpansionId, type GameState } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { tileEngine } from './tiles-only.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

function must(r: ReturnType<Engine['apply']>): GameState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Plays the core's game through the rules; returns the turns played and the tiles the core discarded. */
function followCore(players: number, seed: number, expansions: ExpansionId[]): { turns: number; discarded: number } {
  const engine = expansions.length === 0 ? rules : tileEngine;
  const created = engine.createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed: `core-policy-${seed}`, expansions });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  core.seed(seed);
  core.reset(players);
  core.setStack(state.stack.slice(state.stackPos - (state.tile ? 1 : 0)));
  let turns = 0;
  let final: number[] | undefined;
  for (let r = core.step(); r !== null; r = core.step()) {
    if (r.discarded) continue; // B-3: the rules discard it on their own when drawing
    const d = engine.pendingDecision(state);
    expect(d?.kind, `turn ${turns}`).toBe('place');
    expect(state.tile, `tile drawn on turn ${turns}`).toBe(r.tile);
    const player = d!.player;
    // The core's placement: the legal placement whose square now holds that tile, so turned.
    const placements = (engine.legalActions(state) as Action[]).filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place');
    const place = placements.filter((p) => {
      const t = core.tileAt(p.x, p.y);
      return t !== null && t.tile === r.tile && t.rot === p.rot;
    });
    expect(place.length, `the core's placement of ${r.tile} on turn ${turns} is one legal placement`).toBe(1);
    state = must(engine.apply(state, place[0]!));
    // The core's follower choice: the rules' option (a spot or pass) that leaves the same scores,
    // supplies and follower on the new tile as the core's turn did.
    if (engine.pendingDecision(state)?.kind === 'meeple') {
      const scores = core.scores();
      const supplies = core.supplies();
      const options = engine.legalActions(state) as Action[];
      const fits = options.filter((o) => {
        const n = must(engine.apply(state, o));
        const { x, y } = place[0]!;
        // A follower the rules leave standing on the new tile must stand there in the core too.
        const standing = o.type === 'meeple' && kit.followers(n).some((f) => f.spot.x === x && f.spot.y === y && f.spot.at === o.at);
        if (o.type === 'meeple' && standing && core.followerAt(x, y, o.at) !== player) return false;
        // The last tile: the rules go on to final scoring, so compare with the core's.
        if (n.finished) return n.scores.every((v, i) => v === (final ??= core.finish())[i]);
        return n.scores.every((v, i) => v === scores[i]) && n.supply.every((v, i) => v === supplies[i]);
      });
      expect(fits.length, `the core's follower choice on turn ${turns} is one of the rules' options`).toBeGreaterThan(0);
      state = must(engine.apply(state, fits[0]!));
    }
    turns++;
    if (!state.finished) {
      expect(core.scores(), `scores after turn ${turns}`).toEqual([...state.scores]);
      expect(core.supplies(), `supplies after turn ${turns}`).toEqual([...state.supply]);
    }
  }
  expect(state.finished, 'the rules game ends with the core\'s stack').toBe(true);
  expect(final ?? core.finish(), 'final scores').toEqual(engine.result(state).scores);
  return { turns, discarded: core.discarded };
}

describe("the core's random policy plays only games the rules allow, scored alike", () => {
  it.each([2, 3, 4, 5])('%i players, base game: 6 games', (players) => {
    for (let g = 0; g < 6; g++) expect(followCore(players, 100 * players + g, []).turns).toBeGreaterThan(60);
  });

  it.each([
    [2, ['festival']],
    [3, ['easter']],
    [4, ['festival', 'easter']],
    [5, ['festival', 'easter']],
  ] as [number, ExpansionId[]][])('%i players with the %j tiles under base rules: 4 games', (players, expansions) => {
    for (let g = 0; g < 4; g++) expect(followCore(players, 1000 + 10 * players + g, expansions).turns).toBeGreaterThan(70);
  });
});

