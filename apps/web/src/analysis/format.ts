import type { Action } from '@carc/rules';
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

/**
 * The board cell a move acts on, if it has one: a placement's, or an expansion action's
 * `x`/`y` (the bunny's hop, a card's target tile); null for followers, passes and the rest.
 */
export function cellOf(action: Action): { x: number; y: number } | null {
  if (action.type === 'place') return { x: action.x, y: action.y };
  const { x, y } = action as { x?: unknown; y?: unknown };
  return action.type === 'ext' && typeof x === 'number' && typeof y === 'number' ? { x, y } : null;
}
