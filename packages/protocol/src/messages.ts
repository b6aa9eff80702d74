/**
 * Messages of the room WebSocket and bodies of the HTTP routes, as valibot schemas (checked
 * at run time on the server, usable by the web app) and the TypeScript types they imply.
 *
 * Game payloads (actions, views, events, results) belong to `@carc/rules`; the protocol
 * checks only their envelope and leaves their meaning to the rules engine, which already
 * answers every malformed action with a typed error instead of throwing.
 */
import * as v from 'valibot';
import type { ExpansionId } from '@carc/rules';
import type { ErrorCode } from './errors.js';
import type { ViewPatch } from './patch.js';
import { MAX_CHAT_RAW, type ChatMessage } from './chat.js';
import { MAX_NAME_LENGTH } from './names.js';
import { TurnBasedSchema, type Clocks } from './turns.js';

/** Bumped on every incompatible change; a `hello` with another number is refused. */
export const PROTOCOL_VERSION = 1;

/** Longest client frame accepted, in bytes (UTF-8). A legal action is well under 1 KB. */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * Per-socket token bucket: `burst` frames at once, refilled at `perSecond`. Generous for a
 * human or a bot (a turn is a handful of frames) and cheap to enforce.
 */
export const RATE_LIMIT = { burst: 60, perSecond: 30 } as const;
/** A socket refused this many times in all is closed (1008): within the limit a client never is. */
export const RATE_LIMIT_CLOSE_AFTER = 200;

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
export const MIN_TURN_SECONDS = 5;

/**
 * A bot level a room can seat (and the server's stand-in plays at), by name: the ladder of
 * `@carc/bots/levels` (`newcomer` ... `master`), `random`, and the names rooms used before
 * the ladder (`greedy`, `strong`). The schema checks the form only; the server refuses a name
 * the ladder does not know (`bad-request`), so the table stays in one place.
 */
export const BotLevelSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a bot level is a lower-case name'));
export type BotLevel = string;
/** `bot`: a bot chosen at the room's creation plays the seat for the whole game. */
export type SeatKind = 'human' | 'bot';
export const MAX_TURN_SECONDS = 3600;

// Kept literal (not imported at run time from @carc/rules) so the schemas load without the
// engine; `satisfies` below keeps the list in step with the engine's type.
export const EXPANSIONS = ['christmas-gift', 'gifts', 'festival', 'easter'] as const satisfies readonly ExpansionId[];
type _AllExpansionsListed = Exclude<ExpansionId, (typeof EXPANSIONS)[number]> extends never ? true : never;
const _allExpansionsListed: _AllExpansionsListed = true;
void _allExpansionsListed;

// ---------------------------------------------------------------------------------------
// HTTP bodies

export const CreateRoomSchema = v.strictObject({
  seats: v.pipe(v.number(), v.integer(), v.minValue(MIN_SEATS), v.maxValue(MAX_SEATS)),
  expansions: v.optional(v.pipe(v.array(v.picklist(EXPANSIONS)), v.maxLength(EXPANSIONS.length), v.check((a) => new Set(a).size === a.length, 'expansions repeat')), []),
  options: v.optional(
    v.strictObject({
      easterDie: v.optional(v.picklist(['1-1-2-2-3-3', 'd6-mapped', 'fixed-2'])),
    }),
    {},
  ),
  /** Seconds per decision; when it runs out the room plays a default move for the seat. */
  turnSeconds: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(MIN_TURN_SECONDS), v.maxValue(MAX_TURN_SECONDS))), null),
  /**
   * Opt in to the list of open rooms (`GET /api/lobby`) under this name (cleaned as seat
   * names are, names.ts), until every seat is taken. Absent: the room is reached by its link only.
   */
  listAs: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_NAME_LENGTH))),
  /**
   * Bots by seat (index = seat, null = a person): these seats are taken at creation and
   * played by the server. At least one seat stays for a person.
   */
  bots: v.optional(v.pipe(v.array(v.nullable(BotLevelSchema)), v.maxLength(MAX_SEATS))),
  /**
   * Players may ask the room for a hint (`hint` message): the strong bot's move from their
   * own view, never from hidden information. Off unless the creator turns it on; everyone in
   * the room is told (`welcome.hints`, `RoomInfo.config.hints`).
   */
  hints: v.optional(v.boolean()),
  // ---- turn-based play and chat (turns.ts, chat.ts) ----
  /** Turn-based: a time bank per seat instead of the live turn timer (not both). */
  turnBased: v.optional(TurnBasedSchema),
  /** Whether spectators may write in the room's chat (they always read it). */
  spectatorChat: v.optional(v.boolean()),
});
export type CreateRoomRequest = v.InferInput<typeof CreateRoomSchema>;
export type RoomConfig = v.InferOutput<typeof CreateRoomSchema>;

