/**
 * A sample of the same-games corpus (tools/conformance/corpus: 3,000 games recorded in Node
 * before the board moved into the core, #26) for the tests that replay them elsewhere: the
 * first `perCount` games of each player count of each configuration, with the result and the
 * record text Node stored. Read in Node (the test config), handed to workerd as a binding.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const DIR = new URL('../../../../tools/conformance/corpus/', import.meta.url);

/** @returns {import("./corpus-sample.d.mts").CorpusLine[]} */
export function corpusSample(perCount = 2) {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', DIR), 'utf8'));
  const out = [];
  for (const config of Object.keys(manifest.configurations)) {
    const lines = gunzipSync(readFileSync(new URL(`${config}.jsonl.gz`, DIR)))
      .toString('utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l));
    const taken = new Map();
    for (const line of lines) {
      const players = JSON.parse(line.record).players.length;
      if ((taken.get(players) ?? 0) >= perCount) continue;
      taken.set(players, (taken.get(players) ?? 0) + 1);
      out.push({ config, result: line.result, record: line.record });
    }
  }
  return out;
}
