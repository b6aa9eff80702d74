import { beforeAll, describe, expect, it } from 'vitest';
import { EXPANSION_IDS, legalActions, replay, view, type ExpansionId } from '@carc/rules';
import { LocalGame } from './localGame.js';
import { randomMove } from './testing.js';
import { ensureEngine } from './engines.js';

// Games with expansions are played with their modules, fetched first (engines.ts).
beforeAll(() => ensureEngine(EXPANSION_IDS));

function newGame(kinds: ('human' | 'random' | 'greedy')[] = ['human', 'random'], seed = '42', expansions: ExpansionId[] = []) {
  const g = LocalGame.create({ seats: kinds.map((kind, i) => ({ name: `P${i}`, kind })), expansions, options: {}, seed });
  if (!('state' in g)) throw new Error(g.message);
  return g;
}

describe('LocalGame', () => {
  it('keeps the legal moves and the screen view for the state they were made for, never for another', () => {
    const g = newGame(['human', 'random']);
    const first = g.legal();
    expect(g.legal()).toBe(first);
    expect(g.screenView()).toBe(g.screenView());
    const before = g.state;
    expect(g.act(first[0]!).ok).toBe(true);
    expect(g.legal()).not.toBe(first);
    expect(g.legal()).toEqual(legalActions(g.state));
    expect(g.screenView()).toEqual(view(g.state, g.actorKind() === 'human' ? g.actor() : null));
    expect(g.undo()).toBe(true);
    expect(g.state).toBe(before);
    expect(g.legal()).toEqual(first);
  });

  it('plays a whole base game to the end and its record replays to the same scores', () => {
    const g = newGame(['random', 'random']);
    let guard = 0;
    while (g.actor() !== null && guard++ < 1000) {
      const a = randomMove(g.state);
      expect(a).not.toBeNull();
      const r = g.act(a!);
      expect(r.ok).toBe(true);
    }
    expect(g.state.finished).toBe(true);
    expect(g.log.some((e) => e.type === 'gameEnded')).toBe(true);
    const rec = g.record();
    const rep = replay(JSON.parse(JSON.stringify(rec)));
    expect(rep.ok).toBe(true);
    if (rep.ok) expect(rep.value.result.scores).toEqual([...g.state.scores]);
  });

  it('passes for a lone human only where passing is the one answer, without an undo step', () => {
    const g = newGame(['human', 'random'], 'auto', ['christmas-gift']);
    let checked = 0;
    for (let i = 0; i < 4000 && !g.state.finished && checked < 3; i++) {
      const pass = g.autoPass();
      if (pass) {
        expect(g.legal()).toEqual([{ type: 'pass' }]);
        expect(g.actorKind()).toBe('human');
        const undoDepth = g.checkpoints.length;
        expect(g.act(pass, true).ok).toBe(true);
        expect(g.checkpoints.length).toBe(undoDepth);
        checked++;
        continue;
      }
      // Base decisions and real choices are never answered for the human.
      if (g.actorKind() === 'human' && g.legal().length > 1) expect(pass).toBeNull();
      g.act(randomMove(g.state, String(i))!);
    }
    expect(checked).toBe(3);
    // With two humans at the screen the questions stay, so nobody learns a hand from them.
    const two = newGame(['human', 'human'], 'auto', ['christmas-gift']);
    for (let i = 0; i < 4000 && !two.state.finished; i++) {
      expect(two.autoPass()).toBeNull();
      two.act(randomMove(two.state, String(i))!);
    }
  });

  it('undo gives the human back the decision and drops the bot moves after it', () => {
    const g = newGame(['human', 'random']);
    const before = g.state;
    const logBefore = g.log.length;
    const place = g.legal().find((a) => a.type === 'place')!;
    expect(g.act(place).ok).toBe(true);
    // Finish the human turn and let the bot move.
    expect(g.act({ type: 'pass' }).ok).toBe(true);
    expect(g.actor()).toBe(1);
    g.act(randomMove(g.state)!);
    expect(g.canUndo()).toBe(true);
    g.undo(); // back to before the pass
    g.undo(); // back to before the placement
    expect(g.state).toBe(before);
    expect(g.log.length).toBe(logBefore);
    expect(g.canUndo()).toBe(false);
  });

  it('refuses an illegal action and keeps the state', () => {
    const g = newGame();
    const s = g.state;
    const r = g.act({ type: 'place', x: 50, y: 50, rot: 0 });
    expect(r.ok).toBe(false);
    expect(g.state).toBe(s);
    expect(g.canUndo()).toBe(false);
  });

  it('shows a spectator view between turns of bots, the seat view on a human turn', () => {
    const g = newGame(['human', 'random']);
    expect(g.screenView().viewer).toBe(0);
    expect(g.screenView().legalActions?.length).toBeGreaterThan(0);
  });
});
