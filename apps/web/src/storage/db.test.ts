import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalGame } from '../game/localGame.js';
import { deleteGame, listGames, loadGame, saveGame } from './db.js';
import { randomMove } from '../game/testing.js';
import { ensureEngine } from '../game/engines.js';
import { EXPANSION_IDS } from '@carc/rules';

// Games with expansions are played with their modules, fetched first (engines.ts).
beforeAll(() => ensureEngine(EXPANSION_IDS));

describe('saved games in IndexedDB', () => {
  it('stores a game mid-play and resumes it with the same state and undo history', async () => {
    const g = LocalGame.create({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'random' }], expansions: [], options: {}, seed: '7' });
    if (!('state' in g)) throw new Error(g.message);
    for (let i = 0; i < 10; i++) g.act(randomMove(g.state)!);
    await saveGame(g.snapshot());
    const back = await loadGame(g.id);
    expect(back).toBeDefined();
    const r = LocalGame.restore(back!)!;
    expect(r.state).not.toBe(g.state);
    expect(r.state).toEqual(g.state);
    expect(r.screenView().board).toEqual(g.screenView().board);
    expect(r.legal()).toEqual(g.legal());
    expect(r.checkpoints.length).toBe(g.checkpoints.length);
    // The resumed game keeps playing.
    expect(r.act(r.legal()[0]!).ok).toBe(true);
    expect((await listGames()).map((x) => x.id)).toContain(g.id);
    await deleteGame(g.id);
    expect(await loadGame(g.id)).toBeUndefined();
  });

  it('rebuilds a game saved by an engine with another state layout from its record', async () => {
    const g = LocalGame.create({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'random' }], expansions: ['festival'], options: {}, seed: '8' });
    if (!('state' in g)) throw new Error(g.message);
    // Whole turns only, so the record holds everything the state does.
    while (g.state.turn < 12) g.act(randomMove(g.state)!);
    const saved = g.snapshot();
    // Format 2 kept the board as flat arrays; format 3 holds the core's board node.
    const flatBoard = { minX: -2, minY: -2, w: 5, h: 5, cells: [], tiles: [], tileCount: 1, segs: [], segCount: 4, frontier: [], meeples: [], meepleCount: 0 };
    const old = { ...saved, state: { ...saved.state, format: 'carc-state/2', board: flatBoard } } as unknown as typeof saved;
    await saveGame(old);
    const r = LocalGame.restore((await loadGame(g.id))!);
    expect(r).not.toBeNull();
    expect(r!.state).toEqual(g.state);
    expect(r!.log).toEqual(g.log);
    expect(r!.checkpoints).toEqual([]);
    // A record that no longer replays is not a game.
    expect(LocalGame.restore({ ...old, record: { ...old.record, seed: 1 as never } })).toBeNull();
    await deleteGame(g.id);
  });
});
