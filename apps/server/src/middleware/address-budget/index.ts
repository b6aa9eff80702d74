import type { Context } from 'hono';
import type { AddressLimits } from '../../limits.js';
import type { AppEnv } from '../../env.js';
import { apiError } from '../errors/index.js';

/**
 * The client's address: `CF-Connecting-IP`, which Cloudflare sets on every request in
 * production (overwriting what a client sent). `wrangler dev` fills it from the peer but
 * keeps one a client sends, so locally it can be spoofed. Without it (tests calling the
 * Worker directly) every request shares one budget.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'unknown';
}

/**
 * Spends one new room or socket from the address's budget (`peek`: only checks), or throws
 * 429 `too-many-requests` with `Retry-After`. On top of the per-socket rate limit, which a
 * client escapes by opening a new socket.
 */
export async function spendBudget(c: Context<AppEnv>, kind: keyof AddressLimits, peek = false): Promise<void> {
  const stub = c.env.ADDRESSES.get(c.env.ADDRESSES.idFromName(clientAddress(c)));
  const r = peek ? await stub.peek(kind) : await stub.take(kind);
  if (!r.ok) {
    const what = kind === 'rooms' ? 'new rooms' : 'connections';
    throw apiError(429, 'too-many-requests', `too many ${what} from this address; try again in ${r.retryAfter} s`, r.retryAfter);
  }
}
