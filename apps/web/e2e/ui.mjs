// Browser tests of the playing table (issue 15): scoring shown on the board, who must act,
// the legend, the phone layout's action bar, the final chart and the replay breakdown.
// Run after `pnpm --filter @carc/web build`: `node e2e/ui.mjs [test name part]` (the server port
// comes from harness.mjs: CARC_E2E_PORT or a free one).
// Every wait is for a condition on the page, never for time. Screenshots go to test-results/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, PHONE, resultsDir, suite, withPreviewPage } from './harness.mjs';
import { WAIT_MS, until, waitForCount, waitForText, waitForValue } from './wait.mjs';

const { test, run } = suite('ui');

/** A page of the given device on a fresh preview server; page errors fail the test (harness.mjs). */
const withPage = (device, fn) => withPreviewPage(({ page, url }) => fn(page, url), device);

const shot = (page, name) => page.screenshot({ path: join(resultsDir, `${name}.png`) });

/** New local game: Ann (human) against Ben (random bot), the given expansions, a fixed seed. */
async function startGame(page, url, { seed, expansions = [], humans = 1 }) {
  await page.goto(`${url}/?botDelay=0#/setup`);
  await page.fill('[data-testid=seed]', seed);
  if (humans === 2) await page.selectOption('[data-testid=seat-kind-1]', 'human');
  for (const x of expansions) await page.getByLabel(x, { exact: true }).check();
  await page.click('[data-testid=start]');
  await page.waitForSelector('svg.board');
}

/** Waits until the human must act (or the game is over): 'place', 'meeple', 'hop', 'handoff', 'over'. */
async function nextDecision(page, timeout = WAIT_MS) {
  const h = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid=final-score]')) return 'over';
      if (document.querySelector('[data-testid=handoff]')) return 'handoff';
      if (document.querySelector('[data-testid=card-decision]')) return 'card';
      if (document.querySelector('[data-testid=confirm]') && document.querySelector('.board .target')) return 'place';
      if (document.querySelector('.board .target')) return 'hop';
      if (document.querySelector('[data-testid=pass]')) return 'meeple';
      return false;
    },
    null,
    { timeout, polling: 50 },
  );
  return h.jsonValue();
}

/** One decision: the first highlighted square, then a follower on the first spot when there is one. */
async function play(page, state) {
  if (state === 'handoff') return page.click('[data-testid=handoff]');
  // Every answer adds events to the game's log: wait for that, not for time.
  const events = await page.locator('.table').getAttribute('data-events');
  if (state === 'place') {
    await page.locator('.board .target').first().click();
    await page.locator('[data-testid=confirm]:not([disabled])').click();
  } else if (state === 'hop') {
    await page.locator('.board .target').first().click();
  } else if (state === 'card') {
    // Decline when allowed (the card flow itself is e2e/run.mjs's), else take the first choice.
    const pass = page.locator('[data-testid=card-pass]');
    if (await pass.count()) await pass.click();
    else {
      await page.locator('[data-testid^=card-quick-], [data-testid^=card-option-]').first().click();
      // The choice renders its targets or its Confirm (or, for a quick choice, is answered
      // at once): wait for whichever comes, never read once right after the click.
      const target = page.locator('[data-testid^=card-target-]');
      const confirm = page.locator('[data-testid=card-confirm]:not([disabled])');
      const answered = () => page.locator('.table').getAttribute('data-events').then((n) => n !== events);
      const next = await until(async () => ((await target.count()) ? 'target' : (await confirm.count()) ? 'confirm' : (await answered()) ? 'done' : false), 'the card choice to render its targets, Confirm or answer');
      if (next === 'target') await target.first().click();
      if (next !== 'done' && (await until(async () => ((await confirm.count()) ? 'confirm' : (await answered()) ? 'done' : false), 'Confirm or the answer')) === 'confirm') await confirm.click();
    }
  } else if (state === 'meeple') {
    const spot = page.locator('.board .spot:not(.ext)');
    if (await spot.count()) {
      await spot.first().click();
      await page.locator('[data-testid=confirm]').click();
    } else {
      await page.locator('[data-testid=pass]').click();
    }
  }
  await page.waitForFunction((n) => document.querySelector('.table')?.getAttribute('data-events') !== n, events);
}

test('a scoring stays on the board with +N until the next placement, and a follower shows its feature', async () => {
  await withPage(DESKTOP, async (page, url) => {
    await startGame(page, url, { seed: 'table-1' });
    let seen = false;
    for (let i = 0; i < 80 && !seen; i++) {
      const state = await nextDecision(page);
      if (state === 'over') break;
      // A scoring shown while the human is asked for the next tile: it outlived turnStarted.
      if (state === 'place' && (await page.locator('[data-testid=score-label]').count()) > 0) {
        seen = true;
        await waitForCount(page.locator('.board .highlight.scored'), (n) => n > 0, 'the scored feature highlighted');
        await waitForText(page.locator('[data-testid=score-label]'), /^(\+\d+)+$/, 'a +N label');
        await shot(page, 'table-desktop-scored');
        await play(page, state);
        // After the placement is confirmed the old scoring is gone (the new tile scored nothing, or its own).
        break;
      }
      await play(page, state);
    }
    assert.ok(seen, 'a scoring was shown on the board when the next decision came');

    // Hovering a follower tells its feature, its extent and its owners.
    await page.locator('.board .meeple').first().hover();
    await page.waitForSelector('[data-testid=inspect]');
    await waitForText(page.locator('[data-testid=inspect]'), /(covers \d+ tiles?|tile).*(Held by|No followers)/, 'the feature under the follower');
    await waitForCount(page.locator('.board .extent'), (n) => n > 0, 'an outlined extent');
    await shot(page, 'table-desktop-inspect');
  });
});

