import { describe, expect, it } from 'vitest';
import { createRoom, hello, join, openWs } from './ws-helpers.js';

describe('room WebSocket in workerd', () => {
  it('welcomes a spectator of a waiting room and tells it about joins', async () => {
    const room = await createRoom({ seats: 3 });
    const spec = await hello(room);
    expect(spec.messages[0]).toMatchObject({ type: 'welcome', seat: null, status: 'waiting', seq: 0, view: null, seedHash: null });
    await join(room, 'Ann');
    const seats = await spec.nextOfType('seats');
    expect((seats.seats as { name: string | null }[]).map((s) => s.name)).toEqual(['Ann', null, null]);
    spec.close();
  });

  it('a seat token gives the seat', async () => {
    const room = await createRoom({ seats: 3 });
    await join(room, 'Ann');
    const { token, seat } = await join(room, 'Ben');
    const c = await hello(room, token);
    expect(c.messages[0]).toMatchObject({ type: 'welcome', seat });
    expect(seat).toBe(1);
    c.close();
  });

  it.each([
    ['malformed JSON', '{"type":', 'bad-json'],
    ['unknown type', '{"type":"teleport"}', 'unknown-type'],
    ['oversized message', JSON.stringify({ type: 'hello', v: 1, token: 'x'.repeat(5000) }), 'message-too-large'],
    ['action before hello', '{"type":"action","seq":0,"action":{"type":"pass"}}', 'hello-required'],
    ['wrong seat token', '{"type":"hello","v":1,"token":"0000"}', 'bad-token'],
    ['other protocol version', '{"type":"hello","v":2}', 'unsupported-version'],
  ])('%s → %s, and the socket stays usable', async (_n, frame, code) => {
    const room = await createRoom({ seats: 2 });
    const c = await openWs(room);
    c.send(frame);
    expect(await c.nextOfType('error')).toMatchObject({ code, seq: 0 });
    c.send({ type: 'hello', v: 1 });
    expect(await c.nextOfType('welcome')).toMatchObject({ seat: null });
    c.close();
  });

  it('an action before every seat is taken is refused', async () => {
    const room = await createRoom({ seats: 2 });
    const { token } = await join(room, 'Ann');
    const c = await hello(room, token);
    c.send({ type: 'action', seq: 0, action: { type: 'pass' }, id: 1 });
    expect(await c.nextOfType('error')).toMatchObject({ code: 'game-not-started', id: 1 });
    c.close();
  });

  it('ping is answered with the server time', async () => {
    const room = await createRoom({ seats: 2 });
    const c = await hello(room);
    c.send({ type: 'ping', id: 'p' });
    const pong = await c.nextOfType('pong');
    expect(pong.id).toBe('p');
    expect(Math.abs((pong.t as number) - Date.now())).toBeLessThan(60_000);
    c.close();
  });

  it('the upgrade of an unknown room is refused', async () => {
    await expect(openWs('abcdefghijkl')).rejects.toThrow(/404/);
  });
});

describe('turn timer in workerd', () => {
  it('the room alarm plays for a seat that lets its time run out', async () => {
    const room = await createRoom({ seats: 2, turnSeconds: 5 });
    await join(room, 'Ann');
    await join(room, 'Ben');
    const spec = await hello(room);
    const w = spec.messages[0] as unknown as { turn: { player: number; deadline: number } };
    expect(w.turn.player).toBe(0);
    expect(w.turn.deadline).toBeGreaterThan(Date.now());
    // Nobody moves: after the deadline the alarm applies a default action for seat 0.
    const u = await spec.next((m) => m.type === 'update', 15_000);
    expect(u).toMatchObject({ seq: 1, actor: 0 });
    expect(Date.now()).toBeGreaterThanOrEqual(w.turn.deadline - 50);
    spec.close();
  }, 20_000);
});

describe('bots in workerd', () => {
  it('a greedy bot seat plays with the bundled wasm core, and the seats say it is a bot', async () => {
    const room = await createRoom({ seats: 2, bots: ['greedy', null] });
    const { seat, token } = await join(room, 'Ann');
    expect(seat).toBe(1);
    const ann = await hello(room, token);
    expect(ann.messages[0]).toMatchObject({ type: 'welcome', seats: [{ seat: 0, name: 'Beginner bot', kind: 'bot', bot: 'greedy' }, { seat: 1, name: 'Ann' }] });
    // The bot's turn comes first (its alarm may have run before Ann's hello): Ann's turn
    // then, after the bot's placement and follower decisions as ordinary actions.
    const isAnns = (m: unknown) => (m as { turn?: { player: number } }).turn?.player === 1;
    const w = ann.messages[0]!;
    const mine = isAnns(w) ? w : await ann.next((m) => m.type === 'update' && isAnns(m), 15_000);
    expect((mine as { seq: number }).seq).toBeGreaterThanOrEqual(1);
    expect((mine as { view: { board: unknown[] } }).view.board.length).toBe(2);
    ann.close();
  }, 20_000);
});
