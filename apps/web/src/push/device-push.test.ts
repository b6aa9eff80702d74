import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/index.js';
import { disablePush, enablePush, pushRooms, pushState } from './device-push.js';

const KEY = 'B' + 'A'.repeat(85) + 'E';
const OTHER_KEY = 'B' + 'A'.repeat(85) + 'Q';
const bytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64url.length % 4)) % 4)), (c) => c.charCodeAt(0));

/** A browser with the Push API: its one subscription (made with `madeWith`), and the server's answers. */
function browser(opts: { madeWith?: string | null; permission?: NotificationPermission; subscribed?: boolean } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let sub: Record<string, unknown> | null = null;
  const unsubscribed: string[] = [];
  const makeSub = (key: string) => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    options: { applicationServerKey: bytes(key).buffer },
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: async () => {
      unsubscribed.push(key);
      sub = null;
      return true;
    },
  });
  if (opts.madeWith) sub = makeSub(opts.madeWith);
  const pushManager = {
    getSubscription: async () => sub,
    subscribe: async (o: { applicationServerKey: Uint8Array }) => (sub = makeSub(btoa(String.fromCharCode(...o.applicationServerKey)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))),
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: opts.permission ?? 'granted', requestPermission: async () => opts.permission ?? 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/push') return Response.json({ publicKey: KEY });
    if (url.endsWith('/push/status')) return Response.json({ room: 'r', seat: 1, subscribed: opts.subscribed ?? true });
    return Response.json({ room: 'r', seat: 1 }, { status: init?.method === 'POST' ? 201 : 200 });
  });
  return { calls, unsubscribed, sub: () => sub };
}

beforeEach(() => {
  localStorage.clear();
  setLang('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLang('en');
});

describe('this device’s push subscription', () => {
  it('switching on subscribes with the server’s key and tells the room with the seat token and the language', async () => {
    const b = browser();
    setLang('ro');
    expect(await enablePush('abcdefghijkl', 'tok')).toBe('on');
    expect(b.sub()).not.toBeNull();
    const registered = b.calls.find((c) => c.url === '/api/rooms/abcdefghijkl/push');
    expect(registered).toMatchObject({ method: 'POST', body: { token: 'tok', lang: 'ro', subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' } } });
    expect(pushRooms()).toEqual({ abcdefghijkl: 'ro' });
  });

  it('refused permission: nothing subscribed, nothing told', async () => {
    const b = browser({ permission: 'denied' });
    expect(await enablePush('abcdefghijkl', 'tok')).toBe('blocked');
    expect(b.sub()).toBeNull();
    expect(b.calls).toEqual([]);
  });

  it('a subscription made with an old server key is replaced when switching on, and reads as off until then', async () => {
    const b = browser({ madeWith: OTHER_KEY });
    localStorage.setItem('carc.push.rooms', JSON.stringify({ abcdefghijkl: 'en' }));
    expect(await pushState('abcdefghijkl', 'tok', KEY)).toBe(false);
    expect(pushRooms()).toEqual({});
    await enablePush('abcdefghijkl', 'tok');
    expect(b.unsubscribed).toEqual([OTHER_KEY]);
  });

  it('on page load: the room’s word decides; a changed language is sent again', async () => {
    const b = browser({ madeWith: KEY });
    localStorage.setItem('carc.push.rooms', JSON.stringify({ abcdefghijkl: 'en' }));
    setLang('cs');
    expect(await pushState('abcdefghijkl', 'tok', KEY)).toBe(true);
    expect(b.calls.filter((c) => c.url === '/api/rooms/abcdefghijkl/push').map((c) => (c.body as { lang: string }).lang)).toEqual(['cs']);
    expect(pushRooms()).toEqual({ abcdefghijkl: 'cs' });

    const dropped = browser({ madeWith: KEY, subscribed: false });
    expect(await pushState('abcdefghijkl', 'tok', KEY)).toBe(false);
    expect(pushRooms()).toEqual({});
    expect(dropped.calls.map((c) => c.url)).toEqual(['/api/rooms/abcdefghijkl/push/status']);
  });

  it('switching off tells the room; the browser subscription goes with the last room', async () => {
    const b = browser({ madeWith: KEY });
    localStorage.setItem('carc.push.rooms', JSON.stringify({ abcdefghijkl: 'en', mnopqrstuvwx: 'en' }));
    await disablePush('abcdefghijkl', 'tok');
    expect(b.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/rooms/abcdefghijkl/push', body: { token: 'tok', endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' } });
    expect(b.unsubscribed).toEqual([]);
    await disablePush('mnopqrstuvwx', 'tok2');
    expect(b.unsubscribed).toEqual([KEY]);
  });
});
