#!/usr/bin/env node
// Local runs need VAPID keys without a manual step and without an account: the first
// `npm start` (or `pnpm --filter @carc/server dev`) writes a fresh pair into
// apps/server/.dev.vars, which git ignores and wrangler reads for local runs only (never
// deployed). An existing file keeps its keys, so subscriptions made in the browser stay
// valid between runs; lines already there are left alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateVapidKeys } from './vapid-keys.mjs';

export async function ensureDevVars(file = join(dirname(fileURLToPath(import.meta.url)), '..', '.dev.vars')) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^VAPID_PUBLIC_KEY=/m.test(text) && /^VAPID_PRIVATE_KEY=/m.test(text)) return false;
  const { publicKey, privateKey } = await generateVapidKeys();
  const lines = ['# Local-only settings for `wrangler dev` (git-ignored; never deployed).', '# VAPID keys for "your turn" push, made by scripts/dev-vars.mjs.', `VAPID_PUBLIC_KEY=${publicKey}`, `VAPID_PRIVATE_KEY=${privateKey}`];
  const kept = text.split('\n').filter((l) => l && !/^VAPID_(PUBLIC|PRIVATE)_KEY=/.test(l));
  writeFileSync(file, [...kept, ...lines].join('\n') + '\n', { mode: 0o600 });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (await ensureDevVars()) console.log('apps/server/.dev.vars: new VAPID keys for local push notifications');
}
