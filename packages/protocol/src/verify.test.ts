import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto.js';
import type { RoomLog } from './messages.js';
import { verifyRoomLog, verifyRoomLogText } from './verify.js';

/** A finished 2-player base game played by always taking the first legal action. */
async function finishedLog(): Promise<RoomLog> {
  const seed = 'f00d'.repeat(16);
  const players = ['Ann', 'Ben'];
  const created = rules.createGame({ players, expansions: [], seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const actions: RoomLog['actions'] = [];
  while (!rules.result(state).finished) {
    const d = rules.pendingDecision(state)!;
    const a = rules.legalActions(state)[0]!;
    const r = rules.apply(state, a, d.player);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    actions.push({ seq: actions.length + 1, seat: d.player, actor: d.player, action: a });
  }
  return {
    format: 'carc-room-log/1',
    room: 'testroom0001',
    config: { seats: 2, expansions: [], options: {}, turnSeconds: null },
    players,
    seedHash: await sha256Hex(seed),
    seed,
    actions,
    record: rules.toRecord(state),
    result: rules.result(state),
  };
}

describe('verifyRoomLog', () => {
  it('accepts an honest log', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog(log);
    expect(v).toMatchObject({ ok: true, actions: log.actions.length });
    expect(await verifyRoomLogText(JSON.stringify(log))).toMatchObject({ ok: true });
  });

  it('refuses a seed that does not match the published hash', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog({ ...log, seed: 'beef'.repeat(16) });
    expect(v).toMatchObject({ ok: false });
    expect(!v.ok && v.reason).toMatch(/SHA-256/);
  });

  it('refuses a log with a missing action', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog({ ...log, actions: [...log.actions.slice(0, 3), ...log.actions.slice(4)] });
    expect(v).toMatchObject({ ok: false, at: 5 });
  });

  it('refuses a claimed result the replay does not reach', async () => {
    const log = await finishedLog();
    const result = { ...(log.result as rules.GameResult), scores: [999, 0] };
    expect(await verifyRoomLog({ ...log, result })).toMatchObject({ ok: false });
  });

  it('refuses an unfinished game and junk', async () => {
    const log = await finishedLog();
    expect(await verifyRoomLog({ ...log, actions: log.actions.slice(0, 10), record: undefined, result: undefined })).toMatchObject({ ok: false });
    expect(await verifyRoomLogText('{')).toMatchObject({ ok: false });
    expect(await verifyRoomLog({ format: 'carc-room-log/1' })).toMatchObject({ ok: false });
    expect(await verifyRoomLog(null)).toMatchObject({ ok: false });
  });
});
