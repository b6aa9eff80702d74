/**
 * Tables that appear with their first write only, as RoomStore's do: looking up a room id
 * that does not exist (a typo, a scan) must not leave an empty database behind. The first
 * table named is the one whose presence says the others are there too.
 */
export class LazyTables {
  private made: boolean;

  constructor(
    private readonly sql: SqlStorage,
    private readonly tables: readonly { name: string; ddl: string }[],
  ) {
    this.made = sql.exec(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?`, tables[0]!.name).toArray().length > 0;
  }

  /** Whether the tables exist (reads of a store without them answer "nothing"). */
  get ready(): boolean {
    return this.made;
  }

  /** Before a write. */
  ensure(): void {
    if (this.made) return;
    for (const t of this.tables) this.sql.exec(t.ddl);
    this.made = true;
  }

  drop(): void {
    if (!this.made) return;
    for (const t of [...this.tables].reverse()) this.sql.exec(`DROP TABLE IF EXISTS ${t.name}`);
    this.made = false;
  }
}
