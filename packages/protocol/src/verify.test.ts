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

  it('refuses actions whose seq numbers have a gap or a duplicate, even when every action replays', async () => {
    const log = await finishedLog();
    const renumbered = (f: (seq: number) => number) => ({ ...log, actions: log.actions.map((a) => ({ ...a, seq: f(a.seq) })) });
    // A gap: the same actions in the same order, numbered 1, 2, 3, 5, 6, ...
    const gap = await verifyRoomLog(renumbered((q) => (q >= 4 ? q + 1 : q)));
    expect(gap).toMatchObject({ ok: false, error: { at: 5 } });
    expect(!gap.ok && gap.error.reason).toMatch(/gap or a duplicate/);
    // A duplicate: 1, 2, 3, 3, 5, ...
    expect(await verifyRoomLog(renumbered((q) => (q === 4 ? 3 : q)))).toMatchObject({ ok: false, error: { at: 3 } });
    // Numbered from 0.
    expect(await verifyRoomLog(renumbered((q) => q - 1))).toMatchObject({ ok: false, error: { at: 0 } });
  });

  it('cross-checks the game record: a record that tells another story is refused though the actions are honest', async () => {
    const log = await finishedLog();
    const record = log.record as { seed: string; moves: unknown[] };
    const cases: [string, unknown, RegExp][] = [
      ['another seed', { ...record, seed: 'beef'.repeat(16) }, /another seed/],
      ['a move short', { ...record, moves: record.moves.slice(0, -1) }, /record/],
      ['two moves swapped', { ...record, moves: [record.moves[1], record.moves[0], ...record.moves.slice(2)] }, /record/],
      ['not a record', { format: 'something else' }, /record/],
    ];
    for (const [what, bad, reason] of cases) {
      const v = await verifyRoomLog({ ...log, record: bad });
      expect(v.ok, what).toBe(false);
      expect(!v.ok && v.error.reason, what).toMatch(reason);
    }
  });
});

