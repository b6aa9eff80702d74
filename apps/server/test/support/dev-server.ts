/**
 * One `wrangler dev` for a test file (test/dev/*): started before its tests on a fresh
 * `--persist-to` folder, stopped and the folder removed after them. `restart()` stops it and
 * starts it again on the same folder, as a deployment would come back with its storage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { removeBundles, startDevServer, type DevServer } from '../../scripts/dev-server.mjs';

export interface FileDevServer {
  /** The running server's base URL (it changes with a restart: a new port). */
  readonly url: string;
  restart(): Promise<void>;
}

export function devServerForFile(folderPrefix: string, vars: Record<string, string>): FileDevServer {
  let server: DevServer | undefined;
  let persist = '';
  beforeAll(async () => {
    persist = mkdtempSync(join(tmpdir(), folderPrefix));
    server = await startDevServer({ persistTo: persist, vars });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(persist, { recursive: true, force: true });
    removeBundles();
  }, 30_000);
  return {
    get url() {
      if (!server) throw new Error('the dev server is not started yet (use it inside a test)');
      return server.url;
    },
    async restart() {
      await server?.stop();
      server = await startDevServer({ persistTo: persist, vars });
    },
  };
}
