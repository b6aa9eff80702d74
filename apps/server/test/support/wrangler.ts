/**
 * Starts `wrangler dev` on 127.0.0.1 (free ports, no account, no network) for tests and the
 * load tool, and stops it with SIGINT, which also ends its workerd children.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const wranglerJs = join(serverDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' };

let bundleDir: string | null = null;

/**
 * Bundles the Worker once with wrangler (`deploy --dry-run`: no account, no network) and
 * writes a config for it: wrangler.jsonc with `main` pointing at the bundle. `wrangler dev`
 * then serves that fixed bundle, so edits and rebuilds elsewhere in the work tree (which
 * wrangler's watcher would answer with a reload that cuts every socket) cannot disturb a run.
 */
export function bundleWorker(): string {
  if (bundleDir) return bundleDir;
  const dir = mkdtempSync(join(tmpdir(), 'carc-bundle-'));
  mkdirSync(join(serverDir, '..', 'web', 'dist'), { recursive: true });
  const r = spawnSync(process.execPath, [wranglerJs, 'deploy', '--dry-run', '--outdir', dir], { cwd: serverDir, env: { ...process.env, ...WRANGLER_ENV }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrangler bundle failed:\n${r.stdout}\n${r.stderr}`);
  const config = JSON.parse(readFileSync(join(serverDir, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown> & { assets: { directory: string } };
  delete config.$schema;
  config.main = 'index.js';
  config.no_bundle = true;
  config.assets = { ...config.assets, directory: resolve(serverDir, config.assets.directory) };
  writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(config, null, 2));
  bundleDir = dir;
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function removeBundle(): void {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  bundleDir = null;
}

export interface Wrangler {
  url: string;
  port: number;
  stop(): Promise<void>;
  output(): string;
}

export async function startWrangler(opts: { persistTo: string; port?: number; vars?: Record<string, string>; readyTimeoutMs?: number }): Promise<Wrangler> {
  const cwd = bundleWorker();
  const port = opts.port ?? (await freePort());
  const inspector = await freePort();
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', opts.persistTo, '--show-interactive-dev-session=false', '--log-level', 'warn'];
  for (const [k, v] of Object.entries(opts.vars ?? {})) args.push('--var', `${k}:${v}`);
  // Node straight on wrangler's entry (no shell shim, no npx) so SIGINT reaches wrangler itself.
  const child: ChildProcess = spawn(process.execPath, [wranglerJs, ...args], {
    cwd,
    env: { ...process.env, ...WRANGLER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 30_000);
  // Ready when the API answers (the log line differs between log levels).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`wrangler not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
