/**
 * What the seat transfer keeps (#27 point 4): per seat its newest one-time code (hash only,
 * with expiry and use), and the hashes of tokens that moved away, so an old device hears
 * `seat-moved` instead of `bad-token`. Synchronous like RoomStore (the Durable Object's
 * SQLite API is).
 */
import { LazyTables } from '../sql-tables.js';

export interface StoredTransfer {
  seat: number;
  /** SHA-256 (hex) of the code: a leaked database hands out no seat. */
  codeHash: string;
  /** Epoch ms from which the code is refused. */
  expires: number;
  /** When it was redeemed; null while unused. */
  used: number | null;
}

export interface TransferStore {
  transfers(): StoredTransfer[];
  /** The seat's one code: a new one replaces the previous, used or not. */
  putTransfer(t: StoredTransfer): void;
  /** The seat a moved-away token held, or null. */
  movedSeat(tokenHash: string): number | null;
  addMoved(tokenHash: string, seat: number, at: number): void;
  deleteAll(): void;
}

/** Moved-token rows kept per room; the oldest go first (each is one finished transfer). */
export const MAX_MOVED_TOKENS = 64;

export class MemoryTransferStore implements TransferStore {
  private rows = new Map<number, StoredTransfer>();
  private moved: { tokenHash: string; seat: number; at: number }[] = [];

  transfers(): StoredTransfer[] {
    return [...this.rows.values()].map((t) => ({ ...t }));
  }
  putTransfer(t: StoredTransfer): void {
    this.rows.set(t.seat, { ...t });
  }
  movedSeat(tokenHash: string): number | null {
    return this.moved.find((m) => m.tokenHash === tokenHash)?.seat ?? null;
  }
  addMoved(tokenHash: string, seat: number, at: number): void {
    this.moved.push({ tokenHash, seat, at });
    if (this.moved.length > MAX_MOVED_TOKENS) this.moved.splice(0, this.moved.length - MAX_MOVED_TOKENS);
  }
  deleteAll(): void {
    this.rows.clear();
    this.moved = [];
  }
}

/** TransferStore on the room's SQLite storage; tables appear with the first write. */
export class SqlTransferStore implements TransferStore {
  private readonly tables: LazyTables;

  constructor(private readonly sql: SqlStorage) {
    this.tables = new LazyTables(sql, [
      { name: 'seat_transfers', ddl: `CREATE TABLE IF NOT EXISTS seat_transfers (seat INTEGER PRIMARY KEY, code_hash TEXT NOT NULL, expires INTEGER NOT NULL, used INTEGER)` },
      { name: 'moved_tokens', ddl: `CREATE TABLE IF NOT EXISTS moved_tokens (token_hash TEXT PRIMARY KEY, seat INTEGER NOT NULL, at INTEGER NOT NULL)` },
    ]);
  }

  transfers(): StoredTransfer[] {
    if (!this.tables.ready) return [];
    return this.sql
      .exec<{ seat: number; code_hash: string; expires: number; used: number | null }>(`SELECT seat, code_hash, expires, used FROM seat_transfers ORDER BY seat`)
      .toArray()
      .map((r) => ({ seat: r.seat, codeHash: r.code_hash, expires: r.expires, used: r.used }));
  }
  putTransfer(t: StoredTransfer): void {
    this.tables.ensure();
    this.sql.exec(
      `INSERT INTO seat_transfers (seat, code_hash, expires, used) VALUES (?, ?, ?, ?) ON CONFLICT (seat) DO UPDATE SET code_hash = excluded.code_hash, expires = excluded.expires, used = excluded.used`,
      t.seat,
      t.codeHash,
      t.expires,
      t.used,
    );
  }
  movedSeat(tokenHash: string): number | null {
    if (!this.tables.ready) return null;
    return this.sql.exec<{ seat: number }>(`SELECT seat FROM moved_tokens WHERE token_hash = ?`, tokenHash).toArray()[0]?.seat ?? null;
  }
  addMoved(tokenHash: string, seat: number, at: number): void {
    this.tables.ensure();
    this.sql.exec(`INSERT OR REPLACE INTO moved_tokens (token_hash, seat, at) VALUES (?, ?, ?)`, tokenHash, seat, at);
    this.sql.exec(`DELETE FROM moved_tokens WHERE token_hash NOT IN (SELECT token_hash FROM moved_tokens ORDER BY at DESC, rowid DESC LIMIT ?)`, MAX_MOVED_TOKENS);
  }
  deleteAll(): void {
    this.tables.drop();
  }
}
