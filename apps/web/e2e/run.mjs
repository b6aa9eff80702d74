// End-to-end tests: the built app in Debian's Chromium against `vite preview` (and against
// the room server for online play). Plain node + assert keeps the run fast and dependency-free.
// They must hold on a busy machine: every read of the page after an action waits for the
// page to show the expected result (e2e/wait.mjs, nextDecision), never for a fixed time.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, ensureResults, requireBuild, requireChromium, resultsDir, runTests, withPreviewPage } from './harness.mjs';
import { createByForm, withTwoSeats } from './seats.mjs';
import { registerAnalysisTests } from './analysis.mjs';
import { CARD_EXPANSIONS, KEEP_CARDS, KEEP_SUPPLY, PLAY_AT_START } from './cards-game.mjs';
import { boardTiles, nextDecision, nextDecisionOn, playDecision } from './table.mjs';
import { inViewport, until, waitForCount, waitForText, waitForValue } from './wait.mjs';
import { checkA11y, printAxeSummary } from './axe.mjs';

/** Seed of the card game test (see e2e/cards-game.mjs). */
const CARD_SEED = 'cards-124';
/** Whole games played by bots: minutes on a loaded 2-core machine, seconds on an idle one. */
const GAME_MS = 300_000;

requireChromium();
requireBuild();
ensureResults();

const only = process.argv[2];
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

const text = (page, testid) => page.locator(`[data-testid=${testid}]`).textContent();

/**
 * The first decision by keyboard: arrows to the first legal cell (each move announced),
 * Enter selects it, R rotates when the cell allows several rotations, Enter places, 0 for
 * no follower. Each key waits for the page to show its effect before the next is pressed.
 */
async function playByKeyboard(page, d) {
  const cell = await page.locator('.board .target').first().getAttribute('data-cell');
  const [x, y] = cell.split(',').map(Number);
  const live = page.locator('[data-testid=live]');
  await page.locator('[data-testid=board]').focus();
  // The cursor starts on the start tile at (0, 0).
  const at = { x: 0, y: 0 };
  const steps = [...Array(Math.abs(x)).fill(x > 0 ? 'ArrowRight' : 'ArrowLeft'), ...Array(Math.abs(y)).fill(y > 0 ? 'ArrowDown' : 'ArrowUp')];
  for (const [i, key] of steps.entries()) {
    await page.keyboard.press(key);
    if (key === 'ArrowRight' || key === 'ArrowLeft') at.x += key === 'ArrowRight' ? 1 : -1;
    else at.y += key === 'ArrowDown' ? 1 : -1;
    const last = i === steps.length - 1;
    await waitForText(live, new RegExp(`Cursor at ${at.x}, ${at.y}${last ? '\\. Tile fits here' : '\\b'}`), 'the cursor move announced');
  }
  await page.keyboard.press('Enter');
  await waitForCount(page.locator(`.board .preview[data-cell="${x},${y}"]`), 1, 'Enter selects the cell under the cursor:');
  if (await page.locator('[data-testid=rotate]').isEnabled()) {
    const use = page.locator('.board .preview use');
    const before = await use.getAttribute('transform');
    await page.keyboard.press('r');
    await until(async () => (await use.getAttribute('transform')) !== before, 'R turns the tile');
  }
  await page.keyboard.press('Enter');
  await waitForValue(() => boardTiles(page), d.tiles + 1, 'Enter confirms the placement');
  await page.locator('[data-testid=pass]').waitFor();
  await page.keyboard.press('0');
}

