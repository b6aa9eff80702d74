/**
 * The board engine: one wasm instance holding one materialised board (the cursor) in its
 * linear memory, plus the path of board nodes from the empty board to it and, for each, the
 * journal length at which it was reached.
 *
 * Reading or extending a board that is not the cursor moves the cursor: back to the deepest
 * ancestor the board shares with the path (by node identity), by rolling the wasm undo
 * journal back to that ancestor's mark, then forward by re-applying the board's operations.
 * A board made elsewhere (structured clone, JSON) shares no node with the path, so it is
 * rebuilt from the empty board: correct, only slower.
 *
 * The free functions of this folder read and extend boards through the installed engine
 * (`installBoardEngine`), so callers pass boards around as plain values.
 */
import { ALL_TILES, START_TILE_ID } from '@carc/tiles';
import { instantiate } from '../engine.js';
import type { CoreSource } from '../engine.js';
import { CoreError } from '../errors.js';
import { encodeTileTable } from '../table.js';
import { wasmRuntime } from '../wasm.js';
import type { WasmBytes, WasmInstance, WasmMemory, WasmModule } from '../wasm.js';
import { emptyBoard, OP_FOLLOWER, OP_PLACE, OP_REMOVE } from './state.js';
import type { BoardState } from './state.js';

/** The board part of core.wasm's exports (assembly/board/api.ts, journal.ts). */
export interface BoardExports {
  readonly memory: WasmMemory;
  ioPtr(): number;
  configure(types: number, start: number): number;
  bLayout(): number;
  bReset(): void;
  bPlace(type: number, q: number, x: number, y: number): number;
  bFollower(player: number, seg: number, loc: number): number;
  bRemove(n: number): number;
  bPlacements(type: number): number;
  bCanPlace(type: number): number;
  bFeature(seg: number): number;
  bChecksum(): number;
  rollback(mark: number): void;
  journalLength(): number;
  journalForget(): void;
  setJournalLimit(n: number): void;
}

/** Byte offsets of the board header's i32 words (assembly/board/layout.ts). */
export const H_TILES = 0;
export const H_SEGS = 4;
export const H_FOLS = 8;
export const H_FLEN = 12;
export const H_FLIVE = 16;
export const H_MINX = 20;
export const H_MAXX = 24;
export const H_MINY = 28;
export const H_MAXY = 32;

/** The sig of a filled frontier slot (assembly/board/layout.ts FILLED). */
export const FILLED = 0xff;

/** Segment record (assembly/board/layout.ts). */
export const SEG_BYTES = 32;
export const S_PARENT = 0;
export const S_NEXT = 2;
export const S_OPEN = 4;
export const S_SIZE = 6;
export const S_KIND = 12;
export const S_OCC = 15;
export const S_FEAT = 21;
export const S_TILE = 22;

const PLACE_ERRORS: Record<number, string> = {
  1: 'no such tile type or rotation',
  2: 'the board has no room for another tile',
  3: 'the square already holds a tile',
  4: 'the square is too far from the other tiles',
  5: 'the undo journal is full',
};

const FOLLOWER_ERRORS: Record<number, string> = {
  1: 'no such player or location',
  2: 'no such segment',
  3: 'the board has no room for another follower',
  5: 'the undo journal is full',
};

const JOURNAL_FULL = 5;

export class BoardEngine {
  /** Views over the whole linear memory: it has a fixed size, so they never detach. */
  readonly u8: Uint8Array;
  readonly i16: Int16Array;
  readonly u16: Uint16Array;
  readonly i32: Int32Array;
  /** Byte addresses of the board's parts. */
  readonly head: number;
  readonly tiles: number;
  readonly fols: number;
  readonly fX: number;
  readonly fY: number;
  readonly fSig: number;
  readonly segs: number;
  readonly grid: number;
  readonly vEdges: number;
  readonly vNF: number;
  readonly vLocFeat: number;
  readonly fitTab: number;
  readonly out: number;
  readonly boardBytes: number;
  readonly outBytes: number;
  /** Tile types the engine knows (@carc/tiles ALL_TILES: type index = position there). */
  readonly typeCount: number;

  /** The materialised board. */
  node: BoardState = emptyBoard();
  private depth = 0;
  /** path[d]: the node at depth d on the way to the cursor; marks[d]: the journal length there. */
  private readonly path: BoardState[] = [emptyBoard()];
  private readonly marks: number[] = [0];
  /** Below this depth the journal was let go (it overflowed): going there rebuilds from empty. */
  private floor = 0;
  private readonly redo: BoardState[] = [];
  /** Frontier squares of `frontierOf` in order, as (x, y) pairs. */
  private frontierOf: BoardState | null = null;
  private readonly frontier: Int32Array;

