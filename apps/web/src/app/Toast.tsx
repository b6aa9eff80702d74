import { createPortal } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.js';

/**
 * A short notice that closes by itself after `ms` (or with ×) and may offer one action,
 * such as Undo. While the pointer is over it or focus is inside it, it stays: someone
 * reading it slowly, or reaching for Undo by keyboard or a screen reader, must not have it
 * taken away (WCAG 2.2.1); it gets its full time again once they leave. Wherever a screen renders it, it shows in the page's toast row
 * (`#toasts` in index.html, under the app): a row of its own at the bottom of the screen,
 * so it never covers a control. The rest of the page gives up that height while the toast
 * shows; nothing above it moves.
 */
export function Toast(p: { message: string; action?: string; onAction?: () => void; onClose: () => void; ms?: number; testid?: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef({ pointer: false, focus: false });
  const onClose = useRef(p.onClose);
  onClose.current = p.onClose;
  const stop = () => clearTimeout(timer.current);
  const start = () => {
    stop();
    if (!held.current.pointer && !held.current.focus) timer.current = setTimeout(() => onClose.current(), p.ms ?? 8000);
  };
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    held.current[what] = on;
    start();
  };
  useEffect(() => {
    start();
    return stop;
  }, [p.message]);
  const toast = (
    <div
      class="toast"
      role="status"
      data-testid={p.testid ?? 'toast'}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocusIn={() => hold('focus', true)}
      onFocusOut={(e) => {
        // Focus moving between the toast's own buttons does not let go of it.
        if (!(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      <span>{p.message}</span>
      {p.action && (
        <button type="button" class="primary" onClick={p.onAction} data-testid={`${p.testid ?? 'toast'}-action`}>
          {p.action}
        </button>
      )}
      <button type="button" class="link" aria-label={t('toast.close')} onClick={p.onClose}>
        ×
      </button>
    </div>
  );
  // Without the row (a component rendered alone, in a unit test) it stays where it is rendered.
  const row = typeof document === 'undefined' ? null : document.getElementById('toasts');
  return row ? createPortal(toast, row) : toast;
}

const OFFLINE_SHOWN = 'carc.offlineReadyShown';

/**
 * Whether to tell the player the app now works offline: only the first time this browser
 * ever gets there (the notice is news once). Marks it as told.
 */
export function firstOfflineNotice(storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  try {
    if (!storage || storage.getItem(OFFLINE_SHOWN)) return false;
    storage.setItem(OFFLINE_SHOWN, '1');
    return true;
  } catch {
    // Storage refused (private mode): tell it this once, in this page.
    return true;
  }
}
