import { CreateRoomSchema, type CreateRoomResponse } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { spendBudget } from '../middleware/address-budget/index.js';
import { apiError } from '../middleware/errors/index.js';
import { newRoomId, roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { cleanListAs, relist } from '../lobby/listing.js';
import { roomStub, unwrap } from './stub.js';

export const rooms = new Hono<AppEnv>()
  /** Create a room: seat count, expansions, options, optional turn timer, bots by seat. */
  .post('/', jsonBody(CreateRoomSchema), async (c) => {
    const listed = cleanListAs(c.req.valid('json'));
    if (!listed.ok) throw apiError(400, 'bad-name', listed.message);
    const config = listed.value;
    await spendBudget(c, 'rooms');
    let id = newRoomId();
    let r = await roomStub(c.env, id).create(id, config);
    // 60 random bits make a collision unlikely, not impossible: draw again rather than fail.
    for (let tries = 1; !r.ok && r.code === 'room-exists' && tries < 3; tries++) {
      id = newRoomId();
      r = await roomStub(c.env, id).create(id, config);
    }
    if (!r.ok) throw apiError(r.status, r.code, r.message);
    if (config.listAs !== undefined) await relist(c.env, await roomStub(c.env, id).info());
    const body: CreateRoomResponse = {
      room: id,
      links: { info: `/api/rooms/${id}`, join: `/api/rooms/${id}/seats`, ws: `/api/rooms/${id}/ws` },
    };
    return c.json(body, 201);
  })
  /** Public information: seats, status, seed hash (and the seed once the game ended). */
  .get('/:id', roomId, async (c) => c.json(unwrap(await roomStub(c.env, c.get('roomId')).info())))
  /** The verifiable log of a finished game (409 before the end: it contains the seed). */
  .get('/:id/log', roomId, async (c) => c.json(unwrap(await roomStub(c.env, c.get('roomId')).log())));
