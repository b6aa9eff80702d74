/** Writing to one socket: the only two shapes the room sends outside updates and welcomes. */
import type { ErrorCode, ErrorMessage } from '@carc/protocol';
import type { Conn } from './conn.js';

export function sendTo(conn: Conn, text: string): void {
  try {
    conn.send(text);
  } catch {
    // A socket that closed under us: its close handler will tidy up.
  }
}

export interface ErrorDetail {
  id?: string | number | undefined;
  /** The rules.md id when the rules engine refused an action. */
  rule?: string | undefined;
  ruleCode?: string | undefined;
}

/** A typed `error` frame; `seq` lets the client tell it is behind. */
export function sendError(conn: Conn, seq: number, code: ErrorCode, message: string, detail: ErrorDetail = {}): void {
  const msg: ErrorMessage = { type: 'error', code, message, seq };
  if (detail.rule !== undefined) msg.rule = detail.rule;
  if (detail.ruleCode !== undefined) msg.ruleCode = detail.ruleCode;
  if (detail.id !== undefined) msg.id = detail.id;
  sendTo(conn, JSON.stringify(msg));
}
