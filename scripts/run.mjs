#!/usr/bin/env node
// `npm start` / `npm test` on a machine that has only Node 20 and npm: fetch the pinned
// pnpm (the lockfile is only accepted by that exact version), install from the lockfile,
// then hand over to turbo. Kept dependency-free because it runs before anything is installed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.4.2';
const command = process.argv[2];
// wrangler reports usage and looks for updates unless told not to; CI has no network.
const QUIET_WRANGLER = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

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
    env: { ...process.env, ...QUIET_WRANGLER, ...extraEnv },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * A line that names a failure: vitest's FAIL and ×, the browser tests' ✗, turbo's and
 * pnpm's ERROR, a thrown error.
 */
const FAILURE_LINE = /^\s*(FAIL\b|×|✗|ERR!|ERROR\b|Error:|AssertionError|\S*Error \[)|ERR_PNPM|timed out after/;
const MAX_FAILURE_LINES = 60;

/**
 * Runs turbo with its output passed through while counting what every vitest run reports,
 * then prints one closing line "N passed, N failed" that covers all packages, which is what
 * CI reads; the exit status stays turbo's.
 */
async function runAndSummarise(args) {
  const [cmd, ...rest] = pnpm;
  const child = spawn(cmd, [...rest, ...args], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, ...QUIET_WRANGLER },
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let pending = '';
  // A CI log is often read from its end only, and with --continue a failure can be thousands
  // of lines above it: the lines that name a failure are kept and printed again at the end.
  const failures = [];
  let keepNext = 0;
  const count = (line) => {
    const uncoloured = line.replace(/\x1b\[[0-9;]*m/g, '');
    // turbo prefixes each line with "<package>:<task>: "; vitest colours its summary.
    const plain = uncoloured.replace(/^[^:\s]*:[^:\s]*:\s*/, '');
    if (FAILURE_LINE.test(plain)) keepNext = 3; // the line and the two after it (the error's first lines)
    if (keepNext > 0 && failures.length < MAX_FAILURE_LINES) {
      keepNext--;
      failures.push(uncoloured.slice(0, 400));
    }
    const m = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(plain);
    if (!m) return;
    for (const [, n, what] of m[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (what === 'passed') passed += Number(n);
      else if (what === 'failed') failed += Number(n);
      else skipped += Number(n);
    }
  };
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop();
    lines.forEach(count);
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  count(pending);
  if (status !== 0 && failed === 0) failed = 1; // a crash before any test ran is still a failure
  if (status !== 0 && failures.length > 0) console.log(`\nWhat failed, as printed above:\n${failures.join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return status;
}

/**
 * The browser tests drive Debian's Chromium (playwright never downloads a browser here).
 * A fresh machine or CI may not have it yet: install it when we are allowed to (root with
 * apt-get); otherwise the web package's e2e test fails with a message saying what to install.
 */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium') || process.platform !== 'linux') return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return;
  console.log('npm test: installing Debian chromium for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) return console.log('npm test: could not install chromium; browser tests will say so');
  }
}

const pnpm = pnpmCommand();
const frozen = process.env.CI || !existsSync(join(root, 'node_modules', '.modules.yaml'));
run(['install', ...(frozen ? ['--frozen-lockfile'] : [])]);

if (command === 'test') {
  ensureChromium();
  const status = await runAndSummarise(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', '--output-logs=new-only']);
  process.exit(status);
} else if (command === 'start') {
  run(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  run(['run', 'start:local']);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
