/**
 * `carc analyse` as a user runs it: the built CLI in a child process, on a record that
 * `carc simulate` wrote.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function carc(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [MAIN, ...args], { timeout: 120_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('carc analyse', () => {
  let dir: string;
  let game: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'carc-analyse-'));
    const sim = await carc('simulate', '--games', '1', '--seed', 'analyse-cli', '--out', dir);
    expect(sim.code).toBe(0);
    game = join(dir, 'game-0001.json');
  });

  it('prints one JSON analysis on stdout and its progress on stderr, the same on every run', async () => {
    const a = await carc('analyse', game, '--iterations', '20', '--playouts', '10');
    expect(a.stderr).not.toMatch(/error/i);
    expect(a.code).toBe(0);
    const lines = a.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const analysis = JSON.parse(lines[0]!);
    expect(analysis.format).toBe('carc-analysis/1');
    expect(analysis.budget).toEqual({ iterations: 20, playouts: 10, seed: 'analysis' });
    const record = JSON.parse(await readFile(game, 'utf8'));
    const replayed = await carc('replay', game);
    expect(analysis.scores).toEqual(JSON.parse(replayed.stdout).scores);
    // Every turn has a place decision; the follower decisions come on top.
    expect(analysis.decisions.filter((d: { kind: string }) => d.kind === 'place')).toHaveLength(record.moves.length);
    const judged = analysis.decisions.filter((d: { evaluated: boolean }) => d.evaluated);
    expect(judged.length).toBeGreaterThan(record.moves.length / 2);
    const worst = analysis.mistakes.map((i: number) => analysis.decisions[i].loss);
    expect(worst).toEqual([...worst].sort((x: number, y: number) => y - x));
    const progress = a.stderr.trim().split('\n').filter((l) => l.startsWith('analyse: '));
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toBe(`analyse: ${analysis.decisions.length}/${analysis.decisions.length} decisions`);

    const b = await carc('analyse', game, '--iterations', '20', '--playouts', '10');
    expect(b.stdout).toBe(a.stdout);
  });

  it('judges every decision with a choice of an expansion game, placements included, with the rules-engine search', async () => {
    const sim = await carc('simulate', '--games', '1', '--seed', 'analyse-cli-exp', '--expansions', 'christmas-gift,gifts,festival,easter', '--out', join(dir, 'exp'));
    expect(sim.code).toBe(0);
    const a = await carc('analyse', join(dir, 'exp', 'game-0001.json'), '--iterations', '12', '--playouts', '6');
    expect(a.code).toBe(0);
    const analysis = JSON.parse(a.stdout);
    expect(analysis.version).toBeGreaterThanOrEqual(2);
    const kinds = new Set<string>(analysis.decisions.filter((d: { evaluated: boolean }) => d.evaluated).map((d: { kind: string }) => d.kind));
    expect(kinds.has('place') && kinds.has('meeple')).toBe(true);
    expect([...kinds].some((k) => k.includes('/'))).toBe(true);
    // Nothing is left unjudged but decisions without a choice.
    for (const d of analysis.decisions) if (!d.evaluated) expect(d.reason).toMatch(/one legal action/);
  });

  it('refuses what it cannot analyse with a one-line message and an exit status', async () => {
    const missing = await carc('analyse', join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);

    const record = JSON.parse(await readFile(game, 'utf8'));
    const cut = join(dir, 'cut.json');
    await writeFile(cut, JSON.stringify({ ...record, moves: record.moves.slice(0, 5) }));
    const unfinished = await carc('analyse', cut, '--iterations', '5', '--playouts', '5');
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toMatch(/not finished/);

    const forged = join(dir, 'room.json');
    await writeFile(forged, JSON.stringify({ format: 'carc-room-log/1', room: 'r', config: {}, players: ['a', 'b'], seedHash: '00', seed: 's', actions: [], record: null, result: null }));
    const unverified = await carc('analyse', forged);
    expect(unverified.code).toBe(1);
    expect(unverified.stderr).toMatch(/does not verify/);

    const usage = await carc('analyse');
    expect(usage.code).toBe(2);
    expect(unverified.stdout + usage.stdout + missing.stdout + unfinished.stdout).toBe('');
  });
});
