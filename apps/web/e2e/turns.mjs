// The "Done when" of issue #27, in two browser contexts (Debian's Chromium) against the room
// server under `wrangler dev` with the test clock on (`--var TEST_CLOCK:1`; the route that
// moves it exists only then): Ann makes a turn-based room by the form, Ben joins; both see
// the clocks beside the names; Ann plays her turn; Ben writes in the chat and Ann reads it;
// Ann closes her page; the clock moves on by a day; Ben moves (his clock shows the day he
// spent); the Worker pushes "your turn" to Ann (the local push service receives and decrypts
// it; the test hands it to her service worker through the DevTools protocol,
// `ServiceWorker.deliverPushMessage`, and clicks the notification, which opens the room);
// Ann plays on from "my games" (the game first, "your turn", the count in the tab title); the game is played out, its room deletes itself (the clock moved
// past its expiry), and the game is replayed from the archive at its permanent link. The
// screens new in #27 are checked at 360 and 390 px for sideways scrolling, and with axe.
// Every read of the page after an action waits for the page to show the expected result.
// Run: `node e2e/turns.mjs` after `pnpm --filter @carc/web build`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { verifyRoomLog } from '@carc/protocol';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { removeBundles } from '../../server/scripts/dev-server.mjs';
import { startPushDev } from '../../server/scripts/push-dev.mjs';
import { ensureResults, launch, PHONE, requireBuild, requireChromium, resultsDir, serverPort, webDir } from './harness.mjs';
import { clickNotification, deliverPush, fakePushManager } from './push-device.mjs';
import { autoplayInPage } from './autoplay.mjs';
import { decisionNow, playDecision } from './table.mjs';
import { until, waitForCount, waitForText, WAIT_MS } from './wait.mjs';

requireChromium();
requireBuild();
ensureResults();

const DAY = 86_400_000;
const byId = (page, id) => page.locator(`[data-testid=${id}]`);
const T0 = Date.now();
const lap = (what) => process.env.CARC_E2E_TIMING && console.log(`  ${what}: ${((Date.now() - T0) / 1000).toFixed(1)} s`);

/** Whether the seat this page holds in `room` has the pending decision (my games, by its saved token). */
async function yourTurn(page, room) {
  const token = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).token, `carc.room.${room}`);
  const res = await fetch(`${serverUrl}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: [{ room, token }] }) });
  return (await res.json()).games[0]?.yourTurn === true;
}

/**
 * Plays this page's turn through the mouse, decision by decision, until the room says the
 * decision is no longer this seat's; returns how many decisions it made. `lastClick.at`:
 * when the last decision's click began (performance.now()).
 */
const lastClick = { at: 0 };
async function playTurnByMouse(page, room) {
  let prev = null;
  let made = 0;
  for (;;) {
    const d = await until(async () => {
      if (!(await yourTurn(page, room))) return { done: true };
      return page.evaluate(decisionNow, prev);
    }, 'the next decision of this seat, or the end of its turn');
    if (d.done) return made;
    prev = d.sig;
    lastClick.at = performance.now();
    await playDecision(page, d.state, 1);
    made++;
    assert.ok(made < 20, 'a turn has a handful of decisions');
  }
}

/** Waits until no socket of the room is open (the pages left it), as the room counts them. */
async function roomEmpty(room) {
  await until(async () => {
    const r = await (await fetch(`${serverUrl}/api/rooms/${room}`)).json();
    return r.spectators === 0 && r.seats.every((s) => s.online === 0);
  }, 'every socket of the room closed');
}

async function noSidewaysScroll(page, what) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, client: document.scrollingElement.clientWidth }));
  assert.ok(scroll <= client, `${what}: no sideways scroll at ${client} px (content is ${scroll} px wide)`);
}

async function axe(page, screen) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
  assert.deepEqual(bad, [], `axe: serious or critical violations on ${screen}`);
  console.log(`  axe ${screen}: ${violations.length ? violations.map((v) => `${v.impact} ${v.id}`).join(', ') : 'no violations'}`);
}

// The test clock, and "your turn" push to the local push service (push-dev.mjs: fresh VAPID
// keys, the service's address allowed); a seat out of its socket for a day gets no stand-in.
const VARS = { TEST_CLOCK: '1', RATE_LIMIT_BURST: 2000, ROOM_TTL_SECONDS: 600 };
const persist = mkdtempSync(join(tmpdir(), 'carc-e2e-turns-'));
const [dev, a, b] = await Promise.all([startPushDev({ persistTo: persist, assets: true, vars: VARS, port: await serverPort() }), launch(), launch()]);
const server = dev.server;
const serverUrl = server.url;
// Ann's browser subscribes to pushes through a subscription of the local push service.
const pushSub = dev.push.subscribe(dev.vapid.publicKey);
await a.context.grantPermissions(['notifications'], { origin: serverUrl });
await a.context.addInitScript(fakePushManager, { sub: pushSub.subscription, lang: 'en' });
lap('room server and browsers up');
let offset = 0;
/** Moves the server's clock `ms` further on; `rooms` act at once on what fell due. */
async function advance(ms, rooms) {
  offset += ms;
  const res = await fetch(`${server.url}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs: offset, rooms }) });
  assert.equal(res.status, 200, await res.text());
}

