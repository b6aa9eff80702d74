// Browser tests of the layout on phones (issue #28): every screen fits 360 and 390 px wide
// (touch) and a desktop at 200% text size without scrolling sideways, and a toast never
// covers a control. The built app and the room API come from one room server (wrangler dev).
//
// Run after a build: `node e2e/layout.mjs [name part]`. Screenshots: test-results/layout-*.png;
// every screen's widths: test-results/layout.json.
//
// A new screen is one line in SCREENS (and in TOAST_SCREENS when it shows toasts): a name and
// how to bring the page there with the helpers of `screens` below. Every wait is for a
// condition on the page, never for time.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, PHONE, ensureResults, launch, requireBuild, requireChromium, resultsDir, runTests, serverPort, startRoomServer } from './harness.mjs';
import { shortRecord, writeRecord } from './records.mjs';
import { until, waitForText, waitForValue } from './wait.mjs';

/** The sizes every screen must fit: two phones held upright, and a desktop with the browser's text size at 200%. */
export const SIZES = [
  { name: '360', device: { ...PHONE, viewport: { width: 360, height: 640 } } },
  { name: '390', device: PHONE },
  { name: 'desktop-text200', device: { viewport: { width: 1280, height: 800 } }, fontScale: 2 },
];

/** Every screen of the app, one line each: [name, open(page, screens)]. */
export const SCREENS = [
  ['home', (p, s) => s.visit(p, '#/', '[data-testid=new-local]')],
  ['setup', (p, s) => s.visit(p, '#/setup', '[data-testid=start]')],
  ['setup, five seats and every expansion ticked', (p, s) => s.fullSetup(p)],
  ['online: create a room', (p, s) => s.visit(p, '#/online', '[data-testid=create-room]')],
  ['online: the lobby lists a room', (p, s) => s.lobby(p)],
  ['online: join a room', (p, s) => s.roomToJoin(p)],
  ['online: waiting room', (p, s) => s.waitingRoom(p)],
  ['online: create a turn-based room', (p, s) => s.turnBasedForm(p)],
  ['online: move the seat to another device (QR)', (p, s) => s.moveSeat(p)],
  ['my games', (p, s) => s.myGames(p)],
  ['online game against a bot, drawer open (chat)', (p, s) => s.onlineGame(p)],
  ['game', (p, s) => s.game(p)],
  ['game, drawer open', (p, s) => s.game(p, { drawer: true })],
  ['game, legend open', (p, s) => s.game(p, { legend: true })],
  ['help and legend', (p, s) => s.visit(p, '#/help', '[data-testid=legend]')],
  ['help: Christmas Gift', (p, s) => s.visit(p, '#/help/christmas-gift', '[data-testid=help-christmas-gift] section')],
  ['tile gallery', (p, s) => s.visit(p, '#/tiles', '.gallery figure')],
  ['replay', (p, s) => s.replay(p)],
  ['analysis', (p, s) => s.analysis(p)],
  ['final score', (p, s) => s.finalScore(p)],
];

/** Screens checked with a toast showing, one line each (phones only: the toast row matters there). */
export const TOAST_SCREENS = [
  ['home', (p, s) => s.visit(p, '#/', '[data-testid=new-local]').then(() => s.offlineToast(p))],
  ['home, a game deleted (toast with Undo)', (p, s) => s.deletedToast(p)],
  ['setup', (p, s) => s.visit(p, '#/setup', '[data-testid=start]').then(() => s.offlineToast(p))],
  ['game', (p, s) => s.game(p).then(() => s.offlineToast(p))],
  ['game, drawer open', (p, s) => s.game(p).then(() => s.offlineToast(p)).then(() => s.game(p, { drawer: true }))],
];

/**
 * Runs in the page: what is wrong with the layout as shown now (empty: nothing). `check`:
 * 'fit' (the screen scrolls sideways, or a control is cut off at the edge or lies under
 * something else) or 'toast' (a toast is not wholly on screen, or lies over a control).
 */
