// Verifying a finished room's log, as `carc verify` does: the seed matches its published hash,
// every action applies, and the result and the record agree.
import { verifyRoomLog } from '@carc/protocol';
import type { RoomLog, Verdict } from '@carc/protocol';
import { playedRoomLog } from '@carc/protocol/testing';

const log: RoomLog = await playedRoomLog({ seed: 'verify-example' });
const honest: Verdict = await verifyRoomLog(log);

// A log that reveals another seed than the one whose hash the room published fails.
const forged: RoomLog = { ...log, seed: `${log.seed}!` };
const caught: Verdict = await verifyRoomLog(forged);

console.log(JSON.stringify({ honest: honest.ok, forged: caught.ok, reason: caught.ok ? null : caught.error.reason, actions: log.actions.length }));