let ok = false;
try {
  let pa = a.context.pages()[0] ?? (await a.context.newPage());
  const pb = b.context.pages()[0] ?? (await b.context.newPage());
  const errors = [];
  const watch = (p) => p.on('pageerror', (e) => errors.push(e.message));
  watch(pa);
  watch(pb);

  // Ann makes a turn-based room: 3 days each, +1 day a move, a bot for a seat out of time.
  await pa.goto(`${server.url}/#/online`);
  await pa.check('[data-testid=room-turn-based]');
  await pa.selectOption('[data-testid=room-profile]', 'standard');
  await pa.selectOption('[data-testid=room-on-timeout]', 'bot');
  await pa.click('[data-testid=create-room]');
  const link = await byId(pa, 'room-link').inputValue();
  const room = link.split('/').pop();
  await pa.fill('[data-testid=room-name]', 'Ann');
  await pa.click('[data-testid=room-join]');
  await pb.goto(link);
  await pb.fill('[data-testid=room-name]', 'Ben');
  await pb.click('[data-testid=room-join]');
  await pa.waitForSelector('svg.board');
  await pb.waitForSelector('svg.board');
  const info = await (await fetch(`${server.url}/api/rooms/${room}`)).json();
  assert.deepEqual(info.config.turnBased, { profile: 'standard', bankSeconds: 259200, perMoveSeconds: 86400, onTimeout: 'bot' });
  // Each seat's time left beside its name (the seats list and the score list).
  await waitForText(byId(pa, 'room-clock-0'), /^\s*(3d|2d 23h)$/);
  await waitForText(byId(pb, 'room-clock-1'), /^\s*3d$/);
  await waitForText(byId(pa, 'clock-1'), /3d/);
  // Ann switches "your turn" notifications on for this room.
  await pa.click('[data-testid=push-switch]');
  await byId(pa, 'push-on').waitFor();
  lap('turn-based room made, both seated, Ann subscribed');

  // Ann plays her turn by the mouse; then it is Ben's.
  assert.ok((await playTurnByMouse(pa, room)) >= 2, 'a tile and a follower decision');
  assert.equal(await yourTurn(pb, room), true);
  await waitForText(byId(pb, 'room-clock-0'), /^\s*3d$/);

  // Ben writes in the chat (in the table's side panel); Ann reads it, as text.
  await pb.fill('[data-testid=chat-input]', 'Good luck, <b>Ann</b>!');
  await pb.press('[data-testid=chat-input]', 'Enter');
  await waitForText(byId(pa, 'chat-log'), /Ben\s*Good luck, <b>Ann<\/b>!/);
  assert.equal(await pa.locator('[data-testid=chat-log] b').count(), 0, 'chat is never markup');
  await pa.screenshot({ path: join(resultsDir, 'turns-room.png') });
  lap('one turn and a chat message');

  // Ann closes her page. A day passes (test clock); Ben moves: his clock shows the day spent.
  await pa.close();
  await advance(DAY, [room]);
  await pb.reload();
  await pb.waitForSelector('svg.board');
  await waitForText(byId(pb, 'room-clock-1'), /^\s*(2d|1d 23h)$/);
  await playTurnByMouse(pb, room);
  const movedAt = lastClick.at;
  const afterBen = await until(async () => {
    const r = await (await fetch(`${server.url}/api/rooms/${room}`)).json();
    return r.seq >= 4 && r;
  }, "Ben's turn played");
  lap(`a day later, Ben moved (state ${afterBen.seq})`);

  // Ann has no socket open: the Worker sends her an encrypted "your turn" push, which the
  // local push service receives and decrypts; it is handed to her service worker through
  // the DevTools protocol, the notification shows, and its click opens the room.
  const [message] = await dev.push.waitFor(pushSub.id, 1);
  // From the click on Ben's last decision (the browser, the socket, the room's commit, the
  // Worker's encrypted push) to the payload decrypted by the push service, as this test
  // sees it (its waits poll, so this is an upper bound; bench-push.mjs times the server part).
  console.log(`  push round trip, Ben's last click → payload decrypted at the push service: ≤ ${(performance.now() - movedAt).toFixed(0)} ms`);
  assert.deepEqual(message.json, { v: 1, type: 'turn', room, seat: 0, seq: afterBen.seq, players: ['Ann', 'Ben'], lang: 'en' });
  pa = await a.context.newPage();
  watch(pa);
  await pa.goto(`${server.url}/#/`);
  const shown = await deliverPush(a.context, pa, serverUrl, message.text, until);
  assert.equal(shown.length, 1);
  assert.equal(shown[0].tag, `turn-${room}`);
  assert.deepEqual(shown[0].data, { room, seq: afterBen.seq });
  await clickNotification(a.context, until);
  await until(async () => a.context.pages().some((p) => p.url() === `${serverUrl}/#/room/${room}`), 'the notification opened the room');
  pa = a.context.pages().find((p) => p.url() === `${serverUrl}/#/room/${room}`);
  await pa.waitForSelector('svg.board');
  lap('push received, notification clicked');

  // Ann plays on from "my games": her game first, "your turn", the count in the title.
  await pa.goto(`${server.url}/#/games`);
  const row = pa.locator(`[data-testid=my-game-${room}]`);
  await waitForText(row.locator('.my-game-status'), /^Your turn$/);
  await until(async () => (await pa.title()) === '(1) Carcassonne Edge', 'the waiting count in the tab title', { describe: () => pa.url() });
  await waitForText(row.locator('[data-testid=my-game-clock]'), /Ann: (3d|2d 23h) left/);
  await waitForText(row.locator('.my-game-last'), /Last move by Ben/);
  await axe(pa, 'my games');
  await pa.screenshot({ path: join(resultsDir, 'turns-my-games.png') });
  await row.locator('a').click();
  await pa.waitForSelector('svg.board');
  assert.ok((await playTurnByMouse(pa, room)) >= 2);
  await until(async () => (await (await fetch(`${server.url}/api/rooms/${room}`)).json()).seq > afterBen.seq, "Ann's move from my games");
  lap('Ann played on from my games');

  // Phone widths (touch): Ben's my games and his room with the chat in the drawer, no sideways scroll.
  const benSeat = await pb.evaluate((k) => localStorage.getItem(k), `carc.room.${room}`);
  for (const width of [360, 390]) {
    const phone = await launch({ ...PHONE, viewport: { width, height: 780 } });
    try {
      const page = phone.context.pages()[0] ?? (await phone.context.newPage());
      watch(page);
      await page.goto(`${server.url}/#/`);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`carc.room.${room}`, benSeat]);
      await page.goto(`${server.url}/#/games`);
      const mine = page.locator(`[data-testid=my-game-${room}]`);
      await waitForText(mine.locator('.my-game-status'), /^Your turn$/);
      await noSidewaysScroll(page, `my games at ${width} px`);
      await page.screenshot({ path: join(resultsDir, `turns-my-games-${width}.png`) });
      await mine.locator('a').click();
      await page.waitForSelector('svg.board');
      await waitForText(byId(page, 'mini-clock-1'), /\d/);
      await noSidewaysScroll(page, `the room at ${width} px`);
      await page.click('[data-testid=drawer]');
      await waitForText(byId(page, 'chat-log'), /Good luck/);
      await page.locator('[data-testid=chat-input]').scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, `the room's drawer with the chat at ${width} px`);
      await page.screenshot({ path: join(resultsDir, `turns-room-chat-${width}.png`) });
    } finally {
      await phone.close();
    }
  }
  lap('phone widths');

  // The rest of the game, then the room expires (the clock past its TTL) and the game is
  // replayed from the archive at its permanent link.
  const [endA, endB] = await Promise.all([autoplayInPage(pa, room), autoplayInPage(pb, room)]);
  assert.equal(endA, endB);
  await pa.waitForSelector('[data-testid=final-score]', { timeout: WAIT_MS });
  const log = await (await fetch(`${server.url}/api/rooms/${room}/log`)).json();
  await pa.goto(`${server.url}/#/`);
  await pb.goto(`${server.url}/#/`);
  // A socket still closing would count as activity and put the expiry off.
  await roomEmpty(room);
  await advance(700_000, [room]);
  await until(async () => (await (await fetch(`${server.url}/api/rooms/${room}`)).json()).archived === true, 'the room gone, its game in the archive');
  const archived = await (await fetch(`${server.url}/api/rooms/${room}/log`)).json();
  assert.deepEqual(archived, log);
  assert.ok((await verifyRoomLog(archived)).ok, 'the archived log verifies');
  // And `carc verify` accepts the file as the archive serves it.
  const logFile = join(persist, 'archived-log.json');
  writeFileSync(logFile, JSON.stringify(archived));
  const cli = spawnSync(process.execPath, [join(webDir, '..', '..', 'tools', 'cli', 'dist', 'main.js'), 'verify', logFile], { encoding: 'utf8' });
  assert.equal(cli.status, 0, `carc verify: ${cli.stdout}${cli.stderr}`);
  await pa.goto(`${server.url}/#/replay/${room}`);
  await waitForText(byId(pa, 'replay-pos'), new RegExp(`^\\D*${log.record.moves.length}\\D+${log.record.moves.length}\\D*$`));
  await pa.waitForSelector('[data-testid=final-score]');
  await pa.screenshot({ path: join(resultsDir, 'turns-replay.png') });
  lap(`game over (${endA} actions), replayed from the archive`);

  assert.deepEqual(errors, []);
  ok = true;
} finally {
  await a.close();
  await b.close();
  await dev.close();
  removeBundles();
  rmSync(persist, { recursive: true, force: true });
}
console.log(ok ? `✓ turn-based: clocks, chat, a day on the test clock, the "your turn" push and its click, my games, the archive's replay (${((Date.now() - T0) / 1000).toFixed(1)} s)` : '✗ turn-based');
process.exit(ok ? 0 : 1);
