// Game records for the browser tests: finished games played at random in Node, written where
// a test can hand them to the page's file inputs (import, replay).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apply, createGame, legalActions, toRecord } from '@carc/rules';
import { resultsDir } from './harness.mjs';

/** A finished game played at random from a seed; `tiles` cuts the stack short. */
export function randomRecord(seed, tiles, expansions = [], players = ['Ann', 'Ben']) {
  const g = createGame({ players, seed, expansions, ...(tiles ? { tiles } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  let x = 12345;
  while (!s.finished) {
    const acts = legalActions(s);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const r = apply(s, acts[x % acts.length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return toRecord(s);
}

/** Writes a record under test-results/ and returns the file's path. */
export function writeRecord(name, record) {
  const file = join(resultsDir, name);
  writeFileSync(file, JSON.stringify(record));
  return file;
}

/** A finished game of the first `tiles` tiles its seed deals, with these expansions and players. */
export function shortRecord(seed, { tiles = 10, expansions = [], players = ['Ann', 'Ben'] } = {}) {
  const dealt = createGame({ players, seed, expansions });
  if (!dealt.ok) throw new Error(dealt.error.message);
  return randomRecord(seed, dealt.value.initialStack.slice(0, tiles), expansions, players);
}
