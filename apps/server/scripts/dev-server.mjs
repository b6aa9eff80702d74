// `wrangler dev` for tests and tools (the server's dev tests, the load tool, the web e2e):
// the Worker bundled once and served on 127.0.0.1 with free ports, no account and no
// network; ready when /api/health answers, stopped with SIGINT (which also ends workerd).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const wranglerJs = join(serverDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' };

export function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => done(port));
    });
  });
}

/** Bundle directories by whether they serve the web app's dist (`assets`). */
const bundles = new Map();

/**
 * Bundles the Worker once (`wrangler deploy --dry-run`) and writes a config for it:
 * wrangler.jsonc with `main` pointing at the bundle. `wrangler dev` then serves that fixed
 * bundle, so edits and rebuilds elsewhere in the work tree (which wrangler's watcher would
 * answer with a reload that cuts every socket) cannot disturb a run. `assets: false` leaves
 * the web app out (the API alone).
 */
export function bundleWorker(assets = true) {
  let dir = bundles.get(assets);
  if (dir) return dir;
  dir = mkdtempSync(join(tmpdir(), 'carc-bundle-'));
  mkdirSync(join(serverDir, '..', 'web', 'dist'), { recursive: true });
  const r = spawnSync(process.execPath, [wranglerJs, 'deploy', '--dry-run', '--outdir', dir], { cwd: serverDir, env: { ...process.env, ...WRANGLER_ENV }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrangler bundle failed:\n${r.stdout}\n${r.stderr}`);
  const config = JSON.parse(readFileSync(join(serverDir, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  delete config.$schema;
  config.main = 'index.js';
  config.no_bundle = true;
  if (assets) config.assets = { ...config.assets, directory: resolve(serverDir, config.assets.directory) };
  else delete config.assets;
  writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(config, null, 2));
  bundles.set(assets, dir);
  return dir;
}

export function removeBundles() {
  for (const dir of bundles.values()) rmSync(dir, { recursive: true, force: true });
  bundles.clear();
}

/**
 * Starts `wrangler dev` on the bundle. Options: `persistTo` (the local storage directory),
 * `port` (free one when absent), `vars`, `assets` (default true), `logLevel` (default warn),
 * `readyTimeoutMs` (default 30 s), `echoErrors` (wrangler's stderr to this process's
 * instead of being kept for `output()`), `ownGroup` (wrangler and its workerd in a process
 * group of their own, so `kill()` can end both at once as a crash would), `pickPort` (where
 * free ports come from, `freePort` by default; for tests), `env` (more environment for
 * wrangler, e.g. NODE_EXTRA_CA_CERTS for the local push service's certificate).
 */
export async function startDevServer(opts) {
  const pick = opts.pickPort ?? freePort;
  return retryOnTakenPort(
    async () => startOnce(opts, opts.port ?? (await pick()), await pick()),
    // Only a port picked here can be replaced: one the caller fixed stays taken.
    (e) => e instanceof PortTaken && !(opts.port !== undefined && e.port === opts.port),
  );
}

/** Starts a server on a free port at most this many times before giving up. */
export const PORT_ATTEMPTS = 5;

/**
 * Runs `start` (which picks its free ports itself) again while `taken(error)` says it failed
 * because a port was taken: a port freePort() found free can be taken again before the
 * server binds it, by another process asking the OS for any port (workerd does, for its own
 * sockets). Gives up after PORT_ATTEMPTS tries, and at once on any other error.
 */
export async function retryOnTakenPort(start, taken) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (e) {
      if (attempt >= PORT_ATTEMPTS || !taken(e)) throw e;
    }
  }
}

class PortTaken extends Error {
  constructor(message, port) {
    super(message);
    this.port = port;
  }
}

async function startOnce(opts, port, inspector) {
  const cwd = bundleWorker(opts.assets ?? true);
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', opts.persistTo, '--show-interactive-dev-session=false', '--log-level', opts.logLevel ?? 'warn'];
  for (const [k, v] of Object.entries(opts.vars ?? {})) args.push('--var', `${k}:${v}`);
  // Node straight on wrangler's entry (no shell shim, no npx) so SIGINT reaches wrangler itself.
  const child = spawn(process.execPath, [wranglerJs, ...args], {
    cwd,
    env: { ...process.env, ...WRANGLER_ENV, ...(opts.env ?? {}) },
    stdio: ['ignore', 'pipe', opts.echoErrors ? 'inherit' : 'pipe'],
    detached: opts.ownGroup ?? false,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  child.stderr?.on('data', (d) => (out += d.toString()));
  const exited = new Promise((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  // SIGKILL to wrangler alone leaves workerd holding the port: the whole group goes, and the
  // port is free again when this resolves.
  const kill = async () => {
    if (!opts.ownGroup) throw new Error('kill() needs ownGroup: true');
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    await exited;
    await portFree(port);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 30_000);
  // Ready when the API answers (the log line differs between log levels).
  for (;;) {
    if (child.exitCode !== null) {
      const taken = /Address already in use \(127\.0\.0\.1:(\d+)\)/.exec(out);
      if (taken) throw new PortTaken(`wrangler exited early:\n${out}`, Number(taken[1]));
      throw new Error(`wrangler exited early:\n${out}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, port, output: () => out, stop, kill };
}

/** Resolves once `port` on 127.0.0.1 can be bound again (its last holder has exited). */
export async function portFree(port) {
  for (;;) {
    const free = await new Promise((done) => {
      const s = createServer();
      s.once('error', () => done(false));
      s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (free) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
