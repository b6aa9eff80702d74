import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { apply, createGame, legalActions, searchState, view, type PlayerView } from '@carc/rules';
import { setLang, translate } from '../i18n/index.js';
import { FakeSocket } from './fake-socket.js';
import { OnlineScreen } from './OnlineScreen.js';

// Watched, not changed: a bot's search state belongs to the local bot worker and the
// room's own bots, never to the online client (the last test).
vi.mock('@carc/rules', async (importOriginal) => {
  const real = await importOriginal<typeof import('@carc/rules')>();
  return { ...real, view: vi.fn(real.view), searchState: vi.fn(real.searchState) };
});

const ROOM = 'abcdefghijkl';
const seatsOf = (...s: [string | null, number][]) => s.map(([name, online], seat) => ({ seat, name, online }));
const info = (seats = seatsOf(['Ann', 1], [null, 0], [null, 0]), status = 'waiting', next: string | null = null) => ({
  room: ROOM, v: 1, status, config: { seats: seats.length, expansions: [], options: {}, turnSeconds: null }, seats, spectators: 0, seq: 0, seedHash: null, seed: null, result: null, next,
});
const welcome = (seats: ReturnType<typeof seatsOf>, status = 'waiting', seat: number | null = 0) => ({
  type: 'welcome', v: 1, room: ROOM, seat, seats, replay: false, seq: 0, status, view: null, turn: { player: null, deadline: null }, seedHash: null, seed: null, result: null,
});

let root: HTMLElement;
let routes: Record<string, (init?: RequestInit) => Response>;
const q = (id: string) => root.querySelector(`[data-testid=${id}]`);

/** Waits for the page to show what is expected (fetches resolve over a few ticks). */
async function until(check: () => unknown) {
  await vi.waitFor(() => expect(check()).toBeTruthy());
}

beforeEach(() => {
  setLang('en');
  localStorage.clear();
  FakeSocket.all = [];
  FakeSocket.deliver = act;
  vi.stubGlobal('WebSocket', FakeSocket);
  routes = { [`/api/rooms/${ROOM}`]: () => Response.json(info()) };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const r = routes[url];
    return r ? r(init) : new Response('{"error":{"code":"room-not-found","message":"no such room"}}', { status: 404 });
  });
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  location.hash = `#/room/${ROOM}`;
});
afterEach(() => {
  act(() => render(null, root));
  vi.unstubAllGlobals();
});

