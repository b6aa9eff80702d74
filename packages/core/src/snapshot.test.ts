/**
 * `playouts` saves the game state, plays to the end and restores it once per game
 * (assembly/snapshot.ts). Everything a later turn reads must come back: not only the
 * scores and supplies but the follower lists, the open cloisters, the union-find forest
 * and the frontier.
 */
import { describe, expect, it } from 'vitest';
import { LOCATIONS, BASE_TILES } from '@carc/tiles';
import { loadCore } from './node.js';
import { CoreEngine } from './engine.js';

/** Everything the host can read about the position. */
function fingerprint(e: CoreEngine) {
  const tiles: string[] = [];
  for (let y = -20; y <= 20; y++) {
    for (let x = -20; x <= 20; x++) {
      const t = e.tileAt(x, y);
      if (!t) continue;
      const owners = LOCATIONS.map((at) => e.followerAt(x, y, at));
      tiles.push(`${x},${y} ${t.tile}${t.rot} ${owners.join(',')}`);
    }
  }
  return {
    tiles,
    scores: e.scores(),
    supplies: e.supplies(),
    onBoard: e.followersOnBoard(),
    current: e.current,
    placed: e.placed,
    discarded: e.discarded,
    finished: e.finished,
    placements: BASE_TILES.map((t) => e.placements(t.id)),
  };
}

/** A position `turns` random turns into a seeded game, and the tiles still to come. */
async function midGame(players: number, seed: number, turns: number): Promise<{ engine: CoreEngine; rest: string[] }> {
  const e = await loadCore();
  e.seed(seed);
  e.reset(players);
  const stack = CoreEngine.baseStack();
  e.setStack(stack);
  e.shuffleStack();
  const drawn: string[] = [];
  for (let i = 0; i < turns; i++) drawn.push(e.step()!.tile);
  const rest = stack.slice();
  for (const id of drawn) rest.splice(rest.indexOf(id), 1);
  return { engine: e, rest };
}

describe('playouts restore the position', () => {
  // Positions where monks stand on unfinished cloisters and playouts often complete one,
  // which reorders the open-cloister list: with that list left out of the snapshot, each
  // of these fails (checked by mutating restore; the seeds were chosen again when the
  // core's games moved onto the rules' board, whose frontier order changed the games).
  for (const [players, seed, turns] of [
    [3, 12, 40],
    [4, 6, 45],
    [5, 0, 50],
  ] as const) {
    it(`${players} players, ${turns} turns in: the position and every later turn are as if no playout ran`, async () => {
      const a = await midGame(players, seed, turns);
      const b = await midGame(players, seed, turns);
      expect(a.engine.followersOnBoard().some((n) => n > 0)).toBe(true);
      const before = fingerprint(a.engine);
      expect(before.tiles.some((t) => t.split(' ')[2]!.split(',')[12] !== '')).toBe(true); // a monk on C

      // Many calls, not one: each call saves what the previous one restored, so a part of
      // the state left out of the snapshot would drift further with every call.
      for (let k = 0; k < 30; k++) {
        a.engine.seed(100 + k);
        a.engine.playouts(10, a.rest);
      }
      expect(fingerprint(a.engine)).toEqual(before);
      // Hidden state (the forest, the open-cloister list) shows in how games go on from here.
      for (const { engine } of [a, b]) engine.seed(5);
      expect(a.engine.playouts(400, a.rest)).toEqual(b.engine.playouts(400, b.rest));

      // The rest of the game, the same for both: reads the restored forest, lists and frontier.
      for (const { engine, rest } of [a, b]) {
        engine.seed(7);
        engine.setStack(rest);
        engine.shuffleStack();
      }
      for (let r = a.engine.step(); r; r = a.engine.step()) {
        expect(b.engine.step()).toEqual(r);
        expect(a.engine.scores()).toEqual(b.engine.scores());
      }
      expect(b.engine.step()).toBeNull();
      expect(a.engine.finish()).toEqual(b.engine.finish());
      expect(fingerprint(a.engine)).toEqual(fingerprint(b.engine));
    });
  }
});
