#!/usr/bin/env node
// `npm start` / `npm test` on a machine that has only Node 20 and npm: fetch the pinned
// pnpm (the lockfile is only accepted by that exact version), install from the lockfile,
// then hand over to turbo. Kept dependency-free because it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.4.2';
const command = process.argv[2];

function pnpmCommand() {
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (v === PNPM_VERSION) return ['pnpm'];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

function run(args, extraEnv = {}) {
  const [cmd, ...rest] = pnpm;
  const r = spawnSync(cmd, [...rest, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      ...extraEnv,
    },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const pnpm = pnpmCommand();
const frozen = process.env.CI || !existsSync(join(root, 'node_modules', '.modules.yaml'));
run(['install', ...(frozen ? ['--frozen-lockfile'] : [])]);

if (command === 'test') {
  run(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=new-only']);
  run(['exec', 'node', 'scripts/test-summary.mjs']);
} else if (command === 'start') {
  run(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  run(['run', 'start:local']);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
