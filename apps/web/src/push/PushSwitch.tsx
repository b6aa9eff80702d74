/** The room's "notify this device when it is my turn" switch (#27 point 5). */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { errorSentence } from '../online/errors.js';
import { disablePush, enablePush, pushState, pushSupported } from './device-push.js';
import { pushKey } from './api.js';

export function PushSwitch({ room, token }: { room: string; token: string }) {
  /** null: not known yet, or push impossible here (then nothing is shown). */
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    // No key: this server sends no push, and the switch stays hidden.
    pushKey()
      .then((key) => pushState(room, token, key))
      .then(
        (state) => live && setOn(state),
        () => live && setOn(null),
      );
    return () => {
      live = false;
    };
  }, [room, token]);

  if (on === null) return null;

  const toggle = async (want: boolean) => {
    setBusy(true);
    setNote(null);
    try {
      if (want) {
        const r = await enablePush(room, token);
        setOn(r === 'on');
        if (r === 'blocked') setNote(t('push.blocked'));
      } else {
        await disablePush(room, token);
        setOn(false);
      }
    } catch (e) {
      setNote(t('push.failed', { msg: errorSentence(e as Error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="push-switch">
      <label class="check">
        <input type="checkbox" checked={on} disabled={busy} onChange={(e) => void toggle((e.target as HTMLInputElement).checked)} data-testid="push-switch" /> {t('push.enable')}
      </label>
      {on && <p class="muted" data-testid="push-on">{t('push.on')}</p>}
      {note && (
        <p class="error" role="alert" data-testid="push-note">
          {note}
        </p>
      )}
    </div>
  );
}
