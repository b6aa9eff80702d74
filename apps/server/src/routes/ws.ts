import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { apiError } from '../middleware/errors/index.js';
import { roomId } from '../middleware/room-id/index.js';
import { roomStub } from './stub.js';

/**
 * Upgrade to the room's WebSocket. The seat token travels in the first message (`hello`),
 * not in the URL, so it never lands in access logs.
 */
export const ws = new Hono<AppEnv>().get('/:id/ws', roomId, async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw apiError(426, 'not-websocket', 'expected a WebSocket upgrade');
  return roomStub(c.env, c.get('roomId')).fetch(c.req.raw);
});