export const JoinSeatSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_NAME_LENGTH)),
  /** A specific seat (0-based); the first free one when absent. */
  seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1))),
});
export type JoinSeatRequest = v.InferInput<typeof JoinSeatSchema>;

/** Ask a finished room for a rematch; the seat token proves the asker played in it. */
export const RematchSchema = v.strictObject({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });
export type RematchRequest = v.InferInput<typeof RematchSchema>;

/** `POST /api/rooms/:id/rematch`: the new room, where every seat token of the old one holds the same seat. */
export interface RematchResponse {
  room: string;
  next: string;
}

/** One open public room in the lobby: public facts only (no tokens, no seed, no player but the count). */
export interface LobbyEntry {
  room: string;
  /** The name the creator listed it under, cleaned (normalizeName). */
  name: string;
  seats: number;
  open: number;
  expansions: RoomConfig['expansions'];
}

/** `GET /api/lobby`: the open public rooms, newest first, at most MAX_LOBBY_ROOMS. */
export interface LobbyResponse {
  rooms: LobbyEntry[];
}

/** The lobby lists at most this many rooms; a new listing pushes out the oldest. */
export const MAX_LOBBY_ROOMS = 100;

export interface CreateRoomResponse {
  room: string;
  /** Relative links a client shares or opens. */
  links: { info: string; join: string; ws: string };
}

export interface JoinSeatResponse {
  room: string;
  seat: number;
  /** Secret: proves the seat on the WebSocket. Only its SHA-256 is stored by the room. */
  token: string;
}

export type RoomStatus = 'waiting' | 'playing' | 'ended';

export interface SeatInfo {
  seat: number;
  name: string | null;
  /** Sockets currently open for the seat. */
  online: number;
  /** Absent (older servers): `human`. */
  kind?: SeatKind;
  /** The level of the bot that plays the seat: its own (a bot seat) or the stand-in's. */
  bot?: BotLevel;
  /**
   * True while a bot plays for the seat's person, who ran out of turn time or stayed
   * disconnected past the grace period, until they come back (hello, sync or action).
   */
  botPlaying?: boolean;
}

export interface RoomInfo {
  room: string;
  v: number;
  status: RoomStatus;
  config: RoomConfig;
  seats: SeatInfo[];
  spectators: number;
  /** Accepted actions so far (the current state number). */
  seq: number;
  /** SHA-256 (hex) of the seed, published when the game starts. */
  seedHash: string | null;
  /** The seed itself, revealed only when the game has ended. */
  seed: string | null;
  result: unknown | null;
  /** After a rematch: the room its players moved to. */
  next?: string | null;
}

/**
 * A finished room's log (`GET /api/rooms/:id/log`): everything `verifyRoomLog` needs to
 * recheck the seed commitment and every shuffle, roll and score.
 */
export interface RoomLog {
  format: 'carc-room-log/1';
  room: string;
  config: RoomConfig;
  players: string[];
  seedHash: string;
  seed: string;
  /** Every accepted action in order; `seat` is the seat that sent it (null: the turn timer). */
  actions: { seq: number; seat: number | null; actor: number; action: unknown }[];
  /** The game as a `carc-record/1` document (record-format.md). */
  record: unknown;
  result: unknown;
}

// ---------------------------------------------------------------------------------------
// WebSocket: client → server

/** Longest action id and action type accepted (parse.ts's fast path checks the same bound). */
export const MAX_ACTION_NAME_LENGTH = 64;

const Id = v.optional(v.union([v.pipe(v.string(), v.maxLength(MAX_ACTION_NAME_LENGTH)), v.pipe(v.number(), v.finite())]));
const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));

