/**
 * Turn-based play over days: the clock a room chooses at creation, and "my games" (one
 * request that tells a device about every room where it holds a seat).
 *
 * A turn-based room gives each seat a time bank. The bank of the seat whose decision is
 * pending runs down; when that seat's turn ends it gains `perMoveSeconds`, never above
 * `bankSeconds`. When a bank runs out the room does what its creator chose (`onTimeout`):
 * `bot`, the stand-in bot plays that turn; `skip`, any other player may skip it. A bank of
 * `null` is "no limit": nothing runs out.
 */
import * as v from 'valibot';

const DAY = 86_400;

/** The longest bank or per-move time a room accepts: 14 days. */
export const MAX_CLOCK_SECONDS = 14 * DAY;
/** The shortest bank: a turn-based room is not a live one. */
export const MIN_BANK_SECONDS = 60;

export const TIMEOUT_POLICIES = ['bot', 'skip'] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** The speed profiles the app offers; each is a bank and a per-move gain. */
export const TURN_PROFILES = {
  /** 1 day to start, 12 hours more per move. */
  quick: { bankSeconds: DAY, perMoveSeconds: DAY / 2 },
  /** 3 days to start, 1 day more per move (the usual pace of turn-based sites). */
  standard: { bankSeconds: 3 * DAY, perMoveSeconds: DAY },
  /** 7 days to start, 2 days more per move. */
  relaxed: { bankSeconds: 7 * DAY, perMoveSeconds: 2 * DAY },
  /** No clock: for friends; nothing ever runs out. */
  'no-limit': { bankSeconds: null, perMoveSeconds: 0 },
} as const satisfies Record<string, { bankSeconds: number | null; perMoveSeconds: number }>;
export type TurnProfile = keyof typeof TURN_PROFILES;
export const TURN_PROFILE_NAMES = Object.keys(TURN_PROFILES) as TurnProfile[];

const ClockSeconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CLOCK_SECONDS));

/**
 * `turnBased` of `POST /api/rooms`: a profile, or its fields given one by one (a field
 * given wins over the profile's). Without a profile and without `bankSeconds`: `standard`.
 */
export const TurnBasedSchema = v.pipe(
  v.strictObject({
    profile: v.optional(v.picklist(TURN_PROFILE_NAMES)),
    bankSeconds: v.optional(v.nullable(v.pipe(ClockSeconds, v.minValue(MIN_BANK_SECONDS)))),
    perMoveSeconds: v.optional(ClockSeconds),
    onTimeout: v.optional(v.picklist(TIMEOUT_POLICIES), 'bot'),
  }),
  v.transform((c) => {
    const base = TURN_PROFILES[c.profile ?? 'standard'];
    const bankSeconds = c.bankSeconds !== undefined ? c.bankSeconds : base.bankSeconds;
    return {
      ...(c.profile !== undefined ? { profile: c.profile } : {}),
      bankSeconds,
      // Without a bank there is nothing to add to.
      perMoveSeconds: bankSeconds === null ? 0 : Math.min(c.perMoveSeconds ?? base.perMoveSeconds, bankSeconds),
      onTimeout: c.onTimeout,
    };
  }),
);
export type TurnBasedRequest = v.InferInput<typeof TurnBasedSchema>;
export type TurnBasedConfig = v.InferOutput<typeof TurnBasedSchema>;

/**
 * Each seat's clock, sent with the turn of a turn-based room. `banks[seat]` is the seat's
 * time left in ms at `since` (server time); the pending seat's bank runs from `since`, so
 * its time left at server time `t` is `banks[seat] - (t - since)`. Null banks: no limit.
 */
export interface Clocks {
  banks: number[] | null;
  since: number;
  /** The pending seat ran out of time and the room waits for another player to skip it. */
  skippable?: boolean;
}

// ---------------------------------------------------------------------------------------
// My games: `POST /api/my-games`

/** Rooms per request at most (a device with more asks again with the rest). */
export const MAX_MY_GAMES = 100;
/** The request is larger than the routes' usual 4 KB: 100 rooms of about 75 bytes. */
export const MY_GAMES_MAX_BYTES = 16 * 1024;

/**
 * The device's seats, in the body (never in a URL): each room id with the seat token this
 * device holds for it. The server answers only for seats whose token matches.
 */
export const MyGamesSchema = v.strictObject({
  seats: v.pipe(
    v.array(v.strictObject({ room: v.pipe(v.string(), v.regex(/^[a-z2-7]{12}$/)), token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) })),
    v.maxLength(MAX_MY_GAMES),
  ),
});
export type MyGamesRequest = v.InferInput<typeof MyGamesSchema>;

/** What one room tells a seat holder about their game. */
export interface MyGame {
  room: string;
  /** The seat this device's token holds. */
  seat: number;
  status: 'waiting' | 'playing' | 'ended';
  players: (string | null)[];
  /** Whose decision is pending (null: none) and its deadline. */
  turn: { player: number | null; deadline: number | null };
  /** True when the pending decision is this seat's. */
  yourTurn: boolean;
  /** A turn-based room's clocks (absent for live rooms). */
  clocks?: Clocks;
  turnBased: TurnBasedConfig | null;
  expansions: string[];
  /** The latest accepted action: who and when (its content is in the room). */
  lastMove: { seq: number; actor: number; at: number; type: string } | null;
  seq: number;
  /** Final scores and winners, once ended. */
  result?: unknown;
  /** The room is gone and this comes from the archive (finished games only). */
  archived?: boolean;
}

export interface MyGamesResponse {
  /** Server time (ms), to count the clocks down with. */
  now: number;
  /** One entry per room whose token matched, "your turn" first, then by deadline. */
  games: MyGame[];
}