function layoutProblems(check) {
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const name = (el) =>
    el.tagName.toLowerCase() +
    (el.id ? `#${el.id}` : '') +
    (typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '') +
    (el.dataset?.testid ? `[data-testid=${el.dataset.testid}]` : '') +
    ` "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
  // The part of an element one can see: boxes that clip (a screen scrolled inside main) hide the rest.
  const visible = (el) => {
    let r = el.getBoundingClientRect();
    r = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
    }
    return r.right - r.left > 0.5 && r.bottom - r.top > 0.5 ? r : null;
  };
  const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role=button], .board .target')].filter(
    (el) => !el.closest('.sr-only') && !el.classList.contains('sr-only') && getComputedStyle(el).visibility !== 'hidden',
  );
  const out = [];
  if (check === 'fit') {
    const doc = document.scrollingElement;
    if (doc.scrollWidth > vw) out.push(`the page scrolls sideways: ${doc.scrollWidth} > ${vw}`);
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      if (/auto|scroll/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    for (const el of controls) {
      if (el.closest('.board-box')) continue; // the board pans: its squares may lie beyond the edge
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < -0.5 || r.right > vw + 0.5) out.push(`${name(el)} is cut off: ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`);
      // Under something else: what a tap at the middle of its visible part would reach.
      const v = visible(el);
      if (!v || el.matches('.board .target')) continue;
      const hit = document.elementFromPoint((v.left + v.right) / 2, (v.top + v.bottom) / 2);
      if (!hit || el.contains(hit) || hit.contains(el) || (el.tagName === 'INPUT' && hit === el.closest('label'))) continue;
      // An open dialog (the table's legend) lies over the board on purpose, and has its own close button.
      const dialog = hit.closest('[role=dialog]');
      if (dialog && !dialog.contains(el)) continue;
      out.push(`${name(el)} lies under ${name(hit)}`);
    }
    // Not the width, but what a screenshot alone would not tell: every tile picture has its symbol.
    for (const use of document.querySelectorAll('use[href^="#tile-"]')) {
      const id = use.getAttribute('href').slice(1);
      if (!document.getElementById(id)) out.push(`a tile picture has no symbol: #${id}`);
    }
  } else {
    const toasts = [...document.querySelectorAll('.toast')];
    if (!toasts.length) out.push('no toast is showing');
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      if (t.left < -0.5 || t.top < -0.5 || t.right > vw + 0.5 || t.bottom > vh + 0.5) out.push(`the toast is not wholly on screen: ${JSON.stringify(t)}`);
      for (const el of controls) {
        if (toast.contains(el)) continue;
        const r = visible(el);
        if (!r) continue;
        const w = Math.min(r.right, t.right) - Math.max(r.left, t.left);
        const h = Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top);
        if (w > 0.5 && h > 0.5) out.push(`the toast "${toast.textContent.trim()}" covers ${name(el)}`);
      }
    }
  }
  return out;
}

/**
 * How the tests bring the page to each screen. `url`: the room server's address, serving the
 * app and the room API on one origin. Every helper returns once the screen is shown.
 */