export const HelloSchema = v.strictObject({
  type: v.literal('hello'),
  v: v.number(),
  /** Seat token from the join route; absent for a spectator. */
  token: v.optional(v.pipe(v.string(), v.maxLength(128))),
  /** Last state number this client saw: the reply brings exactly the updates after it. */
  since: v.optional(Seq),
  /**
   * `full` (default): every update carries the seat's whole view. `delta`: every update
   * carries a `patch` that turns the previous view into the new one (patch.ts); the full
   * view comes with `welcome` and `snapshot` only. `lean`: updates carry events, turn and,
   * for the seat that must decide, `legal` — for bots and thin clients, which can ask for a
   * full view with `sync` at any time.
   */
  updates: v.optional(v.picklist(['full', 'delta', 'lean'])),
});

export const ActionSchema = v.strictObject({
  type: v.literal('action'),
  /** The state number the action was chosen for; refused as stale when the room moved on. */
  seq: Seq,
  /** A `@carc/rules` action; its fields are checked by the rules engine. */
  action: v.looseObject({ type: v.pipe(v.string(), v.maxLength(MAX_ACTION_NAME_LENGTH)) }),
  /** Echoed in the reply so a client can match answers to requests. */
  id: Id,
});

/**
 * Ask for a hint for the seat's pending decision at state `seq` (rooms created with
 * `hints: true` only). The answer is a `hint` message to this socket alone.
 */
export const HintSchema = v.strictObject({ type: v.literal('hint'), seq: Seq, id: Id });

export const PingSchema = v.strictObject({ type: v.literal('ping'), id: Id });
/** Ask for a fresh snapshot (after a client-side doubt). */
export const SyncSchema = v.strictObject({ type: v.literal('sync'), id: Id });

// ---- turn-based play and chat (turns.ts, chat.ts) ----

/**
 * A chat message (cleaned and checked by the room: chat.ts). `name` is a spectator's name
 * (cleaned as seat names are); a seat always writes under its seat's name.
 */
export const ChatSchema = v.strictObject({
  type: v.literal('chat'),
  text: v.pipe(v.string(), v.maxLength(MAX_CHAT_RAW)),
  name: v.optional(v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH))),
  id: Id,
});

/**
 * Skip the turn of a seat that ran out of time, in a turn-based room whose creator chose
 * `onTimeout: "skip"`; any other seat may ask. `seq`: the state it was asked for.
 */
export const SkipSchema = v.strictObject({ type: v.literal('skip'), seq: Seq, id: Id });

export const CLIENT_SCHEMAS = {
  hello: HelloSchema,
  action: ActionSchema,
  ping: PingSchema,
  sync: SyncSchema,
  hint: HintSchema,
  chat: ChatSchema,
  skip: SkipSchema,
} as const;

export type HelloMessage = v.InferOutput<typeof HelloSchema>;
export type ActionMessage = v.InferOutput<typeof ActionSchema>;
export type PingMessage = v.InferOutput<typeof PingSchema>;
export type SyncMessage = v.InferOutput<typeof SyncSchema>;
export type HintRequest = v.InferOutput<typeof HintSchema>;
export type ChatClientMessage = v.InferOutput<typeof ChatSchema>;
export type SkipMessage = v.InferOutput<typeof SkipSchema>;
export type ClientMessage = HelloMessage | ActionMessage | PingMessage | SyncMessage | HintRequest | ChatClientMessage | SkipMessage;
export type ClientMessageType = keyof typeof CLIENT_SCHEMAS;

// ---------------------------------------------------------------------------------------
// WebSocket: server → client. Game payloads stay generic so the protocol does not pin the
// rules engine's types; clients instantiate them with @carc/rules' View/Event/Action.

export interface Turn {
  /** The seat whose decision is pending, null when the game is over. */
  player: number | null;
  /**
   * Epoch ms when the turn timer plays for the seat, null without a timer. In a turn-based
   * room: when the pending seat's bank runs out.
   */
  deadline: number | null;
  /** Turn-based rooms: every seat's time bank (turns.ts). */
  clocks?: Clocks;
}

