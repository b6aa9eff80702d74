/**
 * Server refusals as the player reads them: every code of @carc/protocol's ERROR_CODES has
 * its own translated sentence (`err.<code>`), so the screen never shows a raw code such as
 * `room-full: every seat is taken`. The English `message` of the server stays for the
 * console and for codes a newer server may add.
 */
import { isErrorCode, type ErrorCode } from '@carc/protocol';
import { t, type MessageKey } from '../i18n/index.js';

/** A refusal of the room server, HTTP or WebSocket, with its typed code when it had one. */
export class RoomError extends Error {
  constructor(
    readonly code: ErrorCode | null,
    message: string,
  ) {
    super(message);
    this.name = 'RoomError';
  }
}

/** The key of a code's sentence. */
export function errorKey(code: ErrorCode): MessageKey {
  return `err.${code}` as MessageKey;
}

/** The player's sentence for a refusal (or any error thrown on the way, such as a network failure). */
export function errorSentence(e: { code?: unknown; message: string }): string {
  return isErrorCode(e.code) ? t(errorKey(e.code)) : t('online.error', { msg: e.message });
}
