/**
 * What the charts draw: after each judged decision, every player's expected final score and
 * win chance as the decider saw them (the move played, valued from the decider's view).
 */
import type { DecisionAnalysis, GameAnalysis } from '@carc/bots';

export type Judged = Extract<DecisionAnalysis, { evaluated: true }>;

export interface SeriesPoint {
  /** Decision index (x axis). */
  index: number;
  scores: number[];
  win: number[];
}

export function judged(a: GameAnalysis): Judged[] {
  return a.decisions.filter((d): d is Judged => d.evaluated);
}

export function seriesOf(a: GameAnalysis): SeriesPoint[] {
  return judged(a).map((d) => ({ index: d.index, scores: d.playedValue.scores, win: d.playedValue.win }));
}

/** Expected points each player gave away over the game (sum of losses), and decisions judged. */
export function lossByPlayer(a: GameAnalysis): { lost: number; decisions: number }[] {
  const out = a.players.map(() => ({ lost: 0, decisions: 0 }));
  for (const d of judged(a)) {
    out[d.player]!.lost += d.loss;
    out[d.player]!.decisions++;
  }
  return out;
}
