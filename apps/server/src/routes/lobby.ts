import type { LobbyResponse } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { lobbyStub } from '../lobby/listing.js';

/** The open public rooms, newest first: name, seats, open seats, expansions. */
export const lobby = new Hono<AppEnv>().get('/', async (c) => {
  const body: LobbyResponse = { rooms: await lobbyStub(c.env).list() };
  return c.json(body);
});
