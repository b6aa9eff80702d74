/**
 * `carc replay` and follower spots (record-format.md, Expansion keys: a spot that names a
 * follower is the tile where it stands). The built CLI runs in a child process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** The independent follower-spot reader of @carc/rules (its own raw-board lookup), as a script. */
const CHECKER = fileURLToPath(new URL('../../../packages/rules/scripts/check-follower-spots.mjs', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/swap-spot-on-another-tile.json', import.meta.url));

function run(script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { timeout: 120_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('carc replay: follower spots', () => {
  it('refuses a swap whose spot names another tile of the follower\'s city: exit 1, the move and what is wrong', async () => {
    // Written by the engine before issue 12: move 54 plays swap-city with spot (1,4) N,
    // while the mover's knight stands at (0,4) E on another tile of that city.
    const r = await run(MAIN, 'replay', FIXTURE);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('illegal move 54');
    expect(r.stderr).toContain('rule follower-spot');
    expect(r.stderr).toContain("player 2's follower on that city stands at (0,4) E, not at (1,4) N");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('the 120 all-expansion games of issue 12 replay, and the independent reader passes all 120', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'carc-spots-'));
    const sim = await run(MAIN, 'simulate', '--games', '120', '--seed', '20261129', '--players', '4', '--expansions', 'christmas-gift,festival,gifts,easter', '--out', dir);
    expect(sim.code).toBe(0);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f));
    expect(files).toHaveLength(120);
    const replayed = await run(MAIN, 'replay', ...files);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout.trim().split('\n')).toHaveLength(120);
    const checked = await run(CHECKER, ...files);
    expect(checked.code).toBe(0);
    const summary = JSON.parse(checked.stdout) as { records: number; passed: number; followerSpotsChecked: number; failed: unknown[] };
    expect(summary).toMatchObject({ records: 120, passed: 120, failed: [] });
    // The games do name followers (swaps, recalls, festival returns, cash-outs...): not a vacuous pass.
    expect(summary.followerSpotsChecked).toBeGreaterThan(500);
  });

  it('the independent reader refuses the record the engine refuses', async () => {
    const r = await run(CHECKER, FIXTURE);
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.stdout) as { passed: number; failed: { move: number; message: string }[] };
    expect(summary.passed).toBe(0);
    expect(summary.failed[0]).toMatchObject({ move: 54 });
    expect(summary.failed[0]!.message).toContain('swap-city spot (1,4) N holds no follower of player 2');
  });
});
