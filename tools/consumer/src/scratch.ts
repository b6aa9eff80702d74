/**
 * A project outside the workspace (under the OS temp folder) that installs the packed
 * tarballs with npm, as a user of the packages would: no workspace links, no hoisting from
 * the monorepo, only what the tarballs declare.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Packed } from './workspace.js';

const require = createRequire(import.meta.url);

export class ScratchProject {
  private constructor(readonly dir: string) {}

  /** Writes package.json with one `file:` dependency per tarball; `devDependencies` come from the registry. */
  static create(packed: readonly Packed[], devDependencies: Record<string, string>): ScratchProject {
    const dir = mkdtempSync(join(tmpdir(), 'carc-consumer-'));
    const dependencies = Object.fromEntries(packed.map((p) => [p.pkg.name, `file:${p.tarball}`]));
    const manifest = { name: 'carc-consumer-scratch', private: true, type: 'module', dependencies, devDependencies };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    return new ScratchProject(dir);
  }

  /** npm, from its cache when it can: the tarballs are local and the few registry deps are small. */
  install(): void {
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  }

  /** Copies a file or folder into the project (e.g. a package's examples/ to examples/<name>/). */
  copyIn(from: string, to: string): void {
    const target = join(this.dir, to);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(from, target, { recursive: true });
  }

  /** Runs a script with node in the project; throws with its stderr when it fails. */
  node(script: string): string {
    return this.run(process.execPath, [script]);
  }

  /** The workspace's TypeScript compiler on one of the project's tsconfig files. */
  tsc(tsconfig: string): string {
    return this.run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig, '--pretty', 'false']);
  }

  path(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(cmd: string, args: string[]): string {
    const r = spawnSync(cmd, args, { cwd: this.dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited with ${r.status}:\n${r.stdout}\n${r.stderr}`);
    return r.stdout;
  }
}

/** The last line a script printed, parsed as JSON (the examples end with one). */
export function lastJsonLine(stdout: string): unknown {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? 'null');
}
