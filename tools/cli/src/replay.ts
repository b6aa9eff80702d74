/**
 * `carc replay FILE...`: one JSON result per record, in order (record-format.md, "Output
 * of a replay"). A record that is not a valid carc-record/1 stops with exit 2 naming the
 * field; an illegal move stops with exit 1 naming the move index and the broken rule.
 */
import { readFile } from 'node:fs/promises';
import { parseRecord, replay, type GameResult } from '@carc/rules';
import { CliError, UsageError } from './errors.js';

export async function replayFile(file: string): Promise<GameResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new CliError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})`, 2);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: not JSON: ${(e as Error).message}`, 2);
  }
  const record = parseRecord(json);
  if (!record.ok) {
    throw new CliError(`${file}: invalid record: field ${record.error.path || '(root)'}: ${record.error.message}`, 2);
  }
  const replayed = replay(record.value);
  if (!replayed.ok) {
    const { moveIndex, rule, message } = replayed.error;
    const where = moveIndex < 0 ? 'setup' : moveIndex >= record.value.moves.length ? 'final' : `move ${moveIndex}`;
    throw new CliError(`${file}: illegal ${where}: rule ${rule}: ${message}`, 1);
  }
  return replayed.value.result;
}

export async function replayCommand(files: string[], out: (line: string) => void): Promise<void> {
  if (files.length === 0) throw new UsageError('usage: carc replay FILE...');
  for (const file of files) out(JSON.stringify(await replayFile(file)));
}