export interface SnapshotFields<View = unknown, Action = unknown> {
  seq: number;
  status: RoomStatus;
  /** The seat's (or the public) view; null while waiting for players. */
  view: View | null;
  turn: Turn;
  /** The actions open to this seat now (only sent to the seat whose decision is pending). */
  legal?: Action[];
  seedHash: string | null;
  seed: string | null;
  result: unknown | null;
}

export interface WelcomeMessage<View = unknown, Action = unknown> extends SnapshotFields<View, Action> {
  type: 'welcome';
  v: number;
  room: string;
  /** The seat this socket speaks for; null for a spectator. */
  seat: number | null;
  seats: SeatInfo[];
  /** When `since` was given and the updates after it are still known: they follow this message. */
  replay: boolean;
  /** True when the room allows hints (everyone is told, players and spectators alike). */
  hints?: boolean;
}

export interface SnapshotMessage<View = unknown, Action = unknown> extends SnapshotFields<View, Action> {
  type: 'snapshot';
  id?: string | number;
}

export interface UpdateMessage<View = unknown, Event = unknown, Action = unknown> {
  type: 'update';
  /** The state number after this action. Updates arrive in order, one per action. */
  seq: number;
  /** The seat whose action this was. */
  actor: number;
  /** The action's events, filtered for this seat. */
  events: Event[];
  /** The seat's view after the action (only for sockets with `updates: "full"`, the default). */
  view?: View;
  /** Delta updates only: turns the seat's view before the action into the view after it (patch.ts). */
  patch?: ViewPatch;
  turn: Turn;
  /** Lean updates only: the actions open to this seat, when the decision is its own. */
  legal?: Action[];
  /** Echo of the `action.id` (only to the socket that sent it). */
  id?: string | number;
  status: RoomStatus;
  /** Revealed in the update that ends the game. */
  seed?: string;
  result?: unknown;
}

export interface SeatsMessage {
  type: 'seats';
  seats: SeatInfo[];
  spectators: number;
}

/** A rematch of this room exists: every client moves there (seat tokens stay valid in it). */
export interface RematchMessage {
  type: 'rematch';
  room: string;
}

export interface ErrorMessage {
  type: 'error';
  code: ErrorCode;
  message: string;
  /** The rules.md id or rule name when the rules engine refused an action. */
  rule?: string;
  /** The engine's own error code, when it refused. */
  ruleCode?: string;
  /** The current state number, so a client can tell whether it is behind. */
  seq: number;
  id?: string | number;
}

/**
 * The answer to `hint`, to the asking socket only: the strong bot's move for the seat's
 * decision at state `seq`, found from that seat's own view (its search state), with what it
 * can expect. `action` is one of the seat's legal actions; `follower` the follower it would
 * put on a placed tile; `then` the answer after a placement when that is not a follower;
 * `margin` the expected final score minus the best opponent's.
 */
export interface HintMessage<Action = unknown> {
  type: 'hint';
  seq: number;
  hint: { action: Action; follower: string | null; then?: Action; margin: number; scores: number[]; win: number[] };
  id?: string | number;
}

export interface PongMessage {
  type: 'pong';
  id?: string | number;
  /** Server time (epoch ms), for clock skew of the turn timer. */
  t: number;
}

/**
 * Chat: the messages the socket has not seen (the last CHAT_HISTORY after its welcome, then
 * each new one); `id` echoes the sender's request.
 */
export interface ChatServerMessage {
  type: 'chat';
  messages: ChatMessage[];
  id?: string | number;
}

export type ServerMessage<View = unknown, Event = unknown, Action = unknown> =
  | ChatServerMessage
  | WelcomeMessage<View, Action>
  | SnapshotMessage<View, Action>
  | UpdateMessage<View, Event, Action>
  | SeatsMessage
  | RematchMessage
  | ErrorMessage
  | HintMessage<Action>
  | PongMessage;

// ---------------------------------------------------------------------------------------
// Continue on another device, and "your turn" push (#27 points 4-5; apps/server README
// "Seat transfer" and "Push notifications"). Seat tokens and transfer codes travel in
// request bodies only, never in a URL.

