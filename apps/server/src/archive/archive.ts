/**
 * The archive of finished games: D1 for the index, R2 for the records.
 *
 * - **Index (D1, table `games`)**: one row per finished room: its id, when it finished,
 *   players, seats, expansions, whether it was turn-based, the result, the number of
 *   actions and where its record is. Small rows that queries filter and join: what a
 *   relational database is for (my games asks for many rooms at once; retention deletes by
 *   finishing time through an index).
 * - **Records (R2, `logs/<room>.json.gz`)**: the room's whole `carc-room-log/1`, gzipped,
 *   written once and read whole. Write-once blobs of 5-60 KB that only ever grow in number
 *   belong in object storage: R2 has no database size cap (D1's is 10 GB per database),
 *   stores a GB for a fiftieth of D1's price, and serving a record reads no database row.
 *
 * The record goes to R2 first and the index row second: a game is archived once its row
 * exists, so a failure between the two leaves an orphan object that the retry overwrites,
 * never a row without its record. The table is created by the first use in each isolate
 * (`CREATE TABLE IF NOT EXISTS`), so a fresh deployment, `wrangler dev` and the tests need
 * no migration step.
 *
 * Retention: rows (and their records) older than the retention are no longer served and
 * are deleted, a few at a time, by the next archive writes; 0 keeps everything.
 */
import type { RoomLog } from '@carc/protocol';
import type { Clock } from '../clock/clock.js';

export interface ArchiveBindings {
  ARCHIVE_DB: D1Database;
  ARCHIVE_RECORDS: R2Bucket;
}

/** One game of the index, as my games and a gone room's info read it. */
export interface ArchivedGame {
  room: string;
  finished: number;
  players: string[];
  seats: number;
  expansions: string[];
  turnBased: boolean;
  result: unknown;
  actions: number;
  recordBytes: number;
  /** SHA-256 of each seat's token (as the room kept them): my games finds a seat's games by them. */
  tokenHashes: string[];
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS games (room TEXT PRIMARY KEY, finished INTEGER NOT NULL, players TEXT NOT NULL, seats INTEGER NOT NULL, expansions TEXT NOT NULL, turn_based INTEGER NOT NULL, result TEXT NOT NULL, actions INTEGER NOT NULL, record_key TEXT NOT NULL, record_bytes INTEGER NOT NULL, token_hashes TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS games_finished ON games (finished)`,
];

/** Databases whose schema this isolate has made sure of. */
const ready = new WeakMap<D1Database, Promise<void>>();

/** Expired games deleted per write, at most: retention never makes one write slow. */
const PRUNE_BATCH = 20;

interface Row {
  room: string;
  finished: number;
  players: string;
  seats: number;
  expansions: string;
  turn_based: number;
  result: string;
  actions: number;
  record_key: string;
  record_bytes: number;
  token_hashes: string;
}

export class GameArchive {
  constructor(
    private readonly env: ArchiveBindings,
    private readonly clock: Clock,
    /** 0: for ever. */
    private readonly retentionMs: number,
  ) {}

  private schema(): Promise<void> {
    const db = this.env.ARCHIVE_DB;
    let p = ready.get(db);
    if (!p) {
      p = db.batch(SCHEMA.map((q) => db.prepare(q))).then(() => undefined);
      // A failed attempt is not remembered: the next call tries again.
      p.catch(() => ready.delete(db));
      ready.set(db, p);
    }
    return p;
  }

  /** The oldest finishing time still served. */
  private cutoff(): number {
    return this.retentionMs > 0 ? this.clock.now() - this.retentionMs : -Infinity;
  }

  /** Writes a finished game (record, then index row); writing it again replaces it. */
  async put(log: RoomLog, finished: number, tokenHashes: readonly string[]): Promise<{ recordBytes: number }> {
    await this.schema();
    const key = recordKey(log.room);
    const body = await gzip(JSON.stringify(log));
    await this.env.ARCHIVE_RECORDS.put(key, body, { httpMetadata: { contentType: 'application/json', contentEncoding: 'gzip' } });
    const result = log.result as { scores?: unknown; winners?: unknown } | null;
    await this.env.ARCHIVE_DB.prepare(
      `INSERT OR REPLACE INTO games (room, finished, players, seats, expansions, turn_based, result, actions, record_key, record_bytes, token_hashes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(log.room, finished, JSON.stringify(log.players), log.config.seats, JSON.stringify(log.config.expansions), log.config.turnBased ? 1 : 0, JSON.stringify({ scores: result?.scores ?? [], winners: result?.winners ?? [] }), log.actions.length, key, body.byteLength, JSON.stringify(tokenHashes))
      .run();
    await this.prune();
    return { recordBytes: body.byteLength };
  }

  /** A game's log, or null when the archive does not hold it (or no longer serves it). */
  async log(room: string): Promise<RoomLog | null> {
    const [game] = await this.rows([room]);
    if (!game) return null;
    const object = await this.env.ARCHIVE_RECORDS.get(game.record_key);
    if (!object) return null;
    return JSON.parse(await gunzip(object.body)) as RoomLog;
  }

  /** The index rows of those of `rooms` that the archive serves, in one query. */
  async games(rooms: readonly string[]): Promise<ArchivedGame[]> {
    return (await this.rows(rooms)).map((r) => ({
      room: r.room,
      finished: r.finished,
      players: JSON.parse(r.players) as string[],
      seats: r.seats,
      expansions: JSON.parse(r.expansions) as string[],
      turnBased: r.turn_based === 1,
      result: JSON.parse(r.result) as unknown,
      actions: r.actions,
      recordBytes: r.record_bytes,
      tokenHashes: JSON.parse(r.token_hashes) as string[],
    }));
  }

  private async rows(rooms: readonly string[]): Promise<Row[]> {
    if (rooms.length === 0) return [];
    await this.schema();
    const cutoff = this.cutoff();
    const marks = rooms.map(() => '?').join(',');
    const r = await this.env.ARCHIVE_DB.prepare(`SELECT * FROM games WHERE room IN (${marks})`).bind(...rooms).all<Row>();
    return r.results.filter((row) => row.finished >= cutoff);
  }

  /** Deletes up to PRUNE_BATCH games past the retention (records first, then rows). */
  async prune(): Promise<number> {
    if (this.retentionMs <= 0) return 0;
    const db = this.env.ARCHIVE_DB;
    const old = await db.prepare(`SELECT room, record_key FROM games WHERE finished < ? ORDER BY finished LIMIT ?`).bind(this.cutoff(), PRUNE_BATCH).all<{ room: string; record_key: string }>();
    if (old.results.length === 0) return 0;
    await this.env.ARCHIVE_RECORDS.delete(old.results.map((r) => r.record_key));
    await db.batch(old.results.map((r) => db.prepare(`DELETE FROM games WHERE room = ?`).bind(r.room)));
    return old.results.length;
  }
}

export function recordKey(room: string): string {
  return `logs/${room}.json.gz`;
}

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function gunzip(body: ReadableStream): Promise<string> {
  return new Response(body.pipeThrough(new DecompressionStream('gzip'))).text();
}