function screensOn(url) {
  const api = async (path, body) => {
    const res = await fetch(`${url}/api/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
    assert.ok(res.ok, `${path}: ${res.status}`);
    return res.json();
  };
  const shortFile = writeRecord('layout-short.carc.json', shortRecord('layout-short'));
  // The widest final table: five players, one with a long name, and every expansion's column.
  const wideFile = writeRecord(
    'layout-wide.carc.json',
    shortRecord('layout-wide', { tiles: 16, expansions: ['christmas-gift', 'gifts', 'festival', 'easter'], players: ['Ann', 'Ben', 'Cleo', 'Dirk', 'Evangelina-Maximiliane'] }),
  );
  let visits = 0;
  const s = {
    async visit(page, hash, ready) {
      // A query of its own each time: a load, never a same-document hash change.
      await page.goto(`${url}/?botDelay=0&visit=${++visits}${hash}`);
      await page.locator(ready).first().waitFor();
    },
    async fullSetup(page) {
      await s.visit(page, '#/setup', '[data-testid=start]');
      for (let i = 2; i < 5; i++) {
        await page.click('[data-testid=add-seat]');
        await page.locator(`[data-testid=seat-name-${i}]`).waitFor();
      }
      await page.fill('[data-testid=seat-name-4]', 'Evangelina-Maximiliane');
      for (const box of await page.locator('.expansions input[type=checkbox]').all()) await box.check();
    },
    async lobby(page) {
      await api('rooms', { seats: 3, expansions: ['christmas-gift', 'gifts', 'festival', 'easter'], listAs: 'A room with a rather long name' });
      await s.visit(page, '#/online', '.lobby-list li');
    },
    async roomToJoin(page) {
      const { room } = await api('rooms', { seats: 2, expansions: [] });
      await s.visit(page, `#/room/${room}`, '[data-testid=room-join]');
    },
    async waitingRoom(page) {
      await s.roomToJoin(page);
      await page.fill('[data-testid=room-name]', 'Ann');
      await page.click('[data-testid=room-join]');
      await page.locator('[data-testid=room-waiting]').waitFor();
      await page.locator('[data-testid=room-seat-0].online').waitFor();
    },
    async turnBasedForm(page) {
      await s.visit(page, '#/online', '[data-testid=create-room]');
      await page.check('[data-testid=room-turn-based]');
      await page.locator('[data-testid=room-on-timeout]').waitFor();
    },
    async moveSeat(page) {
      await s.waitingRoom(page);
      await page.click('[data-testid=move-open]');
      await page.locator('[data-testid=move-qr]').waitFor();
    },
    /** The list after joining a room: this device holds a seat there. */
    async myGames(page) {
      await s.waitingRoom(page);
      await s.visit(page, '#/games', '[data-testid=my-games] li');
    },
    /** A live room with a beginner bot, at Ann's first decision, the drawer (scores, log, chat) opened on a phone unless `drawer` is false. */
    async onlineGame(page, { drawer = true } = {}) {
      await s.visit(page, '#/online', '[data-testid=create-room]');
      await page.selectOption('[data-testid=room-seat-kind-1]', 'beginner');
      await page.click('[data-testid=create-room]');
      await page.locator('[data-testid=room-join]').waitFor();
      await page.fill('[data-testid=room-name]', 'Ann');
      await page.click('[data-testid=room-join]');
      await page.locator('.board .target').first().waitFor();
      if (!drawer) return;
      if (await page.locator('[data-testid=drawer]').isVisible()) {
        if ((await page.locator('[data-testid=drawer]').getAttribute('aria-expanded')) !== 'true') await page.click('[data-testid=drawer]');
      }
      await page.locator('[data-testid=chat]').waitFor({ state: 'visible' });
    },
    /** A local game with every expansion at Ann's first decision; the phone's drawer or the legend opened on request. */
    async game(page, { drawer = false, legend = false } = {}) {
      if (!page.url().includes('#/game/')) {
        await s.visit(page, '#/setup', '[data-testid=start]');
        await page.selectOption('[data-testid=seat-kind-1]', 'random');
        for (const box of await page.locator('.expansions input[type=checkbox]').all()) await box.check();
        await page.fill('[data-testid=seed]', 'layout-1');
        await page.click('[data-testid=start]');
      }
      await page.locator('.board .target, [data-testid=card-decision]').first().waitFor();
      if (drawer && (await page.locator('[data-testid=drawer]').isVisible())) {
        if ((await page.locator('[data-testid=drawer]').getAttribute('aria-expanded')) !== 'true') await page.click('[data-testid=drawer]');
        await page.locator('#table-side .scores').waitFor({ state: 'visible' });
      }
      if (legend) {
        await page.click('[data-testid=help]');
        await page.locator('.help-overlay [data-testid=legend]').waitFor();
      }
    },
    async replay(page) {
      await s.visit(page, '#/replay', '[data-testid=replay-file]');
      await page.setInputFiles('[data-testid=replay-file]', shortFile);
      await page.locator('[data-testid=replay-pos]').waitFor();
      await page.locator('svg.board').waitFor();
    },
    async analysis(page) {
      await s.replay(page);
      await page.click('[data-testid=analyse]');
      // The short game's analysis on the default budget, to the end (charts and mistakes shown).
      const phase = () => page.locator('[data-testid=analysis]').getAttribute('data-phase');
      await waitForValue(phase, 'ready', 'the analysis done');
      await page.locator('[data-testid=chart-scores] polyline').first().waitFor();
    },
    async finalScore(page) {
      await s.visit(page, '#/', '[data-testid=new-local]');
      await page.setInputFiles('[data-testid=import]', wideFile);
      await page.locator('[data-testid=final-score]').waitFor();
    },
    /** The page as on the first visit: no service worker yet, the offline notice not yet told; it shows once the worker is installed. */
    async offlineToast(page) {
      // Once the current worker is settled, so the clearing does not cut its registration short.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => localStorage.removeItem('carc.offlineReadyShown')));
      // As DevTools' "Clear site data" does: the worker is gone at once, even while it controls the page.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'service_workers,cache_storage' });
      await cdp.detach();
      // Leave the page before coming back, rather than reload it: a reload of a page whose
      // worker was just removed under it can leave a subresource (seen: the stylesheet) waiting
      // forever on the dead worker on a busy machine. A new navigation is a first visit.
      const at = page.url();
      await page.goto('about:blank');
      await page.goto(at);
      await page.locator('[data-testid=offline-ready]').waitFor();
      await holdToast(page);
    },
    /** A saved game deleted from the home screen: the toast offering Undo. */
    async deletedToast(page) {
      await s.game(page);
      await s.visit(page, '#/', '[data-testid=saved-game]');
      await page.click('[data-testid=delete-game]');
      await page.locator('[data-testid=deleted]').waitFor();
      await holdToast(page);
    },
  };
  return s;
}

