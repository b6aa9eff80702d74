import { describe, expect, it } from 'vitest';
import type { GameEvent, ScoreExplanation } from '@carc/rules';
import { scoreTimeline } from './scoreTimeline.js';
import { breakdown } from './describe.js';
import { playGame } from './testing.js';

const placed: GameEvent = { type: 'tilePlaced', player: 0, tile: 'U', x: 1, y: 0, rot: 0 };
const scored = (x: Partial<ScoreExplanation>): GameEvent => ({
  type: 'scored',
  explanation: { feature: 'road', when: 'completed', tiles: 3, pennants: 0, followers: [1, 0], owners: [0], points: 3, cells: [], ...x },
});

describe('scoreTimeline', () => {
  it('steps once per placed tile and puts the final scoring on a step of its own', () => {
    const events: GameEvent[] = [
      placed,
      placed,
      scored({}),
      placed,
      scored({ owners: [1], followers: [0, 1], points: 4 }),
      scored({ when: 'final', owners: [0, 1], followers: [1, 1], points: 2 }),
      { type: 'ext', expansion: 'easter', kind: 'eggBonus', data: { eggs: [2, 0], award: [10, 0] } },
      { type: 'gameEnded', scores: [15, 6], winners: [0] },
    ];
    const tl = scoreTimeline(events, 2);
    expect(tl.series).toEqual([
      [0, 0, 3, 3, 15],
      [0, 0, 0, 4, 6],
    ]);
    expect(tl.finalStep).toBe(4);
    expect(tl.marks.map((m) => [m.step, m.player, m.points, m.total])).toEqual([
      [2, 0, 3, 3],
      [3, 1, 4, 4],
      [4, 0, 2, 5],
      [4, 1, 2, 6],
      [4, 0, 10, 15],
    ]);
  });

  it('ends on the same totals as the final breakdown for a whole game', () => {
    const { state: s, events } = playGame({ seed: 'tl', players: ['Ann', 'Ben', 'Cleo'], expansions: ['easter', 'festival', 'gifts'], meeples: true });
    expect(s.finished).toBe(true);
    const tl = scoreTimeline(events, 3);
    const b = breakdown(events, 3);
    const totals = [0, 1, 2].map((p) => b.during[p]! + Object.values(b.final).reduce((a, c) => a + c[p]!, 0));
    expect(tl.series.map((sr) => sr[sr.length - 1])).toEqual(totals);
    expect(tl.marks.length).toBeGreaterThan(0);
    // Scores never go down along a line.
    for (const sr of tl.series) for (let i = 1; i < sr.length; i++) expect(sr[i]!).toBeGreaterThanOrEqual(sr[i - 1]!);
  });
});
