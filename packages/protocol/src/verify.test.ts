import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { playedRoomLog } from './testing.js';
import { verifyRoomLog, verifyRoomLogText } from './verify.js';

/** A finished 2-player base game played by always taking the first legal action. */
const finishedLog = () => playedRoomLog({ seed: 'f00d'.repeat(16) });

describe('verifyRoomLog', () => {
  it('accepts an honest log', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog(log);
    expect(v).toMatchObject({ ok: true, value: { actions: log.actions.length } });
    expect(await verifyRoomLogText(JSON.stringify(log))).toMatchObject({ ok: true });
  });

  it('refuses a seed that does not match the published hash', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog({ ...log, seed: 'beef'.repeat(16) });
    expect(v).toMatchObject({ ok: false });
    expect(!v.ok && v.error.reason).toMatch(/SHA-256/);
  });

  it('refuses a log with a missing action', async () => {
    const log = await finishedLog();
    const v = await verifyRoomLog({ ...log, actions: [...log.actions.slice(0, 3), ...log.actions.slice(4)] });
    expect(v).toMatchObject({ ok: false, error: { at: 5 } });
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
