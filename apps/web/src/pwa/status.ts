/** What the service worker tells the page: a new version waits, or the app now works offline. */
import { signal } from '../i18n/signal.js';

export const updateReady = signal(false);
export const offlineReady = signal(false);
