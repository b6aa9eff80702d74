// Condition waits for the browser tests. The page renders after an action in later tasks
// (Preact's render, then effects such as the live region, then the bot worker's answer), so
// a value read once right after a click or a key can be the old one, more so on a busy
// machine. Every read whose result is asserted goes through one of these instead: they
// poll until the page shows what is expected, and fail with what it showed last.
import { isDeepStrictEqual } from 'node:util';

/** Generous: the suite must hold on a 2-core machine with both cores busy. */
export const WAIT_MS = 60_000;

/** Pauses between two probes: quick at first, then easing off so a long wait costs little CPU. */
const BACKOFF = [20, 50, 100, 250, 500];

/**
 * Calls `probe` until it returns a truthy value and returns that value. `what` names the
 * condition in the timeout error, together with the last value the probe returned (or
 * `describe(last)` when given).
 */
export async function until(probe, what, { timeout = WAIT_MS, describe = (v) => JSON.stringify(v) } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (let i = 0; ; i++) {
    last = await probe();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout / 1000} s waiting for ${what} (last seen: ${describe(last)})`);
    await new Promise((r) => setTimeout(r, BACKOFF[Math.min(i, BACKOFF.length - 1)]));
  }
}

/** Text of a locator whose element may not be there yet (null then), without Playwright's own wait. */
async function textNow(locator) {
  return (await locator.count()) > 0 ? locator.first().textContent() : null;
}

/** Waits until the locator's text matches `re`; returns the text. */
export async function waitForText(locator, re, what = `text ${re}`) {
  let text = null;
  await until(async () => {
    text = await textNow(locator);
    return text !== null && re.test(text);
  }, `${what} in ${locator}`, { describe: () => JSON.stringify(text) });
  return text;
}

/** Waits until the locator matches `n` elements (or, given a predicate, a count it accepts); returns the count. */
export async function waitForCount(locator, n, what = `${typeof n === 'function' ? 'a fitting' : n} count`) {
  const ok = typeof n === 'function' ? n : (c) => c === n;
  let count = -1;
  await until(async () => ok((count = await locator.count())), `${what} of ${locator}`, { describe: () => String(count) });
  return count;
}

/** Waits until `read()` gives a value deep-equal to `expected` (an assertion that allows for rendering lag). */
export async function waitForValue(read, expected, what = 'the expected value') {
  let value;
  await until(async () => isDeepStrictEqual((value = await read()), expected), `${what}: ${JSON.stringify(expected)}`, {
    describe: () => JSON.stringify(value),
  });
  return value;
}

/**
 * Where the locator's element is and whether it lies wholly inside the viewport as the
 * page is scrolled now (no scrolling on the way): `{ inside, box, viewport }`. `box` is null
 * when the element is not rendered.
 */
export async function inViewport(locator) {
  const page = locator.page();
  const viewport = page.viewportSize();
  const box = await locator.boundingBox();
  const inside = !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  return { inside, box, viewport };
}

/**
 * Toasts close by themselves after 4-8 s, so a test that reads one after an action on a busy
 * machine can come too late and find it gone. `recordToasts(context)` (before the pages
 * navigate) keeps in each page every text a toast has shown; `waitForToast` waits until the
 * toast `testid` has shown a text matching `re`, whether it is still there or not.
 */
export async function recordToasts(context) {
  await context.addInitScript(() => {
    const seen = (window.__carcToasts = []);
    const look = () => {
      for (const el of document.querySelectorAll('.toast')) {
        const entry = `${el.getAttribute('data-testid')}\n${el.textContent}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function waitForToast(page, testid, re) {
  let texts = [];
  await until(async () => {
    texts = (await page.evaluate(() => window.__carcToasts ?? [])).filter((e) => e.startsWith(`${testid}\n`)).map((e) => e.slice(testid.length + 1));
    return texts.some((t) => re.test(t));
  }, `the toast ${testid} to show ${re}`, { describe: () => JSON.stringify(texts) });
}