/**
 * Keeps the toast on screen while it is checked: focus inside a toast stops its 8 s timer,
 * as it does for a keyboard user (Toast.tsx). Without it a busy machine can take longer than
 * the toast lives between showing it and checking it, and the check finds no toast.
 */
async function holdToast(page) {
  const close = page.locator('.toast button.link');
  // Gone already: the check then says "no toast is showing" rather than time out here.
  if ((await close.count()) > 0) await close.first().focus();
}

/** A fresh browser of `size` (its own profile: no saved games, no service worker yet). */
async function browserOf(size) {
  const b = await launch(size.device);
  const page = b.context.pages()[0] ?? (await b.context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (size.fontScale) {
    // The browser's own text size setting (Settings > Appearance > Font size), not page zoom.
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * size.fontScale, fixed: 13 * size.fontScale } });
  }
  return { b, page, errors };
}

requireChromium();
requireBuild();
ensureResults();
const tests = [];
const test = (name, fn) => tests.push({ name, fn });
/** `node e2e/layout.mjs [test name part] [screen name part]` */
const only = (name) => !process.argv[3] || name.includes(process.argv[3]);

let server = null;
const widths = {};
// Every size makes six rooms from one address: more than the per-address budget allows in a
// minute when the machine is quick (429). The budget is not what this file tests.
const serverUrl = async () => (server ??= await startRoomServer(await serverPort(), { ADDRESS_ROOMS_BURST: 100 })).url;

