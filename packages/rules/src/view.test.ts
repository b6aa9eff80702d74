import { describe, expect, it } from 'vitest';
import { createGame, legalActions, view, viewEvents } from './index.js';
import type { GameState } from './state.js';
import { act, start } from './test-support/play.js';

/**
 * Where the upcoming tiles show in a view: any three of them in draw order, however they are
 * wrapped (a list of any length, objects around each id), or any tile id outside the places
 * that are public (the board, the drawn tile, the discards, the pending decision).
 */
function stackLeaks(s: GameState, v: object): string[] {
  const upcoming = s.stack.slice(s.stackPos);
  const ids = new Set(s.stack);
  const found: string[] = [];
  const text = JSON.stringify(v);
  for (let i = 0; i + 3 <= upcoming.length; i++) {
    const run = JSON.stringify(upcoming.slice(i, i + 3)).slice(1, -1);
    if (text.includes(run)) found.push(`upcoming run ${run}`);
  }
  const publicKeys = new Set(['board', 'tile', 'discarded', 'decision']);
  const walk = (x: unknown, path: string): void => {
    if (typeof x === 'string' && ids.has(x)) found.push(`tile id ${x} at ${path}`);
    else if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${path}[${i}]`));
    else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) if (path !== '' || !publicKeys.has(k)) walk(y, `${path}.${k}`);
  };
  walk(v, '');
  return found;
}

describe('view', () => {
  const g = createGame({ players: ['Ann', 'Ben'], seed: 'a-very-secret-seed' });
  if (!g.ok) throw new Error(g.error.message);
  const s = g.value;

  it('never shows the seed or the stack order', () => {
    for (const who of [0, 1, null]) {
      const text = JSON.stringify(view(s, who));
      expect(text).not.toContain('a-very-secret-seed');
      expect(stackLeaks(s, view(s, who))).toEqual([]);
      expect(view(s, who).stackSize).toBe(70);
    }
  });

  it('never shows the stack order later in the game either', () => {
    let t = s;
    for (let turn = 0; turn < 20; turn++) {
      // Any legal move will do: the first placement, then no follower.
      t = act(t, legalActions(t)[0]!).state;
      t = act(t, { type: 'pass' }).state;
      for (const who of [0, 1, null]) expect(stackLeaks(t, view(t, who))).toEqual([]);
    }
  });

  it('shows the drawn tile to all and the legal actions only to the player to act', () => {
    expect(view(s, 0).tile).toBe(s.tile);
    expect(view(s, 1).tile).toBe(s.tile);
    expect(view(s, 0).legalActions).toEqual(legalActions(s));
    expect(view(s, 1).legalActions).toBeNull();
  });

  it('lists the board and followers', () => {
    let t = act(start(['U', 'U']), { type: 'place', x: 1, y: 0, rot: 0 });
    t = act(t.state, { type: 'meeple', at: 'E' });
    const v = view(t.state, null);
    expect(v.board).toEqual([
      { tile: 'D', x: 0, y: 0, rot: 0 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
    ]);
    expect(v.followers).toEqual([{ player: 0, spot: { x: 1, y: 0, at: 'E' }, feature: 'road' }]);
    expect(v.supply).toEqual([6, 7]);
    expect(v.currentPlayer).toBe(1);
  });

  it('passes base events through unchanged for everyone', () => {
    const t = act(start(['U', 'U']), { type: 'place', x: 1, y: 0, rot: 0 });
    expect(viewEvents(t.events, null)).toEqual(t.events);
    expect(viewEvents(t.events, 1)).toEqual(t.events);
  });

  it('keeps a secret expansion event from other viewers', () => {
    const secret = { type: 'ext' as const, expansion: 'christmas-gift' as const, kind: 'drew', player: 0, secretTo: [0], data: { card: 'secret-card-name' } };
    // Whether the module redacts it itself or the default strips `data`, only the owner sees the card.
    expect(JSON.stringify(viewEvents([secret], 0))).toContain('secret-card-name');
    expect(JSON.stringify(viewEvents([secret], 1))).not.toContain('secret-card-name');
    expect(JSON.stringify(viewEvents([secret], null))).not.toContain('secret-card-name');
  });
});
