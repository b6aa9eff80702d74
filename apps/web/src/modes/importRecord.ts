import { parseRecord, replay } from '@carc/rules';
import { LocalGame, newId } from '../game/localGame.js';

/** A carc-record/1 document becomes a local game that can be continued hot-seat. */
export function importRecordText(text: string): { ok: true; game: LocalGame } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: String(e) };
  }
  const parsed = parseRecord(json);
  if (!parsed.ok) return { ok: false, error: `${parsed.error.path}: ${parsed.error.message}` };
  const rec = parsed.value;
  const r = replay(rec);
  if (!r.ok) return { ok: false, error: `move ${r.error.moveIndex}: ${r.error.message}` };
  const game = new LocalGame(newId(), {
    seats: rec.players.map((name) => ({ name, kind: 'human' as const })),
    expansions: rec.expansions,
    options: rec.options,
    seed: rec.seed,
    ...(rec.tiles ? { tiles: rec.tiles } : {}),
  }, r.value.state);
  return { ok: true, game };
}