  /** Operations undone and redone by cursor moves, and rebuilds from empty (for measurements and tests). */
  readonly stats = { undone: 0, redone: 0, rebuilds: 0 };

  private constructor(readonly raw: BoardExports) {
    const table = encodeTileTable(ALL_TILES, START_TILE_ID);
    new Uint8Array(raw.memory.buffer, raw.ioPtr(), table.bytes.length).set(table.bytes);
    const rc = raw.configure(table.ids.length, table.startIndex);
    if (rc !== 0) throw new CoreError(`core rejected the tile table (code ${rc})`, rc);
    this.typeCount = table.ids.length;
    raw.bReset();
    const buf = raw.memory.buffer;
    this.u8 = new Uint8Array(buf);
    this.i16 = new Int16Array(buf);
    this.u16 = new Uint16Array(buf);
    this.i32 = new Int32Array(buf);
    const n = raw.bLayout();
    const io = raw.ioPtr() >> 2;
    const at = (k: number): number => {
      if (k >= n) throw new CoreError('core.wasm is older than this wrapper (no board layout)', 0);
      return this.i32[io + k]!;
    };
    this.head = at(0);
    this.tiles = at(1);
    this.fols = at(2);
    this.fX = at(3);
    this.fY = at(4);
    this.fSig = at(5);
    this.segs = at(6);
    this.grid = at(7);
    this.vEdges = at(8);
    this.vNF = at(9);
    this.vLocFeat = at(10);
    this.fitTab = at(11);
    this.out = at(12);
    this.boardBytes = at(13);
    this.outBytes = at(14);
    this.frontier = new Int32Array(2 * 512);
  }

  /** Instantiates core.wasm from a compiled module, bytes, a URL or a Response. */
  static async load(source: CoreSource): Promise<BoardEngine> {
    return BoardEngine.fromInstance(await instantiate(source));
  }

  /** Synchronous: from a compiled module (a Worker's wasm import, a module compiled once for many engines). */
  static fromModule(module: WasmModule): BoardEngine {
    return BoardEngine.fromInstance(new wasmRuntime.Instance(module, {}));
  }

  /** Synchronous: compiles the bytes of core.wasm here (Node, Web Workers; not Cloudflare Workers). */
  static fromBytes(bytes: WasmBytes): BoardEngine {
    return BoardEngine.fromModule(new wasmRuntime.Module(bytes));
  }

  static fromInstance(instance: WasmInstance): BoardEngine {
    return new BoardEngine(instance.exports as unknown as BoardExports);
  }

  /** This instance's linear memory in bytes (fixed). */
  get memoryBytes(): number {
    return this.raw.memory.buffer.byteLength;
  }

  /** Entries in the undo journal now. */
  get journalLength(): number {
    return this.raw.journalLength();
  }

  /** A checksum of every byte of the materialised board. */
  checksum(): number {
    return this.raw.bChecksum() >>> 0;
  }

  /** The journal length now, at the cursor: `rollback(mark())` later brings the cursor back here. */
  mark(): number {
    return this.raw.journalLength();
  }

  /**
   * Undoes the board memory back to a mark taken on the cursor's way here, making the board
   * it was taken at the cursor again (the board functions do this themselves as needed; this
   * is for tests and measurements). A mark the cursor's path no longer holds is a CoreError.
   */
  rollback(mark: number): void {
    for (let d = this.depth; d >= this.floor; d--) {
      if (this.marks[d] === mark) {
        this.back(d);
        return;
      }
    }
    throw new CoreError(`journal mark ${mark} is not on the cursor's path`, 0);
  }

  /** Caps the journal (tests of the overflow path); the default is its full size. */
  limitJournal(entries: number): void {
    this.raw.setJournalLimit(entries);
  }

  /** Makes `b` the materialised board. */
  seek(b: BoardState): void {
    if (b === this.node) return;
    if (typeof b !== 'object' || b === null || !Number.isInteger(b.depth) || b.depth < 0) {
      throw new CoreError('not a board: a board is a node made by emptyBoard, placeTile, addFollower or removeFollowers', 0);
    }
    const redo = this.redo;
    redo.length = 0;
    let n = b;
    while (n.depth > this.depth) n = step(redo, n);
    while (n.depth > 0 && this.path[n.depth] !== n) n = step(redo, n);
    try {
      this.back(n.depth);
      while (redo.length > 0) this.apply(redo.pop()!);
    } finally {
      redo.length = 0;
    }
    this.node = b;
  }

