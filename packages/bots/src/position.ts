/**
 * Loading what a player sees into the wasm core.
 *
 * The core has no "set position" call, only `reset` + `put` (which plays for the core's
 * current player and passes the turn), so a position is rebuilt by replaying the placed
 * tiles in placement order. A follower still on the board can only have been put on its
 * tile when that tile was placed, so it is put with that tile, provided the core's player
 * for that turn is the follower's owner under a rotation of the seats that keeps the
 * viewer as the core's player to move. Followers that do not fit that model (expansion
 * effects) are left off: the loaded position is then an approximation used only to rank
 * moves, and the move returned always comes from `view.legalActions`.
 */
import type { CoreEngine } from '@carc/core';
import { locationCode } from '@carc/core';
import { expansionModule } from '@carc/rules';
import type { PlayerView } from '@carc/rules';
import { unshuffledStack } from '@carc/tiles';
import type { TileSet } from '@carc/tiles';
import type { BotRng } from './rng.js';

export const PUT_FIELDS = 5;
/** Most tiles the core allows on board and in the stack together. */
export const MAX_CORE_BOARD = 125;

/** The tile sets a game shuffles in, from its expansions' modules. */
export function tileSetsOf(view: PlayerView): TileSet[] {
  const sets: TileSet[] = ['base'];
  for (const id of view.expansions) {
    for (const s of expansionModule(id)?.tileSets ?? []) if (!sets.includes(s)) sets.push(s);
  }
  return sets;
}

/**
 * The tiles the viewer cannot see the order of: the game's multiset minus the tiles on the
 * board (start tile included), the discarded ones and the tile in hand.
 */
export function unknownTiles(view: PlayerView): string[] {
  const count = new Map<string, number>();
  // unshuffledStack already leaves the start tile out; add it back so the board's copy cancels it.
  for (const id of [...unshuffledStack(tileSetsOf(view)), view.board[0]?.tile ?? '']) count.set(id, (count.get(id) ?? 0) + 1);
  const take = (id: string): void => {
    const c = count.get(id);
    if (c !== undefined && c > 0) count.set(id, c - 1);
  };
  for (const t of view.board) take(t.tile);
  for (const t of view.discarded) take(t);
  const inHand = view.tile !== null && !(view.decision?.kind === 'meeple' && lastIs(view, view.tile));
  if (inHand && view.tile) take(view.tile);
  const out: string[] = [];
  for (const [id, c] of count) for (let i = 0; i < c; i++) out.push(id);
  return out;
}

function lastIs(view: PlayerView, tile: string): boolean {
  return view.board.length > 0 && view.board[view.board.length - 1]!.tile === tile;
}

/** A view's position compiled for fast reloading into one core engine. */
export class CorePosition {
  readonly players: number;
  /** Core seat of each real seat. */
  readonly seatOf: number[];
  /** Core seat of the viewer (the player to move after loading). */
  readonly me: number;
  /** Replay: PUT_FIELDS ints per put (type, x, y, quarter turns, location code or -1). */
  private readonly puts: Int32Array;
  private readonly putCount: number;
  /** Core type codes of the unknown tiles. */
  readonly unknown: Uint8Array;
  /** How many tiles remain in the real stack. */
  readonly stackSize: number;
  /** Core scores right after loading (features the replay itself completed). */
  private loadScores: number[] = [];
  /** Followers of the viewer the replay could not restore. */
  readonly droppedFollowers: number;

