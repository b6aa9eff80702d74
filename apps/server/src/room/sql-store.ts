import type { ChatMessage } from '@carc/protocol';
import type { RoomMeta, RoomStore, StoredAction, StoredSeat } from './store.js';

/** RoomStore on a Durable Object's SQLite storage. */
export class SqlStore implements RoomStore {
  private ready: boolean;
  /** The chat table exists (made by the first message: most rooms never chat). */
  private chatReady: boolean;

  constructor(private readonly sql: SqlStorage) {
    // Tables are created by the first write only: looking up a room id that does not
    // exist (a typo, a scan) must not leave an empty database behind.
    const tables = new Set(sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('meta', 'chat')`).toArray().map((r) => r.name));
    this.ready = tables.has('meta');
    this.chatReady = tables.has('chat');
  }

  private ensure(): void {
    if (this.ready) return;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), body TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL, joined INTEGER NOT NULL)`);
    // seq as primary key: a second writer of the same state number fails instead of forking the log.
    this.sql.exec(`CREATE TABLE IF NOT EXISTS actions (seq INTEGER PRIMARY KEY, seat INTEGER, actor INTEGER NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.ready = true;
  }

  getMeta(): RoomMeta | null {
    if (!this.ready) return null;
    const row = this.sql.exec<{ body: string }>(`SELECT body FROM meta WHERE id = 1`).toArray()[0];
    return row ? (JSON.parse(row.body) as RoomMeta) : null;
  }
  putMeta(meta: RoomMeta): void {
    this.ensure();
    this.sql.exec(`INSERT INTO meta (id, body) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body`, JSON.stringify(meta));
  }
  seats(): StoredSeat[] {
    if (!this.ready) return [];
    return this.sql
      .exec<{ seat: number; name: string; token_hash: string; joined: number }>(`SELECT seat, name, token_hash, joined FROM seats ORDER BY seat`)
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, tokenHash: r.token_hash, joined: r.joined }));
  }
  addSeat(s: StoredSeat): void {
    this.ensure();
    this.sql.exec(`INSERT INTO seats (seat, name, token_hash, joined) VALUES (?, ?, ?, ?)`, s.seat, s.name, s.tokenHash, s.joined);
  }
  setSeatToken(seat: number, tokenHash: string): void {
    this.ensure();
    this.sql.exec(`UPDATE seats SET token_hash = ? WHERE seat = ?`, tokenHash, seat);
  }
  actions(): StoredAction[] {
    if (!this.ready) return [];
    return this.sql
      .exec<{ seq: number; seat: number | null; actor: number; action: string; at: number }>(`SELECT seq, seat, actor, action, at FROM actions ORDER BY seq`)
      .toArray()
      .map((r) => ({ seq: r.seq, seat: r.seat, actor: r.actor, action: JSON.parse(r.action) as unknown, at: r.at }));
  }
  appendAction(a: StoredAction): void {
    this.ensure();
    this.sql.exec(`INSERT INTO actions (seq, seat, actor, action, at) VALUES (?, ?, ?, ?, ?)`, a.seq, a.seat, a.actor, JSON.stringify(a.action), a.at);
  }
  appendChat(m: ChatMessage, keep: number): void {
    if (!this.chatReady) {
      this.sql.exec(`CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY, seat INTEGER, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`);
      this.chatReady = true;
    }
    this.sql.exec(`INSERT INTO chat (id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)`, m.id, m.seat, m.name, m.text, m.at);
    this.sql.exec(`DELETE FROM chat WHERE id <= ?`, m.id - keep);
  }
  chat(limit: number): ChatMessage[] {
    if (!this.chatReady) return [];
    return this.sql
      .exec<{ id: number; seat: number | null; name: string; text: string; at: number }>(`SELECT id, seat, name, text, at FROM (SELECT * FROM chat ORDER BY id DESC LIMIT ?) ORDER BY id`, limit)
      .toArray()
      .map((r) => ({ id: r.id, seat: r.seat, name: r.name, text: r.text, at: r.at }));
  }
  deleteAll(): void {
    if (this.chatReady) this.sql.exec(`DROP TABLE IF EXISTS chat`);
    this.chatReady = false;
    if (!this.ready) return;
    this.sql.exec(`DROP TABLE IF EXISTS actions`);
    this.sql.exec(`DROP TABLE IF EXISTS seats`);
    this.sql.exec(`DROP TABLE IF EXISTS meta`);
    this.ready = false;
  }
}
