import type { Action, PlayerView } from '@carc/rules';
import type { Location } from '@carc/tiles';
import { t } from '../i18n/index.js';

/**
 * A move in words: "(1, 0) 90°, follower on N", "follower on C", "no follower"; a placement
 * whose follower decision was answered otherwise (The Festival's return) names that answer too.
 */
export function describeMove(action: Action, follower: Location | null, then?: Action): string {
  switch (action.type) {
    case 'place': {
      const where = t('analysis.place', { x: action.x, y: action.y, rot: action.rot });
      if (follower) return `${where}, ${t('analysis.follower', { at: follower })}`;
      return then && then.type === 'ext' ? `${where}, ${describeMove(then, null)}` : where;
    }
    case 'meeple':
      return t('analysis.follower', { at: action.at });
    case 'pass':
      return t('analysis.noFollower');
    default:
      return `${action.expansion}/${action.kind}`;
  }
}

export const signed = (v: number): string => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;

/** Where the board should point at for a move: its cell for a placement, the last tile otherwise. */
export function cellOf(action: Action, v: PlayerView): { x: number; y: number } | null {
  if (action.type === 'place') return { x: action.x, y: action.y };
  const last = v.board[v.board.length - 1];
  return last ? { x: last.x, y: last.y } : null;
}
