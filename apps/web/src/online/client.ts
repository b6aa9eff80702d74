/**
 * The room connection: HTTP for creating and joining, one WebSocket for play. It reconnects
 * by itself with growing pauses and asks the room for the updates it missed (`since`), so
 * a dropped network or a sleeping phone resumes the game without the player noticing.
 */
import { applyViewPatch, isErrorCode, PROTOCOL_VERSION, type ChatMessage, type CreateRoomRequest, type Turn, type CreateRoomResponse, type ErrorCode, type HintMessage, type JoinSeatResponse, type LobbyEntry, type LobbyResponse, type RematchResponse, type RoomInfo, type ServerMessage, type SeatInfo } from '@carc/protocol';
import type { Action, GameEvent, PlayerView } from '@carc/rules';
import { RoomError } from './errors.js';
import { seatNotices, type SeatNotice } from './seat-notices.js';

export interface RoomState {
  connected: boolean;
  reconnecting: boolean;
  seat: number | null;
  seats: SeatInfo[];
  seq: number;
  status: string;
  view: PlayerView | null;
  legal: Action[] | null;
  events: GameEvent[];
  /** The last refusal of the room (shown as its translated sentence, errors.ts). */
  error: { code: ErrorCode | null; message: string } | null;
  /** Players who joined, dropped or came back, newest last (the last few only). */
  notices: (SeatNotice & { id: number })[];
  /** The rematch room this room's players moved to, once the room announced it. */
  next: string | null;
  /** Why the room refused the last connection: this address opened too many, or the room is full. */
  refused: RefusedReason | null;
  /** The room allows hints (its creator turned them on); everyone is told. */
  hints: boolean;
  // ---- turn-based play and chat (#27) ----
  /** The pending seat, its deadline and, in a turn-based room, every seat's bank. */
  turn: Turn | null;
  /** The room's chat, oldest first (the last CHAT_KEEP at most). */
  chat: ChatMessage[];
  /** Server time minus this device's (ms), measured by a ping: the clocks count down in server time. */
  serverOffset: number;
  /** The seat moved to another device (#27 point 4): this connection stopped; the token is forgotten. */
  moved: boolean;
}

/** The room's answer to a hint request: the hint, or the refusal (hints-off, not-your-turn, ...). */
export type RoomHint = { ok: true; value: HintMessage<Action>['hint'] } | { ok: false; error: { code: ErrorCode | null; message: string } };

export type RefusedReason = 'too-many-connections' | 'room-crowded';

type Msg = ServerMessage<PlayerView, GameEvent, Action>;

/** The body of an API answer, or a RoomError with the server's typed code. */
export async function json<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as T & { error?: { code: string; message: string } };
  if (!res.ok) throw new RoomError(isErrorCode(body.error?.code) ? body.error.code : null, body.error?.message ?? `HTTP ${res.status}`);
  return body;
}

export async function createRoom(req: CreateRoomRequest): Promise<CreateRoomResponse> {
  return json(await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) }));
}

export async function roomInfo(room: string): Promise<RoomInfo> {
  return json(await fetch(`/api/rooms/${encodeURIComponent(room)}`));
}

export async function joinRoom(room: string, name: string, seat?: number): Promise<JoinSeatResponse> {
  return json(
    await fetch(`/api/rooms/${encodeURIComponent(room)}/seats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(seat === undefined ? { name } : { name, seat }),
    }),
  );
}

/** The open public rooms, newest first. */
export async function listRooms(): Promise<LobbyEntry[]> {
  return (await json<LobbyResponse>(await fetch('/api/lobby'))).rooms;
}

/** Asks a finished room for a rematch with this seat's token; the answer names the new room. */
export async function requestRematch(room: string, token: string): Promise<RematchResponse> {
  return json(await fetch(`/api/rooms/${encodeURIComponent(room)}/rematch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }));
}

export { savedSeats, savedToken, saveToken } from './seat-tokens.js';

/** The seat of this room is no longer this device's (it moved to another one). */
export function forgetToken(room: string): void {
  localStorage.removeItem(`carc.room.${room}`);
}

