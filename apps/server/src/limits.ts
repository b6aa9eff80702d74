/**
 * Every limit of the server, read from the Worker's environment (wrangler `vars`, or
 * `--var NAME:value` for `wrangler dev`), typed, with defaults. A value that is not a
 * number in range is ignored with a warning: a typo must not switch a limit off.
 * apps/server/README.md ("Limits") lists them.
 */
import { LEVELS, levelOf } from '@carc/bots/levels';
import { CHAT_RATE, RATE_LIMIT, type BotLevel } from '@carc/protocol';

interface VarSpec {
  default: number;
  /** Smallest accepted value; `above` true: the value must be strictly greater. */
  min: number;
  above?: boolean;
  integer?: boolean;
}

export const LIMIT_VARS = {
  /** Seconds without any socket or input after which a room deletes itself. */
  ROOM_TTL_SECONDS: { default: 86400, min: 0, above: true },
  /** Per-socket token bucket: refill per second, and burst. */
  RATE_LIMIT_PER_SECOND: { default: RATE_LIMIT.perSecond, min: 0, above: true },
  RATE_LIMIT_BURST: { default: RATE_LIMIT.burst, min: 1 },
  /** Spectator sockets per room; a room takes at most seats + this many sockets. */
  ROOM_MAX_SPECTATORS: { default: 32, min: 0, integer: true },
  /** A socket that says no `hello` this long after opening is closed. */
  HELLO_TIMEOUT_SECONDS: { default: 10, min: 0, above: true },
  /** Changes to the seats go out as one `seats` frame once they have been quiet this long… */
  SEATS_BATCH_MS: { default: 100, min: 0 },
  /** …or this long after the batch's first change, whichever comes first. */
  SEATS_BATCH_MAX_MS: { default: 1000, min: 0 },
  /** Per address (CF-Connecting-IP): rooms created, burst and refill per minute. */
  ADDRESS_ROOMS_BURST: { default: 10, min: 1 },
  ADDRESS_ROOMS_PER_MINUTE: { default: 10, min: 0, above: true },
  /** Per address: WebSocket upgrades, burst and refill per minute. */
  ADDRESS_SOCKETS_BURST: { default: 60, min: 1 },
  ADDRESS_SOCKETS_PER_MINUTE: { default: 60, min: 0, above: true },
  /** A person's seat disconnected this long has a bot play its decisions until they return. */
  BOT_GRACE_SECONDS: { default: 30, min: 0 },
  /**
   * Most playouts a room's bot (any level) or a hint may run per decision, the wasm search's
   * and the rules-engine search's alike: a level's own budget below it stands. The default
   * caps nothing (the strongest level plays its full budget); a tight plan lowers it.
   */
  BOT_PLAYOUT_CAP: { default: 1_000_000, min: 1, integer: true },
  // ---- turn-based rooms, chat and the archive ----
  /**
   * A turn-based room whose game is unfinished never expires while a clock runs for it;
   * when none runs (no limit, waiting for players, or waiting for a skip) it deletes itself
   * after this long without any input or socket.
   */
  TURN_ROOM_IDLE_SECONDS: { default: 30 * 86400, min: 0, above: true },
  /** A finished game whose archive write failed is tried again this long after. */
  ARCHIVE_RETRY_SECONDS: { default: 60, min: 0, above: true },
  /** Archived games older than this many days are removed; 0 keeps them for ever. */
  ARCHIVE_RETENTION_DAYS: { default: 0, min: 0 },
  /** Chat per sender: messages at once, and seconds per message after that. */
  CHAT_BURST: { default: CHAT_RATE.burst, min: 1, integer: true },
  CHAT_EVERY_SECONDS: { default: CHAT_RATE.everySeconds, min: 0 },
} as const satisfies Record<string, VarSpec>;

export type LimitVar = keyof typeof LIMIT_VARS;
/** The variables that name a bot level (@carc/bots/levels), with their defaults. */
export const LEVEL_VARS = {
  /** The level of the bot that plays for an absent person; `beginner` fits the free plan's 10 ms (README "Bots"). */
  BOT_STAND_IN: 'beginner',
  /** The strongest level a room may seat: creating a room with a stronger bot is refused. */
  BOT_MAX_LEVEL: LEVELS[LEVELS.length - 1]!.name,
  /** The level whose budget a hint searches with (rooms created with `hints: true`). */
  BOT_HINT_LEVEL: 'expert',
} as const;
export type LevelVar = keyof typeof LEVEL_VARS;

