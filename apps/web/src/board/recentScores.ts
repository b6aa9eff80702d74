/**
 * The scores of the last placement, for the board to keep on show. They stay until the
 * next tile is placed (the next player's confirmed placement), so everyone at the table —
 * and the next player after a hot-seat hand-over — sees what just scored and for whom.
 */
import type { FeatureKind, GameEvent } from '@carc/rules';

export interface RecentScore {
  feature: FeatureKind;
  cells: [number, number][];
  /** Points per player who received any (player index, points). */
  gains: { player: number; points: number }[];
}

export function recentScores(events: readonly GameEvent[]): RecentScore[] {
  const out: RecentScore[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'tilePlaced') break;
    if (e.type !== 'scored' || e.explanation.when === 'final' || e.explanation.when === 'bonus') continue;
    const x = e.explanation;
    // `awarded` is what each player really got (a card may raise a share, a laid-down
    // feature pays later); older events only have the base points for each owner.
    const gains = x.awarded
      ? x.awarded.flatMap((points, player) => (points > 0 ? [{ player, points }] : []))
      : x.owners.map((player) => ({ player, points: x.points })).filter((g) => g.points > 0);
    if (!gains.length || !x.cells.length) continue;
    out.unshift({ feature: x.feature, cells: x.cells, gains });
  }
  return out;
}

/** The cell of a feature nearest its middle: where its "+N" label goes. */
export function labelCell(cells: readonly (readonly [number, number])[]): [number, number] {
  const mx = cells.reduce((s, c) => s + c[0], 0) / cells.length;
  const my = cells.reduce((s, c) => s + c[1], 0) / cells.length;
  let best = cells[0]!;
  for (const c of cells) if (Math.hypot(c[0] - mx, c[1] - my) < Math.hypot(best[0] - mx, best[1] - my)) best = c;
  return [best[0], best[1]];
}
