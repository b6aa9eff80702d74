/**
 * The time the server's rules read. Minimal on purpose: issue #27 point 1 brings the one
 * injectable clock of the room (branch `turn-based`); until it lands, the seat transfer and
 * the push modules take this interface, and the room hands them its host (whose `now()` is
 * that clock), so tests move time instead of waiting.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}
