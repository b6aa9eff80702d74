import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.js';
import { apiError } from '../errors/index.js';

/** Room ids are what `newRoomId` makes; anything else is refused before a Durable Object is woken. */
export const ROOM_ID = /^[a-z2-7]{12}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 60 random bits in base32: short enough for a link, too many to guess. */
export function newRoomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += ALPHABET[b & 31];
  return s;
}

export const roomId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.param('id');
  if (!id || !ROOM_ID.test(id)) throw apiError(404, 'room-not-found', 'no such room');
  c.set('roomId', id);
  await next();
});
