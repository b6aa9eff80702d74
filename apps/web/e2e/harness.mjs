// Shared pieces of the browser tests and the bench: Debian's Chromium, the preview server
// and the room server, all on 127.0.0.1 and started fresh for each run.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { freePort, removeBundles, retryOnTakenPort, startDevServer } from '../../server/scripts/dev-server.mjs';
import { WAIT_MS } from './wait.mjs';

export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = join(webDir, 'test-results');
export const CHROMIUM = process.env.CARC_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `\n${CHROMIUM} is missing: the browser tests drive Debian's Chromium and install nothing themselves.\n` +
        'Install it with: apt-get update && apt-get install -y chromium   (the root `npm test` does this when run as root)\n',
    );
    process.exit(1);
  }
}

export function requireBuild() {
  if (!existsSync(join(webDir, 'dist', 'index.html')) || !existsSync(join(webDir, 'dist', 'sw.js'))) {
    console.error('apps/web/dist is missing: run `pnpm --filter @carc/web build` first.');
    process.exit(1);
  }
}

/** The desktop the tests play on unless they say otherwise. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A phone held upright: 390×844 CSS pixels, touch, mobile viewport rules. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * The port for a server of the tests: CARC_E2E_PORT when set (the tests run one after the
 * other, so they can share it), otherwise undefined: the server picks a free one itself, so
 * that several checkouts on one machine can run the suite at the same time, and picks again
 * if another process takes it before the server binds it.
 */
export async function serverPort() {
  return process.env.CARC_E2E_PORT ? Number(process.env.CARC_E2E_PORT) : undefined;
}

/**
 * Chromium with a fresh profile directory, removed again on close. `device`: DESKTOP or
 * PHONE. Every Playwright wait (clicks, selectors) allows WAIT_MS: the suite must hold on
 * a busy machine.
 */
export async function launch(device = DESKTOP) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'carc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
    ...device,
    locale: 'en-US',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  const browser = {
    context,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return browser;
}

export async function startPreview(port) {
  const { preview } = await import('vite');
  return retryOnTakenPort(
    async () => {
      const p = port ?? (await freePort());
      const server = await preview({
        root: webDir,
        configFile: join(webDir, 'vite.config.ts'),
        logLevel: 'error',
        preview: { host: '127.0.0.1', port: p, strictPort: true },
      });
      return { url: `http://127.0.0.1:${p}`, close: () => server.close() };
    },
    // A port picked here and taken before vite bound it: pick another (a fixed one stays taken).
    (e) => port === undefined && /already in use/i.test(String(e?.message)),
  );
}

/**
 * One test's preview server and browser page: `fn` gets the page, the server's URL and
 * `stopServer` (take the server down mid-test, for the offline checks). Page errors fail
 * the test; browser and server are closed afterwards whatever happens. `device`: see launch.
 */
export async function withPreviewPage(fn, device = DESKTOP) {
  let server = await startPreview(await serverPort());
  const b = await launch(device);
  try {
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stopServer = async () => {
      await server?.close();
      server = null;
    };
    await fn({ page, url: server.url, stopServer });
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
    await server?.close();
  }
}

/** The room server (apps/server) under `wrangler dev`, serving this app's dist as well, storage in a fresh directory; `vars`: its limits (wrangler --var). */
export async function startRoomServer(port = undefined, vars = {}) {
  const persist = mkdtempSync(join(tmpdir(), 'carc-e2e-rooms-'));
  const dev = await startDevServer({ port, persistTo: persist, readyTimeoutMs: 60_000, vars });
  return {
    url: dev.url,
    close: async () => {
      await dev.stop();
      removeBundles();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

export function ensureResults() {
  mkdirSync(resultsDir, { recursive: true });
}

/**
 * Runs the registered browser tests one after another (they share a port and the CPU),
 * those whose name contains `only` when it is given; prints one line per test and returns
 * how many failed.
 */
export async function runTests(tests, only) {
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
  return failed;
}

/**
 * A suite as the e2e files run it: checks the browser and the build, then runs each test
 * registered with the returned `test(name, fn)` (only those whose name contains the first
 * command-line argument, when given) once `run()` is called, and exits 1 if any failed.
 */
export function suite(label) {
  requireChromium();
  requireBuild();
  ensureResults();
  const tests = [];
  return {
    test: (name, fn) => tests.push({ name, fn }),
    async run() {
      const failed = await runTests(tests, process.argv[2]);
      console.log(failed ? `${label}: ${failed} failed` : `${label}: all passed`);
      process.exit(failed ? 1 : 0);
    },
  };
}
