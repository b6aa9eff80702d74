// Bot levels and hints (issue 29), in Debian's Chromium: the level picker of a local game and
// of a new room, hints in a local game, and hints in an online room that allows them (and not
// in one that does not). Every wait is for the page to show something (e2e/wait.mjs,
// table.mjs), never for a fixed time.
//
//   node e2e/levels.mjs        (after `pnpm --filter @carc/web build`)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LEVELS } from '@carc/bots/levels';
import { PHONE, launch, resultsDir, serverPort, startRoomServer, suite, withPreviewPage } from './harness.mjs';
import { boardTiles, nextDecision } from './table.mjs';
import { inViewport, until, waitForText, waitForValue } from './wait.mjs';

const { test, run } = suite('levels e2e');

const LADDER = LEVELS.map((l) => l.name);

/** The options a seat's picker offers, by value. */
const optionValues = (page, testid) => page.locator(`[data-testid=${testid}] option`).evaluateAll((os) => os.map((o) => o.value));

/**
 * Asks for a hint and waits for it: the hinted action (from the result's data), its words,
 * and checks the board shows it as the player's pick (a placement: the tile previewed on
 * its cell, turned as hinted; a follower: its spot selected).
 */
async function askHint(page) {
  await page.click('[data-testid=hint-ask]');
  const result = page.locator('[data-testid=hint-result]');
  await waitForText(result, /[+−]\d+\.\d/, 'the hint with its expected margin');
  const action = JSON.parse(await result.getAttribute('data-action'));
  const text = await result.textContent();
  if (action.type === 'place') {
    const preview = page.locator(`.board .preview[data-cell="${action.x},${action.y}"]`);
    await until(async () => (await preview.count()) === 1, 'the hinted tile previewed on its cell');
    const transform = await preview.locator('use').getAttribute('transform');
    assert.ok(transform.includes(`rotate(${action.rot} `), `the preview is turned as hinted (${transform}, ${JSON.stringify(action)})`);
    assert.ok(await page.locator('[data-testid=confirm]').isEnabled(), 'the hinted placement waits for Confirm');
  } else if (action.type === 'meeple') {
    await until(async () => (await page.locator(`.board .spot.selected[data-spot="${action.at}"]`).count()) === 1, 'the hinted follower spot selected');
  }
  return { action, text };
}

/** A local game of me against a beginner bot from `seed`, at my first decision (a placement). */
async function firstTurnAgainstBeginner(page, url, seed) {
  await page.goto(`${url}/?botDelay=0#/setup`);
  await page.selectOption('[data-testid=seat-kind-1]', 'beginner');
  await page.fill('[data-testid=seed]', seed);
  await page.click('[data-testid=start]');
  const d = await nextDecision(page);
  assert.equal(d.state, 'place');
  return d;
}

test('level picker: every level of the ladder with a line on what to expect, in the local setup and the room form; a game against the newcomer plays', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    // The setup screen is loaded lazily (#28): read its options once it is there.
    await page.locator('[data-testid=seat-kind-1]').waitFor();
    assert.deepEqual(await optionValues(page, 'seat-kind-1'), ['human', ...LADDER, 'random']);
    // The expectation line follows the choice, and is gone for a person.
    const expect = page.locator('[data-testid=seat-kind-1-expect]');
    await page.selectOption('[data-testid=seat-kind-1]', 'club');
    await waitForText(expect, /farms included/, 'the club level’s line');
    await page.selectOption('[data-testid=seat-kind-1]', 'master');
    await waitForText(expect, /strongest/, 'the master level’s line');
    // With an expansion on, the levels whose step is not there say which level they play like.
    const note = page.locator('[data-testid=seat-kind-1-expansions]');
    assert.equal(await note.count(), 0, 'no expansions note in the base game');
    await page.check('text=Easter');
    await waitForText(note, /about as well as the Advanced level/, 'the master’s expansions note');
    await page.selectOption('[data-testid=seat-kind-1]', 'advanced');
    await until(async () => (await note.count()) === 0, 'no expansions note for the advanced level');
    await page.selectOption('[data-testid=seat-kind-1]', 'expert');
    await waitForText(note, /about as well as the Advanced level/, 'the expert’s expansions note');
    await page.uncheck('text=Easter');
    await until(async () => (await note.count()) === 0, 'the note goes with the expansion');
    await page.selectOption('[data-testid=seat-kind-1]', 'human');
    await until(async () => (await page.locator('[data-testid=seat-kind-1-expect]').count()) === 0, 'no line for a person');
    // In another language the line is translated.
    await page.selectOption('[data-testid=lang]', 'de');
    await page.selectOption('[data-testid=seat-kind-1]', 'newcomer');
    await waitForText(expect, /erste Spiel/, 'the newcomer’s line in German');
    await page.selectOption('[data-testid=lang]', 'en');
    await page.screenshot({ path: join(resultsDir, 'levels-setup.png') });

    // A game against the newcomer: the bot answers the first turn.
    await page.fill('[data-testid=seed]', 'e2e-levels');
    await page.click('[data-testid=start]');
    const d = await nextDecision(page);
    assert.equal(d.state, 'place');
    await page.locator('.board .target').first().click();
    await page.locator('[data-testid=confirm]').click();
    await page.locator('[data-testid=pass]').click();
    await waitForValue(() => boardTiles(page), d.tiles + 2, 'the newcomer placed its tile after mine');
  });
});