  constructor(
    readonly core: CoreEngine,
    readonly view: PlayerView,
    /** Leave the last placed tile out (the meeple decision: it is re-put with the follower choice). */
    readonly withoutLast: boolean,
  ) {
    const n = view.players.length;
    this.players = n;
    const viewer = view.viewer ?? 0;
    const tiles = withoutLast ? view.board.slice(0, -1) : view.board;
    const putCount = Math.max(0, tiles.length - 1);
    this.putCount = putCount;
    const coreToMove = putCount % n;
    this.seatOf = Array.from({ length: n }, (_, p) => (((p - viewer) % n) + n + coreToMove) % n);
    this.me = coreToMove;
    const at = new Map<string, { player: number; loc: number }[]>();
    for (const f of view.followers) {
      const key = `${f.spot.x},${f.spot.y}`;
      const list = at.get(key) ?? [];
      list.push({ player: f.player, loc: locationCode(f.spot.at) });
      at.set(key, list);
    }
    const puts = new Int32Array(putCount * PUT_FIELDS);
    let dropped = 0;
    for (let k = 1; k < tiles.length; k++) {
      const t = tiles[k]!;
      const o = (k - 1) * PUT_FIELDS;
      puts[o] = typeCode(core, t.tile);
      puts[o + 1] = t.x;
      puts[o + 2] = t.y;
      puts[o + 3] = t.rot / 90;
      puts[o + 4] = -1;
      const mover = (k - 1) % n;
      for (const f of at.get(`${t.x},${t.y}`) ?? []) {
        if (this.seatOf[f.player] === mover && puts[o + 4] === -1) puts[o + 4] = f.loc;
        else if (f.player === viewer) dropped++;
      }
    }
    this.droppedFollowers = dropped;
    this.puts = puts;
    const unknown = unknownTiles(view);
    this.unknown = Uint8Array.from(unknown, (id) => typeCode(core, id));
    this.stackSize = view.stackSize;
  }

  /** Resets the core to this position; false if the core refused a tile (should not happen). */
  load(): boolean {
    const raw = this.core.raw;
    raw.reset(this.players);
    const p = this.puts;
    let ok = true;
    for (let i = 0; i < this.putCount; i++) {
      const o = i * PUT_FIELDS;
      let rc = raw.put(p[o]!, p[o + 1]!, p[o + 2]!, p[o + 3]!, p[o + 4]!);
      if (rc !== 0 && p[o + 4]! >= 0) rc = raw.put(p[o]!, p[o + 1]!, p[o + 2]!, p[o + 3]!, -1);
      if (rc !== 0) ok = false;
    }
    if (this.loadScores.length === 0) this.loadScores = this.coreScores();
    return ok;
  }

  coreScores(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.players; c++) out.push(this.core.raw.score(c));
    return out;
  }

  /** Real scores (by real seat) given the core's scores (by core seat). */
  realScores(core: readonly number[]): number[] {
    return this.view.scores.map((s, p) => s + core[this.seatOf[p]!]! - (this.loadScores[this.seatOf[p]!] ?? 0));
  }

  /**
   * Sets the core's stack to the unknown tiles (a random subset when the view's stack is
   * smaller than the multiset, e.g. tiles an expansion took out of play).
   */
  setStack(rng: BotRng | null): void {
    this.loadStackOrder(rng === null ? null : stackOrder(this.unknown.length, this.stackCount(), rng));
  }

  /** How many tiles the core's stack holds after the next put (the same for every macro of a turn). */
  stackCount(): number {
    // The core bounds board + stack so its torus never wraps (MAX_BOARD in assembly/layout.ts).
    return Math.max(0, Math.min(this.unknown.length, this.stackSize, 255, MAX_CORE_BOARD - this.core.placed));
  }

  /**
   * Loads the unknown tiles at the indices `order` (from `stackOrder`), or the first
   * `stackCount()` of them when null. Split from the draw so that a search can draw the
   * orders on one thread and load them on another.
   */
  loadStackOrder(order: readonly number[] | null): void {
    const io = new Uint8Array(this.core.raw.memory.buffer, this.core.raw.ioPtr(), 256);
    const u = this.unknown;
    const n = order ? order.length : this.stackCount();
    if (order) for (let i = 0; i < n; i++) io[i] = u[order[i]!]!;
    else io.set(u.subarray(0, n));
    this.core.raw.loadStack(n);
  }
}

/**
 * Which `n` of `len` unknown tiles go into the stack (indices, a random subset when the
 * view's stack is smaller than the multiset, e.g. tiles an expansion took out of play); null
 * when all go in, and then no random number is drawn.
 */
export function stackOrder(len: number, n: number, rng: BotRng): number[] | null {
  if (n === len) return null;
  const tmp = Array.from({ length: len }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + rng.below(tmp.length - i);
    const t = tmp[i]!;
    tmp[i] = tmp[j]!;
    tmp[j] = t;
  }
  return tmp.slice(0, n);
}

export function typeCode(core: CoreEngine, id: string): number {
  const i = core.ids.indexOf(id);
  if (i < 0) throw new Error(`the core engine was configured without tile ${id}`);
  return i;
}
