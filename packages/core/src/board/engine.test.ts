/**
 * The cursor and the undo journal: old boards stay readable however the engine got
 * elsewhere, memory comes back byte for byte, and boards made elsewhere are rebuilt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBoardEngine } from '../node.js';
import { CoreError } from '../errors.js';
import { BoardEngine, boardEngine, installBoardEngine } from './engine.js';
import { addFollower } from './followers.js';
import { placementActions, placeTile } from './placements.js';
import { emptyBoard } from './state.js';
import type { BoardState } from './state.js';
import { tileAt } from './tiles.js';
import { randomBoards, readAll, rng, startBoard } from './test-support.js';

let engine: BoardEngine;
beforeAll(() => {
  engine = loadBoardEngine();
  installBoardEngine(engine);
});

/** The board's checksum once materialised. */
function sumOf(b: BoardState): number {
  tileAt(b, 0, 0);
  return engine.checksum();
}

describe('the journal', () => {
  it('restores the board memory byte for byte when the cursor goes back', () => {
    const boards = randomBoards(1, ['base', 'festival', 'easter']);
    const sums = boards.map(sumOf);
    // Going back to each board in turn, from the end: only rollbacks.
    for (let i = boards.length - 1; i >= 0; i -= 7) expect(sumOf(boards[i]!), `board ${i}`).toBe(sums[i]);
    // Back to empty: all zero again, as in an engine that never held a board.
    expect(sumOf(emptyBoard())).toBe(loadBoardEngine().checksum());
    // Every board differs from the one before it somewhere in memory.
    for (let i = 1; i < boards.length; i++) expect(sums[i]).not.toBe(sums[i - 1]);
  });

  it('rolls back to a mark: the board it was taken at is the cursor again, byte for byte', () => {
    const boards = randomBoards(21, ['base']);
    const a = boards[30]!;
    const sum = sumOf(a);
    const mark = engine.mark();
    tileAt(boards[boards.length - 1]!, 0, 0);
    expect(engine.mark()).toBeGreaterThan(mark);
    engine.rollback(mark);
    expect(engine.checksum()).toBe(sum);
    expect(engine.node).toBe(a);
    expect(() => engine.rollback(mark + 1)).toThrow(/not on the cursor's path/);
  });

  it('holds a whole game of every set in journal entries, a few per write', () => {
    const boards = randomBoards(2, ['base', 'festival', 'easter']);
    tileAt(boards[boards.length - 1]!, 0, 0);
    expect(engine.journalLength).toBeGreaterThan(boards.length);
    expect(engine.journalLength).toBeLessThan(100 * boards.length);
  });

  it('lets the journal go when it is full and rebuilds older boards from empty', () => {
    const fresh = loadBoardEngine();
    installBoardEngine(fresh);
    try {
      fresh.limitJournal(600);
      const boards = randomBoards(3, ['base']);
      const expected = boards.map((b) => JSON.stringify(readAll(b)));
      // The journal filled up many times on the way; the last board is the cursor.
      expect(fresh.journalLength).toBeLessThanOrEqual(600);
      const before = fresh.stats.rebuilds;
      expect(JSON.stringify(readAll(boards[3]!))).toBe(expected[3]);
      expect(fresh.stats.rebuilds).toBe(before + 1);
      for (let i = 0; i < boards.length; i += 11) expect(JSON.stringify(readAll(boards[i]!)), `board ${i}`).toBe(expected[i]);
    } finally {
      installBoardEngine(engine);
    }
  });
});

describe('the cursor', () => {
  it('reads many boards branched from one ancestor in interleaved order', () => {
    const base = randomBoards(4, ['base'], startBoard(), 30);
    const root = base[base.length - 1]!;
    const branches = [5, 6, 7, 8, 9].map((seed) => randomBoards(seed, ['base', 'festival'], root, 25));
    const expected = branches.map((bs) => bs.map((b) => JSON.stringify(readAll(b))));
    const pick = rng(10);
    for (let k = 0; k < 200; k++) {
      const i = pick(branches.length);
      const j = pick(branches[i]!.length);
      expect(JSON.stringify(readAll(branches[i]![j]!)), `branch ${i} board ${j}`).toBe(expected[i]![j]);
    }
    // Moving between two branches undoes and redoes only below their common ancestor.
    const a = branches[0]![branches[0]!.length - 1]!;
    const b = branches[1]![branches[1]!.length - 1]!;
    tileAt(a, 0, 0);
    const undone = engine.stats.undone;
    tileAt(b, 0, 0);
    expect(engine.stats.undone - undone).toBe(a.depth - root.depth);
  });

  it('extends an old board without disturbing the newer ones', () => {
    const boards = randomBoards(11, ['base']);
    const old = boards[20]!;
    const expected = JSON.stringify(readAll(boards[boards.length - 1]!));
    const p = placementActions(old, 4)[0]!;
    const branch = placeTile(old, 4, p.rot / 90, p.x, p.y);
    expect(branch.prev).toBe(old);
    expect(tileAt(branch, p.x, p.y)).toBe(old.tileCount);
    expect(JSON.stringify(readAll(boards[boards.length - 1]!))).toBe(expected);
  });

  it('rebuilds structured-cloned and JSON round-tripped boards with the same readings', () => {
    const boards = randomBoards(12, ['base', 'easter']);
    const last = boards[boards.length - 1]!;
    const expected = JSON.stringify(readAll(last));
    const cloned = structuredClone(last);
    const parsed = JSON.parse(JSON.stringify(last)) as BoardState;
    const redone = engine.stats.redone;
    expect(JSON.stringify(readAll(cloned))).toBe(expected);
    // A clone shares no node with the path, so it was replayed from the empty board.
    expect(engine.stats.redone - redone).toBe(cloned.depth);
    expect(JSON.stringify(readAll(parsed))).toBe(expected);
    expect(JSON.stringify(readAll(last))).toBe(expected);
    expect(engine.stats.redone - redone).toBe(3 * last.depth);
    // A clone extends like any board.
    const p = placementActions(cloned, 4)[0];
    if (p) expect(placeTile(cloned, 4, p.rot / 90, p.x, p.y).tileCount).toBe(last.tileCount + 1);
  });

  it('refuses a broken chain and a bad operation with a CoreError, and stays usable', () => {
    const good = randomBoards(13, ['base'], startBoard(), 10);
    const last = good[good.length - 1]!;
    const expected = JSON.stringify(readAll(last));
    const broken = { ...last, prev: null } as BoardState;
    expect(() => tileAt(broken, 0, 0)).toThrow(CoreError);
    const badOp = { ...last, op: 99 } as BoardState;
    expect(() => tileAt(badOp, 0, 0)).toThrow(/unknown operation/);
    expect(() => tileAt({ tiles: [] } as unknown as BoardState, 0, 0)).toThrow(/not a board/);
    expect(() => tileAt(null as unknown as BoardState, 0, 0)).toThrow(/not a board/);
    expect(() => tileAt({ ...last, depth: '3' } as unknown as BoardState, 0, 0)).toThrow(CoreError);
    const badTile = { ...last, a: 999 } as BoardState;
    expect(() => tileAt(badTile, 0, 0)).toThrow(CoreError);
    expect(JSON.stringify(readAll(last))).toBe(expected);
    expect(() => addFollower(last, 7, 0, 0)).toThrow(/no such player/);
    expect(() => addFollower(last, 0, last.segCount, 0)).toThrow(/no such segment/);
  });
});

describe('engines', () => {
  it('says clearly when no engine is installed', async () => {
    const { boardEngine: current, installBoardEngine: install } = await import('./engine.js');
    expect(current()).toBe(engine);
    install(null as unknown as BoardEngine);
    try {
      expect(() => boardEngine()).toThrow(/no board engine installed/);
      expect(() => tileAt(startBoard(), 0, 0)).toThrow(CoreError);
    } finally {
      install(engine);
    }
  });

  it('reads one board the same in two engines, switching between them', () => {
    const boards = randomBoards(14, ['base', 'festival']);
    const other = loadBoardEngine();
    const last = boards[boards.length - 1]!;
    const here = JSON.stringify(readAll(last));
    installBoardEngine(other);
    try {
      expect(JSON.stringify(readAll(last))).toBe(here);
    } finally {
      installBoardEngine(engine);
    }
    expect(JSON.stringify(readAll(last))).toBe(here);
  });

  it('loads from a module, bytes and asynchronously', async () => {
    const { readFileSync } = await import('node:fs');
    const { coreWasmUrl } = await import('../node.js');
    const bytes = readFileSync(coreWasmUrl);
    const a = BoardEngine.fromBytes(bytes);
    const b = BoardEngine.fromModule(new WebAssembly.Module(bytes));
    const c = await BoardEngine.load(bytes);
    for (const e of [a, b, c]) {
      expect(e.typeCount).toBe(52);
      expect(e.memoryBytes).toBe(engine.memoryBytes);
    }
  });
});
