/**
 * The fast policy that plays a sample on after a candidate, through the rules engine:
 * random placements, a follower on a random free spot half of the time, and expansion
 * decisions by a random action that acts rather than passes (as the bots' simple policy).
 * It is weak on purpose: a playout costs a few hundred microseconds, and the leaf
 * evaluation (PositionValue), not the playout, carries most of the judgement.
 */
import { apply, legalActions, pendingDecision } from '@carc/rules';
import type { Action, GameState } from '@carc/rules';
import type { BotRng } from '../rng.js';

/** Chance of placing a follower when one may be placed. */
const FOLLOWER_CHANCE = 0.5;

export class RolloutPolicy {
  /** Plays `s` on for `turns` turns (0 = to the end); returns the state reached. */
  playOn(s: GameState, turns: number, rng: BotRng): GameState {
    const stopAt = turns > 0 ? s.turn + turns : Infinity;
    let guard = 10_000;
    while (!s.finished && s.turn < stopAt && guard-- > 0) {
      const d = pendingDecision(s);
      if (!d) break;
      const r = apply(s, this.pick(legalActions(s), d.kind, rng), d.player);
      if (!r.ok) break;
      s = r.value.state;
    }
    return s;
  }

  pick(legal: readonly Action[], kind: string, rng: BotRng): Action {
    if (kind === 'meeple' && rng.next() >= FOLLOWER_CHANCE) {
      const pass = legal.find((a) => a.type === 'pass');
      if (pass) return pass;
    }
    let acting = 0;
    for (const a of legal) if (a.type !== 'pass') acting++;
    if (acting === 0) return legal[rng.below(legal.length)]!;
    let k = rng.below(acting);
    for (const a of legal) if (a.type !== 'pass' && k-- === 0) return a;
    return legal[0]!;
  }
}
