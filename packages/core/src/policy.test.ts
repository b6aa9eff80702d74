/** The heuristic playout policy (`setPolicy`): legal, deterministic, and better than random. */
import { describe, expect, it } from 'vitest';
import { loadCore } from './node.js';
import { CoreEngine } from './engine.js';
import type { CoreMove, PlayoutPolicy } from './engine.js';
import type { Location } from '@carc/tiles';

const FULL = CoreEngine.baseStack();
const LOCATIONS: Location[] = ['N', 'E', 'S', 'W', 'NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR', 'C'];
const SMART: PlayoutPolicy = { samples: 1000 };

/** Everything the host can read about the position, for comparing two engines. */
function snapshot(e: CoreEngine, at: { x: number; y: number } | null): string {
  const followers = at ? LOCATIONS.map((l) => e.followerAt(at.x, at.y, l)) : [];
  return JSON.stringify([e.scores(), e.supplies(), e.followersOnBoard(), e.current, followers]);
}

describe('heuristic playout policy', () => {
  it.each([
    [{ samples: 1000 }, 2],
    [{ samples: 6, eps: 10 }, 3],
    [{ samples: 1000, followers: false }, 2],
    [{ samples: 3, reserve: 0, keep: 0 }, 4],
  ] as [PlayoutPolicy, number][])('%j plays only legal moves (%i players), as a replay with put confirms', async (policy, players) => {
    const e = await loadCore();
    const mirror = await loadCore();
    for (let game = 0; game < 3; game++) {
      e.setPolicy(policy);
      e.seed(500 + game);
      e.reset(players);
      e.setStack(FULL);
      e.shuffleStack();
      const moves: CoreMove[] = [];
      const replay = (extra: CoreMove | null): void => {
        mirror.reset(players);
        for (const m of moves) mirror.put(m);
        if (extra) mirror.put(extra);
      };
      replay(null);
      for (let r = e.step(); r; r = e.step()) {
        if (r.discarded) {
          expect(mirror.placements(r.tile)).toHaveLength(0);
          continue;
        }
        // The square the tile went to must be one the mirror lists for it.
        const fits = mirror.placements(r.tile);
        const hit = fits.filter((p) => mirror.tileAt(p.x, p.y) === null && e.tileAt(p.x, p.y) !== null);
        const at = hit.find((p) => e.tileAt(p.x, p.y)!.rot === p.rot && e.tileAt(p.x, p.y)!.tile === r.tile);
        expect(at).toBeDefined();
        // And its follower choice one of the free spots there: the one that reproduces the state.
        const options: (Location | undefined)[] = [undefined, ...(mirror.spots(r.tile, at!.x, at!.y, at!.rot) ?? [])];
        const want = snapshot(e, at!);
        const chosen = options.findIndex((meeple) => {
          replay({ tile: r.tile, ...at!, meeple });
          return snapshot(mirror, at!) === want;
        });
        expect(chosen).toBeGreaterThanOrEqual(0);
        moves.push({ tile: r.tile, ...at!, meeple: options[chosen] });
        replay(null);
      }
      expect(e.placed - 1 + e.discarded).toBe(71);
      expect(mirror.finish()).toEqual(e.finish());
    }
  }, 60_000);

  it('is deterministic for a seed', async () => {
    const a = await loadCore();
    const b = await loadCore();
    for (const e of [a, b]) e.setPolicy({ samples: 6, eps: 5 });
    expect(a.randomGames(50, 2, 99)).toEqual(b.randomGames(50, 2, 99));
    // A different seed gives different games.
    expect(a.randomGames(50, 2, 100)).not.toEqual(b.randomGames(50, 2, 99));
  });

  it('leaves the uniform random policy untouched when set back', async () => {
    const fresh = await loadCore();
    const used = await loadCore();
    used.setPolicy(SMART);
    used.randomGames(5, 2, 1);
    used.setPolicy({ samples: 0 });
    expect(used.randomGames(200, 2, 42)).toEqual(fresh.randomGames(200, 2, 42));
  });

  it('scores far more than random play (it completes features and keeps followers for them)', async () => {
    const e = await loadCore();
    const n = 200;
    const random = e.randomGames(n, 2, 5).map((s) => s / n);
    e.setPolicy(SMART);
    const smart = e.randomGames(n, 2, 5).map((s) => s / n);
    for (let p = 0; p < 2; p++) expect(smart[p]!).toBeGreaterThan(random[p]! + 30);
  });

  it('rejects values the core cannot take', async () => {
    const e = await loadCore();
    expect(() => e.setPolicy({ samples: -1 })).toThrow(RangeError);
    expect(() => e.setPolicy({ samples: 4, eps: 101 })).toThrow(RangeError);
    expect(() => e.setPolicy({ samples: 1.5 })).toThrow(RangeError);
  });
});
