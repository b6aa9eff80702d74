/**
 * The publishable packages of the workspace (every packages/* manifest not marked private),
 * packed as `pnpm publish` would pack them: pnpm rewrites `workspace:*` to real versions.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  manifest: Record<string, unknown>;
}

export function publishablePackages(): WorkspacePackage[] {
  const base = join(ROOT, 'packages');
  return readdirSync(base)
    .sort()
    .map((d) => join(base, d))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown> }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: String(manifest.name), version: String(manifest.version), dir, manifest }));
}

export interface Packed {
  pkg: WorkspacePackage;
  tarball: string;
  files: string[];
}

/**
 * Packs one package into `dest`. Lifecycle scripts are skipped: turbo has built every package
 * this test depends on, and `prepack` (a clean build) would delete dist/ under other readers.
 */
export function pack(pkg: WorkspacePackage, dest: string): Packed {
  const out = execFileSync('pnpm', ['pack', '--json', '--config.ignore-scripts=true', '--pack-destination', dest], {
    cwd: pkg.dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const info = JSON.parse(out.slice(out.indexOf('{'))) as { filename: string; files: { path: string }[] };
  return { pkg, tarball: info.filename, files: info.files.map((f) => f.path).sort() };
}
