/**
 * Typed error codes of the room protocol. Every rejected input gets exactly one of these in
 * an `error` message (WebSocket) or an `{ error: { code, message } }` body (HTTP), so a
 * client can react by code and never has to parse English.
 */
export const ERROR_CODES = [
  // transport / framing
  'bad-json', // the frame is not JSON
  'bad-message', // JSON, but not a valid message of a known type (schema violation)
  'forbidden-key', // a key named __proto__, constructor or prototype, at any depth
  'unknown-type', // `type` names no client message
  'message-too-large', // frame longer than MAX_MESSAGE_BYTES
  'rate-limited', // more frames than the per-socket budget allows
  'unsupported-version', // `hello.v` is not PROTOCOL_VERSION
  // session
  'hello-required', // a message other than `hello` before the `hello`
  'already-joined', // a second `hello` on the same socket
  'bad-token', // the seat token matches no seat of this room
  'spectator', // a spectator tried to act
  // game flow
  'game-not-started', // an action before every seat is taken
  'game-over', // an action after the game ended
  'not-your-turn', // the pending decision belongs to another seat
  'stale-state', // the action was meant for another state number than the current one
  'illegal-action', // @carc/rules refused the action (`rule` says which rule)
  'hints-off', // a hint asked for in a room created without `hints: true`
  // HTTP
  'bad-request', // a route's body or parameters failed validation
  'room-not-found',
  'room-exists',
  'room-full', // every seat is taken
  'seat-taken', // the requested seat is taken
  'not-finished', // the room's log is published only after the game ended
  'not-websocket', // the ws route was called without an Upgrade header
  'internal', // a bug: the server could not handle the input (state is unchanged)
  // limits (apps/server README, "Limits")
  'room-crowded', // the room has as many sockets (or spectators) as it takes
  'too-many-requests', // this address used up its budget of new rooms or sockets (HTTP 429)
  'hello-timeout', // the socket said no `hello` in time; it is closed next
  'bad-name', // a seat name that is empty or invisible once cleaned (names.ts)
  // turn-based play and chat (turns.ts, chat.ts)
  'bad-chat', // a chat message with nothing visible, or longer than MAX_CHAT_LENGTH once cleaned
  'chat-rate-limited', // more chat messages than CHAT_RATE allows; nothing was sent
  'chat-closed', // a spectator wrote, in a room whose creator lets spectators only read
  'not-skippable', // a skip while the pending seat still has time, or in a room that does not skip
  // seat transfer and "your turn" push (#27 points 4-5; apps/server README)
  'seat-moved', // the seat moved to another device: this token no longer holds it
  'transfer-unknown', // no live transfer code of this room has this value
  'transfer-expired', // the transfer code is older than TRANSFER_CODE_SECONDS
  'transfer-used', // the transfer code was redeemed already (codes are single-use)
  'bad-subscription', // a push subscription the server refuses (not https, unknown push service, bad keys)
  'push-unavailable', // this server has no VAPID keys: push notifications are off
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && (ERROR_CODES as readonly string[]).includes(x);
}
