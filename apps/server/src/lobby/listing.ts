/**
 * What the routes tell the lobby: a public room's seats after its creation and after each
 * join. The room's own public info is the source, so the lobby never holds more than a
 * visitor could read from `GET /api/rooms/:id`.
 */
import { normalizeName, type LobbyEntry, type RoomInfo } from '@carc/protocol';
import type { Env } from '../env.js';
import type { Outcome } from '../room/engine.js';

export function lobbyStub(env: Env) {
  return env.LOBBY.get(env.LOBBY.idFromName('lobby'));
}

/** The lobby entry of a room that opted in, or null for a room reached by its link only. */
export function lobbyEntry(info: RoomInfo): LobbyEntry | null {
  const name = info.config.listAs;
  if (name === undefined) return null;
  const open = info.status === 'waiting' ? info.seats.filter((s) => s.name === null).length : 0;
  return { room: info.room, name, seats: info.config.seats, open, expansions: info.config.expansions };
}

/** Brings the lobby up to date with a room (a full or started room leaves it); an unknown room changes nothing. */
export async function relist(env: Env, info: Outcome<RoomInfo>): Promise<void> {
  if (!info.ok) return;
  const entry = lobbyEntry(info.value);
  if (entry) await lobbyStub(env).put(entry);
}

/** The creator's listing name cleaned as seat names are; a name with nothing visible is refused. */
export function cleanListAs<C extends { listAs?: string | undefined }>(config: C): { ok: true; value: C } | { ok: false; message: string } {
  if (config.listAs === undefined) return { ok: true, value: config };
  const name = normalizeName(config.listAs);
  return name.ok ? { ok: true, value: { ...config, listAs: name.value } } : { ok: false, message: name.message };
}
