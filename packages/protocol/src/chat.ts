/**
 * Chat in rooms: short messages with the sender's name, kept with the room, never in the
 * game record. A message is cleaned as seat names are (names.ts: NFC, control characters
 * and bidi controls removed, the ends trimmed) and must keep 1 to 500 characters.
 * Clients render it as text only.
 */
import { isInvisible, stripText } from './names.js';

/** Characters (code points) a chat message may have once cleaned. */
export const MAX_CHAT_LENGTH = 500;
/** Raw text a frame may carry before cleaning (UTF-16 units): a bound on the work. */
export const MAX_CHAT_RAW = 2000;
/** Messages a room keeps; older ones are dropped. */
export const CHAT_KEEP = 200;
/** Messages a socket is sent when it joins. */
export const CHAT_HISTORY = 50;
/**
 * Per sender: `burst` messages at once, then one every `everySeconds`. A person typing is
 * well inside it; a script is refused with `chat-rate-limited`.
 */
export const CHAT_RATE = { burst: 5, everySeconds: 2 } as const;

export interface ChatMessage {
  /** Increasing per room. */
  id: number;
  /** The sender's seat; null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  /** Server time (ms). */
  at: number;
}

export type ChatCheck = { ok: true; value: string } | { ok: false; code: 'bad-chat'; message: string };

/** The text to store and send, or a typed refusal (nothing visible, or too long). */
export function cleanChat(raw: string): ChatCheck {
  const tooLong: ChatCheck = { ok: false, code: 'bad-chat', message: `messages are limited to ${MAX_CHAT_LENGTH} characters` };
  if (raw.length > MAX_CHAT_RAW) return tooLong;
  const value = stripText(raw);
  if (isInvisible(value)) return { ok: false, code: 'bad-chat', message: 'the message has no visible character' };
  let n = 0;
  for (const _ of value) if (++n > MAX_CHAT_LENGTH) return tooLong;
  return { ok: true, value };
}
