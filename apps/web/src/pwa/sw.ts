/**
 * The service worker (vite-plugin-pwa, injectManifest): the app's files precached so it
 * starts offline, navigations answered with index.html except /api/*, a new version taking
 * over at once (register.ts offers the reload) — as the generated worker did before — and
 * the "your turn" notifications (push/sw-push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPushes } from '../push/sw-push.js';

/** `__WB_MANIFEST`: the file list vite-plugin-pwa writes in at build time. */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Without these the first visit is never controlled, so an offline reload right after it
// would fail (toolchain.md).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
listenForPushes();
