import { legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { Evaluation, EVAL1_WEIGHTS } from './eval1.js';
import { FeatureMap, isComplete, KIND_CITY } from './feature-map.js';
import { unknownTiles } from './position.js';
import { seededRng } from './rng.js';
import { TileOdds } from './tile-odds.js';
import { startGame, step } from './test-games.js';

const pass = (s: GameState): GameState => step(s, legalActions(s).find((a) => a.type === 'pass')!);

describe('FeatureMap', () => {
  it('with no tile left to draw, the evaluation is the rules engine final scoring (B-5, B-6)', () => {
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      let s = startGame(`fm-${g}`, 3);
      const rng = seededRng(`fm-walk-${g}`);
      while (!s.finished) {
        const d = pendingDecision(s)!;
        const v = view(s, d.player);
        if (d.kind === 'place' && v.stackSize === 0) {
          const ctx = { odds: new TileOdds(unknownTiles(v)), tilesLeft: 0, players: 3, scores: v.scores, weights: EVAL1_WEIGHTS };
          const followers = v.followers.map((f) => ({ player: f.player, x: f.spot.x, y: f.spot.y, at: f.spot.at }));
          for (const a of v.legalActions!.slice(0, 6)) {
            if (a.type !== 'place') continue;
            const map = new FeatureMap([...v.board, { tile: v.tile!, x: a.x, y: a.y, rot: a.rot }], followers, 3);
            // No follower on the new tile: the map above has none there either.
            let t = step(s, a);
            while (!t.finished) t = pass(t);
            expect(new Evaluation(map, ctx).values()).toEqual(t.scores);
            checked++;
          }
        }
        const acts = legalActions(s);
        s = step(s, acts[rng.below(acts.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('joins the start tile city with a city cap above it into one complete city', () => {
    // D at the origin has its city to the north; E turned 180 degrees has its city to the south.
    const map = new FeatureMap(
      [
        { tile: 'D', x: 0, y: 0, rot: 0 },
        { tile: 'E', x: 0, y: -1, rot: 180 },
      ],
      [{ player: 1, x: 0, y: -1, at: 'S' }],
      2,
    );
    const root = map.rootAt(0, 0, 'N');
    expect(map.rootAt(0, -1, 'S')).toBe(root);
    const city = map.features.get(root)!;
    expect(city.kind).toBe(KIND_CITY);
    expect(city.tiles).toBe(2);
    expect(isComplete(city)).toBe(true);
    expect(city.followers).toEqual([0, 1]);
  });
});
