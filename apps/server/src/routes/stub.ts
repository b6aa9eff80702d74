import type { Env } from '../env.js';
import type { Outcome } from '../room/engine.js';
import { apiError } from '../middleware/errors/index.js';

export function roomStub(env: Env, id: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

/** The Durable Object answers with values, not exceptions (RPC would lose their type). */
export function unwrap<T>(r: Outcome<T>): T {
  if (!r.ok) throw apiError(r.status, r.code, r.message);
  return r.value;
}
