import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { apiError, notFound, onError } from './index.js';

const app = new Hono()
  .get('/typed', () => {
    throw apiError(409, 'seat-taken', 'seat 1 is taken');
  })
  .get('/plain', () => {
    throw new HTTPException(400, { message: 'nope' });
  })
  .get('/bug', () => {
    throw new Error('secret internals');
  })
  .notFound(notFound)
  .onError(onError);

describe('error handler', () => {
  it('keeps a typed API error as it is', async () => {
    const res = await app.request('/typed');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'seat-taken', message: 'seat 1 is taken' } });
  });
  it('gives a plain HTTPException a code from its status', async () => {
    const res = await app.request('/plain');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad-request', message: 'nope' } });
  });
  it('turns a bug into a 500 that does not show the error', async () => {
    const orig = console.error;
    console.error = () => {};
    try {
      const res = await app.request('/bug');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('secret internals');
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'internal error' } });
    } finally {
      console.error = orig;
    }
  });
  it('answers unknown routes with a typed 404', async () => {
    const res = await app.request('/nowhere');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-request');
  });
});
