import { JoinSeatSchema } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { relist } from '../lobby/listing.js';
import { roomStub, unwrap } from './stub.js';

/** Join a seat: returns the seat number and its secret token (shown once). */
export const seats = new Hono<AppEnv>().post('/:id/seats', roomId, jsonBody(JoinSeatSchema), async (c) => {
  const { name, seat } = c.req.valid('json');
  const room = roomStub(c.env, c.get('roomId'));
  const joined = unwrap(await room.join(name, seat));
  // A public room's open seats changed (or it is full now and leaves the lobby).
  await relist(c.env, await room.info());
  return c.json(joined, 201);
});
