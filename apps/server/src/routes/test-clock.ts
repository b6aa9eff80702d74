import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { testClock } from '../clock/clock.js';
import type { AppEnv } from '../env.js';
import { apiError } from '../middleware/errors/index.js';
import { roomStub } from './stub.js';

interface TestClockBody {
  /** How far ahead of the system clock the test clock runs from now on, ms (it never moves back). */
  offsetMs: number;
  /** Rooms that act at once on what fell due (their alarms were set in system time). */
  rooms: string[];
}

function parse(value: unknown): TestClockBody {
  const b = value as Partial<TestClockBody> | null;
  const rooms = b?.rooms ?? [];
  if (typeof b !== 'object' || b === null || !Number.isSafeInteger(b.offsetMs) || (b.offsetMs as number) < 0) throw apiError(400, 'bad-request', 'offsetMs: a whole number of ms ≥ 0');
  if (!Array.isArray(rooms) || rooms.length > 100 || !rooms.every((r) => typeof r === 'string' && /^[a-z2-7]{12}$/.test(r))) throw apiError(400, 'bad-request', 'rooms: up to 100 room ids');
  return { offsetMs: b.offsetMs as number, rooms };
}

/**
 * `POST /api/test/clock`: only under `wrangler dev --var TEST_CLOCK:1` (the browser tests
 * move the clock by a day instead of waiting one). app.ts lets it through only then; a
 * deployed Worker never sets the var, and without it this answers 404 like any unknown route.
 */
export const testClockRoute = new Hono<AppEnv>().post('/', validator('json', parse), async (c) => {
  const { offsetMs, rooms } = c.req.valid('json');
  testClock.moveTo(offsetMs);
  const ticked = await Promise.all(rooms.map(async (room) => ({ room, now: await roomStub(c.env, room).testTick(testClock.offsetMs) })));
  return c.json({ offsetMs: testClock.offsetMs, now: testClock.now(), rooms: ticked });
});
