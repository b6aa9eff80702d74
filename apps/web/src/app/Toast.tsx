import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.js';

/**
 * A short notice over the page's corner, never taking a row of the layout: it closes by
 * itself after `ms` (or with ×) and may offer one action, such as Undo.
 */
export function Toast(p: { message: string; action?: string; onAction?: () => void; onClose: () => void; ms?: number; testid?: string }) {
  useEffect(() => {
    const timer = setTimeout(p.onClose, p.ms ?? 8000);
    return () => clearTimeout(timer);
  }, [p.message]);
  return (
    <div class="toast" role="status" data-testid={p.testid ?? 'toast'}>
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