test('level picker on a phone (390×844): the picker and its line fit the screen', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'expert');
    await waitForText(page.locator('[data-testid=seat-kind-1-expect]'), /thousands/, 'the expert level’s line');
    // The longest line: the expert's with its expansions note.
    for (const x of ['Christmas Gift', 'The Gifts', 'The Festival', 'Easter']) await page.check(`text=${x}`);
    await waitForText(page.locator('[data-testid=seat-kind-1-expansions]'), /Advanced level/, 'the expert’s expansions note');
    for (const sel of ['[data-testid=seat-kind-1]', '[data-testid=seat-kind-1-expect]']) {
      const v = await inViewport(page.locator(sel));
      assert.ok(v.box && v.box.x >= 0 && v.box.x + v.box.width <= v.viewport.width + 1, `${sel} fits the width (${JSON.stringify(v.box)})`);
    }
    // The seat is one row, name, level and remove side by side, and the level's line runs under
    // all of it (before, the line's height pushed the name down beside it and the remove button
    // onto a line of its own).
    const [name, kind, remove, line] = await Promise.all(['seat-name-1', 'seat-kind-1', 'seat-remove-1', 'seat-kind-1-expect'].map((id) => page.locator(`[data-testid=${id}]`).boundingBox()));
    const middle = (b) => b.y + b.height / 2;
    for (const [what, b] of [['name', name], ['remove', remove]]) {
      assert.ok(Math.abs(middle(b) - middle(kind)) < kind.height / 2, `the ${what} is on the level's row (${JSON.stringify({ [what]: b, kind })})`);
    }
    assert.ok(name.x + name.width <= kind.x && kind.x + kind.width <= remove.x, `name, level, remove from left to right (${JSON.stringify({ name, kind, remove })})`);
    assert.ok(line.y >= kind.y + kind.height && line.x <= name.x + 1, `the line runs under the row from its left edge (${JSON.stringify({ line, name, kind })})`);
    await page.screenshot({ path: join(resultsDir, 'levels-setup-phone.png') });
  }, PHONE);
});

test('hints in a local game: the hinted placement is on the board waiting for Confirm, then the follower hint; confirmed, the tile lies where the hint said', async () => {
  await withPreviewPage(async ({ page, url }) => {
    let d = await firstTurnAgainstBeginner(page, url, 'e2e-hint');
    const placed = await askHint(page);
    assert.match(placed.text, /^Hint: \(-?\d+, -?\d+\) \d+°/);
    await page.screenshot({ path: join(resultsDir, 'hint-local.png') });
    await page.locator('[data-testid=confirm]').click();
    await waitForValue(() => boardTiles(page), d.tiles + 1, 'the hinted tile is placed');
    // The follower decision of the same turn: the hint is a follower or no follower.
    d = await nextDecision(page, d.sig);
    assert.equal(d.state, 'meeple');
    const follower = await askHint(page);
    assert.ok(['meeple', 'pass'].includes(follower.action.type), JSON.stringify(follower.action));
    if (follower.action.type === 'meeple') await page.locator('[data-testid=confirm]').click();
    else await page.locator('[data-testid=pass]').click();
    // The bot answers; the hint of my last decision is gone with it.
    await waitForValue(() => boardTiles(page), d.tiles + 1, 'the beginner placed its tile');
    await until(async () => (await page.locator('[data-testid=hint-result]').count()) === 0, 'the old hint is cleared');
  });
});

