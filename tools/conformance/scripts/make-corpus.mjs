#!/usr/bin/env node
/**
 * Makes the same-games corpus (corpus/README.md): 6 configurations x 4 player counts x 125
 * random games, played by `carc simulate --jsonl` (uniform random play, with the seeds and
 * configurations of corpus/manifest.json), one gzip'd JSON-lines file per configuration.
 * Run from anywhere (it builds the CLI and the packages it plays with first: the CLI reads
 * @carc/rules from its dist, and a stale build would record a stale engine):
 *
 *   node tools/conformance/scripts/make-corpus.mjs
 *
 * The corpus is the check an engine change is held to, so it is made once, on the engine
 * of the commit that adds it, and not remade to follow a change in results.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(here, '../../..');
const CLI = join(here, '../../cli/dist/main.js');
const OUT = join(here, '../corpus');
/** The configurations, player counts, game count and seed: shared with the test that replays the corpus. */
const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8'));

execFileSync(join(ROOT, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@carc/cli...', '--output-logs=errors-only'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const tmp = mkdtempSync(join(tmpdir(), 'carc-corpus-'));
try {
  for (const [name, expansions] of Object.entries(manifest.configurations)) {
    let text = '';
    for (const players of manifest.players) {
      const file = join(tmp, `${name}-${players}.jsonl`);
      const seed = `${manifest.seed}/${name}/${players}p`;
      const args = ['simulate', '--games', String(manifest.gamesPerPlayerCount), '--seed', seed, '--players', String(players), '--jsonl', file];
      if (expansions.length) args.push('--expansions', expansions.join(','));
      execFileSync(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
      text += readFileSync(file, 'utf8');
    }
    const gz = gzipSync(text, { level: 9 });
    writeFileSync(join(OUT, `${name}.jsonl.gz`), gz);
    process.stderr.write(`${name}: ${text.split('\n').length - 1} games, ${text.length} bytes, ${gz.length} gzip'd\n`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