  /** Rolls the cursor back to depth k of the path. */
  private back(k: number): void {
    if (k === this.depth) return;
    this.stats.undone += this.depth - k;
    if (k >= this.floor) {
      this.raw.rollback(this.marks[k]!);
      this.depth = k;
    } else {
      // The journal no longer reaches there: rebuild from the empty board.
      this.stats.rebuilds++;
      this.raw.bReset();
      this.floor = 0;
      this.depth = 0;
      for (let d = 1; d <= k; d++) this.apply(this.path[d]!);
    }
    // Entries past the depth are stale and overwritten as the cursor goes deeper (shrinking
    // the arrays here cost more than the undo itself).
    this.node = this.path[k]!;
    this.frontierOf = null;
  }

  /**
   * Applies node n (a child of the cursor) to the board memory and makes it the cursor.
   * Throws CoreError when the core refuses the operation; the cursor is then unchanged.
   */
  apply(n: BoardState): void {
    let rc = this.run(n);
    if (rc === -JOURNAL_FULL) {
      // Let the journal go: the board as it stands becomes the journal's zero, and reaching
      // an older board rebuilds it from the empty board (see back). A refused operation
      // wrote nothing, so it simply runs again.
      this.raw.journalForget();
      this.floor = this.depth;
      this.marks[this.depth] = 0;
      rc = this.run(n);
    }
    if (rc < 0) throw opError(n, -rc);
    this.stats.redone++;
    this.depth++;
    this.path[this.depth] = n;
    this.marks[this.depth] = rc;
    this.node = n;
    this.frontierOf = null;
  }

  /** Runs n's operation in wasm: the journal length after it, or -code. */
  private run(n: BoardState): number {
    const raw = this.raw;
    let rc: number;
    switch (n.op) {
      case OP_PLACE:
        rc = raw.bPlace(n.a, n.b, n.c, n.d);
        break;
      case OP_FOLLOWER:
        rc = raw.bFollower(n.a, n.b, n.c);
        break;
      case OP_REMOVE: {
        const list = n.list ?? [];
        if (list.length > this.outBytes >> 2) return -1;
        const o = this.out >> 2;
        for (let i = 0; i < list.length; i++) this.i32[o + i] = list[i]! | 0;
        rc = raw.bRemove(list.length);
        break;
      }
      default:
        return -100;
    }
    return rc === 0 ? raw.journalLength() : -rc;
  }

  /** The frontier of the cursor as (x, y) pairs in order (cached per board). */
  frontierPairs(): Int32Array {
    if (this.frontierOf !== this.node) {
      const { u8, i16, i32, frontier } = this;
      const len = i32[(this.head + H_FLEN) >> 2]!;
      let k = 0;
      for (let q = 0; q < len; q++) {
        if (u8[this.fSig + q] === FILLED) continue;
        frontier[k++] = i16[(this.fX >> 1) + q]!;
        frontier[k++] = i16[(this.fY >> 1) + q]!;
      }
      this.frontierOf = this.node;
    }
    return this.frontier;
  }
}

/** One step back along a node chain, recording the node to redo; a malformed chain is refused. */
function step(redo: BoardState[], n: BoardState): BoardState {
  const p = n.prev;
  if (p === null || typeof p !== 'object' || !Number.isInteger(p.depth) || p.depth !== n.depth - 1) {
    throw new CoreError('malformed board: its chain of operations is broken', 0);
  }
  redo.push(n);
  return p;
}

function opError(n: BoardState, code: number): CoreError {
  if (n.op === OP_PLACE) return new CoreError(`cannot place tile type ${n.a} rot ${n.b} at (${n.c},${n.d}): ${PLACE_ERRORS[code] ?? `code ${code}`}`, code);
  if (n.op === OP_FOLLOWER) return new CoreError(`cannot add a follower of player ${n.a} on segment ${n.b}: ${FOLLOWER_ERRORS[code] ?? `code ${code}`}`, code);
  if (n.op === OP_REMOVE) return new CoreError(`cannot remove followers: ${code === 1 ? 'too many indices' : `code ${code}`}`, code);
  return new CoreError(`malformed board: unknown operation ${String(n.op)}`, code);
}

let installed: BoardEngine | null = null;

/** Makes `engine` the one the board functions use. */
export function installBoardEngine(engine: BoardEngine): void {
  installed = engine;
}

/** The installed board engine; a CoreError when there is none. */
export function boardEngine(): BoardEngine {
  if (installed === null) throw noEngine();
  return installed;
}

function noEngine(): CoreError {
  return new CoreError('no board engine installed: create one (BoardEngine.fromModule / fromBytes / load) and pass it to installBoardEngine', 0);
}

/** The installed engine with `b` materialised. */
export function at(b: BoardState): BoardEngine {
  const e = installed;
  if (e === null) throw noEngine();
  if (b !== e.node) e.seek(b);
  return e;
}
