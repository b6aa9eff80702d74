import type { ErrorCode } from '@carc/protocol';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Body of every failed API call: a typed code a client can switch on. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

/** The typed JSON error response; `retryAfter` (seconds) sets `Retry-After` (429, 503). */
export function refusal(status: ContentfulStatusCode, code: ErrorCode, message: string, retryAfter?: number): Response {
  const body: ApiErrorBody = { error: { code, message } };
  return Response.json(body, { status, headers: retryAfter !== undefined ? { 'Retry-After': String(retryAfter) } : {} });
}

/** An HTTPException whose response already is the typed JSON error body. */
export function apiError(status: ContentfulStatusCode, code: ErrorCode, message: string, retryAfter?: number): HTTPException {
  return new HTTPException(status, { message, res: refusal(status, code, message, retryAfter) });
}

const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = { 400: 'bad-request', 404: 'room-not-found', 413: 'message-too-large', 426: 'not-websocket', 429: 'too-many-requests', 503: 'room-crowded' };

/** Every exception becomes a typed JSON error; a bug becomes a 500 without a stack trace. */
export const onError: ErrorHandler = (err, c: Context) => {
  if (err instanceof HTTPException) {
    if (err.res && err.res.headers.get('content-type')?.includes('application/json')) return err.res;
    const status = err.status;
    const body: ApiErrorBody = { error: { code: CODE_FOR_STATUS[status] ?? (status < 500 ? 'bad-request' : 'internal'), message: err.message || 'request refused' } };
    return c.json(body, status);
  }
  console.error('unhandled error', err);
  return c.json({ error: { code: 'internal', message: 'internal error' } } satisfies ApiErrorBody, 500);
};

export const notFound: NotFoundHandler = (c) =>
  c.json({ error: { code: 'bad-request', message: `no route ${c.req.method} ${new URL(c.req.url).pathname}` } } satisfies ApiErrorBody, 404);
