// End-to-end test of online rooms in two browser contexts (Debian's Chromium) against the
// room server under `wrangler dev`: seats and their count, the share link's Copy button,
// a full room's sentence, a disconnect and a return announced, a whole game and a rematch
// in a new room whose log keeps the old one verifiable, and Leave. Every read of the page
// after an action waits for the page to show the expected result (wait.mjs), never for a
// fixed time. Also the list of open rooms (a room opted in, found and left when full). Run: `node e2e/rooms.mjs` after `pnpm --filter @carc/web build`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { verifyRoomLog } from '@carc/protocol';
import { ensureResults, launch, requireBuild, requireChromium, resultsDir, serverPort, startRoomServer } from './harness.mjs';
import { recordToasts, until, waitForText, waitForToast, WAIT_MS } from './wait.mjs';
import { autoplayInPage } from './autoplay.mjs';

requireChromium();
requireBuild();
ensureResults();

const byId = (page, id) => page.locator(`[data-testid=${id}]`);

/**
 * axe-core on the page as it is now: serious or critical violations fail (as in axe.mjs,
 * whose axe.json of the main run is left alone); the others are printed.
 */
async function roomA11y(page, screen) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
  assert.deepEqual(bad, [], `axe: serious or critical violations on the ${screen} screen`);
  console.log(`  axe ${screen}: ${violations.length ? violations.map((v) => `${v.impact} ${v.id}`).join(', ') : 'no violations'}`);
}

const T0 = Date.now();
const lap = (what) => process.env.CARC_E2E_TIMING && console.log(`  ${what}: ${((Date.now() - T0) / 1000).toFixed(1)} s`);

