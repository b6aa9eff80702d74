/**
 * The types every room module shares: the slice of @carc/rules a room drives, and the
 * value-or-typed-refusal its commands answer with. Kept apart from the room's classes so
 * that frames.ts and the authority need not import each other.
 */
import type * as rulesModule from '@carc/rules';
import type { ErrorCode } from '@carc/protocol';

/** The part of @carc/rules a room uses; injectable so tests can drive a scripted engine. */
export type RulesEngine = Pick<
  typeof rulesModule,
  'createGame' | 'apply' | 'legalActions' | 'pendingDecision' | 'view' | 'viewEvents' | 'result' | 'toRecord'
>;

export type HttpStatus = 400 | 403 | 404 | 409 | 410 | 429 | 500 | 503;

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string; status: HttpStatus };

export function fail<T>(code: ErrorCode, message: string, status: HttpStatus): Outcome<T> {
  return { ok: false, code, message, status };
}

/**
 * What a client hears when the server itself failed: no exception text, no stack, no
 * storage detail (those go to the server log), only that the fault is not the client's.
 */
export const INTERNAL_MESSAGE = 'the server failed to handle this request; nothing changed';
