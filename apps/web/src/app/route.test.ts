import { h, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { parseRoute, useRoute } from './route.js';

describe('hash routes', () => {
  it('reads rooms and the one-time link of a seat moving to this device', () => {
    expect(parseRoute('#/room/abcdefghijkl')).toEqual({ name: 'room', id: 'abcdefghijkl' });
    expect(parseRoute('#/move/abcdefghijkl/0123456789abcdef0123456789abcdef')).toEqual({ name: 'move', room: 'abcdefghijkl', code: '0123456789abcdef0123456789abcdef' });
    // A move link without its code is no move: the online screen instead.
    expect(parseRoute('#/move/abcdefghijkl')).toEqual({ name: 'online' });
    expect(parseRoute('#/move')).toEqual({ name: 'online' });
  });

  it('reads my games and the permanent replay link of a finished online game', () => {
    expect(parseRoute('#/games')).toEqual({ name: 'games' });
    expect(parseRoute('#/replay/abcdefghijkl')).toEqual({ name: 'replay', room: 'abcdefghijkl' });
    // Not a room id: the replay viewer with its file picker, nothing fetched.
    expect(parseRoute('#/replay/../../api')).toEqual({ name: 'replay' });
    expect(parseRoute('#/replay')).toEqual({ name: 'replay' });
  });
});

describe('useRoute', () => {
  it('follows a link followed while the page starts: the hashchange that comes after the first render', async () => {
    history.replaceState(null, '', '#/');
    const seen: string[] = [];
    const Shows = () => {
      seen.push(useRoute().name);
      return null;
    };
    const root = document.createElement('div');
    act(() => render(h(Shows, {}), root));
    expect(seen.at(-1)).toBe('home');
    await act(async () => {
      location.hash = '#/games';
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(seen.at(-1)).toBe('games');
    act(() => render(null, root));
  });

  it('stays on a screen whose own first effect rewrites the address without a hashchange (the seat-moving link)', () => {
    history.replaceState(null, '', '#/move/abcdefghijkl/0123456789abcdef0123456789abcdef');
    const seen: string[] = [];
    // As TakeSeat does: the code leaves the address at once; the screen opens the room itself later.
    const Move = () => {
      useEffect(() => history.replaceState(null, '', '#/room/abcdefghijkl'), []);
      return null;
    };
    const Shows = () => {
      const r = useRoute();
      seen.push(r.name);
      return r.name === 'move' ? h(Move, {}) : null;
    };
    const root = document.createElement('div');
    act(() => render(h(Shows, {}), root));
    expect(seen.at(-1)).toBe('move');
    act(() => render(null, root));
  });
});
