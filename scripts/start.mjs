#!/usr/bin/env node
// `npm start` after the build: the deployed topology, locally. One Worker in workerd
// (wrangler dev) serves the built web app and the room API on one origin; this wrapper
// only adds the line telling the user which address to open.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars } from '../apps/server/scripts/dev-vars.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// VAPID keys for local "your turn" push, made once into the git-ignored apps/server/.dev.vars.
if (await ensureDevVars()) console.log('apps/server/.dev.vars: new VAPID keys for local push notifications');
const port = process.env.PORT ?? '8787';
const child = spawn(
  'pnpm',
  ['--filter', '@carc/server', 'exec', 'wrangler', 'dev', '--ip', '127.0.0.1', '--port', port],
  {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  },
);
let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const m = !announced && /Ready on (http:\/\/\S+)/.exec(chunk.toString());
  if (m) {
    announced = true;
    console.log(`\nCarcassonne Edge is running: open ${m[1]} in your browser (Ctrl-C stops it).\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'));
child.on('close', (code) => process.exit(code ?? 0));
