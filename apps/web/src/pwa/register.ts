/**
 * Service worker registration (imported by main.tsx after the first render, so workbox-window
 * is not part of the first load; the two signals live in ./status.ts, which the page shell
 * reads from the start). The worker activates at once (skipWaiting + clientsClaim in
 * vite.config.ts) so the very first visit already works offline; when a later deploy
 * installs a new worker, the page offers a reload instead of changing under the player.
 */
import { Workbox } from 'workbox-window';
import { offlineReady, updateReady } from './status.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate && !e.isExternal) offlineReady.set(true);
  });
  // A new worker takes control at once (skipWaiting + clientsClaim). Taking over from a
  // previous worker means a new version was deployed; taking control on the first visit
  // does not. (Workbox reports later updates as "external" ones, so the controller is the
  // reliable signal.)
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) updateReady.set(true);
    controlled = true;
  });
  // A refused registration (storage cleared meanwhile, a private window without storage)
  // leaves the app working online; nothing to tell the player.
  wb.register().catch(() => undefined);
  // Look for a new deploy whenever the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}
