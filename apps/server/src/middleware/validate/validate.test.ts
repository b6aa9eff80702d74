import { CreateRoomSchema } from '@carc/protocol';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { onError } from '../errors/index.js';
import { jsonBody } from './index.js';

const app = new Hono().post('/', jsonBody(CreateRoomSchema), (c) => c.json(c.req.valid('json'))).onError(onError);
const post = (body: string) => app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('jsonBody validator', () => {
  it('passes a valid body with defaults filled in', async () => {
    const res = await post('{"seats":3}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ seats: 3, expansions: [], options: {}, turnSeconds: null });
  });
  it.each([
    ['malformed JSON', '{"seats":'],
    ['too few seats', '{"seats":1}'],
    ['too many seats', '{"seats":6}'],
    ['fractional seats', '{"seats":2.5}'],
    ['unknown expansion', '{"seats":2,"expansions":["dragons"]}'],
    ['repeated expansion', '{"seats":2,"expansions":["easter","easter"]}'],
    ['unknown field', '{"seats":2,"admin":true}'],
    ['turn timer too short', '{"seats":2,"turnSeconds":1}'],
  ])('%s → 400 bad-request', async (_n, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-request');
  });
});
