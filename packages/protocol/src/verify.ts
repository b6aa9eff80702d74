/**
 * `carc verify`: checks a finished room's log against its revealed seed. Anyone can rerun
 * it: the room committed to SHA-256(seed) when the game started, so a matching seed plus a
 * replay that reproduces every accepted action and the final result shows that no shuffle
 * or die roll was chosen after the fact.
 */
import * as rules from '@carc/rules';
import { sha256Hex } from './crypto.js';
import type { RoomLog } from './messages.js';

/** Why a log failed verification. */
export interface VerifyError {
  reason: string;
  /** seq of the action that failed, when one did */
  at?: number;
}

/** The Result shape of `@carc/rules`: `{ ok: true, value }` or `{ ok: false, error }`. */
export type Verdict = rules.Result<{ actions: number; result: rules.GameResult }, VerifyError>;

function fail(reason: string, at?: number): Verdict {
  return { ok: false, error: at === undefined ? { reason } : { reason, at } };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Verifies a `carc-room-log/1` document (as `GET /api/rooms/:id/log` returns it). */
export async function verifyRoomLog(input: unknown): Promise<Verdict> {
  if (!isObject(input) || input.format !== 'carc-room-log/1') return fail('not a carc-room-log/1 document');
  const log = input as unknown as RoomLog;
  if (typeof log.seed !== 'string' || typeof log.seedHash !== 'string') return fail('seed or seedHash missing');
  if (!Array.isArray(log.players) || !Array.isArray(log.actions) || !isObject(log.config)) return fail('players, actions or config missing');

  // 1. The seed is the one the room committed to before the first move.
  const hash = await sha256Hex(log.seed);
  if (hash !== log.seedHash.toLowerCase()) return fail(`SHA-256 of the revealed seed is ${hash}, the room published ${log.seedHash}`);

  // 2. Every accepted action replays, in order, from a game set up with that seed.
  const created = rules.createGame({
    players: log.players,
    expansions: log.config.expansions ?? [],
    options: log.config.options ?? {},
    seed: log.seed,
  });
  if (!created.ok) return fail(`cannot set the game up: ${created.error.message}`);
  let state = created.value;
  for (let i = 0; i < log.actions.length; i++) {
    const row = log.actions[i]!;
    if (row.seq !== i + 1) return fail(`action ${i} has seq ${row.seq}: the log has a gap or a duplicate`, row.seq);
    const r = rules.apply(state, row.action, row.actor);
    if (!r.ok) return fail(`action ${row.seq} does not apply: ${r.error.message}`, row.seq);
    state = r.value.state;
  }
  const result = rules.result(state);
  if (!result.finished) return fail('the replayed game is not finished');

  // 3. The published outcome is the replayed one.
  if (log.result !== undefined && JSON.stringify(log.result) !== JSON.stringify(result)) {
    return fail(`published result ${JSON.stringify(log.result)} differs from the replay's ${JSON.stringify(result)}`);
  }

  // 4. The game record (carc-record/1) tells the same story through the record replayer.
  if (log.record !== undefined) {
    const parsed = rules.parseRecord(log.record);
    if (!parsed.ok) return fail(`record: ${parsed.error.path}: ${parsed.error.message}`);
    if (parsed.value.seed !== log.seed) return fail('the record names another seed');
    const replayed = rules.replay(parsed.value);
    if (!replayed.ok) return fail(`record move ${replayed.error.moveIndex}: ${replayed.error.message}`);
    if (JSON.stringify(replayed.value.result) !== JSON.stringify(result)) return fail('the record replays to another result than the actions');
  }
  return { ok: true, value: { actions: log.actions.length, result } };
}

/** For the CLI: the log as JSON text (a file, or the body of the log route). */
export async function verifyRoomLogText(text: string): Promise<Verdict> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('not JSON');
  }
  return verifyRoomLog(data);
}