export class RoomConnection {
  state: RoomState = {
    connected: false,
    reconnecting: false,
    seat: null,
    seats: [],
    seq: 0,
    status: 'waiting',
    view: null,
    legal: null,
    events: [],
    error: null,
    notices: [],
    next: null,
    refused: null,
    hints: false,
    turn: null,
    chat: [],
    serverOffset: 0,
    moved: false,
  };
  /** Hint requests waiting for the room's answer, by message id. */
  private readonly hintWaits = new Map<number, (r: RoomHint) => void>();
  private noticeId = 0;
  /** When the clock ping went out (local ms). */
  private pingSent = 0;
  private ws: WebSocket | null = null;
  private closed = false;
  private attempt = 0;
  private nextId = 1;
  /** A patch did not fit (an update was missed): updates wait for the snapshot asked for. */
  private resyncing = false;
  private listeners = new Set<(s: RoomState) => void>();

  constructor(
    readonly room: string,
    readonly token: string | null,
  ) {}

  subscribe(fn: (s: RoomState) => void): () => void {
    this.listeners.add(fn);
    fn(this.state);
    return () => this.listeners.delete(fn);
  }

  private emit(patch: Partial<RoomState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  connect(): void {
    this.closed = false;
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}${this.wsPath()}`);
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      this.attempt = 0;
      // Delta updates: each update patches the view held here (a few hundred bytes instead
      // of the whole view); the full view comes with welcome and snapshot.
      const hello: Record<string, unknown> = { type: 'hello', v: PROTOCOL_VERSION, updates: 'delta' };
      if (this.token) hello.token = this.token;
      if (this.state.seq > 0) hello.since = this.state.seq;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e) => {
      try {
        this.onMessage(JSON.parse(String(e.data)) as Msg);
      } catch (err) {
        console.error('bad frame', err);
      }
    };
    ws.onclose = () => {
      this.ws = null;
      // Hints asked on this socket will not be answered: say so instead of waiting for ever.
      for (const id of [...this.hintWaits.keys()]) this.answerHint(id, { ok: false, error: { code: null, message: 'the connection closed' } });
      if (this.closed) return;
      this.emit({ connected: false, reconnecting: true });
      const wait = Math.min(8000, 300 * 2 ** this.attempt++);
      if (opened) return void setTimeout(() => !this.closed && this.connect(), wait);
      // Refused before it opened: the browser shows no status (only 1006), so ask the same
      // URL without the upgrade why, and wait as long as the server says.
      void this.whyRefused().then((why) => {
        this.emit({ refused: why?.reason ?? null });
        setTimeout(() => !this.closed && this.connect(), Math.max(wait, (why?.retryAfter ?? 0) * 1000));
      });
    };
  }

  private wsPath(): string {
    return `/api/rooms/${encodeURIComponent(this.room)}/ws`;
  }

  /** 429: this address opened too many sockets; 503: the room is full; else not a refusal. */
  private async whyRefused(): Promise<{ reason: RefusedReason; retryAfter: number } | null> {
    try {
      const res = await fetch(this.wsPath());
      const reason: RefusedReason | null = res.status === 429 ? 'too-many-connections' : res.status === 503 ? 'room-crowded' : null;
      if (!reason) return null;
      const after = Number(res.headers.get('Retry-After'));
      return { reason, retryAfter: Number.isFinite(after) && after > 0 ? Math.min(after, 600) : 60 };
    } catch {
      return null;
    }
  }

  close(): void {
    this.closed = true;
    this.ws?.close(1000);
  }

  /**
   * Takes the seat back from the bot playing for it (after the turn timer ran out): the room
   * ends a stand-in on any `sync`, `hello` or action of the seat, and a `sync` changes nothing else.
   */
  back(): void {
    this.ws?.send(JSON.stringify({ type: 'sync' }));
  }

  /**
   * Asks the room for a hint on this seat's decision at the current state. Answered by the
   * room (a `hint` message, or an `error` with the same id); a dropped socket answers no.
   */
  hint(): Promise<RoomHint> {
    const ws = this.ws;
    if (!ws) return Promise.resolve({ ok: false, error: { code: null, message: 'not connected' } });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.hintWaits.set(id, resolve);
      ws.send(JSON.stringify({ type: 'hint', seq: this.state.seq, id }));
    });
  }

  private answerHint(id: unknown, r: RoomHint): void {
    const wait = typeof id === 'number' ? this.hintWaits.get(id) : undefined;
    if (!wait) return;
    this.hintWaits.delete(id as number);
    wait(r);
  }

  send(action: Action): void {
    this.ws?.send(JSON.stringify({ type: 'action', seq: this.state.seq, action, id: this.nextId++ }));
  }

  /** A chat message (spectators give a name, where the room lets them write). */
  sendChat(text: string, name?: string): void {
    this.ws?.send(JSON.stringify({ type: 'chat', text, ...(name ? { name } : {}), id: this.nextId++ }));
  }

  /** Skips the turn of the seat that ran out of time (rooms whose players skip). */
  skip(): void {
    this.ws?.send(JSON.stringify({ type: 'skip', seq: this.state.seq, id: this.nextId++ }));
  }

  private onMessage(m: Msg): void {
    switch (m.type) {
      case 'welcome':
        this.resyncing = false;
        this.emit({
          connected: true,
          reconnecting: false,
          seat: m.seat,
          seats: m.seats,
          seq: m.seq,
          status: m.status,
          view: m.view,
          legal: m.legal ?? m.view?.legalActions ?? null,
          // Without replayed updates the old log no longer lines up with the snapshot.
          events: m.replay ? this.state.events : [],
          error: null,
          refused: null,
          hints: m.hints === true,
          turn: m.turn,
        });
        // One ping tells the server's time, which the clocks count down in.
        this.pingSent = Date.now();
        this.ws?.send(JSON.stringify({ type: 'ping', id: 'clock' }));
        break;
      case 'snapshot':
        this.resyncing = false;
        this.emit({ seq: m.seq, status: m.status, view: m.view, legal: m.legal ?? m.view?.legalActions ?? null, turn: m.turn });
        break;
      case 'update': {
        if (m.seq <= this.state.seq && this.state.view) break;
        if (this.resyncing) break;
        let view = m.view;
        if (!view) {
          // A patch turns the view of state seq - 1 into the view of seq; anything else
          // means an update went missing: ask for the whole view once.
          try {
            if (!this.state.view || m.seq !== this.state.seq + 1) throw new Error(`update ${m.seq} after ${this.state.seq}`);
            view = applyViewPatch(this.state.view, m.patch);
          } catch {
            this.resyncing = true;
            this.ws?.send(JSON.stringify({ type: 'sync' }));
            break;
          }
        }
        this.emit({ seq: m.seq, status: m.status, view, legal: m.legal ?? view?.legalActions ?? null, events: [...this.state.events, ...m.events], error: null, turn: m.turn });
        break;
      }
      case 'seats': {
        const fresh = seatNotices(this.state.seats, m.seats, this.state.seat).map((n) => ({ ...n, id: ++this.noticeId }));
        this.emit({ seats: m.seats, ...(fresh.length ? { notices: [...this.state.notices, ...fresh].slice(-8) } : {}) });
        break;
      }
      case 'rematch':
        this.emit({ next: m.room });
        break;
      case 'hint':
        this.answerHint(m.id, { ok: true, value: m.hint });
        break;
      case 'error':
        if (m.code === 'seat-moved') {
          // Another device holds the seat now: stop here instead of reconnecting with a dead token.
          forgetToken(this.room);
          this.close();
          this.emit({ moved: true, connected: false, reconnecting: false });
          break;
        }
        if (typeof m.id === 'number' && this.hintWaits.has(m.id)) {
          // A refused hint is the hint button's to show, not the room's error line.
          this.answerHint(m.id, { ok: false, error: { code: m.code, message: m.message } });
          if (m.code === 'stale-state') this.ws?.send(JSON.stringify({ type: 'sync' }));
          break;
        }
        this.emit({ error: { code: m.code, message: m.message } });
        if (m.code === 'stale-state') this.ws?.send(JSON.stringify({ type: 'sync' }));
        break;
      case 'pong':
        if (m.id === 'clock' && this.pingSent) {
          const now = Date.now();
          this.emit({ serverOffset: m.t - (this.pingSent + now) / 2 });
          this.pingSent = 0;
        }
        break;
      case 'chat': {
        const known = new Set(this.state.chat.map((c) => c.id));
        const fresh = m.messages.filter((c) => !known.has(c.id));
        if (fresh.length) this.emit({ chat: [...this.state.chat, ...fresh].sort((a, b) => a.id - b.id).slice(-200) });
        break;
      }
    }
  }
}
