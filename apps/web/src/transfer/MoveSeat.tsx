/**
 * "Continue on another device": asks the room for a one-time code and shows its link as a
 * QR code and as text. The code is good once and for 10 minutes; when the other device
 * takes the seat, this device hears `seat-moved` (OnlineScreen says so and offers to watch).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TransferCreateResponse } from '@carc/protocol';
import { lang, t } from '../i18n/index.js';
import { copyText } from '../online/copy.js';
import { errorSentence } from '../online/errors.js';
import { createTransfer, transferLink } from './api.js';
import type { QrPath } from './qr.js';

export function MoveSeat({ room, token }: { room: string; token: string }) {
  const [issued, setIssued] = useState<TransferCreateResponse | null>(null);
  const [qr, setQr] = useState<QrPath | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const link = issued ? transferLink(location.origin, room, issued.code) : '';

  const open = async () => {
    setError(null);
    try {
      const made = await createTransfer(room, token);
      // The encoder is only needed here: loaded on demand, off the first load.
      const { qrPath } = await import('./qr.js');
      setQr(qrPath(transferLink(location.origin, room, made.code)));
      setIssued(made);
    } catch (e) {
      setError(errorSentence(e as Error));
    }
  };
  const close = () => {
    setIssued(null);
    setQr(null);
    setCopied(null);
    // Keyboard users land back where they opened it.
    opener.current?.focus();
  };

  useEffect(() => {
    if (issued) panel.current?.focus();
  }, [issued]);

  return (
    <>
      <button type="button" ref={opener} onClick={() => void open()} data-testid="move-open">
        {t('move.button')}
      </button>
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
      {issued && qr && (
        <div class="move-panel" role="dialog" aria-modal="false" aria-labelledby="move-title" tabIndex={-1} ref={panel} data-testid="move-panel" onKeyDown={(e) => e.key === 'Escape' && close()}>
          <h2 id="move-title">{t('move.title')}</h2>
          <p>{t('move.scan')}</p>
          <svg class="move-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('move.qrLabel')} data-testid="move-qr" shape-rendering="crispEdges">
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.d} fill="#000" />
          </svg>
          <label class="move-link">
            <span class="sr-only">{t('move.title')}</span>
            <input readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} data-testid="move-link" />
          </label>
          <p data-testid="move-valid">{t('move.valid', { time: new Date(issued.expires).toLocaleTimeString(lang.get(), { hour: '2-digit', minute: '2-digit' }) })}</p>
          <p class="muted">{t('move.warning')}</p>
          <div class="row">
            <button type="button" onClick={() => void copyText(link).then(setCopied)} data-testid="move-copy">
              {t('move.copy')}
            </button>
            <button type="button" onClick={close} data-testid="move-close">
              {t('move.close')}
            </button>
          </div>
          {copied !== null && <p role="status">{t(copied ? 'room.copied' : 'room.copyFailed')}</p>}
        </div>
      )}
    </>
  );
}
