/**
 * The CLI as a user meets it: a built `dist/main.js` run in a child process, checked on its
 * stdout lines, stderr message and exit status.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function carc(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [MAIN, ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function tempDir() {
  return mkdtemp(join(tmpdir(), 'carc-cli-'));
}

describe('carc simulate', () => {
  it('writes replayable records with an explicit draw order and a summary that matches them', async () => {
    const dir = await tempDir();
    const r = await carc('simulate', '--games', '3', '--seed', 's1', '--players', '3', '--out', dir);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout.trim());
    expect(summary.games).toBe(3);
    expect(summary.players).toHaveLength(3);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['game-0001.json', 'game-0002.json', 'game-0003.json']);

    const replayed = await carc('replay', ...files.map((f) => join(dir, f)));
    expect(replayed.code).toBe(0);
    const lines = replayed.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    const wins = [0, 0, 0];
    const sums = [0, 0, 0];
    for (const [i, line] of lines.entries()) {
      expect(line.finished).toBe(true);
      expect(line.tilesLeft).toBe(0);
      const record = JSON.parse(await readFile(join(dir, files[i]!), 'utf8'));
      expect(record.tiles).toHaveLength(71);
      line.winners.forEach((w: number) => wins[w]!++);
      line.scores.forEach((s: number, p: number) => (sums[p]! += s));
    }
    expect(summary.wins).toEqual(wins);
    expect(summary.averageScores).toEqual(sums.map((s) => Math.round((s / 3) * 100) / 100));
  });

  it('--jsonl writes a line per game: the record as text, and the result its replay gives', async () => {
    const dir = await tempDir();
    const file = join(dir, 'sub', 'games.jsonl');
    const r = await carc('simulate', '--games', '2', '--seed', 'lines', '--players', '3', '--expansions', 'festival', '--jsonl', file, '--out', dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).jsonl).toBe(file);
    const text = await readFile(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n').map((l) => JSON.parse(l) as { result: unknown; record: string });
    expect(lines).toHaveLength(2);
    for (const [i, line] of lines.entries()) {
      const name = join(dir, `game-000${i + 1}.json`);
      // The same record as --out writes, without the indentation.
      expect(line.record).toBe(JSON.stringify(JSON.parse(await readFile(name, 'utf8'))));
      const replayed = await carc('replay', name);
      expect(line.result).toEqual(JSON.parse(replayed.stdout));
      expect(line.result).toMatchObject({ finished: true, tilesLeft: 0 });
    }
  });

  it('is deterministic: the same seed gives the same summary', async () => {
    const a = await carc('simulate', '--games', '2', '--seed', 'same');
    const b = await carc('simulate', '--games', '2', '--seed', 'same');
    const strip = (s: string) => ({ ...JSON.parse(s), elapsedMs: 0, gamesPerSec: 0 });
    expect(strip(a.stdout)).toEqual(strip(b.stdout));
  });

  it('plays seats with bots (--bots) and writes records that replay to the same scores', async () => {
    const dir = await tempDir();
    const r = await carc('simulate', '--games', '1', '--seed', 'bots', '--bots', 'greedy,random', '--expansions', 'festival', '--out', dir);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary.bots).toEqual(['greedy', 'random']);
    const replayed = await carc('replay', join(dir, 'game-0001.json'));
    expect(replayed.code).toBe(0);
    const line = JSON.parse(replayed.stdout);
    expect(line.finished).toBe(true);
    expect(line.scores).toEqual(summary.averageScores);
    // Greedy takes the points that lie on the table; random mostly does not.
    expect(line.scores[0]).toBeGreaterThan(line.scores[1]);
  });

  it('refuses bad arguments with exit 2 and no stack trace', async () => {
    for (const args of [
      ['simulate', '--seed', 'x'],
      ['simulate', '--games', '0', '--seed', 'x'],
      ['simulate', '--games', '1', '--seed', 'x', '--players', '6'],
      ['simulate', '--games', '1', '--seed', 'x', '--expansions', 'river'],
      ['simulate', '--games', '1', '--seed', 'x', '--bogus'],
      ['simulate', '--games', '1', '--seed', 'x', '--bots', 'alphago,greedy'],
      ['simulate', '--games', '1', '--seed', 'x', '--players', '3', '--bots', 'greedy,random'],
      ['frobnicate'],
    ]) {
      const r = await carc(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^carc: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('carc replay errors', () => {
  const base = {
    format: 'carc-record/1',
    players: ['Ann', 'Ben'],
    expansions: [],
    options: {},
    seed: '1',
    tiles: ['U', 'V'],
    moves: [{ tile: 'U', x: 1, y: 0, rot: 0 }],
  };

  it('prints the result of a valid partial record', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'ok.json'), JSON.stringify(base));
    const r = await carc('replay', join(dir, 'ok.json'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ scores: [0, 0], winners: [], finished: false, tilesLeft: 1 });
  });

  it('exits 2 naming the bad field of a malformed record', async () => {
    const dir = await tempDir();
    const bad = { ...base, moves: [{ tile: 'U', x: 1, y: 0, rot: 45 }] };
    await writeFile(join(dir, 'bad.json'), JSON.stringify(bad));
    await writeFile(join(dir, 'notjson.json'), '{"format":');
    const r = await carc('replay', join(dir, 'bad.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('moves[0].rot');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const r2 = await carc('replay', join(dir, 'notjson.json'));
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('not JSON');
  });

  it('exits 1 naming the move index and the rule for an illegal move', async () => {
    const dir = await tempDir();
    // The start tile D has its city on N; U's field edge cannot touch it from the north.
    const illegal = { ...base, moves: [{ tile: 'U', x: 0, y: -1, rot: 0 }] };
    await writeFile(join(dir, 'illegal.json'), JSON.stringify(illegal));
    const r = await carc('replay', join(dir, 'illegal.json'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/move 0/);
    expect(r.stderr).toMatch(/rule /);
    expect(r.stdout).toBe('');
  });

  it('prints earlier results in order before stopping at a bad record', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a.json'), JSON.stringify(base));
    await writeFile(join(dir, 'b.json'), JSON.stringify({ ...base, players: 'Ann' }));
    const r = await carc('replay', join(dir, 'a.json'), join(dir, 'b.json'));
    expect(r.code).toBe(2);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('players');
  });
});

describe('carc verify', () => {
  /** A finished 2-player room log as the server writes it, from a seeded random game. */
  async function roomLog(seed: string) {
    const { Stream } = await import('@carc/rules');
    const { playedRoomLog } = await import('@carc/protocol/testing');
    const rng = Stream.fromSeed(seed, 'policy');
    return playedRoomLog({ seed, room: 'testroom', choose: (n) => rng.below(n) });
  }

  it('confirms an honest log and rejects a swapped seed or a forged result', async () => {
    const dir = await tempDir();
    const honest = await roomLog('room-seed-1');
    await writeFile(join(dir, 'honest.json'), JSON.stringify(honest));
    const ok = await carc('verify', join(dir, 'honest.json'));
    expect(ok.code).toBe(0);
    const verdict = JSON.parse(ok.stdout);
    expect(verdict).toMatchObject({ ok: true, actions: honest.actions.length });
    expect(verdict.result).toEqual(honest.result);

    // A seed revealed at the end that is not the one committed to at the start.
    await writeFile(join(dir, 'seed.json'), JSON.stringify({ ...honest, seed: 'room-seed-2' }));
    // A published result the actions do not lead to.
    const published = honest.result as { scores: number[] };
    const forged = { ...honest, result: { ...published, scores: published.scores.map((s) => s + 1) } };
    await writeFile(join(dir, 'forged.json'), JSON.stringify(forged));
    const bad = await carc('verify', join(dir, 'seed.json'), join(dir, 'forged.json'));
    expect(bad.code).toBe(1);
    const lines = bad.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.ok)).toEqual([false, false]);
    expect(lines[0].reason).toMatch(/SHA-256/);
    expect(lines[1].reason).toMatch(/result/);
    expect(bad.stderr).toMatch(/2 of 2/);
  });
});
