/**
 * The time the seat transfer and push modules read: the `now` of the server's one clock
 * (clock/clock.ts), which the room hands them through its host, so tests move time instead
 * of waiting.
 */
import type { Clock as ServerClock } from './clock/clock.js';

export type Clock = Pick<ServerClock, 'now'>;