export type LimitEnv = Partial<Record<LimitVar, string | number>> & Partial<Record<LevelVar, string>>;

/** A level-naming variable: a known level name, else its default with a warning. */
export function levelVar(env: LimitEnv, name: LevelVar): BotLevel {
  const raw = env[name];
  if (raw === undefined || raw === '') return LEVEL_VARS[name];
  if (levelOf(raw)) return raw;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`${name}=${JSON.stringify(raw)} is not a bot level (${LEVELS.map((l) => l.name).join(', ')}, random); using ${LEVEL_VARS[name]}`);
  }
  return LEVEL_VARS[name];
}

const warned = new Set<string>();

export function limitVar(env: LimitEnv, name: LimitVar): number {
  const spec: VarSpec = LIMIT_VARS[name];
  const raw = env[name];
  if (raw === undefined || raw === '') return spec.default;
  const n = typeof raw === 'number' ? raw : Number(raw);
  const ok = Number.isFinite(n) && (spec.above ? n > spec.min : n >= spec.min) && (!spec.integer || Number.isInteger(n));
  if (ok) return n;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`${name}=${JSON.stringify(raw)} is not a valid limit; using ${spec.default}`);
  }
  return spec.default;
}

export interface RoomLimits {
  ttlMs: number;
  rateLimit: { burst: number; perSecond: number };
  maxSpectators: number;
  helloTimeoutMs: number;
  seatsBatchMs: number;
  seatsBatchMaxMs: number;
  /** Disconnection grace before a bot plays for a person's seat. */
  botGraceMs: number;
  /** Most playouts per decision of any room bot or hint (BOT_PLAYOUT_CAP). */
  botPlayoutCap: number;
  standInBot: BotLevel;
  /** The strongest level a room may seat. */
  maxBotLevel: BotLevel;
  /** The level whose budget hints search with. */
  hintLevel: BotLevel;
  /** Idle expiry of an unfinished turn-based room whose clock does not run. */
  turnIdleTtlMs: number;
  archiveRetryMs: number;
  chat: { burst: number; everyMs: number };
}

export interface Budget {
  burst: number;
  perMinute: number;
}

export interface AddressLimits {
  rooms: Budget;
  sockets: Budget;
}

export function roomLimits(env: LimitEnv): RoomLimits {
  return {
    ttlMs: limitVar(env, 'ROOM_TTL_SECONDS') * 1000,
    rateLimit: { burst: limitVar(env, 'RATE_LIMIT_BURST'), perSecond: limitVar(env, 'RATE_LIMIT_PER_SECOND') },
    maxSpectators: limitVar(env, 'ROOM_MAX_SPECTATORS'),
    helloTimeoutMs: limitVar(env, 'HELLO_TIMEOUT_SECONDS') * 1000,
    seatsBatchMs: limitVar(env, 'SEATS_BATCH_MS'),
    seatsBatchMaxMs: limitVar(env, 'SEATS_BATCH_MAX_MS'),
    botGraceMs: limitVar(env, 'BOT_GRACE_SECONDS') * 1000,
    botPlayoutCap: limitVar(env, 'BOT_PLAYOUT_CAP'),
    standInBot: levelVar(env, 'BOT_STAND_IN'),
    maxBotLevel: levelVar(env, 'BOT_MAX_LEVEL'),
    hintLevel: levelVar(env, 'BOT_HINT_LEVEL'),
    turnIdleTtlMs: limitVar(env, 'TURN_ROOM_IDLE_SECONDS') * 1000,
    archiveRetryMs: limitVar(env, 'ARCHIVE_RETRY_SECONDS') * 1000,
    chat: { burst: limitVar(env, 'CHAT_BURST'), everyMs: limitVar(env, 'CHAT_EVERY_SECONDS') * 1000 },
  };
}

export function addressLimits(env: LimitEnv): AddressLimits {
  return {
    rooms: { burst: limitVar(env, 'ADDRESS_ROOMS_BURST'), perMinute: limitVar(env, 'ADDRESS_ROOMS_PER_MINUTE') },
    sockets: { burst: limitVar(env, 'ADDRESS_SOCKETS_BURST'), perMinute: limitVar(env, 'ADDRESS_SOCKETS_PER_MINUTE') },
  };
}

export const DEFAULT_ROOM_LIMITS: RoomLimits = roomLimits({});