test('local game against bots through the UI, reloaded offline mid-game, played to the final score; axe on home, setup, game and final', async () => {
  await withPreviewPage(async ({ page, url, stopServer }) => {
    await page.goto(`${url}/?botDelay=0#/`);
    // The service worker must control the page before the server goes away.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);

    // A new deploy: a byte-different service worker (same length, so the static server's
    // cached file size still fits) makes the page offer a reload.
    const swPath = join(resultsDir, '..', 'dist', 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    // (The manifest is JSON in the worker of src/pwa/sw.ts: `"revision":"…"`.)
    const m = /revision"?:"([0-9a-f])/.exec(sw);
    assert.ok(m, 'sw.js has precache revisions');
    writeFileSync(swPath, sw.replace(m[0], `${m[0].slice(0, -1)}${m[1] === 'a' ? 'b' : 'a'}`));
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.waitForSelector('[data-testid=update]');
    } finally {
      writeFileSync(swPath, sw);
    }
    // The button reloads the page: wait for the new page, not the old one still on screen.
    await Promise.all([page.waitForEvent('load'), page.click('[data-testid=update] button')]);
    await page.waitForSelector('[data-testid=new-local]');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);

    // Language switch: the browser said English; German on request.
    await page.selectOption('[data-testid=lang]', 'de');
    await page.getByText('Neues lokales Spiel').waitFor();
    await page.selectOption('[data-testid=lang]', 'en');
    await page.getByText('New local game').waitFor();
    await checkA11y(page, 'home');

    await page.click('[data-testid=new-local]');
    await page.fill('[data-testid=seed]', 'e2e-1');
    await page.click('[data-testid=add-seat]'); // Cleo, random bot
    await page.locator('[data-testid=seat-name-2]').waitFor();
    await checkA11y(page, 'setup');
    await page.click('[data-testid=start]');

    let turn = 0;
    let wentOffline = false;
    let undone = false;
    let prev = null;
    for (;;) {
      const d = await nextDecision(page, prev);
      prev = d.sig;
      const state = d.state;
      if (state === 'over') break;
      if (turn === 0 && state === 'place') {
        await checkA11y(page, 'game (desktop 1280×800)');
        await playByKeyboard(page, d);
        turn++;
        continue;
      }
      if (!undone && turn === 4 && state === 'place') {
        // Undo takes back the human's placement and follower choice, and the bot moves after them.
        const left = await text(page, 'tiles-left');
        await playDecision(page, 'place', 1);
        const follower = await nextDecision(page, prev);
        assert.equal(follower.state, 'meeple');
        await page.locator('[data-testid=pass]').click();
        const next = await nextDecision(page, follower.sig);
        assert.ok(next.tiles > d.tiles + 1, `the bots placed tiles after the human (${d.tiles} → ${next.tiles})`);
        await page.click('[data-testid=undo]');
        await page.click('[data-testid=undo]');
        await waitForValue(() => boardTiles(page), d.tiles, 'undo restores the board');
        await waitForValue(() => text(page, 'tiles-left'), left, 'undo restores the stack');
        await page.locator('.board .target').first().waitFor();
        prev = next.sig;
        undone = true;
        continue;
      }
      if (!wentOffline && turn === 10 && state === 'place') {
        await page.screenshot({ path: join(resultsDir, 'board-midgame.png') });
        const left = await text(page, 'tiles-left');
        const scores = await page.locator('.scores').textContent();
        await stopServer();
        // Prove the server is really gone.
        await assert.rejects(fetch(page.url()));
        await page.reload();
        await page.locator('.board .target').first().waitFor();
        await waitForValue(() => boardTiles(page), d.tiles, 'offline reload resumes the same board');
        await waitForValue(() => text(page, 'tiles-left'), left, 'offline reload resumes the same stack');
        await waitForValue(() => page.locator('.scores').textContent(), scores, 'offline reload resumes the same scores');
        // The reloaded page shows the same decision: answer it.
        prev = null;
        wentOffline = true;
        continue;
      }
      await playDecision(page, state, turn);
      if (state === 'place') turn++;
    }
    assert.ok(wentOffline, 'the game lasted long enough to go offline');
    assert.ok(undone);
    // Final scoring: one row per player, totals matching the score list.
    const rows = page.locator('[data-testid=final-score] tbody tr');
    await waitForCount(rows, 3, 'one final score row per player:');
    for (let i = 0; i < 3; i++) {
      const total = await rows.nth(i).locator('td').last().textContent();
      await waitForText(page.locator(`[data-testid=score-${i}] .pts`), new RegExp(`^\\s*${total.trim()}\\s*$`), `the score list shows the final total ${total.trim()}`);
    }
    await waitForText(page.locator('[data-testid=log]'), /scored a (city|road|cloister|farm|unfinished)/);
    await waitForCount(page.locator('[data-testid=tiles-left]'), 0, 'no stack left at the end:');
    await checkA11y(page, 'final score');
    await page.screenshot({ path: join(resultsDir, 'final-score.png') });

    // Export the record (still offline), then step through it in the replay viewer.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export]')]);
    const file = join(resultsDir, 'game.carc.json');
    await download.saveAs(file);
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(rec.format, 'carc-record/1');
    assert.deepEqual(rec.players, ['Ann', 'Ben', 'Cleo']);
    assert.ok(rec.moves.length > 60);
    await page.goto(page.url().replace(/#.*/, '#/replay'));
    await page.setInputFiles('[data-testid=replay-file]', file);
    const n = rec.moves.length;
    await page.getByText(`Move ${n} of ${n}`).waitFor();
    const endTiles = await boardTiles(page);
    await page.click('[data-testid=replay-prev]');
    await page.getByText(`Move ${n - 1} of ${n}`).waitFor();
    await until(async () => (await boardTiles(page)) < endTiles, 'stepping back removes the last tile');
    // Importing the record recreates the finished game as a saved local game.
    await page.goto(page.url().replace(/#.*/, '#/'));
    await page.setInputFiles('[data-testid=import]', file);
    await page.waitForSelector('[data-testid=final-score]');
    await waitForValue(() => boardTiles(page), endTiles, 'the imported game shows the final board');
  });
});

test('phone 390×844 (touch): the game screen renders and a tile is placed by taps; axe on the phone game screen', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    await page.fill('[data-testid=seed]', 'e2e-phone');
    await page.locator('[data-testid=start]').tap();
    const d = await nextDecision(page);
    assert.equal(d.state, 'place');
    const board = await inViewport(page.locator('[data-testid=board]'));
    assert.ok(board.box && board.box.width > 300 && board.box.height > 200 && board.box.y < board.viewport.height, `the board is on screen (${JSON.stringify(board.box)})`);
    await checkA11y(page, 'game (phone 390×844, touch)');

    await page.locator('.board .target').first().tap();
    await waitForCount(page.locator('.board .preview'), 1, 'a tap selects the cell:');
    // Where the controls are before any scrolling (the phone action bar shall keep them on
    // screen; until it lands this is recorded, not asserted).
    const where = {};
    for (const [name, sel] of [
      ['drawn tile', '.turn .drawn .tile-image'],
      ['hint', '[data-testid=hint]'],
      ['Confirm', '[data-testid=confirm]'],
    ]) {
      const v = await inViewport(page.locator(sel));
      where[name] = { inside: v.inside, x: Math.round(v.box?.x ?? NaN), y: Math.round(v.box?.y ?? NaN), bottom: Math.round((v.box?.y ?? NaN) + (v.box?.height ?? NaN)) };
    }
    console.log(`  phone 390×844 layout, unscrolled: ${Object.entries(where).map(([k, v]) => `${k} y=${v.y}–${v.bottom} ${v.inside ? 'inside' : 'OUTSIDE'}`).join('; ')}`);
    writeFileSync(join(resultsDir, 'phone-layout.json'), JSON.stringify({ viewport: board.viewport, ...where }, null, 2));
    await page.screenshot({ path: join(resultsDir, 'phone-game.png') });

    // Tap (Playwright scrolls Confirm into view first) places the tile.
    await page.locator('[data-testid=confirm]').tap();
    await waitForValue(() => boardTiles(page), d.tiles + 1, 'the tapped tile is on the board');
    await page.locator('[data-testid=pass]').waitFor();
  }, PHONE);
});

