import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { spendBudget } from '../middleware/address-budget/index.js';
import { apiError } from '../middleware/errors/index.js';
import { roomId } from '../middleware/room-id/index.js';
import { roomStub, unwrap } from './stub.js';

/**
 * Upgrade to the room's WebSocket. The seat token travels in the first message (`hello`),
 * not in the URL, so it never lands in access logs.
 *
 * Each upgrade spends one socket of the address's budget (429 + Retry-After when none is
 * left); the room itself refuses an upgrade past its socket cap (503 `room-crowded`). A
 * browser cannot read the status of a refused upgrade (its socket just closes, 1006), so
 * the same URL without `Upgrade` answers why the next upgrade would be refused, spending
 * nothing: 429, 503 or 404; and 426 `not-websocket` when it would be taken.
 */
export const ws = new Hono<AppEnv>().get('/:id/ws', roomId, async (c) => {
  const room = roomStub(c.env, c.get('roomId'));
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    await spendBudget(c, 'sockets', true);
    unwrap(await room.admits());
    throw apiError(426, 'not-websocket', 'expected a WebSocket upgrade');
  }
  await spendBudget(c, 'sockets');
  return room.fetch(c.req.raw);
});
