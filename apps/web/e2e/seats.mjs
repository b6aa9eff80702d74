// Two people at one online room, as the room e2e tests (run.mjs, roombots.mjs) set it up.
import assert from 'node:assert/strict';
import { launch, serverPort, startRoomServer } from './harness.mjs';

/**
 * A room server (with `vars`, wrangler --var) and two browsers: Ann makes a room
 * (`create(page, serverUrl)` returns its link; default: the create form) and joins it, Ben
 * joins through the link; both see the board. `fn` gets the pages, Ben's browser (to open
 * his page again), the link and the page errors list, which must stay empty; browsers and
 * server are closed afterwards whatever happens.
 */
export async function withTwoSeats(vars, create, fn) {
  // Starting the room server and both browsers together saves most of the set-up time.
  const [server, a, bb] = await Promise.all([startRoomServer(await serverPort(), vars), launch(), launch()]);
  try {
    const pa = a.context.pages()[0] ?? (await a.context.newPage());
    const pb = bb.context.pages()[0] ?? (await bb.context.newPage());
    const errors = [];
    for (const p of [pa, pb]) p.on('pageerror', (e) => errors.push(e.message));
    await pa.goto(`${server.url}/#/online`);
    const link = await (create ?? createByForm)(pa, server.url);
    await pa.goto(link);
    for (const [page, name] of [[pa, 'Ann'], [pb, 'Ben']]) {
      if (page === pb) await pb.goto(link);
      await page.fill('[data-testid=room-name]', name);
      await page.click('[data-testid=room-join]');
    }
    await pa.waitForSelector('svg.board');
    await pb.waitForSelector('svg.board');
    await fn({ pa, pb, bb, link, errors });
    assert.deepEqual(errors, []);
  } finally {
    await a.close();
    await bb.close();
    await server.close();
  }
}

/** The create form's room (two people, no bots): its link. */
export async function createByForm(page) {
  await page.click('[data-testid=create-room]');
  return page.locator('[data-testid=room-link]').inputValue();
}
