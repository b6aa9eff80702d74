// End-to-end tests: the built app in Debian's Chromium against `vite preview` (and against
// the room server for online play). Plain node + assert keeps the run fast and dependency-free.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureResults, launch, requireBuild, requireChromium, resultsDir, startRoomServer, withPreviewPage } from './harness.mjs';
import { CARD_EXPANSIONS, KEEP_CARDS, KEEP_SUPPLY, PLAY_AT_START } from './cards-game.mjs';

/** Seed of the card game test (see e2e/cards-game.mjs). */
const CARD_SEED = 'cards-124';

requireChromium();
requireBuild();
ensureResults();

const only = process.argv[2];
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

/** What the table waits for on this page: 'place', 'meeple', 'ext', 'over' or null (someone else's turn). */
function decisionState(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid=final-score]')) return 'over';
    if (document.querySelector('.board .target')) return 'place';
    if (document.querySelector('[data-testid=pass]') || document.querySelector('.board .spot')) return 'meeple';
    if (document.querySelector('.ext-action')) return 'ext';
    return null;
  });
}

async function waitForDecision(page, timeout = 30_000) {
  const h = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid=final-score]')) return 'over';
      if (document.querySelector('.board .target')) return 'place';
      if (document.querySelector('[data-testid=pass]') || document.querySelector('.board .spot')) return 'meeple';
      if (document.querySelector('.ext-action')) return 'ext';
      return false;
    },
    null,
    { timeout, polling: 50 },
  );
  return h.jsonValue();
}

const boardTiles = (page) => page.locator('svg.board').getAttribute('data-tiles').then(Number);

/** One human decision through the mouse: first highlighted cell, first rotation, sometimes a follower. */
async function playDecision(page, state, turn) {
  if (state === 'place') {
    await page.locator('.board .target').first().click();
    // A bunny hop is taken by the click itself; a tile waits for Confirm.
    const confirm = page.locator('[data-testid=confirm]:not([disabled])');
    if (await confirm.count()) await confirm.click();
  } else if (state === 'meeple') {
    const spots = page.locator('.board .spot');
    if (turn % 3 === 0 && (await spots.count()) > 0) {
      await spots.first().click();
      await page.locator('[data-testid=confirm]').click();
    } else {
      await page.locator('[data-testid=pass]').click();
    }
  } else if (state === 'ext') {
    await page.locator('.ext-action').first().click();
  }
}

/** The same decision by keyboard: arrows to the cell, Enter to select, R to rotate, Enter, then 0. */
async function playByKeyboard(page) {
  const cell = await page.locator('.board .target').first().getAttribute('data-cell');
  const [x, y] = cell.split(',').map(Number);
  await page.locator('[data-testid=board]').focus();
  for (let i = 0; i < Math.abs(x); i++) await page.keyboard.press(x > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(y); i++) await page.keyboard.press(y > 0 ? 'ArrowDown' : 'ArrowUp');
  const live = await page.locator('[data-testid=live]').textContent();
  assert.match(live, /Cursor at/, 'cursor moves are announced');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.board .preview').count(), 1, 'Enter selects the cell under the cursor');
  await page.keyboard.press('r');
  const before = await boardTiles(page);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=pass]');
  assert.equal(await boardTiles(page), before + 1, 'Enter confirms the placement');
  await page.keyboard.press('0');
}