test('bots only, with all four expansions: every bot move is computed in the worker', async () => {
  await withPreviewPage(async ({ page, url }) => {
    // Count the questions sent to workers, and keep the longest main-thread task for the report.
    await page.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      window.__workerAsks = 0;
      Worker.prototype.postMessage = function (...args) {
        window.__workerAsks++;
        return post.apply(this, args);
      };
      window.__longestTask = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__longestTask = Math.max(window.__longestTask, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}/?botDelay=0#/setup`);
    // Two random bots: the greedy policy is covered by unit tests and the first e2e game.
    await page.selectOption('[data-testid=seat-kind-0]', 'random');
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    for (const x of ['Christmas Gift', 'The Gifts', 'The Festival', 'Easter']) await page.check(`text=${x}`);
    await page.fill('[data-testid=seed]', 'e2e-2');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=final-score]', { timeout: GAME_MS });
    const tiles = await boardTiles(page);
    assert.ok(tiles > 72, 'expansion tiles were played');
    // Every tile after the start tile was placed by a bot whose move came from the worker:
    // the main thread never runs a bot, so it stays free for the page.
    assert.ok(page.workers().some((w) => /bot\.worker/.test(w.url())), 'the bot worker runs');
    const { asks, longest } = await page.evaluate(() => ({ asks: window.__workerAsks, longest: window.__longestTask }));
    assert.ok(asks >= tiles - 1, `the worker was asked for every move (${asks} questions, ${tiles} tiles)`);
    // Measured, not asserted: speed is checked in benchmarks, and this machine may be busy.
    console.log(`  longest main-thread task during the bot game: ${Math.round(longest)} ms`);
    await page.screenshot({ path: join(resultsDir, 'all-expansions-final.png') });
  });
});

