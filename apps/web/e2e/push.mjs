// End-to-end test of #27 points 4 and 5 in Debian's Chromium against the room server under
// `wrangler dev` with "your turn" push switched on and the local push service
// (apps/server/scripts/push-service.mjs) standing in for the browser vendor's:
//
// 1. Continue on another device: a desktop holding seat 1 shows the link and its QR code;
//    a phone opens the link and takes the seat; the code leaves the phone's address bar and
//    history; the desktop is told and can watch; the link works only once.
// 2. "Your turn": the phone switches notifications on; it leaves the room; the other seat's
//    move makes the Worker send an encrypted push, which the local push service decrypts;
//    that payload goes to the phone's service worker through the DevTools protocol
//    (ServiceWorker.deliverPushMessage); the notification is checked (German, as the phone
//    speaks it); its click brings the phone back to the room, where it plays on.
// 3. Unsubscribing: the switch goes off, the room forgets the endpoint, the browser
//    subscription is dropped.
//
// Two things a headless browser cannot do are stood in for, and only those: Chromium's
// PushManager.subscribe needs Google's push service (it cannot be reached here; headless it
// even takes the browser down), so the phone's page gets a PushManager whose subscription
// is one of the local push service; and a headless browser draws no notification to click,
// so the click is the real `notificationclick` handler run on the real notification
// (registration.getNotifications()) inside the service worker. Every read waits for its
// condition (wait.mjs). Run: `node e2e/push.mjs` after `pnpm --filter @carc/web build`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { encode } from 'uqr';
import { removeBundles } from '../../server/scripts/dev-server.mjs';
import { DRIVER_VARS, SeatSocket, api, startPushDev } from '../../server/scripts/push-dev.mjs';
import { DESKTOP, PHONE, ensureResults, launch, requireBuild, requireChromium, resultsDir, serverPort } from './harness.mjs';
import { nextDecision, playDecision } from './table.mjs';
import { until, waitForText, waitForValue } from './wait.mjs';
import { clickNotification, deliverPush, fakePushManager } from './push-device.mjs';

requireChromium();
requireBuild();
ensureResults();

const byId = (page, id) => page.locator(`[data-testid=${id}]`);
const T0 = Date.now();
const lap = (what) => process.env.CARC_E2E_TIMING && console.log(`  ${what}: ${((Date.now() - T0) / 1000).toFixed(1)} s`);

/** The modules an SVG path of the QR panel draws (its `M x y h w v1 h-w z` runs). */
function modulesOf(d, size) {
  const grid = Array.from({ length: size }, () => new Array(size).fill(false));
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) for (let i = 0; i < Number(m[3]); i++) grid[Number(m[2])][Number(m[1]) + i] = true;
  return grid;
}

async function a11y(page, screen) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
  assert.deepEqual(bad, [], `axe: serious or critical violations on the ${screen}`);
}

