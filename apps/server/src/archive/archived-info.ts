/**
 * What a finished room's routes answer once its Durable Object is gone: the archive's log
 * gives the log itself and the room's public info (every seat named, nobody online).
 */
import { PROTOCOL_VERSION, type RoomInfo, type RoomLog } from '@carc/protocol';
import { clockOf } from '../clock/clock.js';
import type { Env } from '../env.js';
import { limitVar } from '../limits.js';
import { GameArchive } from './archive.js';

export function archiveOf(env: Env): GameArchive {
  return new GameArchive(env, clockOf(env), limitVar(env, 'ARCHIVE_RETENTION_DAYS') * 86_400_000);
}

export function infoFromLog(log: RoomLog): RoomInfo & { archived: true } {
  return {
    room: log.room,
    v: PROTOCOL_VERSION,
    status: 'ended',
    config: log.config,
    seats: log.players.map((name, seat) => ({ seat, name, online: 0 })),
    spectators: 0,
    seq: log.actions.length,
    seedHash: log.seedHash,
    seed: log.seed,
    result: log.result,
    archived: true,
  };
}
