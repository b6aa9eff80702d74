import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinRoom, requestRematch, RoomConnection } from './client.js';
import { RoomError } from './errors.js';
import { FakeSocket } from './fake-socket.js';

const view = (n: number, legal: unknown[] | null = null) => ({ board: new Array(n).fill({ tile: 'D', x: 0, y: 0, rot: 0 }), legalActions: legal, players: ['A', 'B'] });
/** A welcome to room r1 at state `seq`, for `seat` (null: a spectator), while `turnPlayer` decides. */
const welcome = (seq: number, v: unknown, turnPlayer: number, seat: number | null = 0) => ({
  type: 'welcome', v: 1, room: 'r1', seat, seats: [], replay: false, seq, status: 'playing', view: v, turn: { player: turnPlayer, deadline: null }, seedHash: null, seed: null, result: null,
});

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RoomConnection', () => {
  it('says hello with its seat token, takes legal actions from the view, sends actions with the state number', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toMatch(/\/api\/rooms\/r1\/ws$/);
    ws.onopen!();
    expect(ws.sent[0]).toEqual({ type: 'hello', v: 1, updates: 'delta', token: 'tok' });
    ws.serverSends(welcome(3, view(1, [{ type: 'pass' }]), 0));
    expect(c.state.legal).toEqual([{ type: 'pass' }]);
    // The welcome is followed by one ping that measures the server's clock.
    expect(ws.sent[1]).toEqual({ type: 'ping', id: 'clock' });
    c.send({ type: 'pass' });
    expect(ws.sent[2]).toMatchObject({ type: 'action', seq: 3, action: { type: 'pass' } });
  });

  it('learns the server time from its pong, keeps the turn and its clocks, and collects chat without repeats', () => {
    vi.setSystemTime(1_000_000);
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    const clocks = { banks: [86_400_000, 3_600_000], since: 90_000_000 };
    ws.serverSends({ ...welcome(3, view(1), 0), turn: { player: 0, deadline: 90_000_000 + 86_400_000, clocks } });
    expect(c.state.turn).toEqual({ player: 0, deadline: 90_000_000 + 86_400_000, clocks });
    // The server runs a day ahead (the browser tests' clock): the offset says so.
    ws.serverSends({ type: 'pong', id: 'clock', t: 1_000_000 + 86_400_000 });
    expect(c.state.serverOffset).toBe(86_400_000);
    const m = (id: number, text: string) => ({ id, seat: 1, name: 'Ben', text, at: 5 });
    ws.serverSends({ type: 'chat', messages: [m(1, 'hi'), m(2, 'there')] });
    ws.serverSends({ type: 'chat', messages: [m(2, 'there'), m(3, '<b>x</b>')] });
    expect(c.state.chat.map((x) => x.text)).toEqual(['hi', 'there', '<b>x</b>']);
    c.sendChat('hello');
    c.skip();
    expect(ws.sent.slice(-2)).toEqual([
      { type: 'chat', text: 'hello', id: 1 },
      { type: 'skip', seq: 3, id: 2 },
    ]);
  });

  it('reconnects by itself and asks for the updates it missed', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    ws.serverSends(welcome(5, view(2), 1));
    ws.serverSends({ type: 'update', seq: 6, actor: 1, events: [{ type: 'turnStarted', player: 0 }], view: view(3), turn: { player: 0, deadline: null }, status: 'playing' });
    expect(c.state.events).toHaveLength(1);
    ws.onclose!();
    expect(c.state.reconnecting).toBe(true);
    vi.advanceTimersByTime(10_000);
    const ws2 = FakeSocket.all[1]!;
    expect(ws2).toBeDefined();
    ws2.onopen!();
    expect(ws2.sent[0]).toEqual({ type: 'hello', v: 1, updates: 'delta', token: 'tok', since: 6 });
  });

  it('applies delta updates in order, and asks for the whole view once when one is missing', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    ws.serverSends(welcome(5, view(2), 1));
    const tile = { tile: 'E', x: 1, y: 0, rot: 0 };
    ws.serverSends({ type: 'update', seq: 6, actor: 1, events: [{ type: 'turnStarted', player: 0 }], patch: { tail: { board: { from: 2, items: [tile] } }, set: { legalActions: [{ type: 'pass' }] } }, turn: { player: 0, deadline: null }, status: 'playing' });
    expect(c.state.seq).toBe(6);
    expect(c.state.view?.board).toHaveLength(3);
    expect(c.state.view?.board[2]).toEqual(tile);
    expect(c.state.legal).toEqual([{ type: 'pass' }]);
    expect(c.state.view?.players).toEqual(['A', 'B']);
    // seq 7 never arrived: 8 cannot be applied, so the client syncs and waits.
    ws.serverSends({ type: 'update', seq: 8, actor: 0, events: [], patch: { set: { legalActions: null } }, turn: { player: 1, deadline: null }, status: 'playing' });
    expect(c.state.seq).toBe(6);
    expect(ws.sent.filter((f) => (f as { type: string }).type === 'sync')).toHaveLength(1);
    ws.serverSends({ type: 'update', seq: 9, actor: 1, events: [], patch: {}, turn: { player: 0, deadline: null }, status: 'playing' });
    expect(ws.sent.filter((f) => (f as { type: string }).type === 'sync')).toHaveLength(1);
    expect(c.state.seq).toBe(6);
    ws.serverSends({ type: 'snapshot', seq: 9, status: 'playing', view: view(5), turn: { player: 0, deadline: null }, seedHash: null, seed: null, result: null });
    expect(c.state.seq).toBe(9);
    expect(c.state.view?.board).toHaveLength(5);
    // A patch that does not fit the view held (the board is shorter than it keeps) also syncs.
    ws.serverSends({ type: 'update', seq: 10, actor: 0, events: [], patch: { tail: { board: { from: 7, items: [tile] } } }, turn: { player: 1, deadline: null }, status: 'playing' });
    expect(c.state.seq).toBe(9);
    expect(ws.sent.filter((f) => (f as { type: string }).type === 'sync')).toHaveLength(2);
  });

  it('ignores an update it already has', () => {
    const c = new RoomConnection('r1', null);
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    expect(ws.sent[0]).toEqual({ type: 'hello', v: 1, updates: 'delta' });
    ws.serverSends(welcome(4, view(2), 1, null));
    ws.serverSends({ type: 'update', seq: 4, actor: 1, events: [{ type: 'turnStarted', player: 0 }], view: view(9), turn: { player: 0, deadline: null }, status: 'playing' });
    expect(c.state.view?.board).toHaveLength(2);
    expect(c.state.events).toHaveLength(0);
  });

  it('turns an upgrade refused by the address budget into a reason, and waits as long as the server says', async () => {
    const checks: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      checks.push(url);
      return new Response('{"error":{"code":"too-many-requests","message":"slow down"}}', { status: 429, headers: { 'Retry-After': '30' } });
    });
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    // Closed before it opened: all a browser sees of a refused upgrade.
    FakeSocket.all[0]!.onclose!();
    await vi.waitFor(() => expect(c.state.refused).toBe('too-many-connections'));
    expect(checks).toEqual(['/api/rooms/r1/ws']);
    vi.advanceTimersByTime(29_000);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    // Welcomed at last: the sentence goes.
    const ws = FakeSocket.all[1]!;
    ws.onopen!();
    ws.serverSends(welcome(0, view(1), 0));
    expect(c.state.refused).toBeNull();
  });

  it('a room full of sockets reads as room-crowded; a socket that opened and dropped asks nothing', async () => {
    const statuses = [503];
    const fetches = vi.fn(async () => new Response('{}', { status: statuses.shift() ?? 426 }));
    vi.stubGlobal('fetch', fetches);
    const c = new RoomConnection('r1', null);
    c.connect();
    FakeSocket.all[0]!.onclose!();
    await vi.waitFor(() => expect(c.state.refused).toBe('room-crowded'));
    vi.advanceTimersByTime(60_000);
    const ws = FakeSocket.all[1]!;
    ws.onopen!();
    ws.onclose!();
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('turns seats frames into notices: a player drops, comes back; the own seat says nothing', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    ws.serverSends({ ...welcome(3, view(1), 0), seats: [{ seat: 0, name: 'Ann', online: 1 }, { seat: 1, name: 'Ben', online: 1 }] });
    const frame = (ann: number, ben: number) => ({ type: 'seats', spectators: 0, seats: [{ seat: 0, name: 'Ann', online: ann }, { seat: 1, name: 'Ben', online: ben }] });
    ws.serverSends(frame(1, 0));
    ws.serverSends(frame(2, 0));
    ws.serverSends(frame(2, 1));
    expect(c.state.notices.map((n) => [n.kind, n.name])).toEqual([['left', 'Ben'], ['back', 'Ben']]);
    expect(new Set(c.state.notices.map((n) => n.id)).size).toBe(2);
    expect(c.state.seats[1]!.online).toBe(1);
  });

  it('keeps an error frame’s code, and follows a rematch frame', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    ws.serverSends(welcome(3, view(1), 1));
    ws.serverSends({ type: 'error', code: 'not-your-turn', message: 'waiting for seat 1', seq: 3 });
    expect(c.state.error).toEqual({ code: 'not-your-turn', message: 'waiting for seat 1' });
    ws.serverSends({ type: 'rematch', room: 'abcdefghijkl' });
    expect(c.state.next).toBe('abcdefghijkl');
  });

  it('HTTP refusals throw a RoomError with the typed code; rematch posts the token in the body', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      if (url.endsWith('/seats')) return new Response('{"error":{"code":"room-full","message":"every seat is taken"}}', { status: 409 });
      return new Response('{"room":"r1","next":"r2"}', { status: 201 });
    });
    const err = await joinRoom('r1', 'Cat').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoomError);
    expect((err as RoomError).code).toBe('room-full');
    expect(await requestRematch('r1', 'tok')).toEqual({ room: 'r1', next: 'r2' });
    expect(calls[1]![0]).toBe('/api/rooms/r1/rematch');
    expect(JSON.parse(String(calls[1]![1]!.body))).toEqual({ token: 'tok' });
  });

  it('back() asks the room for a snapshot, which ends a bot standing in for the seat', () => {
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen?.();
    ws.serverSends(welcome(3, view(2), 1));
    const before = ws.sent.length;
    c.back();
    expect(ws.sent.slice(before)).toEqual([{ type: 'sync' }]);
  });
});

describe('RoomConnection when the seat moves to another device (#27 point 4)', () => {
  it('stops, forgets the token and does not reconnect with it', () => {
    localStorage.setItem('carc.room.r1', JSON.stringify({ token: 'tok', seat: 0 }));
    const c = new RoomConnection('r1', 'tok');
    c.connect();
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    ws.serverSends(welcome(3, view(1), 1));
    ws.serverSends({ type: 'error', code: 'seat-moved', message: 'moved', seq: 3 });
    expect(c.state.moved).toBe(true);
    expect(c.state.error).toBeNull();
    expect(localStorage.getItem('carc.room.r1')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
