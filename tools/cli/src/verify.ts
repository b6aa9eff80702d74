/**
 * `carc verify FILE...`: checks finished online games. Each file is a room's
 * `carc-room-log/1` (from `GET /api/rooms/:id/log`): the revealed seed must hash to what the
 * room published at the start, and every accepted action must replay from that seed to the
 * published result. One JSON verdict per file; exit 1 if any game fails the check.
 */
import { readFile } from 'node:fs/promises';
import { verifyRoomLogText } from '@carc/protocol/verify';
import { CliError, UsageError } from './errors.js';

export async function verifyCommand(files: string[], out: (line: string) => void): Promise<void> {
  if (files.length === 0) throw new UsageError('usage: carc verify ROOM-LOG.json...');
  let failed = 0;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      throw new CliError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})`, 2);
    }
    const verdict = await verifyRoomLogText(text);
    if (!verdict.ok) failed++;
    // One flat line per file, as before the Result shape: { file, ok, actions, result } or { file, ok, reason, at? }.
    out(JSON.stringify(verdict.ok ? { file, ok: true, ...verdict.value } : { file, ok: false, ...verdict.error }));
  }
  if (failed > 0) throw new CliError(`${failed} of ${files.length} room log(s) failed verification`, 1);
}