const persist = mkdtempSync(join(tmpdir(), 'carc-e2e-push-'));
const dev = await startPushDev({ persistTo: persist, assets: true, vars: DRIVER_VARS, port: await serverPort() });
const url = dev.server.url;
const [desk, phone] = await Promise.all([launch(DESKTOP), launch(PHONE)]);
let ann = null;
let ok = false;
try {
  const errors = [];
  const watch = (p) => p.on('pageerror', (e) => errors.push(e.message));

  // A room whose seat 0 (Ann) is played from here, over a socket; the desktop takes seat 1.
  const created = await api(url, 'POST', '/rooms', { seats: 2 });
  const room = created.body.room;
  const annSeat = await api(url, 'POST', `/rooms/${room}/seats`, { name: 'Ann' });
  const pd = desk.context.pages()[0] ?? (await desk.context.newPage());
  watch(pd);
  await pd.goto(`${url}/#/room/${room}`);
  await pd.fill('[data-testid=room-name]', 'Bob');
  await pd.click('[data-testid=room-join]');
  await pd.waitForSelector('svg.board');
  ann = await new SeatSocket(url, room, annSeat.body.token).open();
  lap('room started');

  // ---- 1. Continue on another device ----
  await pd.click('[data-testid=move-open]');
  await pd.waitForSelector('[data-testid=move-panel]');
  const link = await byId(pd, 'move-link').inputValue();
  const code = new RegExp(`^${url.replace(/[.]/g, '\\.')}/#/move/${room}/([0-9a-f]{32})$`).exec(link)?.[1];
  assert.ok(code, `a move link carrying a one-time code: ${link}`);
  const deskToken = await pd.evaluate((k) => JSON.parse(localStorage.getItem(k)).token, `carc.room.${room}`);
  assert.ok(!link.includes(deskToken), 'the seat token is not in the link');
  // The QR code on screen is the link's (module for module).
  const qr = await pd.evaluate(() => {
    const svg = document.querySelector('[data-testid=move-qr]');
    return { d: svg.querySelector('path').getAttribute('d'), size: Number(svg.getAttribute('viewBox').split(' ')[2]), label: svg.getAttribute('aria-label') };
  });
  assert.deepEqual(modulesOf(qr.d, qr.size), encode(link, { ecc: 'M', border: 4 }).data);
  assert.equal(qr.label, 'QR code of the link to your seat');
  await waitForText(byId(pd, 'move-valid'), /^The link works once, until \d\d?:\d\d/);
  await a11y(pd, 'room with the move panel open');
  await pd.screenshot({ path: join(resultsDir, 'push-move-desktop.png') });

  await phone.context.grantPermissions(['notifications'], { origin: url });
  const pushSub = dev.push.subscribe(dev.vapid.publicKey);
  await phone.context.addInitScript(fakePushManager, { sub: pushSub.subscription, lang: 'de' });
  const pp = phone.context.pages()[0] ?? (await phone.context.newPage());
  watch(pp);
  await pp.goto(link);
  await pp.waitForSelector('svg.board');
  await waitForValue(() => pp.url(), `${url}/#/room/${room}`, 'the phone in the room, the code gone from its address');
  const history = await (await phone.context.newCDPSession(pp)).send('Page.getNavigationHistory');
  assert.ok(history.entries.every((e) => !e.url.includes(code)), `no history entry keeps the code: ${JSON.stringify(history.entries.map((e) => e.url))}`);
  const phoneToken = await pp.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.token, `carc.room.${room}`);
  assert.ok(phoneToken && phoneToken !== deskToken, 'the phone holds a new token for the seat');
  await waitForText(byId(pp, 'room-seat-1'), /^Bob$/);

  // The desktop is told, keeps no token, and watches (it sees the phone's moves below).
  await waitForText(byId(pd, 'room-moved'), /^Your seat now continues on another device; this device watches the game\.$/);
  assert.equal(await pd.evaluate((k) => localStorage.getItem(k), `carc.room.${room}`), null);
  await pd.waitForSelector('svg.board');
  assert.equal(await byId(pd, 'move-open').count(), 0, 'a spectator has no seat to move');
  await pd.screenshot({ path: join(resultsDir, 'push-moved-desktop.png') });

  // The link worked once.
  const again = await desk.context.newPage();
  watch(again);
  await again.goto(link);
  await waitForText(byId(again, 'move-failed'), /^This link did not give you the seat\. This link was used already: each link works once\./);
  await again.close();
  lap('seat moved to the phone');

  // ---- 2. "Your turn" on the phone ----
  await pp.click('[data-testid=push-switch]');
  await waitForText(byId(pp, 'push-on'), /Benachrichtigung/);
  await pp.screenshot({ path: join(resultsDir, 'push-phone-switch.png') });
  assert.equal(await pp.evaluate(() => localStorage.getItem('test.push.key')), dev.vapid.publicKey, 'subscribed with the server’s VAPID key');
  const status = () => api(url, 'POST', `/rooms/${room}/push/status`, { token: phoneToken, endpoint: pushSub.subscription.endpoint }).then((r) => r.body.subscribed);
  assert.equal(await status(), true);

  // The phone leaves the game (its socket closes); Ann moves; the turn is the phone's.
  await pp.goto(`${url}/#/`);
  await ann.offline(1);
  const { turn, seq } = await ann.play();
  assert.equal(turn, 1);
  const [message] = await dev.push.waitFor(pushSub.id, 1);
  assert.deepEqual(message.json, { v: 1, type: 'turn', room, seat: 1, seq, players: ['Ann', 'Bob'], lang: 'de' });
  lap('push decrypted by the push service');

  // Hand the decrypted message to the phone's service worker, as the browser would.
  const shown = await deliverPush(phone.context, pp, url, message.text, until);
  assert.deepEqual(shown, [{ title: 'Du bist am Zug', body: 'Carcassonne mit Ann: dein Zug.', tag: `turn-${room}`, data: { room, seq } }]);

  // Its click: the worker's own handler on that notification; the phone goes back to the room.
  await clickNotification(phone.context, until);
  await waitForValue(() => pp.url(), `${url}/#/room/${room}`, 'the phone back in the room');
  await until(() => pp.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 0), 'the clicked notification closed');
  await ann.until(() => ann.msgs.some((m) => m.type === 'seats' && m.seats[1]?.online > 0));
  // And plays on: the tile by touch, then the follower decision.
  const place = await nextDecision(pp);
  assert.equal(place.state, 'place');
  await playDecision(pp, place.state, 1);
  const meeple = await nextDecision(pp, place.sig);
  await playDecision(pp, meeple.state, 1);
  await ann.until(() => ann.turn === 0 && ann.seq >= seq + 2);
  await pp.screenshot({ path: join(resultsDir, 'push-phone-played.png') });
  // The desktop, now a spectator, saw both moves.
  await until(async () => Number(await pd.locator('svg.board').getAttribute('data-tiles')) >= 3, 'the desktop watching the game go on');
  // The move panel at phone sizes (looked at by a person: test-results/push-move-phone-*.png).
  await pp.click('[data-testid=move-open]');
  await pp.waitForSelector('[data-testid=move-qr]');
  await pp.locator('[data-testid=move-panel]').scrollIntoViewIfNeeded();
  await pp.screenshot({ path: join(resultsDir, 'push-move-phone-390.png') });
  await pp.setViewportSize({ width: 360, height: 780 });
  await pp.locator('[data-testid=move-panel]').scrollIntoViewIfNeeded();
  await pp.screenshot({ path: join(resultsDir, 'push-move-phone-360.png') });
  await pp.click('[data-testid=move-close]');
    lap('notification clicked, phone played on');

  // ---- 3. Unsubscribe ----
  await pp.click('[data-testid=push-switch]');
  await until(async () => !(await byId(pp, 'push-switch').isChecked()) && (await byId(pp, 'push-on').count()) === 0, 'the switch off');
  assert.equal(await status(), false, 'the room forgot the endpoint');
  assert.equal(await pp.evaluate(() => localStorage.getItem('test.push.unsubscribed')), '1', 'the browser subscription is dropped (no room uses it)');

  assert.deepEqual(errors, []);
  ok = true;
} finally {
  await ann?.close().catch(() => {});
  await desk.close();
  await phone.close();
  await dev.close();
  removeBundles();
  rmSync(persist, { recursive: true, force: true });
}
console.log(ok ? `✓ continue on another device and "your turn" push (${((Date.now() - T0) / 1000).toFixed(1)} s)` : '✗ continue on another device and "your turn" push');
process.exit(ok ? 0 : 1);
