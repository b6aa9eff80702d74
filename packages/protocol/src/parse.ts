import * as v from 'valibot';
import type { ErrorCode } from './errors.js';
import { CLIENT_SCHEMAS, MAX_MESSAGE_BYTES, type ClientMessage } from './messages.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string; id?: string | number };

const encoder = new TextEncoder();

/** Byte length of a frame as it came off the wire. */
export function frameBytes(raw: string | ArrayBuffer | ArrayBufferView): number {
  if (typeof raw === 'string') {
    // Cheap bound first: a UTF-8 string has at most 3 bytes per UTF-16 unit.
    if (raw.length * 3 <= MAX_MESSAGE_BYTES) return raw.length;
    return encoder.encode(raw).byteLength;
  }
  return raw.byteLength;
}

/**
 * Turns one WebSocket frame into a client message or a typed refusal. Never throws: every
 * path out of here is a value, so a bad frame cannot take the room down.
 */
export function parseClientMessage(raw: string | ArrayBuffer | ArrayBufferView): Parsed<ClientMessage> {
  if (frameBytes(raw) > MAX_MESSAGE_BYTES) {
    return { ok: false, code: 'message-too-large', message: `frames are limited to ${MAX_MESSAGE_BYTES} bytes` };
  }
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return { ok: false, code: 'bad-json', message: 'binary frame is not UTF-8 text' };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', message: 'frame is not valid JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, code: 'bad-message', message: 'a message is a JSON object' };
  }
  const rec = data as Record<string, unknown>;
  const id = typeof rec.id === 'string' || typeof rec.id === 'number' ? rec.id : undefined;
  const type = rec.type;
  if (typeof type !== 'string') {
    return withId({ ok: false, code: 'bad-message', message: 'a message needs a string "type"' }, id);
  }
  if (!Object.hasOwn(CLIENT_SCHEMAS, type)) {
    return withId({ ok: false, code: 'unknown-type', message: `unknown message type "${type.slice(0, 40)}"` }, id);
  }
  const schema = CLIENT_SCHEMAS[type as keyof typeof CLIENT_SCHEMAS];
  const r = v.safeParse(schema, data);
  if (!r.success) {
    const issue = r.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    return withId({ ok: false, code: 'bad-message', message: `invalid ${type}${path ? ` at ${path}` : ''}: ${issue?.message ?? 'schema mismatch'}` }, id);
  }
  return { ok: true, value: r.output as ClientMessage };
}

type Refusal = { ok: false; code: ErrorCode; message: string; id?: string | number };

function withId(p: Refusal, id: string | number | undefined): Refusal {
  return id === undefined ? p : { ...p, id };
}

/** Validates an HTTP body; the message names the first offending field. */
export function parseBody<S extends v.GenericSchema>(schema: S, data: unknown): Parsed<v.InferOutput<S>> {
  const r = v.safeParse(schema, data);
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  return { ok: false, code: 'bad-request', message: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid body'}` };
}
