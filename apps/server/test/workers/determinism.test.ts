/**
 * The engine is deterministic everywhere (#26 item 5): games recorded in Node replay inside
 * workerd, on the core module wrangler compiles, to the same result, and `toRecord` gives
 * back the stored record text byte for byte. The games are a sample of the same-games corpus
 * (test/support/corpus-sample.mjs: every configuration, 2-5 players), passed in by the config.
 */
import { env } from 'cloudflare:test';
import coreModule from '@carc/core/core.wasm';
import { parseRecord, replay, toRecord, useCoreModule } from '@carc/rules';
import { describe, expect, it } from 'vitest';

interface Line {
  config: string;
  result: unknown;
  record: string;
}

useCoreModule(coreModule);
const lines = JSON.parse(env.CORPUS_SAMPLE) as Line[];

function difference(line: Line): string | null {
  const parsed = parseRecord(JSON.parse(line.record));
  if (!parsed.ok) return `does not parse: ${parsed.error.message}`;
  const replayed = replay(parsed.value);
  if (!replayed.ok) return `replay stops at move ${replayed.error.moveIndex}: ${replayed.error.message}`;
  if (JSON.stringify(replayed.value.result) !== JSON.stringify(line.result)) return `result ${JSON.stringify(replayed.value.result)}, Node ${JSON.stringify(line.result)}`;
  return JSON.stringify(toRecord(replayed.value.state)) === line.record ? null : 'toRecord differs from the stored text';
}

describe('games recorded in Node, replayed in workerd', () => {
  it('the sample covers every configuration with 2-5 players', () => {
    const configs = new Set(lines.map((l) => l.config));
    expect([...configs].sort()).toEqual(['all', 'base', 'christmas-gift', 'easter', 'festival', 'gifts']);
    expect(new Set(lines.map((l) => (JSON.parse(l.record) as { players: unknown[] }).players.length))).toEqual(new Set([2, 3, 4, 5]));
  });

  it('every game gives the same result and the same record text', () => {
    const wrong = lines.flatMap((l, i) => {
      const d = difference(l);
      return d === null ? [] : [`${l.config} #${i}: ${d}`];
    });
    expect(wrong).toEqual([]);
  });
});