for (const size of SIZES) {
  test(`every screen fits ${size.name} without scrolling sideways`, async () => {
    const { b, page, errors } = await browserOf(size);
    try {
      const screens = screensOn(await serverUrl());
      if (size.fontScale) {
        await screens.visit(page, '#/', '[data-testid=new-local]');
        const px = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
        assert.equal(px, 16 * size.fontScale, 'the browser text size is applied');
      }
      const failures = [];
      for (const [name, open] of SCREENS.filter(([n]) => only(n))) {
        await open(page, screens);
        let problems = [];
        try {
          await until(async () => (problems = await page.evaluate(layoutProblems, 'fit')).length === 0, `${name} to fit`, { describe: () => problems.join('; ') });
        } catch {
          failures.push(`${name} at ${size.name}: ${problems.join('; ')}`);
        }
        const w = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.documentElement.clientWidth]);
        (widths[name] ??= {})[size.name] = { scrollWidth: w[0], width: w[1], problems };
        await page.screenshot({ path: join(resultsDir, `layout-${size.name}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      }
      assert.deepEqual(failures, []);
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  });
}

for (const size of SIZES.filter((x) => !x.fontScale)) {
  test(`a toast covers no control at ${size.name}`, async () => {
    const { b, page, errors } = await browserOf(size);
    try {
      const screens = screensOn(await serverUrl());
      const failures = [];
      for (const [name, open] of TOAST_SCREENS.filter(([n]) => only(n))) {
        await open(page, screens);
        // Opening the screen may have moved focus out of the toast (the drawer's button), which restarts its time.
        await holdToast(page);
        let problems = [];
        // Scrolled to the top and to the bottom of the screen: the toast stays out of the way in both.
        for (const end of ['top', 'bottom']) {
          await page.evaluate((end) => document.querySelector('main')?.scrollTo(0, end === 'top' ? 0 : 1e6), end);
          try {
            await until(async () => (problems = await page.evaluate(layoutProblems, 'toast')).length === 0, `the toast on ${name} to leave every control free`, { describe: () => problems.join('; ') });
          } catch {
            failures.push(`${name} at ${size.name}, scrolled to the ${end}: ${problems.join('; ')}`);
          }
        }
        await page.screenshot({ path: join(resultsDir, `layout-toast-${size.name}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      }
      assert.deepEqual(failures, []);
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  });
}

for (const size of SIZES.filter((x) => !x.fontScale)) {
  test(`a room's table on a phone is exactly the screen under the top bar at ${size.name}, and stays so when the screen shrinks`, async () => {
    const { b, page, errors } = await browserOf(size);
    try {
      await screensOn(await serverUrl()).onlineGame(page, { drawer: false });
      // The table against main, the part of the page between the top bar and the toast row:
      // no line of the room's header above the board, no edge of the table cut off.
      const gaps = () =>
        page.evaluate(() => {
          const m = document.querySelector('main').getBoundingClientRect();
          const t = document.querySelector('.room > .table').getBoundingClientRect();
          return { top: Math.round(t.top - m.top), bottom: Math.round(m.bottom - t.bottom) };
        });
      let g = null;
      const fits = async () => ((g = await gaps()), Math.abs(g.top) <= 1 && Math.abs(g.bottom) <= 1);
      await until(fits, 'the table to fill main', { describe: () => JSON.stringify(g) });
      await page.screenshot({ path: join(resultsDir, `layout-room-table-${size.name}.png`) });
      // Less height (a toast's row, the browser's bars): the table follows main.
      const v = page.viewportSize();
      await page.setViewportSize({ width: v.width, height: v.height - 100 });
      await until(fits, 'the table to fill the smaller main', { describe: () => JSON.stringify(g) });
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  });
}

test('hints say "tap" on a touch screen and "click" with a mouse, following the pointer the player uses', async () => {
  const spot = (page) => page.locator('[data-testid=legend] li').filter({ hasText: /Numbered circle/ });
  for (const [device, wording] of [
    [PHONE, /\(tap it\)$/],
    [DESKTOP, /\(press its number\)$/],
  ]) {
    const { b, page, errors } = await browserOf({ device });
    try {
      await screensOn(await serverUrl()).visit(page, '#/help', '[data-testid=legend]');
      await waitForText(spot(page), wording, `the legend's wording on ${device === PHONE ? 'a phone' : 'a desktop'}`);
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  }
  // A laptop with a touch screen: the media queries say touch, then the pointer used decides.
  const { b, page, errors } = await browserOf({ device: { ...DESKTOP, hasTouch: true } });
  try {
    await screensOn(await serverUrl()).visit(page, '#/help', '[data-testid=legend]');
    await waitForText(spot(page), /\(tap it\)$/, 'the touch wording first');
    await page.mouse.click(5, 200);
    await waitForText(spot(page), /\(press its number\)$/, 'the mouse wording after a click');
    await page.touchscreen.tap(5, 200);
    await waitForText(spot(page), /\(tap it\)$/, 'the touch wording after a tap');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

let failed = 0;
try {
  failed = await runTests(tests, process.argv[2]);
} finally {
  await server?.close();
  writeFileSync(join(resultsDir, 'layout.json'), JSON.stringify(widths, null, 2));
}
console.log(failed ? `layout: ${failed} failed` : 'layout: all passed');
process.exit(failed ? 1 : 0);
