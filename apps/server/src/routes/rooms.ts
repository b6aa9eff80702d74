import { CreateRoomSchema, type CreateRoomResponse } from '@carc/protocol';
import { Hono } from 'hono';
import { archiveOf, infoFromLog } from '../archive/archived-info.js';
import type { AppEnv, Env } from '../env.js';
import { spendBudget } from '../middleware/address-budget/index.js';
import { apiError } from '../middleware/errors/index.js';
import { newRoomId, roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { cleanListAs, relist } from '../lobby/listing.js';
import type { Outcome } from '../room/engine.js';
import { roomStub, unwrap } from './stub.js';

/**
 * The room's answer, or, when the room is gone (its Durable Object deleted itself after the
 * game), what the archive says of it: a finished game stays readable for good.
 */
async function orArchived<T>(env: Env, room: string, answer: Outcome<T>, fromLog: (log: NonNullable<Awaited<ReturnType<ReturnType<typeof archiveOf>['log']>>>) => T): Promise<T> {
  if (answer.ok || answer.code !== 'room-not-found') return unwrap(answer);
  const log = await archiveOf(env).log(room);
  if (!log) return unwrap(answer);
  return fromLog(log);
}

export const rooms = new Hono<AppEnv>()
  /** Create a room: seat count, expansions, options, optional turn timer or time banks, bots by seat. */
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
  /** Public information: seats, status, seed hash (and the seed once the game ended); from the archive once the room is gone. */
  .get('/:id', roomId, async (c) => {
    const id = c.get('roomId');
    return c.json(await orArchived(c.env, id, await roomStub(c.env, id).info(), infoFromLog));
  })
  /** The verifiable log of a finished game (409 before the end: it contains the seed); from the archive once the room is gone. */
  .get('/:id/log', roomId, async (c) => {
    const id = c.get('roomId');
    return c.json(await orArchived(c.env, id, await roomStub(c.env, id).log(), (log) => log));
  });
