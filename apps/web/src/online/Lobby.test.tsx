import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { setLang } from '../i18n/index.js';
import { OnlineScreen } from './OnlineScreen.js';

let root: HTMLElement;
let posted: unknown[];
let rooms: unknown[];

beforeEach(() => {
  setLang('en');
  posted = [];
  rooms = [
    { room: 'bbbbbbbbbbbb', name: 'Friday game', seats: 3, open: 2, expansions: ['festival'] },
    { room: 'cccccccccccc', name: 'Quick one', seats: 2, open: 1, expansions: [] },
  ];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/lobby') return Response.json({ rooms });
    if (url === '/api/rooms' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ room: 'aaaaaaaaaaaa', links: {} }, { status: 201 });
    }
    return new Response('{}', { status: 404 });
  });
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(() => {
  act(() => render(null, root));
  vi.unstubAllGlobals();
});

describe('open public rooms', () => {
  it('lists each room with its name, open seats and expansions, linked to take a seat', async () => {
    act(() => render(<OnlineScreen />, root));
    await vi.waitFor(() => expect(root.querySelectorAll('.lobby-list li')).toHaveLength(2));
    const items = [...root.querySelectorAll('.lobby-list li')];
    expect(items[0]!.textContent).toContain('Friday game · 2 of 3 seats open · The Festival');
    expect(items[1]!.textContent).toContain('Quick one · 1 of 2 seats open · base game');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('#/room/bbbbbbbbbbbb');
    rooms = [];
    act(() => (root.querySelector('[data-testid=lobby-refresh]') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(root.querySelector('.lobby')!.textContent).toContain('No open rooms right now.'));
  });

  it('a creator opts in with a name; without the box the room is not listed', async () => {
    act(() => render(<OnlineScreen />, root));
    const create = () => act(() => (root.querySelector('[data-testid=create-room]') as HTMLButtonElement).click());
    create();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ seats: 2, expansions: [] });
    act(() => (root.querySelector('[data-testid=room-public]') as HTMLInputElement).click());
    const name = root.querySelector('[data-testid=room-list-name]') as HTMLInputElement;
    name.value = ' Friday game ';
    act(() => {
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    create();
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ seats: 2, expansions: [], listAs: 'Friday game' });
  });
});