test('after a first visit to the home screen alone, every lazily loaded screen and language opens offline from the precache', async () => {
  // The build precaches every chunk: each script, style and WebAssembly file of dist/assets is in the service worker's list.
  const dist = join(resultsDir, '..', 'dist');
  const precached = new Set([...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/["']?url["']?\s*:\s*"([^"]+)"/g)].map((m) => m[1]));
  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css|wasm)$/.test(f));
  assert.ok(assets.length > 20, `the build is split into chunks (${assets.length} files)`);
  assert.deepEqual(assets.filter((f) => !precached.has(`assets/${f}`)), [], 'chunks missing from the precache');

  await withPreviewPage(async ({ page, url, stopServer }) => {
    await page.goto(`${url}/?botDelay=0#/`);
    await page.waitForSelector('[data-testid=new-local]');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'));
    // The first visit fetched the home screen's code only.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()));
    for (const lazy of ['Setup-', 'LocalGamePlay-', 'GameTable-', 'HelpScreen-', 'OnlineScreen-', 'ReplayScreen-', 'cs-']) {
      assert.ok(!fetched.some((f) => f.startsWith(lazy)), `${lazy}* was not part of the first load: ${fetched.join(' ')}`);
    }
    await stopServer();
    await assert.rejects(fetch(page.url()));
    const failed = page.locator('.error', { hasText: 'could not be loaded' });
    const open = async (hash, ready) => {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.locator(ready).first().waitFor();
      assert.equal(await failed.count(), 0, `${hash} loaded`);
    };
    await open('#/help/easter', '[data-testid=help-easter] section');
    await open('#/tiles', '.gallery figure');
    await open('#/replay', '[data-testid=replay-file]');
    await open('#/online', '[data-testid=create-room]');
    await open('#/setup', '[data-testid=start]');
    await page.fill('[data-testid=seed]', 'e2e-offline-lazy');
    await page.click('[data-testid=start]');
    await page.locator('.board .target').first().waitFor();
    // A language not loaded yet: its chunk comes from the precache too.
    await page.selectOption('[data-testid=lang]', 'cs');
    await waitForText(page.locator('[data-testid=tiles-left]'), /dílk/, 'the Czech words, loaded offline');
    await page.selectOption('[data-testid=lang]', 'en');
    await page.screenshot({ path: join(resultsDir, 'offline-lazy.png') });
  });
});

test('a deep link: index.html preloads the screen its address names, the home screen gets nothing extra', async () => {
  await withPreviewPage(async ({ page, url }) => {
    const preloads = () => page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href').split('/').pop()));
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()));
    await page.goto(`${url}/#/tiles`);
    await page.locator('.gallery figure').first().waitFor();
    const tiles = await preloads();
    for (const chunk of ['TileGallery-', 'TileDefs-']) assert.ok(tiles.some((f) => f.startsWith(chunk)), `${chunk}* preloaded by index.html: ${tiles.join(' ')}`);
    // A screen that runs games also gets the rules' core preloaded, and that preload is the
    // very request the rules make (one resource entry: a mismatched preload would fetch twice).
    const isCore = (f) => /^core-.*\.wasm$/.test(f);
    await page.goto(`${url}/?replay#/replay`);
    await page.locator('[data-testid=replay-file]').waitFor();
    const wasmPreloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=fetch]')].map((l) => l.getAttribute('href').split('/').pop()));
    assert.ok(wasmPreloads.some(isCore), `core.wasm preloaded by index.html: ${wasmPreloads.join(' ')}`);
    assert.equal((await fetched()).filter(isCore).length, 1, 'core.wasm fetched once');
    // A new document on the home screen (another query, not a hash change): no screen preloaded or fetched.
    await page.goto(`${url}/?again#/`);
    await page.locator('[data-testid=new-local]').waitFor();
    const home = [...(await preloads()), ...(await fetched())];
    assert.ok(!home.some((f) => /^(TileGallery|TileDefs|Setup|LocalGamePlay|GameTable|all)-/.test(f) || isCore(f)), `the home screen loads no other screen: ${home.join(' ')}`);
  });
});

