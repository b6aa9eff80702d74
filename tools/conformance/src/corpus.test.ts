/**
 * The same-games corpus (../corpus/README.md): 3,000 random games recorded on the rules
 * engine as it was before the feature engine moved into the core (issue #26). Every record
 * must still replay to the result it had then, and `toRecord` of the replayed game must give
 * back the stored record text byte for byte. An engine change that alters a score, a legal
 * move, a shuffle or the record's shape fails here, game by game.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseRecord, replay, toRecord, type GameResult } from '@carc/rules';

const DIR = new URL('../corpus/', import.meta.url);

interface Manifest {
  seed: string;
  gamesPerPlayerCount: number;
  players: number[];
  configurations: Record<string, string[]>;
}

interface Line {
  result: GameResult;
  record: string;
}

const manifest = JSON.parse(readFileSync(new URL('manifest.json', DIR), 'utf8')) as Manifest;

function linesOf(name: string): Line[] {
  const text = gunzipSync(readFileSync(new URL(`${name}.jsonl.gz`, DIR))).toString('utf8');
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);
}

/** What differs between a stored game and its replay today, or null when nothing does. */
function difference(line: Line): string | null {
  const parsed = parseRecord(JSON.parse(line.record));
  if (!parsed.ok) return `the stored record does not parse: ${parsed.error.path}: ${parsed.error.message}`;
  const replayed = replay(parsed.value);
  if (!replayed.ok) return `replay stops at move ${replayed.error.moveIndex} (${replayed.error.rule}): ${replayed.error.message}`;
  const { result, state } = replayed.value;
  if (JSON.stringify(result) !== JSON.stringify(line.result)) return `result ${JSON.stringify(result)}, stored ${JSON.stringify(line.result)}`;
  const text = JSON.stringify(toRecord(state));
  if (text !== line.record) {
    let i = 0;
    while (i < text.length && text[i] === line.record[i]) i++;
    return `toRecord differs from character ${i}: ${JSON.stringify(text.slice(i, i + 60))}, stored ${JSON.stringify(line.record.slice(i, i + 60))}`;
  }
  return null;
}

describe.each(Object.entries(manifest.configurations))('the same games: %s', (name, expansions) => {
  const lines = linesOf(name);

  it(`holds ${manifest.gamesPerPlayerCount} finished games for each of ${manifest.players.join(', ')} players, with the configuration's expansions`, () => {
    const shape = lines.map((l) => {
      const r = JSON.parse(l.record) as { players: string[]; expansions: string[]; seed: string };
      return { players: r.players.length, expansions: [...r.expansions].sort(), finished: l.result.finished };
    });
    const expected = manifest.players.flatMap((players) =>
      Array.from({ length: manifest.gamesPerPlayerCount }, () => ({ players, expansions: [...expansions].sort(), finished: true })),
    );
    expect(shape).toEqual(expected);
    // Game i of each player count plays with the seed the manifest names.
    const seeds = lines.map((l) => (JSON.parse(l.record) as { seed: string }).seed);
    expect(seeds).toEqual(manifest.players.flatMap((p) => Array.from({ length: manifest.gamesPerPlayerCount }, (_, i) => `${manifest.seed}/${name}/${p}p/${i}`)));
  });

  it('replays every game to its stored result and gives back its record text byte for byte', () => {
    const failures: string[] = [];
    for (const [i, line] of lines.entries()) {
      const d = difference(line);
      if (d !== null) failures.push(`game ${i} (seed ${(JSON.parse(line.record) as { seed: string }).seed}): ${d}`);
    }
    expect({ failed: failures.length, first: failures.slice(0, 5) }).toEqual({ failed: 0, first: [] });
  });
});
