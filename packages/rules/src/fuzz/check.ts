/**
 * What must hold for any action applied to any state: `apply` returns a typed error, or a
 * result when the action happens to be legal; it never throws. (That the state given to
 * it is unchanged is checked by freezing it and by its hash, see run.ts.)
 */
import { apply } from '../index.js';
import type { Action, RuleErrorCode } from '../index.js';
import { followers } from '../kit.js';
import type { Sample } from './corpus.js';

export const RULE_ERROR_CODES: readonly RuleErrorCode[] = [
  'game-over',
  'not-your-turn',
  'wrong-decision',
  'malformed-action',
  'illegal-placement',
  'illegal-follower',
  'no-follower-in-supply',
  'illegal-action',
];

export type Verdict =
  | { ok: true; outcome: RuleErrorCode | 'accepted' }
  | { ok: false; problem: 'threw' | 'untyped-error' | 'accepted-unoffered' | 'broken-result'; detail: string };

/** Whether some offered action is of the same type, kind and card as `a`. */
function offeredAlike(legal: readonly Action[], a: Record<string, unknown>): boolean {
  return legal.some((l) => l.type === a.type && (l.type !== 'ext' || (l.expansion === a.expansion && l.kind === a.kind && (l as { card?: unknown }).card === a.card)));
}

/** Apply `action` to the sample's state and judge the answer. */
export function check(sample: Sample, action: unknown): Verdict {
  let r: ReturnType<typeof apply>;
  try {
    r = apply(sample.state, action);
  } catch (e) {
    return { ok: false, problem: 'threw', detail: e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e) };
  }
  if (!r.ok) {
    const e = r.error;
    if (!RULE_ERROR_CODES.includes(e.code) || typeof e.message !== 'string' || e.message.length === 0) {
      return { ok: false, problem: 'untyped-error', detail: JSON.stringify(e) };
    }
    return { ok: true, outcome: e.code };
  }
  // Accepted: it must be an action of a kind the decision offers, and the game must still
  // be whole (every follower either on the board or in the supply).
  const a = action as Record<string, unknown>;
  if (!offeredAlike(sample.legal, a)) return { ok: false, problem: 'accepted-unoffered', detail: 'no offered action has its type, kind and card' };
  const next = r.value.state;
  const onBoard = new Array<number>(next.players.length).fill(0);
  for (const f of followers(next)) onBoard[f.player]! += 1;
  if (onBoard.some((n, p) => n + next.supply[p]! !== 7)) return { ok: false, problem: 'broken-result', detail: 'followers on the board and in the supply no longer make 7' };
  return { ok: true, outcome: 'accepted' };
}
