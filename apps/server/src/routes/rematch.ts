import { RematchSchema } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { spendBudget } from '../middleware/address-budget/index.js';
import { roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { roomStub, unwrap } from './stub.js';

/**
 * Rematch of a finished room: a player of it (their seat token in the body, never in the
 * URL) gets a new room with the same settings, a new seed and every seat held by the same
 * player, and the old room tells all its clients where to go. Asked again (or by the other
 * players), it answers with the same new room. A new room spends from the address's budget
 * of rooms, as creating one does.
 */
export const rematch = new Hono<AppEnv>().post('/:id/rematch', roomId, jsonBody(RematchSchema), async (c) => {
  const { token } = c.req.valid('json');
  await spendBudget(c, 'rooms');
  return c.json(unwrap(await roomStub(c.env, c.get('roomId')).rematch(token)), 201);
});
