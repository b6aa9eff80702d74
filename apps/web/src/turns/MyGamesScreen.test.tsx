import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { setLang } from '../i18n/index.js';
import { saveToken } from '../online/seat-tokens.js';
import { MyGamesScreen } from './MyGamesScreen.js';
import { myGames, refreshMyGames, waitingCount } from './myGames.js';

const D = 86_400_000;
let root: HTMLElement;
let bodies: unknown[];

const game = (room: string, over: Record<string, unknown>) => ({
  room, seat: 0, status: 'playing', players: ['Ann', 'Ben'], turn: { player: 1, deadline: null }, yourTurn: false, turnBased: { bankSeconds: 259200, perMoveSeconds: 86400, onTimeout: 'bot' }, expansions: [], lastMove: { seq: 4, actor: 1, at: 0, type: 'pass' }, seq: 4, ...over,
});

beforeEach(() => {
  setLang('en');
  localStorage.clear();
  bodies = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return Response.json({
      now: 10 * D,
      games: [
        game('aaaaaaaaaaaa', { yourTurn: true, turn: { player: 0, deadline: 12 * D }, clocks: { banks: [3 * D, D], since: 9 * D } }),
        game('bbbbbbbbbbbb', { clocks: { banks: [3 * D, D], since: 9 * D } }),
        game('cccccccccccc', { status: 'ended', archived: true, turn: { player: null, deadline: null }, lastMove: { seq: 90, actor: -1, at: 5 * D, type: 'end' } }),
      ],
    });
  });
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(() => {
  act(() => render(null, root));
  vi.unstubAllGlobals();
});

describe('my games', () => {
  it('sends every saved seat in one request body, none in the URL, and counts the games that wait', async () => {
    saveToken('aaaaaaaaaaaa', 'tok-a', 0);
    saveToken('bbbbbbbbbbbb', 'tok-b', 0);
    localStorage.setItem('carc.room.not a room', JSON.stringify({ token: 'x', seat: 0 }));
    await refreshMyGames();
    expect(bodies).toEqual([{ seats: [{ room: 'aaaaaaaaaaaa', token: 'tok-a' }, { room: 'bbbbbbbbbbbb', token: 'tok-b' }] }]);
    expect(waitingCount.get()).toBe(1);
    expect(myGames.get().answer!.games).toHaveLength(3);
  });

  it('lists "your turn" first with its time left, whose turn elsewhere, and a finished game\'s replay link', async () => {
    saveToken('aaaaaaaaaaaa', 'tok-a', 0);
    act(() => render(<MyGamesScreen />, root));
    await vi.waitFor(() => expect(root.querySelectorAll('.my-games-list li')).toHaveLength(3));
    const rows = [...root.querySelectorAll('.my-games-list li')];
    expect(rows[0]!.className).toBe('your-turn');
    expect(rows[0]!.querySelector('.my-game-status')!.textContent).toBe('Your turn');
    expect(rows[0]!.querySelector('a')!.getAttribute('href')).toBe('#/room/aaaaaaaaaaaa');
    expect(rows[0]!.querySelector('[data-testid=my-game-clock]')!.textContent).toMatch(/^Ann: 1d 23h left$/);
    expect(rows[1]!.querySelector('.my-game-status')!.textContent).toBe("Ben's turn");
    expect(rows[1]!.textContent).toContain('Last move by Ben');
    expect(rows[2]!.querySelector('a')!.getAttribute('href')).toBe('#/replay/cccccccccccc');
  });

  it('with no seat on this device it asks nothing and says so', async () => {
    act(() => render(<MyGamesScreen />, root));
    await vi.waitFor(() => expect(root.textContent).toContain('No games yet'));
    expect(bodies).toEqual([]);
  });
});
