import type { TurnPushPayload } from '@carc/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEn } from '../i18n/push/en.js';
import { pushHu } from '../i18n/push/hu.js';
import { openRoom, turnNotification } from './sw-push.js';

const turn = (extra: Partial<TurnPushPayload> = {}): TurnPushPayload => ({ v: 1, type: 'turn', room: 'abcdefghijkl', seat: 1, seq: 9, players: ['Ann', 'Bob', null, 'Cid'], lang: 'en', ...extra });

describe('the service worker’s "your turn" notification', () => {
  it('names the other players, never the seat itself; one tag per room; the room in its data', () => {
    const { title, options } = turnNotification(turn());
    expect(title).toBe(pushEn['push.title']);
    expect(options.body).toBe('Carcassonne with Ann, Cid: it is your move.');
    expect(options.tag).toBe('turn-abcdefghijkl');
    expect(options.data).toEqual({ room: 'abcdefghijkl', seq: 9 });
  });

  it('speaks the language the seat subscribed in; an unknown one falls back to English', () => {
    expect(turnNotification(turn({ lang: 'hu' })).title).toBe(pushHu['push.title']);
    expect(turnNotification(turn({ lang: 'hu' })).options.body).toBe(pushHu['push.body'].replace('{players}', 'Ann, Cid'));
    expect(turnNotification(turn({ lang: 'xx' as never })).title).toBe(pushEn['push.title']);
    expect(turnNotification(turn({ lang: 'toString' as never })).title).toBe(pushEn['push.title']);
  });

  it('alone at the table, or an unreadable push: still a notification (browsers require one per push)', () => {
    expect(turnNotification(turn({ players: [null, 'Bob'] })).options.body).toBe(pushEn['push.bodyAlone']);
    expect(turnNotification(null)).toMatchObject({ title: 'Carcassonne Edge', options: { body: pushEn['push.generic'] } });
  });
});

describe('a click on the notification', () => {
  afterEach(() => vi.unstubAllGlobals());

  function worker(windows: { focused?: boolean; visibilityState?: string }[]) {
    const posted: unknown[] = [];
    const opened: string[] = [];
    const focused: number[] = [];
    const clients = windows.map((w, i) => ({ ...w, postMessage: (m: unknown) => posted.push([i, m]), focus: async () => void focused.push(i) }));
    vi.stubGlobal('self', {
      location: { origin: 'https://carc.example' },
      clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url) },
    });
    return { posted, opened, focused };
  }

  it('tells an open window of the app to go to the room and focuses it (the visible one first)', async () => {
    const w = worker([{ visibilityState: 'hidden' }, { visibilityState: 'visible' }]);
    await openRoom('abcdefghijkl');
    expect(w.posted).toEqual([[1, { type: 'open-room', room: 'abcdefghijkl' }]]);
    expect(w.focused).toEqual([1]);
    expect(w.opened).toEqual([]);
  });

  it('opens the room in a new window when none is open', async () => {
    const w = worker([]);
    await openRoom('abcdefghijkl');
    expect(w.opened).toEqual(['https://carc.example/#/room/abcdefghijkl']);
  });
});