test('the legend explains every symbol and links the tile gallery; no raw data in the panels', async () => {
  await withPage(DESKTOP, async (page, url) => {
    await startGame(page, url, { seed: 'table-2', expansions: ['Easter', 'The Festival', 'Christmas Gift', 'The Gifts'] });
    await nextDecision(page);
    for (const d of await page.locator('details.ext-public').all()) await d.locator('summary').click();
    const side = await page.locator('.side').textContent();
    assert.doesNotMatch(side, /[{}"]|\[/, 'no JSON in the side panel');
    await shot(page, 'table-desktop-panels');
    await page.click('[data-testid=help]');
    await page.waitForSelector('[data-testid=legend]');
    await waitForCount(page.locator('[data-testid=legend] li svg'), (n) => n >= 15, 'at least 15 legend symbols');
    await shot(page, 'table-desktop-legend');
    await page.click('[data-testid=gallery-link]');
    await page.waitForSelector('.gallery figure');
  });
});

test('phone: the drawn tile, hint and Confirm stay inside the 390×844 screen; the hand is a drawer', async () => {
  await withPage(PHONE, async (page, url) => {
    await startGame(page, url, { seed: 'table-3', expansions: ['Easter'] });
    let state = await nextDecision(page);
    assert.equal(state, 'place');
    const inView = async (sel) => {
      const b = await page.locator(sel).first().boundingBox();
      assert.ok(b, `${sel} is shown`);
      assert.ok(b.y >= 0 && b.y + b.height <= 844 && b.x >= 0 && b.x + b.width <= 390, `${sel} inside the screen: ${JSON.stringify(b)}`);
    };
    // The drawer's panel is drawn only while it is open (the log may still be empty).
    const openDrawer = async () => {
      await page.locator('[data-testid=drawer]').tap();
      await page.waitForSelector('.table.drawer-open #table-side', { state: 'visible' });
      await inView('[data-testid=drawer]');
    };
    const closeDrawer = async () => {
      await page.locator('[data-testid=drawer]').tap();
      await page.waitForSelector('.table:not(.drawer-open)');
    };
    // The drawer opens over the board with the log, and closes again. The board above it
    // shrinks but keeps its middle: the board point in the middle of its area stays there.
    // Where the board area is and how the layer maps board units into it (translate, then
    // scale), with the centre of the first follower spot when there is one.
    const geometry = () =>
      page.evaluate(() => {
        const area = document.querySelector('.board-box').getBoundingClientRect();
        const [x, y, k] = /translate\(([-\d.]+)px, ([-\d.]+)px\) scale\(([\d.]+)\)/.exec(document.querySelector('.board-layer').style.transform).slice(1).map(Number);
        const s = document.querySelector('.board [data-spot]')?.getBoundingClientRect();
        return { left: area.left, top: area.top, width: area.width, height: area.height, x, y, k, spot: s ? { x: s.left + s.width / 2, y: s.top + s.height / 2 } : null };
      });
    const middle = async () => {
      const g = await geometry();
      return { height: Math.round(g.height), x: Math.round((g.width / 2 - g.x) / g.k), y: Math.round((g.height / 2 - g.y) / g.k), k: g.k };
    };
    const before = await middle();
    await openDrawer();
    let after = null;
    await until(async () => {
      after = await middle();
      return after.height < before.height && Math.abs(after.x - before.x) <= 1 && Math.abs(after.y - before.y) <= 1;
    }, `the board's middle ${JSON.stringify(before)} kept in the smaller area`, { describe: () => JSON.stringify(after) });
    await closeDrawer();
    await until(async () => (await middle()).height === before.height, 'the board area back to its height');

    await page.locator('.board .target').first().tap();
    for (const sel of ['[data-testid=action-bar]', '[data-testid=confirm]', '[data-testid=rotate]', '[data-testid=hint]', '.turn .drawn .tile-image']) await inView(sel);
    await shot(page, 'table-phone-place');
    await page.locator('[data-testid=confirm]').tap();
    state = await nextDecision(page);
    assert.equal(state, 'meeple', 'the placed tile offers followers (this seed, the first target)');
    await inView('[data-testid=pass]');
    await shot(page, 'table-phone-meeple');
    // On a follower decision the tile waiting for one stays whole in the smaller area (the
    // view pans, its zoom kept), rather than sit cut at the edge.
    const zoom = (await middle()).k;
    // That tile's square on screen, relative to the board area: the board point of the
    // first follower spot names the tile's square.
    const spotSquare = async () => {
      const g = await geometry();
      const tx = Math.floor((g.spot.x - g.left - g.x) / g.k / 100);
      const ty = Math.floor((g.spot.y - g.top - g.y) / g.k / 100);
      const left = g.x + tx * 100 * g.k;
      const top = g.y + ty * 100 * g.k;
      return { area: Math.round(g.height), width: Math.round(g.width), top: Math.round(top), bottom: Math.round(top + 100 * g.k), left: Math.round(left), right: Math.round(left + 100 * g.k) };
    };
    await openDrawer();
    let tile = null;
    await until(async () => {
      tile = await spotSquare();
      return tile.area < before.height && tile.top >= 0 && tile.bottom <= tile.area && tile.left >= 0 && tile.right <= tile.width;
    }, 'the tile waiting for a follower whole inside the smaller board area', { describe: () => JSON.stringify(tile) });
    assert.equal((await middle()).k, zoom, 'the zoom is kept');
    await shot(page, 'table-phone-drawer');
    await closeDrawer();
  });
});

test('phone: a card decision keeps its choices and buttons in the bar', async () => {
  await withPage(PHONE, async (page, url) => {
    await startGame(page, url, { seed: 'table-6', expansions: ['Christmas Gift', 'The Gifts'] });
    let seen = false;
    for (let i = 0; i < 200 && !seen; i++) {
      const state = await nextDecision(page);
      if (state === 'over') break;
      if (state === 'card') {
        seen = true;
        const buttons = page.locator('[data-testid=action-bar] [data-testid^=card-]:is(button)');
        await waitForCount(buttons, (n) => n > 0, 'the decision’s buttons in the bar');
        for (const b of await buttons.all()) {
          if (!(await b.isVisible())) continue;
          const box = await b.boundingBox();
          assert.ok(box.y >= 0 && box.y + box.height <= 844, `card button inside the screen: ${JSON.stringify(box)}`);
        }
        await shot(page, 'table-phone-card');
        break;
      }
      await play(page, state);
    }
    assert.ok(seen, 'a card decision came up');
  });
});

test('end of game: score chart with scoring marks, and the replay shows the same breakdown and log', async () => {
  await withPage(DESKTOP, async (page, url) => {
    await startGame(page, url, { seed: 'table-4' });
    for (let i = 0; i < 400; i++) {
      const state = await nextDecision(page, 60_000);
      if (state === 'over') break;
      await play(page, state);
    }
    await page.waitForSelector('[data-testid=score-chart]');
    await waitForCount(page.locator('[data-testid=score-chart] .chart-line'), 2, 'one line per player');
    await waitForCount(page.locator('[data-testid=score-chart] .chart-event'), (n) => n > 0, 'scoring marks');
    const finalRows = await page.locator('[data-testid=final-score] tbody tr').allTextContents();
    await shot(page, 'table-desktop-final');

    const download = page.waitForEvent('download');
    await page.click('[data-testid=export]');
    const file = await (await download).path();
    const record = readFileSync(file, 'utf8');
    await page.goto(`${url}/#/replay`);
    await page.setInputFiles('[data-testid=replay-file]', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await page.waitForSelector('[data-testid=final-score]');
    await waitForValue(() => page.locator('[data-testid=final-score] tbody tr').allTextContents(), finalRows, 'replay breakdown = game breakdown');
    await waitForText(page.locator('[data-testid=final-score] thead'), /^[^±]*$/, 'a header without ±');
    await waitForText(page.locator('[data-testid=log]'), /scored/, 'scorings in the replay log');
    await waitForCount(page.locator('.replay button svg'), (n) => n >= 4, 'inline SVG replay controls');
    await shot(page, 'table-desktop-replay');
  });
});

test('hot-seat: the device is handed over before another player hops the bunny, and the hint names them', async () => {
  await withPage(DESKTOP, async (page, url) => {
    await startGame(page, url, { seed: 'table-5', expansions: ['Easter'], humans: 2 });
    let handed = false;
    for (let i = 0; i < 400 && !handed; i++) {
      const state = await nextDecision(page);
      if (state === 'over') break;
      if (state === 'handoff') {
        handed = true;
        const why = await waitForText(page.locator('[data-testid=handoff-why]'), / moves the Easter bunny\.$/, 'the reason for the hand-over');
        const name = why.replace(/ moves the Easter bunny\.$/, '');
        assert.ok(['Ann', 'Ben'].includes(name), why);
        await shot(page, 'table-desktop-handoff');
        await page.click('[data-testid=handoff]');
        assert.equal(await nextDecision(page), 'hop');
        await waitForText(page.locator('[data-testid=hint]'), new RegExp(`^${name}: Move the bunny \\d hops?`), 'a hint naming the hopper');
        await waitForText(page.locator('[data-testid=who]'), new RegExp(`^${name} acts now \\((Ann|Ben)'s turn\\)$`), 'a header naming the hopper');
        await shot(page, 'table-desktop-hop');
        break;
      }
      await play(page, state);
    }
    assert.ok(handed, 'a bunny phase passed to the other human during the game');
  });
});

await run();