describe('the room screen', () => {
  it('shows open and taken seats, the link with Copy, and Leave goes back', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    act(() => render(<OnlineScreen room={ROOM} />, root));
    await until(() => q('room-open')?.textContent === '2 of 3 seats open');
    const items = [...root.querySelectorAll('[data-testid=room-seats-list] li')].map((li) => [li.className, li.textContent]);
    expect(items).toEqual([['online', 'Ann'], ['open', 'open seat'], ['open', 'open seat']]);
    const link = (q('room-link') as HTMLInputElement).value;
    expect(link).toMatch(new RegExp(`#/room/${ROOM}$`));
    act(() => (q('room-copy') as HTMLButtonElement).click());
    await until(() => q('copy-toast')?.textContent?.includes('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(link);
    act(() => (q('room-leave') as HTMLButtonElement).click());
    expect(location.hash).toBe('#/online');
  });

  it('a full room reads as a sentence in the player’s language, never as its code', async () => {
    routes[`/api/rooms/${ROOM}`] = () => Response.json(info(seatsOf(['Ann', 1], [null, 0])));
    routes[`/api/rooms/${ROOM}/seats`] = () => new Response('{"error":{"code":"room-full","message":"every seat is taken"}}', { status: 409 });
    setLang('de');
    act(() => render(<OnlineScreen room={ROOM} />, root));
    await until(() => q('room-open'));
    act(() => (q('room-join') as HTMLButtonElement).click());
    await until(() => q('room-error'));
    expect(q('room-error')!.textContent).toBe(translate('de', 'err.room-full'));
    expect(root.textContent).not.toContain('room-full');
  });

  it('a room already full says so instead of offering Join; watching stays possible', async () => {
    routes[`/api/rooms/${ROOM}`] = () => Response.json(info(seatsOf(['Ann', 1], ['Ben', 1]), 'playing'));
    act(() => render(<OnlineScreen room={ROOM} />, root));
    await until(() => q('room-error'));
    expect(q('room-error')!.textContent).toBe(translate('en', 'err.room-full'));
    expect(q('room-join')).toBeNull();
    expect(q('room-spectate')).not.toBeNull();
  });

  it('counts the seats still open while waiting, and announces who drops and who returns', async () => {
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 0 }));
    act(() => render(<OnlineScreen room={ROOM} />, root));
    const ws = FakeSocket.all[0]!;
    act(() => ws.onopen!());
    expect(ws.sent[0]).toMatchObject({ type: 'hello', token: 'tok' });
    ws.serverSends(welcome(seatsOf(['Ann', 1], ['Ben', 1], [null, 0])));
    await until(() => q('room-waiting')?.textContent === 'Waiting for 1 more player…');
    ws.serverSends({ type: 'seats', spectators: 0, seats: seatsOf(['Ann', 1], ['Ben', 0], [null, 0]) });
    await until(() => q('seat-notice')?.textContent?.includes('Ben disconnected.'));
    ws.serverSends({ type: 'seats', spectators: 0, seats: seatsOf(['Ann', 1], ['Ben', 1], [null, 0]) });
    await until(() => q('seat-notice')?.textContent?.includes('Ben is back.'));
  });

  it('after the end, Rematch asks the room with the seat token and moves to the new room with it', async () => {
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 1 }));
    routes[`/api/rooms/${ROOM}`] = () => Response.json(info(seatsOf(['Ann', 0], ['Ben', 1]), 'ended'));
    let body: unknown = null;
    routes[`/api/rooms/${ROOM}/rematch`] = (init) => {
      body = JSON.parse(String(init?.body));
      return Response.json({ room: ROOM, next: 'mnopqrstuvwx' }, { status: 201 });
    };
    act(() => render(<OnlineScreen room={ROOM} />, root));
    await until(() => q('room-rematch'));
    act(() => (q('room-rematch') as HTMLButtonElement).click());
    await until(() => location.hash === '#/room/mnopqrstuvwx');
    expect(body).toEqual({ token: 'tok' });
    expect(JSON.parse(localStorage.getItem('carc.room.mnopqrstuvwx')!)).toEqual({ token: 'tok', seat: 1 });
  });

  it('shows a room game with a bot seat from the views it is sent, and never builds a search state', async () => {
    const seats = [{ seat: 0, name: 'Ann', online: 1 }, { seat: 1, name: 'Greedy bot', online: 0, kind: 'bot', bot: 'greedy' }];
    routes[`/api/rooms/${ROOM}`] = () => Response.json({ ...info(seats as never, 'playing'), config: { seats: 2, expansions: ['christmas-gift', 'gifts'], options: {}, turnSeconds: null, bots: [null, 'greedy'] } });
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 0 }));
    const g = createGame({ players: ['Ann', 'Greedy bot'], expansions: ['christmas-gift', 'gifts'], seed: 'online-1' });
    if (!g.ok) throw new Error(g.error.message);
    const views: PlayerView[] = [view(g.value, 0)];
    const next = apply(g.value, legalActions(g.value)[0]!, 0);
    if (!next.ok) throw new Error(next.error.message);
    views.push(view(next.value.state, 0));
    vi.mocked(view).mockClear();
    vi.mocked(searchState).mockClear();

    act(() => render(<OnlineScreen room={ROOM} />, root));
    const ws = FakeSocket.all[0]!;
    act(() => ws.onopen!());
    ws.serverSends({ ...welcome(seats as never, 'playing'), view: views[0], turn: { player: 0, deadline: null } });
    await until(() => q('board'));
    ws.serverSends({ type: 'update', seq: 1, actor: 0, events: [], view: views[1], turn: { player: next.value.state.turnPlayer, deadline: null }, status: 'playing' });

    expect(vi.mocked(view).mock.calls.filter((c) => c[2]?.search)).toEqual([]);
    expect(searchState).not.toHaveBeenCalled();
    for (const frame of ws.sent) expect(JSON.stringify(frame)).not.toContain('"search"');
  });

  it('creates a turn-based room with the chosen profile, timeout and spectators\' chat', async () => {
    let body: unknown = null;
    routes['/api/rooms'] = (init) => {
      body = JSON.parse(String(init?.body));
      return Response.json({ room: ROOM, links: {} }, { status: 201 });
    };
    routes['/api/lobby'] = () => Response.json({ rooms: [] });
    act(() => render(<OnlineScreen />, root));
    expect(q('room-profile')).toBeNull();
    act(() => (q('room-turn-based') as HTMLInputElement).click());
    await until(() => q('room-profile'));
    const pick = (id: string, value: string) => act(() => {
      const el = q(id) as HTMLSelectElement;
      el.value = value;
      el.dispatchEvent(new Event('change'));
    });
    pick('room-profile', 'relaxed');
    pick('room-on-timeout', 'skip');
    act(() => (q('room-spectator-chat') as HTMLInputElement).click());
    act(() => (q('create-room') as HTMLButtonElement).click());
    await until(() => body);
    expect(body).toEqual({ seats: 2, expansions: [], turnBased: { profile: 'relaxed', onTimeout: 'skip' }, spectatorChat: true });
  });

  it('a turn-based room shows every seat\'s time left, and offers the others a skip once a bank is empty', async () => {
    const D = 86_400_000;
    const seats = seatsOf(['Ann', 1], ['Ben', 0]);
    routes[`/api/rooms/${ROOM}`] = () => Response.json({ ...info(seats, 'playing'), config: { seats: 2, expansions: [], options: {}, turnSeconds: null, turnBased: { bankSeconds: 259200, perMoveSeconds: 86400, onTimeout: 'skip' } } });
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 0 }));
    act(() => render(<OnlineScreen room={ROOM} />, root));
    const ws = FakeSocket.all[0]!;
    act(() => ws.onopen!());
    const now = Date.now();
    ws.serverSends({ ...welcome(seats, 'playing'), turn: { player: 1, deadline: now + D, clocks: { banks: [3 * D, 2 * D], since: now - D } } });
    await until(() => q('room-clock-1'));
    expect(q('room-clock-0')!.textContent!.trim()).toBe('3d');
    expect(q('room-clock-1')!.textContent!.trim()).toMatch(/^(1d|23h 59m)$/);
    expect(q('room-clock-1')!.getAttribute('aria-label')).toMatch(/^Ben: .+ left$/);
    expect(q('room-skip')).toBeNull();
    // Ben's bank is empty (the server's time says so): Ann may skip his turn.
    ws.serverSends({ type: 'snapshot', seq: 0, status: 'playing', view: null, turn: { player: 1, deadline: now - 1000, clocks: { banks: [3 * D, D - 1000], since: now - 2 * D } }, seedHash: null, seed: null, result: null });
    await until(() => q('room-skip'));
    expect(q('room-clock-1')!.textContent!.trim()).toBe('out of time');
    act(() => (q('room-skip') as HTMLButtonElement).click());
    expect(ws.sent.at(-1)).toMatchObject({ type: 'skip', seq: 0 });
  });

  it('a finished room that is gone says so, links its replay, and opens no socket', async () => {
    routes[`/api/rooms/${ROOM}`] = () => Response.json({ ...info(seatsOf(['Ann', 0], ['Ben', 0]), 'ended'), archived: true });
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 0 }));
    act(() => render(<OnlineScreen room={ROOM} />, root));
    await until(() => q('room-archived'));
    expect(q('room-archived')!.querySelector('a')!.getAttribute('href')).toBe(`#/replay/${ROOM}`);
    await until(() => FakeSocket.all.every((w) => w.closedByClient));
    expect(q('room-join')).toBeNull();
    expect(q('room-waiting')).toBeNull();
  });

  it('follows the room’s rematch frame (the other player asked)', async () => {
    localStorage.setItem(`carc.room.${ROOM}`, JSON.stringify({ token: 'tok', seat: 0 }));
    act(() => render(<OnlineScreen room={ROOM} />, root));
    const ws = FakeSocket.all[0]!;
    act(() => ws.onopen!());
    ws.serverSends(welcome(seatsOf(['Ann', 1], ['Ben', 1]), 'ended'));
    ws.serverSends({ type: 'rematch', room: 'mnopqrstuvwx' });
    await until(() => location.hash === '#/room/mnopqrstuvwx');
    expect(JSON.parse(localStorage.getItem('carc.room.mnopqrstuvwx')!)).toEqual({ token: 'tok', seat: 0 });
  });
});