// The in-page bots answer at once: a socket budget large enough for a whole game.
const [server, a, b] = await Promise.all([startRoomServer(await serverPort(), { RATE_LIMIT_BURST: 2000 }), launch(), launch()]);
lap('room server and browsers up');
let ok = false;
try {
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await Promise.all([recordToasts(a.context), recordToasts(b.context)]);
  const pa = a.context.pages()[0] ?? (await a.context.newPage());
  let pb = b.context.pages()[0] ?? (await b.context.newPage());
  const errors = [];
  const watch = (p) => p.on('pageerror', (e) => errors.push(e.message));
  watch(pa);
  watch(pb);

  // 1. The creator sees the open seats, copies the link, joins.
  await pa.goto(`${server.url}/#/online`);
  // 5. Listed among the open rooms under a name.
  await pa.check('[data-testid=room-public]');
  await pa.fill('[data-testid=room-list-name]', 'Friday game');
  await pa.click('[data-testid=create-room]');
  await waitForText(byId(pa, 'room-open'), /^2 of 2 seats open$/);
  const link = await byId(pa, 'room-link').inputValue();
  const room = link.split('/').pop();
  await pa.click('[data-testid=room-copy]');
  await waitForToast(pa, 'copy-toast', /Link copied\./);
  assert.equal(await pa.evaluate(() => navigator.clipboard.readText()), link);
  await pa.fill('[data-testid=room-name]', 'Ann');
  await pa.click('[data-testid=room-join]');
  await waitForText(byId(pa, 'room-open'), /^1 of 2 seats open$/);
  await waitForText(byId(pa, 'room-waiting'), /^Waiting for 1 more player…$/);
  await waitForText(byId(pa, 'room-seats-list'), /^Annopen seat$/);
  await roomA11y(pa, 'room (waiting)');
  lap('A created, copied, joined');

  // The second player finds the room in the list of open rooms; the creator is told.
  await pb.goto(`${server.url}/#/online`);
  const listed = pb.locator(`.lobby-list li[data-room="${room}"]`);
  await waitForText(listed, /^Friday game · 1 of 2 seats open · base game/);
  await roomA11y(pb, 'online (lobby)');
  await listed.locator('a').click();
  await pb.fill('[data-testid=room-name]', 'Ben');
  await pb.click('[data-testid=room-join]');
  await waitForToast(pa, 'seat-notice', /Ben joined\./);
  await waitForText(byId(pa, 'room-open'), /^Every seat is taken$/);
  await pa.waitForSelector('svg.board');
  await pb.waitForSelector('svg.board');
  // Full and started: no longer listed.
  const lobby = await (await fetch(`${server.url}/api/lobby`)).json();
  assert.ok(!lobby.rooms.some((r) => r.room === room), 'a full room leaves the list');
  lap('both seated');

  // 3. A third visitor (a page of B's browser without B's seat token) finds the room full:
  // a sentence, never the raw code (the refusal of a join is unit-tested: OnlineScreen.test.tsx).
  const pc = await b.context.newPage();
  watch(pc);
  await pc.goto(`${server.url}/#/`);
  const saved = await pc.evaluate((k) => {
    const v = localStorage.getItem(k);
    localStorage.removeItem(k);
    return v;
  }, `carc.room.${room}`);
  await pc.goto(link);
  await waitForText(byId(pc, 'room-error'), /^This room is full: every seat is taken\. You can still watch\.$/);
  assert.equal(await byId(pc, 'room-join').count(), 0);
  assert.ok(!(await pc.locator('body').textContent()).includes('room-full'), 'no raw code on the page');
  await pc.screenshot({ path: join(resultsDir, 'rooms-full.png') });
  await roomA11y(pc, 'room (full)');
  await pc.evaluate((args) => localStorage.setItem(args[0], args[1]), [`carc.room.${room}`, saved]);
  await pc.close();

  // 2. B drops (its page closes): A is told, and sees B offline; B returns by the link.
  await pb.close();
  await waitForToast(pa, 'seat-notice', /Ben disconnected\./);
  await waitForText(byId(pa, 'room-seats-list'), /Ben \(offline\)/);
  pb = await b.context.newPage();
  watch(pb);
  await pb.goto(link);
  await pb.waitForSelector('svg.board');
  await waitForToast(pa, 'seat-notice', /Ben is back\./);
  assert.equal(await byId(pb, 'room-join').count(), 0, 'the seat token brings B back to the seat');
  lap('disconnect and return announced');

  // 4. The whole game, then a rematch from the final screen.
  const [endA, endB] = await Promise.all([autoplayInPage(pa, room), autoplayInPage(pb, room)]);
  assert.equal(endA, endB);
  lap(`game played (${endA} actions)`);
  await pa.waitForSelector('[data-testid=final-score]', { timeout: WAIT_MS });
  await pb.waitForSelector('[data-testid=final-score]', { timeout: WAIT_MS });
  await pa.screenshot({ path: join(resultsDir, 'rooms-final.png') });
  await pa.click('[data-testid=room-rematch]');
  const moved = async (p) => until(() => {
    const m = /#\/room\/([a-z2-7]{12})$/.exec(p.url());
    return m && m[1] !== room && m[1];
  }, 'the page in the rematch room');
  const [nextA, nextB] = [await moved(pa), await moved(pb)];
  assert.equal(nextA, nextB, 'both players are in the same new room');
  // Same seats, same players, a game already under way; nobody asked to join again.
  for (const p of [pa, pb]) {
    await p.waitForSelector('svg.board');
    await waitForText(byId(p, 'room-id'), new RegExp(`^${nextA}$`));
    await waitForText(byId(p, 'room-seats-list'), /^AnnBen$/);
    assert.equal(await byId(p, 'room-join').count(), 0);
  }
  const info = async (r) => (await fetch(`${server.url}/api/rooms/${r}`)).json();
  const [oldInfo, newInfo] = [await info(room), await info(nextA)];
  assert.equal(oldInfo.next, nextA);
  assert.equal(newInfo.status, 'playing');
  assert.notEqual(newInfo.seedHash, oldInfo.seedHash, 'a new seed');
  const log = await (await fetch(`${server.url}/api/rooms/${room}/log`)).json();
  const verdict = await verifyRoomLog(log);
  assert.ok(verdict.ok, `the old room's log verifies: ${JSON.stringify(verdict.error ?? null)}`);
  await pb.screenshot({ path: join(resultsDir, 'rooms-rematch.png') });
  lap('rematch');

  // 1. Leave goes back to the online screen.
  await pa.click('[data-testid=room-leave]');
  await pa.waitForSelector('[data-testid=create-room]');
  assert.deepEqual(errors, []);
  ok = true;
} finally {
  await a.close();
  await b.close();
  await server.close();
}
console.log(ok ? `✓ online rooms: seats, copy, lobby, full room, notices, rematch, leave (${((Date.now() - T0) / 1000).toFixed(1)} s)` : '✗ online rooms');
process.exit(ok ? 0 : 1);
