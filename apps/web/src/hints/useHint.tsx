/**
 * Hints for a person's decision: the strong bot's move from their own view (never hidden
 * information), with the final margin it can expect. Local games ask the bot worker
 * (botClient.askHint); online rooms that allow hints ask the room (RoomConnection.hint).
 * The move goes onto the board as the player's own pick (GameTable's `advice`), to confirm
 * or change; a new decision clears it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Action } from '@carc/rules';
import type { Location } from '@carc/tiles';
import type { Advice } from '../board/GameTable.js';
import { describeMove, signed } from '../analysis/format.js';
import { t } from '../i18n/index.js';

/** What a hint says, wherever it was searched. */
export interface HintValue {
  action: Action;
  follower: Location | string | null;
  then?: Action;
  margin: number;
}

export type HintAnswer = { ok: true; value: HintValue } | { ok: false; error: { message: string } };

export interface HintState {
  /** The hint for the current decision, as GameTable shows it. */
  advice: Advice | null;
  busy: boolean;
  /** Set when the last ask found no hint. */
  failed: boolean;
  /** Asks for a hint (nothing while one is on its way, or when `ask` is null). */
  request: () => void;
}

/** The hint's words: the move and its expected final margin. */
export function adviceText(h: HintValue): string {
  return `${t('hint.move', { move: describeMove(h.action, h.follower as Location | null, h.then) })} ${t('hint.margin', { margin: signed(h.margin) })}`;
}

/**
 * `decision` names the decision on screen (it changes with every new one, which drops the
 * hint); `ask` searches one, null when the player may not ask now.
 */
export function useHint(decision: string, ask: (() => Promise<HintAnswer>) | null): HintState {
  const [advice, setAdvice] = useState<{ for: string; value: Advice } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setAdvice(null);
    setFailed(null);
  }, [decision]);
  const request = () => {
    if (!ask || busy === decision) return;
    const asked = decision;
    setBusy(asked);
    setFailed(null);
    void ask().then(
      (r) => {
        setBusy((b) => (b === asked ? null : b));
        if (r.ok) setAdvice({ for: asked, value: { action: r.value.action, follower: r.value.follower as Location | null, text: adviceText(r.value) } });
        else setFailed(asked);
      },
      () => {
        setBusy((b) => (b === asked ? null : b));
        setFailed(asked);
      },
    );
  };
  return { advice: advice && advice.for === decision ? advice.value : null, busy: busy === decision, failed: failed === decision, request };
}

/** The Hint button, with what the hint is doing next to it. */
export function HintButton({ hint }: { hint: HintState }) {
  return (
    <>
      <button type="button" onClick={hint.request} disabled={hint.busy} aria-busy={hint.busy} data-testid="hint-ask">
        {t('hint.ask')}
      </button>
      {hint.busy && (
        <span class="muted" role="status" data-testid="hint-busy">
          {t('hint.thinking')}
        </span>
      )}
      {hint.failed && (
        <span class="muted" role="status" data-testid="hint-none">
          {t('hint.none')}
        </span>
      )}
    </>
  );
}