/** A transfer code is good for this long after it was issued, and for one use. */
export const TRANSFER_CODE_SECONDS = 600;
/** A transfer code: 16 random bytes, lowercase hex. */
export const TRANSFER_CODE_PATTERN = /^[0-9a-f]{32}$/;
/** Longest push endpoint accepted, in characters (the push services' own are 150-500). */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
/** A seat keeps at most this many push subscriptions; a new one beyond pushes out the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_SEAT = 3;
/** Languages a notification can be written in (the web app's). */
export const PUSH_LANGS = ['en', 'nl', 'fr', 'ro', 'cs', 'hu', 'de'] as const;
export type PushLang = (typeof PUSH_LANGS)[number];

const SeatToken = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const Base64Url = (min: number, max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'expected base64url'), v.minLength(min), v.maxLength(max));

/** `POST /api/rooms/:id/transfer`: the seat's holder asks for a one-time code. */
export const TransferCreateSchema = v.strictObject({ token: SeatToken });
export type TransferCreateRequest = v.InferInput<typeof TransferCreateSchema>;

export interface TransferCreateResponse {
  room: string;
  seat: number;
  /** Single-use; put in the link's fragment (`/#/move/<room>/<code>`), which no server sees. */
  code: string;
  /** Epoch ms after which the code is refused (`transfer-expired`). */
  expires: number;
}

/** `POST /api/rooms/:id/transfer/redeem`: the new device trades the code for the seat. */
export const TransferRedeemSchema = v.strictObject({ code: v.pipe(v.string(), v.regex(TRANSFER_CODE_PATTERN, 'a transfer code is 32 hex digits')) });
export type TransferRedeemRequest = v.InferInput<typeof TransferRedeemSchema>;
/** The seat and its new token; the old device's token stops opening the seat (`seat-moved`). */
export type TransferRedeemResponse = JoinSeatResponse;

/**
 * A browser's `PushSubscription.toJSON()`. Unknown keys are dropped; the server checks
 * further what a schema cannot: the endpoint's host is a known push service, and the keys
 * are a P-256 point and a 16-byte secret.
 */
export const PushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(MAX_PUSH_ENDPOINT_LENGTH), v.url(), v.startsWith('https://', 'push endpoints are https')),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: Base64Url(86, 88), auth: Base64Url(22, 24) }),
});
export type PushSubscriptionJson = v.InferOutput<typeof PushSubscriptionSchema>;

/** `POST /api/rooms/:id/push`: this seat's device wants "your turn" notifications. */
export const PushSubscribeSchema = v.strictObject({
  token: SeatToken,
  subscription: PushSubscriptionSchema,
  /** The language the notification is written in (the service worker holds the words). */
  lang: v.optional(v.picklist(PUSH_LANGS), 'en'),
});
export type PushSubscribeRequest = v.InferInput<typeof PushSubscribeSchema>;

/** `DELETE /api/rooms/:id/push`: stop; without `endpoint`, every subscription of the seat. */
export const PushUnsubscribeSchema = v.strictObject({
  token: SeatToken,
  endpoint: v.optional(v.pipe(v.string(), v.maxLength(MAX_PUSH_ENDPOINT_LENGTH))),
});
export type PushUnsubscribeRequest = v.InferInput<typeof PushUnsubscribeSchema>;

/** `POST /api/rooms/:id/push/status`: whether this seat still sends to `endpoint` (a 404/410 or a move drops it). */
export const PushStatusSchema = v.strictObject({
  token: SeatToken,
  endpoint: v.pipe(v.string(), v.maxLength(MAX_PUSH_ENDPOINT_LENGTH)),
});
export type PushStatusRequest = v.InferInput<typeof PushStatusSchema>;

/** `GET /api/push`: the server's VAPID public key (the `applicationServerKey`). */
export interface PushKeyResponse {
  publicKey: string;
}

/**
 * What a "your turn" push carries (encrypted end to end: the push service sees none of it).
 * The service worker writes the words in `lang`, and a click opens `/#/room/<room>`.
 */
export interface TurnPushPayload {
  v: 1;
  type: 'turn';
  room: string;
  seat: number;
  /** The state number whose pending decision is the seat's. */
  seq: number;
  /** Seat names in seat order (null: free), for the notification's text. */
  players: (string | null)[];
  lang: PushLang;
}
