// The undo journal. A journaled board operation logs every store first as (word address,
// old word), and a block of fresh slots (a new tile's record and segments, which were zero)
// as one (address | 1, byte length) entry. `rollback(mark)` replays the log backwards to
// `mark`, which restores every byte of the board exactly: an old board is reached by
// undoing, never by copying.
//
// Whether an operation logs is decided at compile time: the board's writers are generic
// over a journal mode J, Journaled (the host's boards, board/api.ts) or Plain (the core's
// own games, which restore from a snapshot instead). Each mode gets its own copy of the
// code, so the core's playouts pay nothing for the journal, not even a test per store.

/**
 * Journal slots (8 bytes each, 128 KiB). A whole game's path takes about 4,500 (base:
 * about 60 a placement, a few per follower); past this the host lets the journal go and
 * rebuilds older boards from empty (src/board/engine.ts).
 */
export const JCAP: i32 = 16384;
/** Most entries one placement can log (4 unions of a road or city and 8 of fields, the frontier, the header). */
export const PLACE_ENTRIES: i32 = 256;

const journal: usize = memory.data(JCAP << 3, 16);

/** Journal modes (as types, so that the choice folds away at compile time). */
export type Journaled = u8;
export type Plain = u16;

/** Whether mode J logs its stores. */
@inline export function logs<J>(): bool {
  return sizeof<J>() == 1;
}

export let jLen: i32 = 0;
/** Entries the journal may hold: JCAP, or less to exercise the host's overflow path in tests. */
export let jLimit: i32 = JCAP;

export function setJournalLimit(n: i32): void {
  jLimit = n < 0 ? 0 : n > JCAP ? JCAP : n;
}

/** Whether `n` more entries fit. */
@inline export function journalRoom(n: i32): bool {
  return jLen + n <= jLimit;
}

@inline function logWord(word: usize): void {
  const e = journal + (<usize>jLen << 3);
  store<u32>(e, <u32>word);
  store<u32>(e, load<u32>(word), 4);
  jLen++;
}

@inline export function w8<J>(p: usize, v: i32): void {
  if (logs<J>()) logWord(p & ~3);
  store<u8>(p, <u8>v);
}

@inline export function w16<J>(p: usize, v: i32): void {
  if (logs<J>()) logWord(p & ~3);
  store<u16>(p, <u16>v);
}

@inline export function w32<J>(p: usize, v: i32): void {
  if (logs<J>()) logWord(p);
  store<i32>(p, v);
}

/** Logs `bytes` at p (4-aligned, all zero) as fresh: a rollback zero-fills them again. */
@inline export function fresh<J>(p: usize, bytes: i32): void {
  if (logs<J>()) {
    const e = journal + (<usize>jLen << 3);
    store<u32>(e, <u32>p | 1);
    store<u32>(e, <u32>bytes, 4);
    jLen++;
  }
}

/** Undoes every logged store back to journal length `mark`. */
export function rollback(mark: i32): void {
  if (mark < 0) mark = 0;
  let n = jLen;
  while (n > mark) {
    n--;
    const e = journal + (<usize>n << 3);
    const a = load<u32>(e);
    const v = load<u32>(e, 4);
    if ((a & 1) != 0) memory.fill(<usize>(a & ~1), 0, <usize>v);
    else store<u32>(<usize>a, v);
  }
  jLen = n;
}

/** Forgets the log without undoing it: the board as it stands becomes the journal's zero. */
export function journalForget(): void {
  jLen = 0;
}

export function journalLength(): i32 {
  return jLen;
}
