/**
 * The push subscriptions of a room's seats (#27 point 5): where to send "your turn" for a
 * seat. The endpoint is a capability URL of the device's push service, so it is stored
 * here and nowhere else, and never logged.
 */
import type { PushLang } from '@carc/protocol';
import { LazyTables } from '../sql-tables.js';

export interface StoredPushSubscription {
  seat: number;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
  p256dh: string;
  auth: string;
  lang: PushLang;
  created: number;
}

export interface PushStore {
  pushSubscriptions(): StoredPushSubscription[];
  /** Adds, or replaces the one with the same seat and endpoint. */
  putPushSubscription(s: StoredPushSubscription): void;
  /** How many rows went (0 or 1). */
  deletePushSubscription(seat: number, endpoint: string): number;
  deletePushSubscriptionsOf(seat: number): number;
  deleteAll(): void;
}

export class MemoryPushStore implements PushStore {
  private rows: StoredPushSubscription[] = [];

  pushSubscriptions(): StoredPushSubscription[] {
    return this.rows.map((r) => ({ ...r }));
  }
  putPushSubscription(s: StoredPushSubscription): void {
    this.rows = [...this.rows.filter((r) => !(r.seat === s.seat && r.endpoint === s.endpoint)), { ...s }];
  }
  deletePushSubscription(seat: number, endpoint: string): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.seat === seat && r.endpoint === endpoint));
    return before - this.rows.length;
  }
  deletePushSubscriptionsOf(seat: number): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.seat !== seat);
    return before - this.rows.length;
  }
  deleteAll(): void {
    this.rows = [];
  }
}

/** PushStore on the room's SQLite storage; the table appears with the first subscription. */
export class SqlPushStore implements PushStore {
  private readonly tables: LazyTables;

  constructor(private readonly sql: SqlStorage) {
    this.tables = new LazyTables(sql, [
      {
        name: 'push_subscriptions',
        ddl: `CREATE TABLE IF NOT EXISTS push_subscriptions (seat INTEGER NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, lang TEXT NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (seat, endpoint))`,
      },
    ]);
  }

  pushSubscriptions(): StoredPushSubscription[] {
    if (!this.tables.ready) return [];
    return this.sql
      .exec<{ seat: number; endpoint: string; p256dh: string; auth: string; lang: string; created: number }>(`SELECT seat, endpoint, p256dh, auth, lang, created FROM push_subscriptions ORDER BY seat, created`)
      .toArray()
      .map((r) => ({ seat: r.seat, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, lang: r.lang as PushLang, created: r.created }));
  }
  putPushSubscription(s: StoredPushSubscription): void {
    this.tables.ensure();
    this.sql.exec(`INSERT OR REPLACE INTO push_subscriptions (seat, endpoint, p256dh, auth, lang, created) VALUES (?, ?, ?, ?, ?, ?)`, s.seat, s.endpoint, s.p256dh, s.auth, s.lang, s.created);
  }
  deletePushSubscription(seat: number, endpoint: string): number {
    if (!this.tables.ready) return 0;
    return this.sql.exec(`DELETE FROM push_subscriptions WHERE seat = ? AND endpoint = ?`, seat, endpoint).rowsWritten;
  }
  deletePushSubscriptionsOf(seat: number): number {
    if (!this.tables.ready) return 0;
    return this.sql.exec(`DELETE FROM push_subscriptions WHERE seat = ?`, seat).rowsWritten;
  }
  deleteAll(): void {
    this.tables.drop();
  }
}
