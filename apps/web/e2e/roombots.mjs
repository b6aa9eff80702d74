// Bots in online rooms, in Debian's Chromium against the room server under `wrangler dev`:
// a bot seat chosen at creation plays its turns, and a bot plays for a player who closed
// the room, until they come back. Every wait is for the page to show something
// (e2e/wait.mjs, table.mjs), never for a fixed time.
//
//   node e2e/roombots.mjs        (after `pnpm --filter @carc/web build`)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, resultsDir, serverPort, startRoomServer, suite } from './harness.mjs';
import { boardTiles, nextDecision, playDecision } from './table.mjs';
import { until, waitForText } from './wait.mjs';
import { createByForm, withTwoSeats } from './seats.mjs';

const { test, run } = suite('roombots e2e');

/** Plays `page`'s seat for `n` whole turns, then waits for its next tile (and leaves it). */
async function playTurns(page, n) {
  let prev = null;
  for (let placed = 0; ; ) {
    const d = await nextDecision(page, prev);
    if (d.state === 'place' && placed === n) return;
    prev = d.sig;
    await playDecision(page, d.state, placed);
    if (d.state === 'place') placed++;
  }
}

test('a beginner bot seat chosen at creation plays its turns', async () => {
  const [server, b] = await Promise.all([startRoomServer(await serverPort()), launch()]);
  try {
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/#/online`);
    await page.selectOption('[data-testid=room-seat-kind-1]', 'beginner');
    await page.click('[data-testid=create-room]');
    // The bot's seat is taken at creation and marked as a bot.
    await page.waitForSelector('[data-testid=room-bot-1]');
    assert.equal(await page.locator('[data-testid=room-bot-1]').getAttribute('aria-label'), 'Beginner');
    await page.fill('[data-testid=room-name]', 'Ann');
    await page.click('[data-testid=room-join]');
    await page.waitForSelector('svg.board');
    // Ann plays three turns; the bot answers each before her fourth tile: start tile + 3 + 3.
    await playTurns(page, 3);
    assert.equal(await boardTiles(page), 7);
    await page.screenshot({ path: join(resultsDir, 'roombots-seat.png') });
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
    await server.close();
  }
});

test('a bot plays for a player who left, until they come back', async () => {
  // One second of grace: the test waits for the page to show the stand-in, not for the time.
  await withTwoSeats({ BOT_GRACE_SECONDS: '1', BOT_STAND_IN: 'random' }, createByForm, async ({ pa, pb: first, bb, link, errors }) => {
    let pb = first;
    // Ann (seat 0) plays her first turn (a tile, no follower), then Ben closes his page
    // while it is his turn.
    const d = await nextDecision(pa);
    await playDecision(pa, d.state, 1);
    const hint = pa.locator('[data-testid=hint]');
    const bensTurn = async () => /Waiting for Ben/.test((await hint.textContent()) ?? '');
    const next = await until(async () => ((await bensTurn()) ? 'ben' : (await pa.locator('[data-testid=pass]').count()) > 0 ? 'follower' : false), "Ann's follower decision or Ben's turn");
    if (next === 'follower') await pa.locator('[data-testid=pass]').click();
    await until(bensTurn, "Ben's turn");
    await pb.close();
    // After the grace period the stand-in plays Ben's turn and Ann's seat list says so.
    await waitForText(pa.locator('[data-testid=room-bot-plays-1]'), /A bot plays for Ben/);
    await until(async () => (await boardTiles(pa)) >= 3 && true, "the stand-in placing Ben's tile");
    await pa.screenshot({ path: join(resultsDir, 'roombots-stand-in.png') });

    // Ben opens the room again (his seat token is kept): the note goes, the seat is his.
    pb = await bb.context.newPage();
    pb.on('pageerror', (e) => errors.push(e.message));
    await pb.goto(link);
    await pb.waitForSelector('svg.board');
    assert.equal(await pb.locator('[data-testid=room-join]').count(), 0);
    await until(async () => (await pa.locator('[data-testid=room-bot-plays-1]').count()) === 0, 'the stand-in note gone after Ben came back');
  });
});

test("a bot plays for a player whose turn timer ran out; I'm back returns the seat", async () => {
  // The create form has no timer field: the room is made through the API, 5 s per decision.
  const createTimed = async (page, url) => {
    const { room } = await page.evaluate(async () => (await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: 2, turnSeconds: 5 }) })).json());
    return `${url}/#/room/${room}`;
  };
  await withTwoSeats({}, createTimed, async ({ pa, pb }) => {
    // Ann lets her time run out: the stand-in plays, both screens say so, Ann is offered her seat back.
    await waitForText(pb.locator('[data-testid=room-bot-plays-0]'), /A bot plays for Ann/);
    await pa.waitForSelector('[data-testid=room-back]');
    await pa.screenshot({ path: join(resultsDir, 'roombots-back.png') });
    await pa.click('[data-testid=room-back]');
    await until(async () => (await pa.locator('[data-testid=room-bot-plays-0]').count()) === 0 && (await pa.locator('[data-testid=room-back]').count()) === 0, "the stand-in note and I'm back gone");
    // Her next tile is hers to place again.
    const d = await nextDecision(pa);
    assert.equal(d.state, 'place');
  });
});

await run();
