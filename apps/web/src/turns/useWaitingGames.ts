import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { savedSeats, SEATS_EVENT } from '../online/seat-tokens.js';

/**
 * Keeps "my games" current app-wide (one request a minute while visible, none while
 * hidden) and shows how many games wait for this device: "(2) Carcassonne Edge" in the tab
 * title, 2 on the installed app's badge. The request code loads only on a device that
 * holds a seat somewhere, after the first render: a first visit loads nothing of it.
 */
export function useWaitingGames(): void {
  useEffect(() => {
    let stopped = false;
    let started = false;
    let cleanup = () => {};
    const start = () => {
      if (started || stopped || savedSeats().length === 0) return;
      started = true;
      void import('./myGames.js').then(({ setBadge, startMyGamesPolling, titleWith, waitingCount }) => {
        if (stopped) return;
        const show = (n: number) => {
          document.title = titleWith(n, t('app.title'), (count, title) => t('turns.title', { n: count, title }));
          setBadge(n);
        };
        const off = waitingCount.subscribe(show);
        const stop = startMyGamesPolling();
        show(waitingCount.get());
        cleanup = () => {
          off();
          stop();
        };
      });
    };
    start();
    addEventListener(SEATS_EVENT, start);
    return () => {
      stopped = true;
      removeEventListener(SEATS_EVENT, start);
      cleanup();
    };
  }, []);
}
