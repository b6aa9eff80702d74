/**
 * `carc analyse FILE [--iterations K] [--playouts P] [--seed S]`: the post-game analysis of
 * `@carc/bots` (analyseGame) for a finished game, as one JSON document on stdout; progress
 * lines on stderr. FILE is a carc-record/1 or a room's carc-room-log/1; a room log is
 * verified (seed commitment, every action) before it is analysed. Expansion games are
 * judged wholly by the rules-engine search, where `--iterations` counts its playouts.
 */
import { readFile } from 'node:fs/promises';
import { loadCore } from '@carc/core/node';
import { analyseGame, largestMistakes } from '@carc/bots';
import type { GameAnalysis } from '@carc/bots';
import { verifyRoomLog } from '@carc/protocol/verify';
import { ALL_TILES } from '@carc/tiles';
import { CliError } from './errors.js';

export interface AnalyseOptions {
  file: string;
  iterations?: number;
  playouts?: number;
  seed?: string;
  log: (line: string) => void;
}

/** How many of the costliest decisions the output lists by index. */
const MISTAKES = 10;

export async function analyseCommand(o: AnalyseOptions): Promise<GameAnalysis & { mistakes: number[] }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(o.file, 'utf8'));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new CliError(`${o.file}: ${err.code ? `cannot read (${err.code})` : `not JSON: ${err.message}`}`, 2);
  }
  if ((json as { format?: unknown } | null)?.format === 'carc-room-log/1') {
    const verdict = await verifyRoomLog(json);
    if (!verdict.ok) throw new CliError(`${o.file}: the room log does not verify: ${verdict.error.reason}`, 1);
  }
  const core = await loadCore({ tiles: ALL_TILES });
  let shown = -1;
  const r = await analyseGame(json, {
    core,
    ...(o.iterations !== undefined ? { iterations: o.iterations } : {}),
    ...(o.playouts !== undefined ? { playouts: o.playouts } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    onProgress: ({ done, total }) => {
      // About twenty lines per game, and always the last one.
      const step = Math.floor((done * 20) / total);
      if (step !== shown || done === total) o.log(`analyse: ${done}/${total} decisions`);
      shown = step;
    },
  });
  if (!r.ok) throw new CliError(`${o.file}: ${r.error.message}`, r.error.code === 'bad-input' ? 2 : 1);
  return { ...r.value, mistakes: largestMistakes(r.value, MISTAKES).map((d) => d.index) };
}
