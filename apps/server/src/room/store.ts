import type { ChatMessage, RoomConfig } from '@carc/protocol';

/** Room settings fixed at creation. The seed never leaves the room before the game ends. */
export interface RoomMeta {
  room: string;
  config: RoomConfig;
  seed: string;
  seedHash: string;
  created: number;
  started: number | null;
  ended: number | null;
  /** The rematch room this room's players were handed to, once one was asked for. */
  next?: string;
  /** The finished room this one is the rematch of. */
  from?: string;
  /** Seed of the bots' randomness, apart from the game's; absent in rooms from before bots. */
  botSeed?: string;
  /** When the finished game was written to the archive (archive/). */
  archived?: number;
}

export interface StoredSeat {
  seat: number;
  name: string;
  /** SHA-256 (hex) of the seat token: a leaked database does not hand out seats. */
  tokenHash: string;
  joined: number;
}

export interface StoredAction {
  /** The state number this action produced (1 for the first action). */
  seq: number;
  /** The seat that sent it; null when the turn timer played it. */
  seat: number | null;
  /** The player the rules engine applied it for. */
  actor: number;
  action: unknown;
  at: number;
}

/**
 * What a room persists. Synchronous on purpose: the Durable Object's SQLite API is, and an
 * action path without awaits cannot interleave with another socket's action.
 */
export interface RoomStore {
  getMeta(): RoomMeta | null;
  putMeta(meta: RoomMeta): void;
  seats(): StoredSeat[];
  addSeat(seat: StoredSeat): void;
  /** The seat moved to another device (#27 point 4): its token hash changes. */
  setSeatToken(seat: number, tokenHash: string): void;
  actions(): StoredAction[];
  appendAction(action: StoredAction): void;
  /** Chat, kept with the room and never in the game's log: appends and keeps the newest `keep`. */
  appendChat(message: ChatMessage, keep: number): void;
  /** The newest `limit` chat messages, oldest first. */
  chat(limit: number): ChatMessage[];
  deleteAll(): void;
}

/** For tests and tools in Node: the same contract, kept in memory. */
export class MemoryStore implements RoomStore {
  private meta: RoomMeta | null = null;
  private seatRows: StoredSeat[] = [];
  private actionRows: StoredAction[] = [];
  private chatRows: ChatMessage[] = [];
  /** Lets a test make the next write fail, as a full disk or a storage outage would. */
  failNextAppend = false;

  getMeta(): RoomMeta | null {
    return this.meta === null ? null : structuredClone(this.meta);
  }
  putMeta(meta: RoomMeta): void {
    this.meta = structuredClone(meta);
  }
  seats(): StoredSeat[] {
    return this.seatRows.map((s) => ({ ...s }));
  }
  addSeat(seat: StoredSeat): void {
    if (this.seatRows.some((s) => s.seat === seat.seat)) throw new Error(`seat ${seat.seat} already stored`);
    this.seatRows.push({ ...seat });
  }
  setSeatToken(seat: number, tokenHash: string): void {
    const row = this.seatRows.find((s) => s.seat === seat);
    if (!row) throw new Error(`seat ${seat} not stored`);
    row.tokenHash = tokenHash;
  }
  actions(): StoredAction[] {
    return this.actionRows.map((a) => structuredClone(a));
  }
  appendAction(action: StoredAction): void {
    if (this.failNextAppend) {
      this.failNextAppend = false;
      throw new Error('storage unavailable');
    }
    const last = this.actionRows.at(-1);
    if ((last?.seq ?? 0) + 1 !== action.seq) throw new Error(`log gap: ${last?.seq ?? 0} then ${action.seq}`);
    this.actionRows.push(structuredClone(action));
  }
  appendChat(message: ChatMessage, keep: number): void {
    this.chatRows.push({ ...message });
    if (this.chatRows.length > keep) this.chatRows.splice(0, this.chatRows.length - keep);
  }
  chat(limit: number): ChatMessage[] {
    return this.chatRows.slice(-limit).map((m) => ({ ...m }));
  }
  deleteAll(): void {
    this.meta = null;
    this.seatRows = [];
    this.actionRows = [];
    this.chatRows = [];
  }
}
