// Shared pieces of the browser tests and the bench: Debian's Chromium, the preview server
// and the room server, all on 127.0.0.1 and started fresh for each run.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { removeBundles, startDevServer } from '../../server/scripts/dev-server.mjs';

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

/** Chromium with a fresh profile directory, removed again on close. */
export async function launch() {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'carc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    acceptDownloads: true,
  });
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
  const server = await preview({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * One test's preview server and browser page: `fn` gets the page, the server's URL and
 * `stopServer` (take the server down mid-test, for the offline checks). Page errors fail
 * the test; browser and server are closed afterwards whatever happens.
 */
export async function withPreviewPage(port, fn) {
  let server = await startPreview(port);
  const b = await launch();
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

/** The room server (apps/server) under `wrangler dev`, serving this app's dist as well, storage in a fresh directory. */
export async function startRoomServer(port) {
  const persist = mkdtempSync(join(tmpdir(), 'carc-e2e-rooms-'));
  const dev = await startDevServer({ port, persistTo: persist, readyTimeoutMs: 60_000 });
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