test('hints on a phone (390×844): the Hint button is in the turn bar beside Confirm, with the drawer closed, and the hint shows there', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await firstTurnAgainstBeginner(page, url, 'e2e-hint-phone');
    assert.equal(await page.locator('[data-testid=drawer]').getAttribute('aria-expanded'), 'false', 'the drawer is closed');
    const ask = page.locator('[data-testid=action-bar] [data-testid=hint-ask]');
    assert.equal(await ask.count(), 1, 'the Hint button is in the turn bar');
    const v = await inViewport(ask);
    assert.ok(v.box && v.box.y >= 0 && v.box.y + v.box.height <= v.viewport.height && v.box.x + v.box.width <= v.viewport.width + 1, `the Hint button is on the screen (${JSON.stringify(v)})`);
    await askHint(page);
    const result = await inViewport(page.locator('[data-testid=hint-result]'));
    assert.ok(result.box && result.box.y + result.box.height <= result.viewport.height, `the hint's words are on the screen (${JSON.stringify(result)})`);
    await page.screenshot({ path: join(resultsDir, 'hint-phone.png') });
  }, PHONE);
});

test('hints in an expansion game (all four): a hint for the placement, searched from my own view', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    for (const x of ['Christmas Gift', 'The Gifts', 'The Festival', 'Easter']) await page.check(`text=${x}`);
    await page.fill('[data-testid=seed]', 'e2e-hint-exp');
    await page.click('[data-testid=start]');
    for (let prev = null, guard = 0; guard < 20; guard++) {
      const d = await nextDecision(page, prev);
      // Cards or gifts may come first: pass on them until the first tile.
      if (d.state === 'place' && (await page.locator('[data-testid=rotate]').count()) > 0) {
        const { action } = await askHint(page);
        assert.equal(action.type, 'place');
        return;
      }
      prev = d.sig;
      if (await page.locator('[data-testid=pass]').count()) await page.locator('[data-testid=pass]').click();
      else await page.locator('.ext-action').first().click();
    }
    throw new Error('no placement came');
  });
});

test('hints online: a room created with hints tells everyone and answers my decision; a room without them shows no hint button', async () => {
  const [server, a, s] = await Promise.all([startRoomServer(await serverPort()), launch(), launch()]);
  try {
    const page = a.context.pages()[0] ?? (await a.context.newPage());
    const watcher = s.context.pages()[0] ?? (await s.context.newPage());
    const errors = [];
    for (const p of [page, watcher]) p.on('pageerror', (e) => errors.push(e.message));

    // Without hints: no notice, no button.
    await page.goto(`${server.url}/#/online`);
    await page.selectOption('[data-testid=room-seat-kind-1]', 'beginner');
    await page.click('[data-testid=create-room]');
    await page.fill('[data-testid=room-name]', 'Ann');
    await page.click('[data-testid=room-join]');
    await page.waitForSelector('svg.board');
    await nextDecision(page);
    assert.equal(await page.locator('[data-testid=room-hints-on]').count(), 0);
    assert.equal(await page.locator('[data-testid=hint-ask]').count(), 0);

    // With hints: the creator's form, a bot seat, Ann joins; a spectator is told as well.
    await page.goto(`${server.url}/#/online`);
    await page.selectOption('[data-testid=room-seat-kind-1]', 'casual');
    await waitForText(page.locator('[data-testid=room-seat-kind-1-expect]'), /odd slip/, 'the casual level’s line in the room form');
    await page.check('[data-testid=room-hints]');
    await page.click('[data-testid=create-room]');
    const link = await page.locator('[data-testid=room-link]').inputValue();
    await page.fill('[data-testid=room-name]', 'Ann');
    await page.click('[data-testid=room-join]');
    await page.waitForSelector('svg.board');
    await page.locator('[data-testid=room-hints-on]').waitFor();
    assert.equal(await page.locator('[data-testid=room-bot-1]').getAttribute('aria-label'), 'Casual');
    await watcher.goto(link);
    await watcher.click('[data-testid=room-spectate]');
    await watcher.waitForSelector('svg.board');
    await watcher.locator('[data-testid=room-hints-on]').waitFor();
    assert.equal(await watcher.locator('[data-testid=hint-ask]').count(), 0, 'a spectator has no decision to ask about');

    const d = await nextDecision(page);
    assert.equal(d.state, 'place');
    const { text } = await askHint(page);
    assert.match(text, /^Hint: /);
    // Only Ann heard the hint.
    assert.equal(await watcher.locator('[data-testid=hint-result]').count(), 0);
    await page.screenshot({ path: join(resultsDir, 'hint-online.png') });
    await page.locator('[data-testid=confirm]').click();
    await waitForValue(() => boardTiles(page), d.tiles + 1, 'the hinted tile is placed in the room');
    assert.deepEqual(errors, []);
  } finally {
    await a.close();
    await s.close();
    await server.close();
  }
});

await run();