test('the expert level (MCTS) plays a base game offline: worker and wasm come from the precache', async () => {
  await withPreviewPage(async ({ page, url, stopServer }) => {
    await page.goto(`${url}/?botDelay=0#/`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    // Let the service worker finish precaching (the wasm included) before the server goes.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'));
    await stopServer();
    await assert.rejects(fetch(page.url()));
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.click('[data-testid=new-local]');
    await page.selectOption('[data-testid=seat-kind-0]', 'expert');
    await page.selectOption('[data-testid=seat-kind-1]', 'beginner');
    await page.fill('[data-testid=seed]', 'e2e-strong');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=final-score]', { timeout: GAME_MS });
    const tiles = await boardTiles(page);
    assert.ok(tiles > 60, `a whole base game was played (${tiles} tiles)`);
    // With several cores the strong seat searched on a pool of search workers (one per core, at most 4).
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const searchWorkers = workers.filter((u) => u.includes('search')).length;
    if (cores > 1) assert.equal(searchWorkers, Math.min(cores, 4), `search workers started: ${JSON.stringify(workers)}`);
    console.log(`  search workers: ${searchWorkers} on ${cores} cores`);
    await page.screenshot({ path: join(resultsDir, 'strong-final.png') });
  });
});

test('a human with The Festival and Easter: bunny hops on the board, eggs on the score list', async () => {
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    await page.check('text=The Festival');
    await page.check('text=Easter');
    await page.fill('[data-testid=seed]', 'e2e-3');
    await page.click('[data-testid=start]');
    let hops = 0;
    let prev = null;
    for (let turn = 0; turn < 40; turn++) {
      const d = await nextDecision(page, prev);
      prev = d.sig;
      if (d.state === 'over') break;
      if (d.state === 'place' && d.hint.includes('bunny')) hops++;
      await playDecision(page, d.state, turn);
      if (hops >= 3) break;
    }
    assert.ok(hops >= 1, 'the bunny was moved on the board');
    await waitForCount(page.locator('[data-testid=eggs-0]'), 1, 'eggs are shown per player:');
    await waitForText(page.locator('[data-testid=log]'), /moved the bunny/);
    await page.screenshot({ path: join(resultsDir, 'easter.png') });
  });
});

