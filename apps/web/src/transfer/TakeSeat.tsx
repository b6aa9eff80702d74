/**
 * The other end of "continue on another device": `#/move/<room>/<code>`. The code leaves
 * the address bar and the history at once (the entry is replaced by the room's own
 * address); then the room trades it for the seat, whose new token this device keeps, and
 * the room opens as usual.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { saveToken } from '../online/client.js';
import { errorSentence } from '../online/errors.js';
import { redeemTransfer } from './api.js';

/** Codes this page already sent: a remount must not spend a single-use code twice. */
const sent = new Set<string>();

export function TakeSeat({ room, code }: { room: string; code: string }) {
  const [error, setError] = useState<string | null>(null);
  const roomHash = `#/room/${encodeURIComponent(room)}`;

  useEffect(() => {
    history.replaceState(history.state, '', roomHash);
    if (sent.has(code)) return;
    sent.add(code);
    let live = true;
    redeemTransfer(room, code).then(
      (r) => {
        saveToken(room, r.token, r.seat);
        // The address already names the room: tell the router, which only hears hash changes.
        if (live) dispatchEvent(new HashChangeEvent('hashchange'));
      },
      (e: Error) => live && setError(errorSentence(e)),
    );
    return () => {
      live = false;
    };
  }, [room, code]);

  if (!error) return <p role="status" data-testid="move-taking">{t('move.taking')}</p>;
  return (
    <div class="room">
      <p class="error" role="alert" data-testid="move-failed">
        {t('move.failed')} {error}
      </p>
      <p>
        <a href={roomHash} onClick={() => dispatchEvent(new HashChangeEvent('hashchange'))} data-testid="move-to-room">
          {t('move.toRoom')}
        </a>
      </p>
    </div>
  );
}
