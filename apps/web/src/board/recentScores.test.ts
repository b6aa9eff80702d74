import { describe, expect, it } from 'vitest';
import type { GameEvent, ScoreExplanation } from '@carc/rules';
import { labelCell, recentScores } from './recentScores.js';

const placed = (player: number): GameEvent => ({ type: 'tilePlaced', player, tile: 'E', x: 0, y: -1, rot: 180 });
const scored = (x: Partial<ScoreExplanation>): GameEvent => ({
  type: 'scored',
  explanation: { feature: 'city', when: 'completed', tiles: 2, pennants: 0, followers: [1, 0], owners: [0], points: 4, cells: [[0, 0], [0, -1]], ...x },
});

describe('recentScores', () => {
  it('keeps the last placement’s scores past the next turn’s start, until the next tile is placed', () => {
    const events: GameEvent[] = [placed(0), scored({}), scored({ feature: 'road', owners: [0, 1], points: 3, followers: [1, 1] }), { type: 'turnStarted', player: 1 }];
    const r = recentScores(events);
    expect(r.map((s) => s.feature)).toEqual(['city', 'road']);
    expect(r[0]!.gains).toEqual([{ player: 0, points: 4 }]);
    expect(r[1]!.gains).toEqual([{ player: 0, points: 3 }, { player: 1, points: 3 }]);
    expect(recentScores([...events, placed(1)])).toEqual([]);
  });

  it('uses what each player was awarded, and leaves out final scoring and nothing-scored features', () => {
    const r = recentScores([
      placed(0),
      scored({ owners: [0, 1], followers: [1, 1], awarded: [4, 7] }),
      scored({ owners: [1], awarded: [0, 0], rules: ['CG-12'] }),
      scored({ when: 'final' }),
      scored({ owners: [] }),
    ]);
    expect(r.length).toBe(1);
    expect(r[0]!.gains).toEqual([{ player: 0, points: 4 }, { player: 1, points: 7 }]);
  });

  it('puts the label on the tile nearest the middle of the feature', () => {
    expect(labelCell([[0, 0], [1, 0], [2, 0]])).toEqual([1, 0]);
    expect(labelCell([[5, 5]])).toEqual([5, 5]);
  });
});
