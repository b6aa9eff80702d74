// The engine is deterministic everywhere (#26 item 5), in the browser: games recorded in Node
// (a sample of the same-games corpus, tools/conformance/corpus: every configuration, 2-5
// players) are imported into the built app, replayed there on the page's WebAssembly core,
// and must show Node's final scores; the game's exported record must be the stored record.
//
// Run after a build: `node e2e/determinism.mjs`.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusSample } from '../../server/test/support/corpus-sample.mjs';
import { resultsDir, suite, withPreviewPage } from './harness.mjs';

const { test, run } = suite('determinism e2e');

test('games recorded in Node replay in the browser to the same scores and export the same record', async () => {
  const lines = corpusSample(1);
  await withPreviewPage(async ({ page, url }) => {
    const wrong = [];
    for (const [i, line] of lines.entries()) {
      const file = join(resultsDir, `determinism-${i}.carc.json`);
      writeFileSync(file, line.record);
      await page.goto(`${url}/?visit=${i}#/`);
      await page.locator('[data-testid=import]').waitFor({ state: 'attached' });
      await page.setInputFiles('[data-testid=import]', file);
      const final = page.locator('[data-testid=final-score]');
      await final.waitFor();
      const shown = (await final.locator('tbody tr td:last-child strong').allTextContents()).map(Number);
      if (JSON.stringify(shown) !== JSON.stringify(line.result.scores)) wrong.push(`${line.config} #${i}: scores ${shown}, Node ${line.result.scores}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export]')]);
      const exported = readFileSync(await download.path(), 'utf8');
      // The app writes the record indented; the same object serialised as the corpus stores it must be the stored text.
      if (JSON.stringify(JSON.parse(exported)) !== line.record) wrong.push(`${line.config} #${i}: the exported record differs from the stored one`);
    }
    assert.ok(lines.length >= 24, `a game of each player count of each configuration (${lines.length})`);
    assert.deepEqual(wrong, []);
  });
});

await run();