test('local game against bots through the UI, reloaded offline mid-game, played to the final score', async () => {
  await withPreviewPage(4317, async ({ page, url, stopServer }) => {
    await page.goto(`${url}/?botDelay=0#/`);
    // The service worker must control the page before the server goes away.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });

    // A new deploy: a byte-different service worker (same length, so the static server's
    // cached file size still fits) makes the page offer a reload.
    const swPath = join(resultsDir, '..', 'dist', 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    const m = /revision:"([0-9a-f])/.exec(sw);
    assert.ok(m, 'sw.js has precache revisions');
    writeFileSync(swPath, sw.replace(m[0], `revision:"${m[1] === 'a' ? 'b' : 'a'}`));
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.waitForSelector('[data-testid=update]', { timeout: 20_000 });
    } finally {
      writeFileSync(swPath, sw);
    }
    await page.click('[data-testid=update] button');
    await page.waitForSelector('[data-testid=new-local]');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });

    // Language switch: the browser said English; German on request.
    await page.selectOption('[data-testid=lang]', 'de');
    await page.getByText('Neues lokales Spiel').waitFor();
    await page.selectOption('[data-testid=lang]', 'en');

    await page.click('[data-testid=new-local]');
    await page.fill('[data-testid=seed]', 'e2e-1');
    await page.click('[data-testid=add-seat]'); // Cleo, random bot
    await page.click('[data-testid=start]');
    await page.waitForSelector('svg.board');

    let turn = 0;
    let wentOffline = false;
    let undone = false;
    for (;;) {
      const state = await waitForDecision(page, 60_000);
      if (state === 'over') break;
      if (turn === 0 && state === 'place') {
        await playByKeyboard(page);
        turn++;
        continue;
      }
      if (!undone && turn === 4 && state === 'place') {
        // Undo takes back the human's placement and follower choice, and the bot moves after them.
        const tiles = await boardTiles(page);
        const left = await page.locator('[data-testid=tiles-left]').textContent();
        await playDecision(page, 'place', 1);
        await page.waitForSelector('[data-testid=pass]');
        await page.locator('[data-testid=pass]').click();
        await waitForDecision(page);
        assert.ok((await boardTiles(page)) > tiles);
        await page.click('[data-testid=undo]');
        await page.click('[data-testid=undo]');
        await page.waitForSelector('.board .target');
        assert.equal(await boardTiles(page), tiles, 'undo restores the board');
        assert.equal(await page.locator('[data-testid=tiles-left]').textContent(), left);
        undone = true;
        continue;
      }
      if (!wentOffline && turn === 10 && state === 'place') {
        await page.screenshot({ path: join(resultsDir, 'board-midgame.png') });
        const tiles = await boardTiles(page);
        const left = await page.locator('[data-testid=tiles-left]').textContent();
        const scores = await page.locator('.scores').textContent();
        await stopServer();
        // Prove the server is really gone.
        await assert.rejects(fetch(page.url()));
        await page.reload();
        await page.waitForSelector('.board .target', { timeout: 20_000 });
        assert.equal(await boardTiles(page), tiles, 'offline reload resumes the same board');
        assert.equal(await page.locator('[data-testid=tiles-left]').textContent(), left);
        assert.equal(await page.locator('.scores').textContent(), scores);
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
    assert.equal(await rows.count(), 3);
    for (let i = 0; i < 3; i++) {
      const total = await rows.nth(i).locator('td').last().textContent();
      const listed = await page.locator(`[data-testid=score-${i}] .pts`).textContent();
      assert.equal(total.trim(), listed.trim());
    }
    assert.match(await page.locator('[data-testid=log]').textContent(), /scored a (city|road|cloister|farm|unfinished)/);
    assert.equal(await page.locator('[data-testid=tiles-left]').count(), 0);
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
    assert.ok((await boardTiles(page)) < endTiles, 'stepping back removes the last tile');
    // Importing the record recreates the finished game as a saved local game.
    await page.goto(page.url().replace(/#.*/, '#/'));
    await page.setInputFiles('[data-testid=import]', file);
    await page.waitForSelector('[data-testid=final-score]');
    assert.equal(await boardTiles(page), endTiles);
  });
});

test('bots only, with all four expansions, in a worker: the page stays responsive', async () => {
  await withPreviewPage(4318, async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    // Two random bots: the greedy policy is covered by unit tests and the first e2e game.
    await page.selectOption('[data-testid=seat-kind-0]', 'random');
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    for (const x of ['Christmas Gift', 'The Gifts', 'The Festival', 'Easter']) await page.check(`text=${x}`);
    await page.fill('[data-testid=seed]', 'e2e-2');
    await page.click('[data-testid=start]');
    await page.waitForSelector('svg.board');
    // While the bots play, the main thread answers quickly.
    let worst = 0;
    const started = Date.now();
    while (!(await page.locator('[data-testid=final-score]').count())) {
      const t0 = Date.now();
      await page.evaluate(() => 1);
      worst = Math.max(worst, Date.now() - t0);
      if (Date.now() - started > 120_000) throw new Error('bot game did not finish in 2 minutes');
      await page.waitForTimeout(100);
    }
    // Generous: the machine may be busy; a bot on the main thread would block for whole turns.
    assert.ok(worst < 1000, `main thread blocked for ${worst} ms`);
    assert.ok((await boardTiles(page)) > 72, 'expansion tiles were played');
    await page.screenshot({ path: join(resultsDir, 'all-expansions-final.png') });
  });
});

test('the strong (MCTS) bot plays a base game offline: worker and wasm come from the precache', async () => {
  await withPreviewPage(4319, async ({ page, url, stopServer }) => {
    await page.goto(`${url}/?botDelay=0#/`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
    // Let the service worker finish precaching (the wasm included) before the server goes.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'), null, { timeout: 20_000 });
    await stopServer();
    await assert.rejects(fetch(page.url()));
    await page.click('[data-testid=new-local]');
    await page.selectOption('[data-testid=seat-kind-0]', 'strong');
    await page.selectOption('[data-testid=seat-kind-1]', 'greedy');
    await page.fill('[data-testid=seed]', 'e2e-strong');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=final-score]', { timeout: 120_000 });
    const tiles = await boardTiles(page);
    assert.ok(tiles > 60, `a whole base game was played (${tiles} tiles)`);
    await page.screenshot({ path: join(resultsDir, 'strong-final.png') });
  });
});

test('a human with The Festival and Easter: bunny hops on the board, eggs on the score list', async () => {
  await withPreviewPage(4316, async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    await page.check('text=The Festival');
    await page.check('text=Easter');
    await page.fill('[data-testid=seed]', 'e2e-3');
    await page.click('[data-testid=start]');
    await page.waitForSelector('svg.board');
    let hops = 0;
    for (let turn = 0; turn < 40; turn++) {
      const state = await waitForDecision(page, 60_000);
      if (state === 'over') break;
      if (state === 'place' && (await page.locator('[data-testid=hint]').textContent()).includes('bunny')) hops++;
      await playDecision(page, state, turn);
      if (hops >= 3) break;
    }
    assert.ok(hops >= 1, 'the bunny was moved on the board');
    assert.equal(await page.locator('[data-testid=eggs-0]').count(), 1, 'eggs are shown per player');
    assert.match(await page.locator('[data-testid=log]').textContent(), /moved the bunny/);
    await page.screenshot({ path: join(resultsDir, 'easter.png') });
  });
});

