// Lighthouse 12.2.3 (the last release that runs on Node 20), mobile defaults (simulated slow
// 4G and a 4x slower CPU, a 412×823 phone screen), against the built app served as `npm
// start` serves it (the room server's Worker under wrangler dev), in Debian's Chromium.
// Audits the home screen, the setup screen and a running game, each `--runs` times (3 by
// default), and prints one JSON document: every run's figures, the median per screen and the
// budgets of issue #28 as checks. The budgets are benchmark checks, not tests: a check that
// fails sets the exit status, it never runs inside `npm test` (the machine is shared and
// noisy). `--save DIR` keeps every raw Lighthouse report there, gzipped (the repository keeps
// them under measurements/issue-28/, outside the package).
//
//   node bench/lighthouse.mjs [--runs N] [--save DIR] [--only home|setup|game]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, requireBuild, requireChromium, startRoomServer } from '../e2e/harness.mjs';
import { freePort } from '../../server/scripts/dev-server.mjs';
import { until } from '../e2e/wait.mjs';

/** Issue #28's targets, on the median of the runs. */
export const BUDGETS = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  /** Home screen only: bytes of JavaScript downloaded but not run during the load. */
  homeUnusedJsBytes: 20 * 1024,
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, d = 0) => (x == null ? null : Number(x.toFixed(d)));

/** The figures issue #28 asks for, out of one Lighthouse result. */
export function summarise(lhr) {
  const a = lhr.audits;
  const unused = a['unused-javascript']?.details?.items ?? [];
  const scripts = Object.values(lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    fcpMs: round(a['first-contentful-paint'].numericValue),
    lcpMs: round(a['largest-contentful-paint'].numericValue),
    speedIndexMs: round(a['speed-index'].numericValue),
    tbtMs: round(a['total-blocking-time'].numericValue),
    cls: round(a['cumulative-layout-shift'].numericValue, 3),
    // Transfer bytes, as Lighthouse counts them ("reduce unused JavaScript": X KiB), and
    // all the JavaScript transferred during the load.
    unusedJsBytes: unused.reduce((s, i) => s + (i.wastedBytes ?? 0), 0),
    scriptRequests: scripts.length,
    scriptTransferBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    failedAudits: Object.values(a)
      .filter((x) => x.score !== null && x.score < 1 && ['binary', 'numeric'].includes(x.scoreDisplayMode) && lhr.categories.accessibility.auditRefs.concat(lhr.categories['best-practices'].auditRefs).some((r) => r.id === x.id))
      .map((x) => x.id),
  };
}

/** A report without this machine's file paths (Lighthouse puts them in its error stacks). */
export function scrubPaths(report) {
  return report.replace(/(?:file:\/\/)?\/[^"\s()]*\/node_modules\//g, '<node_modules>/');
}

/** Chromium with a DevTools port: Lighthouse drives it, Playwright prepares a saved game in it. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'carc-lighthouse-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  await until(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
    } catch {
      return false;
    }
  }, 'Chromium to open its DevTools port');
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      // Chromium's helper processes may still be writing into the profile for a moment after
      // the browser process has gone (ENOTEMPTY): retry instead of failing the whole bench.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * A game waiting for its human player's first placement (Ann against a greedy bot, fixed
 * seed), saved in the origin's IndexedDB; then the service worker, its caches and the HTTP
 * cache are cleared so the audit of the game loads it cold like the other screens, only
 * with the saved game in place. Returns the game's URL.
 */
async function prepareGame(cdpPort, origin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/#/setup`);
    await page.fill('[data-testid=seed]', 'lighthouse');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/game\//);
    await page.waitForSelector('svg.board');
    const url = page.url();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    return url;
  } finally {
    // Disconnects Playwright only: the browser it did not launch stays open.
    await browser.close();
  }
}

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'setup', path: '/#/setup' },
  { name: 'game', prepare: prepareGame },
];

/**
 * Audits the screens (`only`: one of them) `runs` times each on a fresh browser, with the
 * room server serving the build; returns the figures, medians and checks (see the top).
 */
export async function runLighthouse({ runs = 3, save, only, log = (s) => process.stderr.write(s + '\n') } = {}) {
  requireBuild();
  requireChromium();
  const server = await startRoomServer();
  const out = { lighthouse: '12.2.3', formFactor: 'mobile', throttling: 'simulate (Lighthouse defaults)', runs, screens: {} };
  try {
    if (save) mkdirSync(save, { recursive: true });
    for (const s of SCREENS.filter((x) => !only || x.name === only)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A fresh browser for every run: nothing cached, no service worker from the last one.
        const chrome = await startChromium();
        try {
          const url = s.prepare ? await s.prepare(chrome.port, server.url) : server.url + s.path;
          const r = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // The game's save lives in IndexedDB; prepareGame already cleared everything else.
            disableStorageReset: !!s.prepare,
          });
          if (!r?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (r.lhr.runtimeError) throw new Error(`Lighthouse: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
          results.push(summarise(r.lhr));
          if (save) writeFileSync(join(save, `${s.name}-${i + 1}.report.json.gz`), gzipSync(scrubPaths(r.report)));
          log(`lighthouse: ${s.name} run ${i + 1}: performance ${r.lhr.categories.performance.score}`);
        } finally {
          await chrome.close();
        }
      }
      const med = {};
      for (const k of Object.keys(results[0])) if (typeof results[0][k] === 'number') med[k] = median(results.map((r) => r[k]));
      med.failedAudits = [...new Set(results.flatMap((r) => r.failedAudits))];
      out.screens[s.name] = { median: med, runs: results };
    }
  } finally {
    await server.close();
  }
  out.checks = checks(out.screens);
  out.withinBudget = out.checks.every((c) => c.pass);
  return out;
}

/** Issue #28's budgets on the medians, one entry per check. */
export function checks(screens) {
  const checks = [];
  for (const [name, { median: m }] of Object.entries(screens)) {
    checks.push({ check: `${name} performance >= ${BUDGETS.performance}`, value: m.performance, pass: m.performance >= BUDGETS.performance });
    checks.push({ check: `${name} accessibility = 1`, value: m.accessibility, pass: m.accessibility >= BUDGETS.accessibility });
    checks.push({ check: `${name} best practices = 1`, value: m.bestPractices, pass: m.bestPractices >= BUDGETS.bestPractices });
    if (name === 'home') checks.push({ check: `home unused JavaScript <= ${BUDGETS.homeUnusedJsBytes} bytes`, value: m.unusedJsBytes, pass: m.unusedJsBytes <= BUDGETS.homeUnusedJsBytes });
  }
  return checks;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, save: { type: 'string' }, only: { type: 'string' } },
  });
  const out = await runLighthouse({ runs: Math.max(1, Number(args.runs) || 3), save: args.save, only: args.only });
  console.log(JSON.stringify(out, null, 2));
  if (!out.withinBudget) process.exitCode = 1;
}