test('cards: a human opens gifts and plays Christmas cards by clicks and keys, to the end-game cards', async () => {
  // The seed was chosen with e2e/cards-game.mjs: with the policy below (the same as that
  // script's humanAction) Ann meets every card decision: gifts opened with a target picked
  // among several, draws, a card played on a chosen target, lightning targets, a scoring
  // card, an attack cancelled with Protection and one she cannot cancel, the discard down
  // to five, and farm-tie plus a bonus card at game end.
  await withPreviewPage(async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    await page.click('[data-testid=add-seat]'); // Cleo, random bot
    for (const x of CARD_EXPANSIONS) await page.check(`text=${x === 'gifts' ? 'The Gifts' : 'Christmas Gift'}`);
    await page.fill('[data-testid=seed]', CARD_SEED);
    await page.click('[data-testid=start]');

    const logList = page.locator('[data-testid=log]');
    const log = () => logList.textContent();
    const logCount = async (re) => ((await log()).match(new RegExp(re.source, 'g')) ?? []).length;
    /** Waits until the log shows `re` more than `before` times (what logCount gave before the action). */
    const logGrows = (re, before) =>
      page.waitForFunction(([src, n]) => (document.querySelector('[data-testid=log]')?.textContent.match(new RegExp(src, 'g')) ?? []).length > n, [re.source, before]);
    const handCount = (exp) => page.locator(`[data-testid=hand-${exp}] .card-face`).count();
    /** Waits until a card or option shows it is chosen (the page has taken the key or click). */
    const chosen = (locator, what) => waitForValue(() => locator.getAttribute('aria-pressed'), 'true', what);
    const firstTargetChosen = () => chosen(page.locator('[data-testid=card-target-0]'), 'the first target chosen');
    const seen = {};
    const shots = new Set();
    let played = false;
    let prev = null;
    for (let step = 0; step < 2000; step++) {
      const d = await nextDecision(page, prev);
      prev = d.sig;
      if (d.state === 'over') break;
      if (d.state === 'place') {
        await page.locator('.board .target').first().click();
        await page.locator('[data-testid=confirm]').click();
        continue;
      }
      if (d.state === 'meeple') {
        const supply = Number((await page.locator('[data-testid=score-0] .supply').textContent()).replace(/\D/g, ''));
        if (supply > KEEP_SUPPLY && (await page.locator('.board .spot').count()) > 0) {
          await page.locator('.board .spot').first().click();
          await page.locator('[data-testid=confirm]').click();
        } else await page.locator('[data-testid=pass]').click();
        continue;
      }
      const kind = d.kind;
      seen[kind] = (seen[kind] ?? 0) + 1;
      // The prompt was read with the decision itself, from the same render.
      const prompt = d.hint;
      const targets = page.locator('[data-testid^=card-target-]');
      const shot = async (name) => {
        if (shots.has(name)) return;
        shots.add(name);
        await page.screenshot({ path: join(resultsDir, name) });
      };
      switch (kind) {
        case 'gifts/open': {
          // Keys: 1 picks the first gift, 1 its first target (when it has several), Enter opens it.
          assert.match(prompt, /open one gift/);
          // The live region is filled after the panel renders: wait for it.
          await waitForText(page.locator('[data-testid=live]'), /open one gift.*1: /, 'the decision announced with its choices');
          const gifts = await handCount('gifts');
          const first = page.locator('[data-testid=hand-gifts] button.card-face').first();
          const name = (await first.locator('.card-name').textContent()).replace(/^1/, '');
          const opened = await logCount(/Ann opened a gift/);
          await page.keyboard.press('1');
          await chosen(first, 'key 1 chooses the first gift');
          // The targets render with the choice.
          const n = await targets.count();
          if (n > 1) {
            await waitForCount(page.locator('.board .spot.ext'), n, 'every target marked on the board:');
            await page.keyboard.press('1');
            await firstTargetChosen();
            await shot('cards-gift-targets.png');
            seen.giftTargets = (seen.giftTargets ?? 0) + 1;
          }
          await page.keyboard.press('Enter');
          await logGrows(/Ann opened a gift/, opened);
          await waitForText(logList, new RegExp(`Ann opened a gift: ${name}`));
          await waitForValue(() => handCount('gifts'), gifts - 1, 'the opened gift left the hand');
          break;
        }
        case 'gifts/choose-tile':
        case 'christmas-gift/choose-tile':
          assert.match(prompt, /choose the tile/);
          await page.locator('[data-testid=card-option-0]').click();
          break;
        case 'christmas-gift/draw': {
          // Click: the last option (both decks when both are offered).
          const drew = await logCount(/Ann drew/);
          const options = page.locator('[data-testid^=card-option-]');
          assert.match(await options.first().textContent(), /Draw a (Cloister|Roadside) card/);
          await options.last().click();
          await logGrows(/Ann drew/, drew);
          break;
        }
        case 'christmas-gift/start': {
          // The first offered card (by its number) that the policy plays at the start.
          const cards = page.locator('[data-testid=hand-christmas-gift] button.card-face');
          let n = Infinity;
          let pick = -1;
          for (let i = 0; !played && i < (await cards.count()); i++) {
            const k = Number(await cards.nth(i).locator('kbd').textContent());
            if (PLAY_AT_START.includes(await cards.nth(i).getAttribute('data-card')) && k < n) [n, pick] = [k, i];
          }
          if (pick < 0) {
            await page.keyboard.press('Escape');
            break;
          }
          // Keys: the card's number, 1 for its first target, Enter.
          played = true;
          n = String(n);
          const name = (await cards.nth(pick).locator('.card-name').textContent()).slice(n.length);
          await page.keyboard.press(n);
          await chosen(cards.nth(pick), `key ${n} chooses the card`);
          await waitForCount(targets, (c) => c > 1, 'several targets offered (a count above 1)');
          await page.keyboard.press('1');
          await firstTargetChosen();
          await shot('cards-play-target.png');
          const before = await logCount(/Ann played a card/);
          await page.keyboard.press('Enter');
          await logGrows(/Ann played a card/, before);
          await waitForText(logList, new RegExp(`Ann played a card: ${name.replace(/[()]/g, '.')} \\(`));
          seen.playWithTarget = 1;
          break;
        }
        case 'christmas-gift/score': {
          const cards = page.locator('[data-testid=hand-christmas-gift] button.card-face');
          if ((await cards.count()) === 0) {
            await page.locator('[data-testid=card-pass]').click();
            break;
          }
          // Clicks: the card numbered 1 in the hand, then Confirm (the click waits for it to be enabled).
          const before = await logCount(/Ann played a card/);
          await cards.filter({ has: page.locator('kbd', { hasText: /^1$/ }) }).click();
          await page.locator('[data-testid=card-confirm]').click();
          await logGrows(/Ann played a card/, before);
          break;
        }
        case 'christmas-gift/end':
          await page.keyboard.press('Escape');
          break;
        case 'christmas-gift/target':
        case 'christmas-gift/farm-tie': {
          // The drawn card is named and its targets listed; click the first on the board, confirm.
          assert.match(prompt, kind.endsWith('farm-tie') ? /Game end — Farm tie-break: choose the farm/ : /: choose its target/);
          assert.ok((await targets.count()) >= 1, 'the targets are listed');
          const spots = page.locator('.board .spot.ext');
          if ((await spots.count()) > 0) await spots.first().click();
          else await targets.first().click();
          await firstTargetChosen();
          const before = await logCount(/Ann played a card/);
          await page.locator('[data-testid=card-confirm]').click();
          await logGrows(/Ann played a card/, before);
          break;
        }
        case 'christmas-gift/protect': {
          assert.match(prompt, /plays .+ against you/);
          // Asked during the attacker's turn: the table still says whose turn it is.
          await waitForText(page.locator('.turn .who'), /^Ann acts now \((Ben|Cleo)'s turn\)$/, 'the header naming the defender during the attacker’s turn');
          const option = page.locator('[data-testid=card-option-0]');
          if ((await option.count()) > 0) {
            await shot('cards-protect.png');
            const before = await logCount(/Ann cancelled/);
            await page.keyboard.press('1');
            await chosen(option, 'key 1 chooses Protect');
            await page.keyboard.press('Enter');
            await logGrows(/Ann cancelled/, before);
            seen.protected = 1;
          } else {
            assert.match(prompt, /You hold no Protection card/);
            await page.keyboard.press('Escape');
          }
          break;
        }
        case 'christmas-gift/discard': {
          assert.match(prompt, /More than 5 cards/);
          const cards = page.locator('[data-testid=hand-christmas-gift] button.card-face');
          assert.ok((await handCount('christmas-gift')) > 5);
          let pick = 0;
          for (let i = (await cards.count()) - 1; i >= 0; i--) if (!KEEP_CARDS.includes(await cards.nth(i).getAttribute('data-card'))) pick = i;
          const before = await logCount(/Ann discarded/);
          await cards.nth(pick).click();
          await chosen(cards.nth(pick), 'a click chooses the card to discard');
          // The hand as a card table: six cards with names, effects and timings, one chosen.
          await page.locator('[data-testid=hand]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await shot('cards-hand.png');
          await page.locator('[data-testid=card-confirm]').click();
          await logGrows(/Ann discarded/, before);
          break;
        }
        default:
          throw new Error(`unexpected card decision ${kind} (${d.state})`);
      }
    }
    for (const k of ['gifts/open', 'giftTargets', 'christmas-gift/draw', 'playWithTarget', 'christmas-gift/target', 'christmas-gift/score', 'protected', 'christmas-gift/protect', 'christmas-gift/discard', 'christmas-gift/farm-tie']) {
      assert.ok(seen[k] > 0, `the human met ${k} (${JSON.stringify(seen)})`);
    }
    // Game end: the end-game card kept through the discard scores, and the hands are shown.
    await page.waitForSelector('[data-testid=final-score]');
    await waitForText(logList, /Ann: Shared farm bonus \+\d+/);
    await waitForText(logList, /Hands revealed/);
    await page.screenshot({ path: join(resultsDir, 'cards-final.png') });
  });
});

test('online room: two browsers create, join, play, and one reconnects after a reload', async () => {
  const T0 = Date.now();
  const lap = (what) => process.env.CARC_E2E_TIMING && console.log(`  ${what}: ${((Date.now() - T0) / 1000).toFixed(1)} s`);
  await withTwoSeats({}, createByForm, async ({ pa, pb }) => {
    lap('room server and browsers up, both seated');

    // Each seat's last answered decision: a seat's answer travels to the room and back
    // before its screen moves on, and meanwhile it must not be answered twice.
    const prev = new Map();
    const bothShow = async (min) =>
      until(async () => {
        const [ta, tb] = await Promise.all([boardTiles(pa), boardTiles(pb)]);
        return ta === tb && ta >= min && ta;
      }, `both seats showing the same board of at least ${min} tiles`);

    let placed = 0;
    while (placed < 6) {
      const d = await nextDecisionOn([pa, pb], prev);
      prev.set(d.page, d.sig);
      await playDecision(d.page, d.state, placed);
      if (d.state === 'place') placed++;
    }
    // Both seats see the same board: the start tile and the six placed.
    await bothShow(7);

    lap('six tiles placed');
    // A reload rejoins the same seat by itself (the seat token is kept) and play goes on.
    await pb.reload();
    prev.delete(pb);
    await pb.waitForSelector('svg.board');
    assert.equal(await pb.locator('[data-testid=room-join]').count(), 0);
    const tiles = await bothShow(7);
    for (;;) {
      const d = await nextDecisionOn([pb, pa], prev);
      prev.set(d.page, d.sig);
      await playDecision(d.page, d.state, 1);
      if (d.state === 'place') break;
    }
    lap('played after reload');
    await bothShow(tiles + 1);
    await pa.screenshot({ path: join(resultsDir, 'online-room.png') });
  });
});

registerAnalysisTests(test);

const failed = await runTests(tests, only);
printAxeSummary();
console.log(failed ? `e2e: ${failed} failed` : 'e2e: all passed');
process.exit(failed ? 1 : 0);
