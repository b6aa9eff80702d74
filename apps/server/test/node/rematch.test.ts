/**
 * The authority's side of a rematch (the Durable Objects' glue is in test/workers): who may
 * ask, what the new room takes over, the frame that points the old room's sockets there.
 */
import { describe, expect, it } from 'vitest';
import { fakeRules } from '../support/fake-rules.js';
import { NodeRoom } from '../support/node-room.js';

async function finishedRoom() {
  const room = new NodeRoom(fakeRules);
  const tokens = await room.seated({ seats: 2 }, ['Ann', 'Ben']);
  const players = [await room.player(tokens[0]), await room.player(tokens[1])];
  const spectator = await room.player();
  for (let guard = 0; room.authority.status === 'playing' && guard < 100; guard++) {
    const state = room.authority.fullState as never;
    const legal = fakeRules.legalActions(state);
    await players[fakeRules.pendingDecision(state)!.player]!.send_({ type: 'action', seq: room.authority.seq, action: legal.at(-1) });
  }
  return { room, tokens, players, spectator };
}

describe('rematch (authority)', () => {
  it('is for the players of a finished game only', async () => {
    const room = new NodeRoom(fakeRules);
    const tokens = await room.seated({ seats: 2 });
    expect(await room.authority.rematchPlan(tokens[0]!)).toMatchObject({ ok: false, code: 'not-finished', status: 409 });
    const done = await finishedRoom();
    expect(await done.room.authority.rematchPlan('someone-else')).toMatchObject({ ok: false, code: 'bad-token', status: 403 });
  });

  it('hands the same names and token hashes to a new room that starts at once with its own seed', async () => {
    const { room, tokens } = await finishedRoom();
    const plan = await room.authority.rematchPlan(tokens[1]!);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.value.next).toBeNull();
    const fresh = new NodeRoom(fakeRules);
    const made = await fresh.authority.createRematch('testroom0002', plan.value.config, plan.value.seats, 'testroom0001');
    expect(made).toEqual({ ok: true, value: { room: 'testroom0002' } });
    expect(fresh.authority.status).toBe('playing');
    const [oldInfo, newInfo] = [room.authority.info(), fresh.authority.info()];
    if (!oldInfo.ok || !newInfo.ok) throw new Error('no info');
    expect(newInfo.value.seats.map((s) => s.name)).toEqual(['Ann', 'Ben']);
    expect(newInfo.value.seedHash).not.toBe(oldInfo.value.seedHash);
    // The old tokens open the same seats.
    const ben = await fresh.player(tokens[1]);
    expect(ben.received[0]).toMatchObject({ type: 'welcome', seat: 1 });
    // A room that exists already is not overwritten.
    expect(await fresh.authority.createRematch('testroom0002', plan.value.config, plan.value.seats, 'x')).toMatchObject({ ok: false, code: 'room-exists' });
  });

  it('points every socket of the old room to the new one, once; the first rematch holds', async () => {
    const { room, tokens, players, spectator } = await finishedRoom();
    const seqBefore = room.authority.seq;
    for (const c of [...players, spectator]) c.take();
    expect(room.authority.setNext('newroom00001')).toBe('newroom00001');
    for (const c of [...players, spectator]) expect(c.take()).toEqual([{ type: 'rematch', room: 'newroom00001' }]);
    // A second rematch made in a race is not adopted: the stored one is answered.
    expect(room.authority.setNext('newroom00002')).toBe('newroom00001');
    const plan = await room.authority.rematchPlan(tokens[0]!);
    expect(plan.ok && plan.value.next).toBe('newroom00001');
    const info = room.authority.info();
    expect(info.ok && info.value.next).toBe('newroom00001');
    // The finished game and its log are untouched; an eviction keeps the pointer.
    expect(room.authority.seq).toBe(seqBefore);
    expect(room.authority.log().ok).toBe(true);
    room.evict();
    const again = room.authority.info();
    expect(again.ok && again.value.next).toBe('newroom00001');
  });
});