test('cards: a human opens gifts and plays Christmas cards by clicks and keys, to the end-game cards', async () => {
  // The seed was chosen with e2e/cards-game.mjs: with the policy below (the same as that
  // script's humanAction) Ann meets every card decision: gifts opened with a target picked
  // among several, draws, a card played on a chosen target, lightning targets, a scoring
  // card, an attack cancelled with Protection and one she cannot cancel, the discard down
  // to five, and farm-tie plus a bonus card at game end.
  await withPreviewPage(4315, async ({ page, url }) => {
    await page.goto(`${url}/?botDelay=0#/setup`);
    await page.selectOption('[data-testid=seat-kind-1]', 'random');
    await page.click('[data-testid=add-seat]'); // Cleo, random bot
    for (const x of CARD_EXPANSIONS) await page.check(`text=${x === 'gifts' ? 'The Gifts' : 'Christmas Gift'}`);
    await page.fill('[data-testid=seed]', CARD_SEED);
    await page.click('[data-testid=start]');
    await page.waitForSelector('svg.board');

    const log = () => page.locator('[data-testid=log]').textContent();
    const logCount = async (re) => ((await log()).match(new RegExp(re.source, 'g')) ?? []).length;
    /** Waits until the log shows `re` more than `before` times (what logCount gave before the action). */
    const logGrows = (re, before) =>
      page.waitForFunction(([src, n]) => (document.querySelector('[data-testid=log]')?.textContent.match(new RegExp(src, 'g')) ?? []).length > n, [re.source, before]);
    const handCount = (exp) => page.locator(`[data-testid=hand-${exp}] .card-face`).count();
    const seen = {};
    const shots = new Set();
    let played = false;
    let prev = '';
    for (let step = 0; step < 2000; step++) {
      const h = await page.waitForFunction(
        (before) => {
          if (document.querySelector('[data-testid=final-score]')) return 'over';
          const cd = document.querySelector('[data-testid=card-decision]');
          const tiles = document.querySelector('svg.board')?.getAttribute('data-tiles');
          let sig = null;
          if (cd) sig = `card|${cd.getAttribute('data-kind')}|${cd.getAttribute('data-key')}`;
          else if (document.querySelector('.board .target')) sig = `place|${tiles}`;
          else if (document.querySelector('[data-testid=pass]') || document.querySelector('.board .spot')) sig = `meeple|${tiles}`;
          return sig && sig !== before ? sig : false;
        },
        prev,
        { timeout: 60_000, polling: 50 },
      );
      const sig = await h.jsonValue();
      prev = sig;
      if (sig === 'over') break;
      const [what, kind] = sig.split('|');
      if (what === 'place') {
        await page.locator('.board .target').first().click();
        await page.locator('[data-testid=confirm]:not([disabled])').click();
        continue;
      }
      if (what === 'meeple') {
        const supply = Number((await page.locator('[data-testid=score-0] .supply').textContent()).replace(/\D/g, ''));
        if (supply > KEEP_SUPPLY && (await page.locator('.board .spot').count()) > 0) {
          await page.locator('.board .spot').first().click();
          await page.locator('[data-testid=confirm]').click();
        } else await page.locator('[data-testid=pass]').click();
        continue;
      }
      seen[kind] = (seen[kind] ?? 0) + 1;
      const prompt = await page.locator('[data-testid=hint]').textContent();
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
          assert.match(await page.locator('[data-testid=live]').textContent(), /open one gift.*1: /, 'the decision is announced with its choices');
          const gifts = await handCount('gifts');
          const name = (await page.locator('[data-testid=hand-gifts] button.card-face').first().locator('.card-name').textContent()).replace(/^1/, '');
          const opened = await logCount(/Ann opened a gift/);
          await page.keyboard.press('1');
          if ((await targets.count()) > 1) {
            assert.equal(await page.locator('.board .spot.ext').count(), await targets.count(), 'every target is marked on the board');
            await page.keyboard.press('1');
            assert.equal(await page.locator('[data-testid=card-target-0][aria-pressed=true]').count(), 1);
            await shot('cards-gift-targets.png');
            seen.giftTargets = (seen.giftTargets ?? 0) + 1;
          }
          await page.keyboard.press('Enter');
          await logGrows(/Ann opened a gift/, opened);
          assert.match(await log(), new RegExp(`Ann opened a gift: ${name}`));
          assert.equal(await handCount('gifts'), gifts - 1, 'the opened gift left the hand');
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
          assert.ok((await targets.count()) > 1, 'the card offers several targets');
          await page.keyboard.press('1');
          await shot('cards-play-target.png');
          const before = await logCount(/Ann played a card/);
          await page.keyboard.press('Enter');
          await logGrows(/Ann played a card/, before);
          assert.match(await log(), new RegExp(`Ann played a card: ${name.replace(/[()]/g, '.')} \\(`));
          seen.playWithTarget = 1;
          break;
        }
        case 'christmas-gift/score': {
          const cards = page.locator('[data-testid=hand-christmas-gift] button.card-face');
          if ((await cards.count()) === 0) {
            await page.locator('[data-testid=card-pass]').click();
            break;
          }
          // Clicks: the card numbered 1 in the hand, then Confirm.
          await cards.filter({ has: page.locator('kbd', { hasText: /^1$/ }) }).click();
          await page.locator('[data-testid=card-confirm]').click();
          await page.waitForFunction(() => /Ann played a card/.test(document.querySelector('[data-testid=log]')?.textContent ?? ''));
          break;
        }
        case 'christmas-gift/end':
          await page.keyboard.press('Escape');
          break;
        case 'christmas-gift/target':
        case 'christmas-gift/farm-tie': {
          // The drawn card is named and its targets listed; click the first on the board, confirm.
          assert.match(prompt, kind.endsWith('farm-tie') ? /Game end — Farm tie-break: choose the farm/ : /: choose its target/);
          assert.ok((await targets.count()) >= 1);
          const spots = page.locator('.board .spot.ext');
          if ((await spots.count()) > 0) await spots.first().click();
          else await targets.first().click();
          assert.equal(await page.locator('[data-testid=card-target-0][aria-pressed=true]').count(), 1);
          const before = await logCount(/Ann played a card/);
          await page.locator('[data-testid=card-confirm]').click();
          await logGrows(/Ann played a card/, before);
          break;
        }
        case 'christmas-gift/protect': {
          assert.match(prompt, /plays .+ against you/);
          // Asked during the attacker's turn: the table still says whose turn it is.
          assert.match(await page.locator('.turn .who').textContent(), /^(Ben|Cleo)'s turn$/);
          const can = (await page.locator('[data-testid=card-option-0]').count()) > 0;
          if (can) {
            await shot('cards-protect.png');
            const before = await logCount(/Ann cancelled/);
            await page.keyboard.press('1');
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
          assert.equal(await cards.nth(pick).getAttribute('aria-pressed'), 'true');
          // The hand as a card table: six cards with names, effects and timings, one chosen.
          await page.locator('[data-testid=hand]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await shot('cards-hand.png');
          await page.locator('[data-testid=card-confirm]').click();
          await logGrows(/Ann discarded/, before);
          break;
        }
        default:
          throw new Error(`unexpected card decision ${kind}`);
      }
    }
    for (const k of ['gifts/open', 'giftTargets', 'christmas-gift/draw', 'playWithTarget', 'christmas-gift/target', 'christmas-gift/score', 'protected', 'christmas-gift/protect', 'christmas-gift/discard', 'christmas-gift/farm-tie']) {
      assert.ok(seen[k] > 0, `the human met ${k} (${JSON.stringify(seen)})`);
    }
    // Game end: the end-game card kept through the discard scores, and the hands are shown.
    await page.waitForSelector('[data-testid=final-score]');
    assert.match(await log(), /Ann: Shared farm bonus \+\d+/);
    assert.match(await log(), /Hands revealed/);
    await page.screenshot({ path: join(resultsDir, 'cards-final.png') });
  });
});

test('online room: two browsers create, join, play, and one reconnects after a reload', async () => {
  const T0 = Date.now();
  const lap = (what) => process.env.CARC_E2E_TIMING && console.log(`  ${what}: ${((Date.now() - T0) / 1000).toFixed(1)} s`);
  // Starting the room server and both browsers together saves most of the set-up time.
  const [server, a, bb] = await Promise.all([startRoomServer(8797), launch(), launch()]);
  lap('room server and browsers up');
  try {
    const pa = a.context.pages()[0] ?? (await a.context.newPage());
    const pb = bb.context.pages()[0] ?? (await bb.context.newPage());
    const errors = [];
    for (const p of [pa, pb]) p.on('pageerror', (e) => errors.push(e.message));
    await pa.goto(`${server.url}/#/online`);
    lap('page A loaded');
    await pa.click('[data-testid=create-room]');
    await pa.waitForSelector('[data-testid=room-link]');
    const link = await pa.locator('[data-testid=room-link]').inputValue();
    await pa.fill('[data-testid=room-name]', 'Ann');
    await pa.click('[data-testid=room-join]');
    lap('A joined');
    await pb.goto(link);
    lap('page B loaded');
    await pb.fill('[data-testid=room-name]', 'Ben');
    await pb.click('[data-testid=room-join]');
    await pa.waitForSelector('svg.board', { timeout: 20_000 });
    await pb.waitForSelector('svg.board', { timeout: 20_000 });
    lap('both seated');

    let placed = 0;
    for (let step = 0; placed < 6 && step < 60; step++) {
      for (const p of [pa, pb]) {
        const s = await decisionState(p);
        if (s === 'place' || s === 'meeple' || s === 'ext') {
          await playDecision(p, s, placed);
          if (s === 'place') placed++;
        }
      }
      await pa.waitForTimeout(150);
    }
    assert.equal(placed, 6);
    // Both seats see the same board.
    await pa.waitForFunction((n) => Number(document.querySelector('svg.board')?.getAttribute('data-tiles')) >= n, 7);
    await pb.waitForFunction((n) => Number(document.querySelector('svg.board')?.getAttribute('data-tiles')) >= n, 7);
    assert.equal(await boardTiles(pa), await boardTiles(pb));

    lap('six tiles placed');
    // A reload rejoins the same seat by itself (the seat token is kept) and play goes on.
    await pb.reload();
    await pb.waitForSelector('svg.board', { timeout: 20_000 });
    assert.equal(await pb.locator('[data-testid=room-join]').count(), 0);
    assert.equal(await boardTiles(pb), await boardTiles(pa));
    let moved = false;
    for (let step = 0; !moved && step < 40; step++) {
      for (const p of [pb, pa]) {
        const s = await decisionState(p);
        if (s === 'place') {
          await playDecision(p, s, 1);
          moved = true;
          break;
        }
        if (s === 'meeple') await playDecision(p, s, 1);
      }
      await pa.waitForTimeout(150);
    }
    assert.ok(moved);
    lap('played after reload');
    await pa.waitForFunction(() => Number(document.querySelector('svg.board')?.getAttribute('data-tiles')) >= 8);
    await pb.waitForFunction(() => Number(document.querySelector('svg.board')?.getAttribute('data-tiles')) >= 8);
    await pa.screenshot({ path: join(resultsDir, 'online-room.png') });
    assert.deepEqual(errors, []);
  } finally {
    await a.close();
    await bb.close();
    await server.close();
  }
});

let failed = 0;
for (const t of tests) {
  if (only && !t.name.includes(only)) continue;
  const t0 = Date.now();
  try {
    await t.fn();
    console.log(`✓ ${t.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`✗ ${t.name}\n  ${e.stack ?? e}`);
  }
}
console.log(failed ? `e2e: ${failed} failed` : 'e2e: all passed');
process.exit(failed ? 1 : 0);
