import * as v from 'valibot';
import type { ErrorCode } from './errors.js';
import { CLIENT_SCHEMAS, MAX_MESSAGE_BYTES, MAX_ACTION_NAME_LENGTH, type ActionMessage, type ClientMessage } from './messages.js';

/** Why a frame or body was refused; `id` echoes the refused message's id so a client can match it. */
export interface ProtocolError {
  code: ErrorCode;
  message: string;
  id?: string | number;
}

/** The Result shape of `@carc/rules`: `{ ok: true, value }` or `{ ok: false, error }`. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

function refuse(code: ErrorCode, message: string, id?: string | number): { ok: false; error: ProtocolError } {
  return { ok: false, error: id === undefined ? { code, message } : { code, message, id } };
}

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
    return refuse('message-too-large', `frames are limited to ${MAX_MESSAGE_BYTES} bytes`);
  }
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return refuse('bad-json', 'binary frame is not UTF-8 text');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('bad-json', 'frame is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return refuse('bad-message', 'a message is a JSON object');
  }
  const rec = data as Record<string, unknown>;
  const id = typeof rec.id === 'string' || typeof rec.id === 'number' ? rec.id : undefined;
  const odd = forbiddenKeyPath(rec);
  if (odd) return refuse('forbidden-key', forbiddenMessage(odd), id);
  const type = rec.type;
  if (typeof type !== 'string') {
    return refuse('bad-message', 'a message needs a string "type"', id);
  }
  if (!Object.hasOwn(CLIENT_SCHEMAS, type)) {
    return refuse('unknown-type', `unknown message type "${type.slice(0, 40)}"`, id);
  }
  if (type === 'action') {
    const fast = plainAction(rec);
    if (fast) return { ok: true, value: fast };
  }
  const schema = CLIENT_SCHEMAS[type as keyof typeof CLIENT_SCHEMAS];
  const r = v.safeParse(schema, data);
  if (!r.success) {
    const issue = r.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    return refuse('bad-message', `invalid ${type}${path ? ` at ${path}` : ''}: ${issue?.message ?? 'schema mismatch'}`, id);
  }
  return { ok: true, value: r.output as ClientMessage };
}

const ACTION_KEYS = new Set(['type', 'seq', 'action', 'id']);

/**
 * Keys refused anywhere in a message or body. JSON.parse makes them ordinary own keys, but
 * valibot's object schemas drop them without a word, and code that copies objects key by
 * key could plant them on a prototype: a client that sends one is told so instead.
 */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

function isForbidden(k: string): boolean {
  return k === '__proto__' || k === 'constructor' || k === 'prototype';
}

/** Whether a forbidden key occurs anywhere in `v`: the check every frame pays, so without allocation. */
function hasForbiddenKey(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasForbiddenKey(v[i])) return true;
    return false;
  }
  // JSON.parse's objects inherit nothing enumerable, so for-in lists exactly their own keys.
  for (const k in v) if (isForbidden(k) || hasForbiddenKey((v as Record<string, unknown>)[k])) return true;
  return false;
}

/** The path (`['action', 'spot', '__proto__']`) of the first forbidden key in `v`, or null. */
export function forbiddenKeyPath(v: unknown): string[] | null {
  if (!hasForbiddenKey(v)) return null;
  return pathTo(v as object);
}

function pathTo(v: object): string[] {
  const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
  for (const [k, x] of entries) {
    if (!Array.isArray(v) && isForbidden(k)) return [k];
    if (hasForbiddenKey(x)) return [k, ...pathTo(x as object)];
  }
  return [];
}

function forbiddenMessage(path: string[]): string {
  const key = path[path.length - 1]!;
  return path.length === 1 ? `the key "${key}" is not allowed` : `the key "${key}" is not allowed (at ${path.slice(0, -1).join('.')})`;
}

/**
 * The common case of `ActionSchema` without the schema machinery (an action frame is the
 * one message of the hot path): every check of the schema, and the same output, for a
 * frame whose action object starts with its `type`. Anything else (a missing or extra key,
 * a bad value, an unusual key order) returns null and goes through valibot, which gives
 * the exact refusal or output; parse.test.ts compares both on random frames.
 */
function plainAction(rec: Record<string, unknown>): ActionMessage | null {
  for (const k in rec) if (!ACTION_KEYS.has(k)) return null;
  const { seq, action, id } = rec;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0) return null;
  if (id !== undefined && !(typeof id === 'string' ? id.length <= MAX_ACTION_NAME_LENGTH : typeof id === 'number' && Number.isFinite(id))) return null;
  if (!Object.hasOwn(rec, 'action') || typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const a = action as Record<string, unknown>;
  // Forbidden keys were refused before the fast path: only the key order is left to check.
  for (const k in a) {
    if (k !== 'type') return null;
    break;
  }
  if (typeof a.type !== 'string' || a.type.length > MAX_ACTION_NAME_LENGTH) return null;
  // The frame was just parsed from JSON: its objects belong to nobody else.
  return id === undefined ? { type: 'action', seq, action: a as ActionMessage['action'] } : { type: 'action', seq, action: a as ActionMessage['action'], id: id as string | number };
}

/** Validates an HTTP body; the message names the first offending field. */
export function parseBody<S extends v.GenericSchema>(schema: S, data: unknown): Parsed<v.InferOutput<S>> {
  const odd = forbiddenKeyPath(data);
  if (odd) return refuse('forbidden-key', forbiddenMessage(odd));
  const r = v.safeParse(schema, data);
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  return refuse('bad-request', `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid body'}`);
}
