import assert from 'node:assert/strict';

// Shared by the browser tests that receive "your turn" pushes (push.mjs, turns.mjs).

/**
 * A device's PushManager, for the browser tests (Chromium's real one needs Google's push
 * service, which cannot be reached here; headless it even takes the browser down): subscribe() hands out `sub`, a subscription of
 * the local push service, and records the applicationServerKey the app asked with;
 * unsubscribe() is counted. State lives in localStorage, so it outlasts navigations.
 */
export function fakePushManager({ sub, lang }) {
  const read = (k) => localStorage.getItem(`test.push.${k}`);
  const write = (k, v) => localStorage.setItem(`test.push.${k}`, v);
  const bytes = (b64url) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64url.length % 4)) % 4)), (c) => c.charCodeAt(0));
  const b64url = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const subscription = () => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(read('key')).buffer },
    getKey: (name) => bytes(sub.keys[name]).buffer,
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
    unsubscribe: async () => {
      write('unsubscribed', String(Number(read('unsubscribed') ?? 0) + 1));
      localStorage.removeItem('test.push.key');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options) {
    const key = options.applicationServerKey;
    write('key', typeof key === 'string' ? key : b64url(key.buffer ?? key));
    return subscription();
  };
  PushManager.prototype.getSubscription = async function () {
    return read('key') ? subscription() : null;
  };
  // The device's language (the notification must speak it too).
  if (lang && !localStorage.getItem('carc.lang')) localStorage.setItem('carc.lang', lang);
}


/**
 * Hands a push message (the text the local push service decrypted) to the service worker
 * of `page`'s origin through the DevTools protocol, as the browser would on a real push;
 * returns once the worker shows a notification: `[{ title, body, tag, data }]`.
 */
export async function deliverPush(context, page, origin, text, until) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map(); // by id, as last reported
  const versions = new Map();
  // What the browser did with the push (DevTools' "Push messaging" log): "Push event
  // dispatched" when the worker got it, "Push event completed" with its status after.
  const log = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => e.registrations.forEach((r) => registrations.set(r.registrationId, r)));
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => e.versions.forEach((v) => versions.set(v.versionId, v)));
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) =>
    log.push({ event: e.eventName, registration: e.serviceWorkerRegistrationId, ...Object.fromEntries(e.eventMetadata.map((m) => [m.key, m.value])) }),
  );
  // Earlier pushes' entries are stored by the browser and replayed to a new observer: clear them.
  await cdp.send('BackgroundService.clearEvents', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await until(() => [...registrations.values()].find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)?.registrationId, 'the service worker registration');
  // A push handed to a registration whose worker is not yet activated is dropped (seen on a
  // busy machine: no notification ever came): deliver it once the page's worker is active.
  await page.evaluate(() =>
    navigator.serviceWorker.ready.then(
      (r) =>
        new Promise((done) => {
          const w = r.active;
          if (!w || w.state === 'activated') return done();
          w.addEventListener('statechange', () => w.state === 'activated' && done());
        }),
    ),
  );
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: text });
  // Nothing is read while the notification is being shown: Chromium's getNotifications()
  // deletes from its database every stored notification that the platform does not report
  // as displayed yet, unless it was written after the read began
  // (platform_notification_context_impl.cc). A read that falls between the worker's write and
  // the display loses the notification for good: that was this test's "no notification in
  // 60 s" (2 runs in 15 with both CPUs busy; the browser's own log said the push was handled,
  // "Success"). So wait for the browser to say the push event is over, then read.
  const completed = () => {
    const sent = log.findIndex((l) => l.event === 'Push event dispatched' && l.Payload === text);
    return sent >= 0 && log.slice(sent + 1).find((l) => l.event === 'Push event completed')?.Status;
  };
  const status = await until(completed, 'the push event to complete', {
    describe: () => JSON.stringify({ registrationId, pushLog: log }),
  });
  assert.equal(status, 'Success', `the service worker's push event ended in ${status}: ${JSON.stringify(log)}`);
  return until(
    () =>
      page
        .evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))
        .then((n) => n.length && n),
    'the notification',
    {
      describe: () =>
        JSON.stringify({
          registrationId,
          registrations: [...registrations.values()].map((r) => `${r.registrationId}${r.isDeleted ? ' (deleted)' : ''}`),
          versions: [...versions.values()].map((v) => `${v.registrationId}/${v.versionId} ${v.status} ${v.runningStatus}`),
          pushLog: log,
        }),
    },
  );
}

/** Clicks the shown notification the way a headless browser can: the worker's own `notificationclick` handler on it. */
export async function clickNotification(context, until) {
  const worker = await until(() => context.serviceWorkers().at(-1), 'the service worker');
  await worker.evaluate(async () => {
    const [n] = await self.registration.getNotifications();
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
  });
}
