// Browser tests of the post-game analysis (apps/web/src/analysis): the built app in Debian's
// Chromium against `vite preview`, the analysis running on the page's Web Workers. Every read
// after an action waits for the page to show the expected result (wait.mjs), never for a time.
//
// Run alone: `node e2e/analysis.mjs` (after `pnpm --filter @carc/web build`), or register the
// tests in run.mjs with `registerAnalysisTests(test)`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGame } from '@carc/rules';
import { ensureResults, requireBuild, requireChromium, resultsDir, runTests, withPreviewPage } from './harness.mjs';
import { randomRecord, writeRecord } from './records.mjs';
import { until, waitForCount, waitForValue } from './wait.mjs';
import { checkA11y } from './axe.mjs';

const phase = (page) => page.locator('[data-testid=analysis]').getAttribute('data-phase');
const waitPhase = (page, name) => waitForValue(() => phase(page), name, `the analysis screen in phase ${name}`);

/** The results on screen: both charts with a line per player, mistakes listed, the better move drawn on the board. */
async function checkResults(page) {
  for (const chart of ['scores', 'win']) await waitForCount(page.locator(`[data-testid=chart-${chart}] polyline`), 2, `${chart} chart lines:`);
  const points = await page.locator('[data-testid=chart-scores] polyline').first().getAttribute('points');
  assert.ok(points.split(' ').length > 4, 'the chart has a point per judged decision');
  const mistakes = page.locator('[data-testid=mistake]');
  if ((await mistakes.count()) === 0) return 0;
  await mistakes.first().click();
  const board = page.locator('[data-testid=mistake-board]');
  await board.locator('svg.board').waitFor();
  const best = JSON.parse(await board.getAttribute('data-best'));
  if (best.type === 'place') await waitForCount(board.locator(`.preview[data-cell="${best.x},${best.y}"]`), 1, 'the better placement drawn:');
  return mistakes.count();
}

/** The analyses cached in the page's IndexedDB: their keys and analysis versions. */
function storedResults(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('carcassonne-edge-analysis');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('results').objectStore('results');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => resolve({ keys: keys.result, versions: values.result.map((v) => v.version) });
        };
      }),
  );
}

export function registerAnalysisTests(test) {
  test('analysis from the replay viewer: progress on workers, cancel, a quick budget to the end, charts and mistakes, cached across a reload', async () => {
    const file = writeRecord('analysis-full.carc.json', randomRecord('e2e-analysis'));
    await withPreviewPage(async ({ page, url }) => {
      await page.goto(`${url}/#/replay`);
      await page.setInputFiles('[data-testid=replay-file]', file);
      await page.click('[data-testid=analyse]');
      await until(async () => /#\/?analysis\//.test(page.url()), 'the analysis route');
      // The standard budget on a whole game takes a while: progress shows, then cancel.
      const progress = page.locator('[data-testid=analysis-progress]');
      await until(async () => (await progress.count()) > 0 && Number(await progress.getAttribute('value')) > 0, 'progress above 0');
      await page.click('[data-testid=analysis-cancel]');
      await waitPhase(page, 'cancelled');
      await page.selectOption('[data-testid=analysis-level]', 'quick');
      await waitPhase(page, 'ready');
      const mistakes = await checkResults(page);
      assert.ok(mistakes > 0, 'random play makes mistakes');
      await checkA11y(page, 'analysis');
      await page.screenshot({ path: join(resultsDir, 'analysis.png') });

      // A reload shows the cached analysis (the quick one, the only one stored).
      await page.reload();
      await waitPhase(page, 'ready');
      assert.equal(await page.locator('[data-testid=analysis-level]').inputValue(), 'quick');
      assert.equal((await storedResults(page)).keys.length, 1);
    });
  });

  test('analysis from the final score of a finished local game (an imported short game)', async () => {
    const base = randomRecord('e2e-analysis-short');
    const file = writeRecord('analysis-short.carc.json', randomRecord('e2e-analysis-short', base.tiles.slice(0, 10)));
    await withPreviewPage(async ({ page, url }) => {
      await page.goto(`${url}/#/`);
      await page.setInputFiles('[data-testid=import]', file);
      await page.waitForSelector('[data-testid=final-score]');
      await page.click('[data-testid=analyse]');
      await waitPhase(page, 'ready');
      await checkResults(page);
    });
  });

  test('analysis of an expansion game: placements and the expansions’ decisions judged on the workers, cached under the analysis version', async () => {
    // Ten tiles of a game with all four expansions; this seed's random play meets Christmas
    // card draws, a gift to open and bunny hops.
    const expansions = ['christmas-gift', 'gifts', 'festival', 'easter'];
    const dealt = createGame({ players: ['Ann', 'Ben'], seed: 'e2e-analysis-exp', expansions });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const file = writeRecord('analysis-expansions.carc.json', randomRecord('e2e-analysis-exp', dealt.value.initialStack.slice(0, 10), expansions));
    await withPreviewPage(async ({ page, url }) => {
      await page.goto(`${url}/#/`);
      await page.setInputFiles('[data-testid=import]', file);
      await page.waitForSelector('[data-testid=final-score]');
      await page.click('[data-testid=analyse]');
      // The budget cannot change while a run is under way: cancel the standard one, run the quick one.
      await page.locator('[data-testid=analysis-cancel]').click();
      await waitPhase(page, 'cancelled');
      await page.selectOption('[data-testid=analysis-level]', 'quick');
      await waitPhase(page, 'ready');
      await checkResults(page);
      const rows = await page.locator('[data-testid=decisions] tbody tr').allTextContents();
      assert.ok(rows.some((r) => /\(-?\d+, -?\d+\) \d+°/.test(r)), 'placements are judged');
      assert.ok(rows.some((r) => /(christmas-gift|gifts|easter|festival)\//.test(r)), `the expansions' decisions are judged: ${rows.join(' | ')}`);
      await page.screenshot({ path: join(resultsDir, 'analysis-expansions.png') });
      const stored = await storedResults(page);
      assert.ok(stored.keys.length > 0 && stored.keys.every((k) => /\/v\d+\//.test(k)), `keys carry the version: ${stored.keys}`);
      assert.ok(stored.versions.every((v) => v >= 2), `versions ${stored.versions}`);
    });
  });
}

// Run on its own: node e2e/analysis.mjs [name filter]
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  requireChromium();
  requireBuild();
  ensureResults();
  const tests = [];
  registerAnalysisTests((name, fn) => tests.push({ name, fn }));
  process.exit((await runTests(tests, process.argv[2])) ? 1 : 0);
}
