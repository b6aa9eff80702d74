// How the browser tests see and play the game table: which decision the page waits for,
// and one human decision made through the mouse.
import { WAIT_MS, until } from './wait.mjs';

/**
 * Runs in the page. The decision the table shows now, unless it is the one whose `sig` is
 * `prev` (the decision the test already answered, still on screen until the page renders
 * the answer): `{ state, kind, sig, tiles, hint }`, or false while there is none.
 * state: 'over', 'card' (a card panel; `kind` is its decision kind), 'place' (tile or bunny
 * hop), 'meeple' or 'ext'. The signature changes with every answer: a placed tile changes
 * the board's count, anything else adds to the event log (the bunny's hops) or changes the
 * card panel's key.
 */
export function decisionNow(prev) {
  const q = (s) => document.querySelector(s);
  if (q('[data-testid=final-score]')) return { state: 'over', kind: null, sig: 'over', tiles: Number(q('svg.board')?.getAttribute('data-tiles')), hint: '' };
  const card = q('[data-testid=card-decision]');
  let state = null;
  if (card) state = 'card';
  else if (q('.board .target')) state = 'place';
  else if (q('[data-testid=pass]') || q('.board .spot')) state = 'meeple';
  else if (q('.ext-action')) state = 'ext';
  if (!state) return false;
  const tiles = q('svg.board')?.getAttribute('data-tiles') ?? '';
  const log = q('[data-testid=log]')?.textContent ?? '';
  const sig = [state, card?.getAttribute('data-kind'), card?.getAttribute('data-key'), tiles, log.length, log.slice(0, 300)].join('|');
  if (sig === prev) return false;
  return { state, kind: card?.getAttribute('data-kind') ?? null, sig, tiles: Number(tiles), hint: q('[data-testid=hint]')?.textContent ?? '' };
}

/** Waits for a decision other than `prev` (the sig of the one just answered; null: any). */
export async function nextDecision(page, prev = null, timeout = WAIT_MS) {
  const h = await page.waitForFunction(decisionNow, prev, { timeout, polling: 50 });
  return h.jsonValue();
}

/** The next decision on any of several pages (online seats); `prev` maps each page to the sig it answered last. */
export function nextDecisionOn(pages, prev, timeout = WAIT_MS) {
  return until(
    async () => {
      for (const page of pages) {
        const d = await page.evaluate(decisionNow, prev.get(page) ?? null);
        if (d) return { page, ...d };
      }
      return false;
    },
    'a decision on one of the seats',
    { timeout },
  );
}

export const boardTiles = (page) => page.locator('svg.board').getAttribute('data-tiles').then(Number);

/**
 * One human decision through the mouse: the first highlighted cell in its first rotation;
 * a follower on the first spot when `turn` is a multiple of 3, else none. Playwright's
 * clicks wait for Confirm to become enabled; the caller waits for the next decision.
 */
export async function playDecision(page, state, turn) {
  if (state === 'place') {
    // A tile waits for Confirm (its decision shows Rotate); a bunny hop is taken by the click itself.
    const tile = (await page.locator('[data-testid=rotate]').count()) > 0;
    await page.locator('.board .target').first().click();
    if (tile) await page.locator('[data-testid=confirm]').click();
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
