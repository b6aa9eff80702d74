/**
 * Each player's score after every turn, and the scoring events on the way: what the final
 * screen's chart draws. Turns are counted by placed tiles; the final scoring and end-game
 * bonuses land on one extra step after the last tile.
 */
import type { GameEvent } from '@carc/rules';
import { eventGains } from './describe.js';

export interface ScoreMark {
  /** Step (0 = before the first placement). */
  step: number;
  player: number;
  points: number;
  /** Score of that player after this event, for placing the mark on the line. */
  total: number;
  /** The event that scored, for the mark's description. */
  event: GameEvent;
}

export interface ScoreTimeline {
  /** Per player, the score at each step: `series[p][step]`. */
  series: number[][];
  marks: ScoreMark[];
  /** Step at which the final scoring was added, or null while the game runs. */
  finalStep: number | null;
}

export function scoreTimeline(events: readonly GameEvent[], players: number): ScoreTimeline {
  const score = Array.from({ length: players }, () => 0);
  const series = score.map(() => [0]);
  const marks: ScoreMark[] = [];
  let step = 0;
  let finalStep: number | null = null;
  const set = () => series.forEach((s, p) => (s[step] = score[p]!));
  for (const ev of events) {
    if (ev.type === 'tilePlaced' && finalStep === null) {
      step++;
      set();
      continue;
    }
    const g = eventGains(ev, players);
    if (!g) continue;
    if (g.cat !== null && finalStep === null) {
      // The first end-game points open the final step.
      finalStep = ++step;
      set();
    }
    g.gains.forEach((pts, p) => {
      if (!pts) return;
      score[p]! += pts;
      marks.push({ step, player: p, points: pts, total: score[p]!, event: ev });
    });
    set();
  }
  return { series, marks, finalStep };
}
