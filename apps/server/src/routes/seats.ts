import { JoinSeatSchema } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { roomStub, unwrap } from './stub.js';

/** Join a seat: returns the seat number and its secret token (shown once). */
export const seats = new Hono<AppEnv>().post('/:id/seats', roomId, jsonBody(JoinSeatSchema), async (c) => {
  const { name, seat } = c.req.valid('json');
  const joined = unwrap(await roomStub(c.env, c.get('roomId')).join(name, seat));
  return c.json(joined, 201);
});
