/**
 * Chat as hostile input: oversize, invisible or control-laden text, a flood from one seat
 * over several sockets, spectators where they may only read, and the record: chat never
 * reaches the game's log. Real engine, manual clock.
 */
import { CHAT_HISTORY, CHAT_KEEP, verifyRoomLog, type ChatMessage, type ServerMessage } from '@carc/protocol';
import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { NodeRoom, type FakeConn } from '../support/node-room.js';

const chats = (c: FakeConn): ChatMessage[] => c.received.flatMap((m) => (m.type === 'chat' ? m.messages : []));
const errors = (c: FakeConn) => c.received.filter((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error');

async function room2(spectatorChat?: boolean) {
  const room = new NodeRoom();
  const tokens = await room.seated({ seats: 2, ...(spectatorChat !== undefined ? { spectatorChat } : {}) }, ['Ann', 'Ben']);
  const [ann, ben, spec] = [await room.player(tokens[0]), await room.player(tokens[1]), await room.player()];
  return { room, tokens, ann, ben, spec };
}

describe('room chat', () => {
  it('a message reaches every socket with the seat\'s name, cleaned, the sender\'s copy with its id', async () => {
    const { room, ann, ben, spec } = await room2();
    await ann.send_({ type: 'chat', text: ' hello\u202E there\u0007 <b>bold</b>\n', id: 'c1' });
    const expected = { id: 1, seat: 0, name: 'Ann', text: 'hello there <b>bold</b>', at: room.clock };
    expect(ann.last()).toEqual({ type: 'chat', messages: [expected], id: 'c1' });
    expect(ben.last()).toEqual({ type: 'chat', messages: [expected] });
    expect(spec.last()).toEqual({ type: 'chat', messages: [expected] });
  });

  it('refuses text too long or with nothing visible, typed, and sends nothing to anyone', async () => {
    const { ann, ben } = await room2();
    ben.take();
    await ann.send_({ type: 'chat', text: 'x'.repeat(501), id: 1 });
    await ann.send_({ type: 'chat', text: '\u200B\u202E \u0000', id: 2 });
    await ann.send_({ type: 'chat', text: 'y'.repeat(2001), id: 3 });
    await ann.send_({ type: 'chat', text: 'ok', html: '<script>', id: 4 });
    expect(errors(ann).map((e) => [e.code, e.id])).toEqual([['bad-chat', 1], ['bad-chat', 2], ['bad-message', 3], ['bad-message', 4]]);
    expect(chats(ben)).toEqual([]);
  });

  it('a seat flooding from two sockets shares one budget: 5 at once, then one per 2 s; the refusal is typed', async () => {
    const { room, tokens, ann, ben } = await room2();
    const ann2 = await room.player(tokens[0]);
    ben.take();
    for (let i = 0; i < 4; i++) await ann.send_({ type: 'chat', text: `a${i}` });
    await ann2.send_({ type: 'chat', text: 'a4' });
    await ann2.send_({ type: 'chat', text: 'a5', id: 'x' });
    expect(ann2.last()).toMatchObject({ type: 'error', code: 'chat-rate-limited', id: 'x' });
    // A flood is not answered frame for frame: after 3 refusals in a row the room is quiet.
    for (let i = 0; i < 20; i++) await ann.send_({ type: 'chat', text: 'spam' });
    expect(errors(ann).filter((e) => e.code === 'chat-rate-limited').length).toBeLessThanOrEqual(3);
    expect(chats(ben).map((m) => m.text)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    // Other seats are not affected.
    await ben.send_({ type: 'chat', text: 'me too' });
    expect(chats(ben).at(-1)).toMatchObject({ name: 'Ben', text: 'me too' });
    room.clock += 2000;
    await ann.send_({ type: 'chat', text: 'later' });
    expect(chats(ben).at(-1)).toMatchObject({ name: 'Ann', text: 'later' });
  });

  it('spectators read; they write only where the creator allowed it, under a cleaned name', async () => {
    const closed = await room2();
    await closed.spec.send_({ type: 'chat', text: 'hi', id: 9 });
    expect(closed.spec.last()).toMatchObject({ type: 'error', code: 'chat-closed', id: 9 });
    expect(chats(closed.ann)).toEqual([]);
    const open = await room2(true);
    await open.spec.send_({ type: 'chat', text: 'hi', name: '\u202EZed\u0007' });
    await open.spec.send_({ type: 'chat', text: 'again', name: '\u200B' });
    expect(chats(open.ann).map((m) => [m.seat, m.name, m.text])).toEqual([[null, 'Zed', 'hi'], [null, 'Spectator', 'again']]);
  });

  it('a socket that joins later gets the last messages; the room keeps the newest 200', async () => {
    const { room, ann } = await room2();
    for (let i = 0; i < CHAT_KEEP + 20; i++) {
      room.clock += 2000;
      await ann.send_({ type: 'chat', text: `m${i}` });
    }
    const late = await room.player();
    const history = chats(late);
    expect(history).toHaveLength(CHAT_HISTORY);
    expect(history.at(-1)!.text).toBe(`m${CHAT_KEEP + 19}`);
    expect(room.store.chat(1000)).toHaveLength(CHAT_KEEP);
    expect(room.store.chat(1000)[0]!.text).toBe('m20');
    // Ids go on after an eviction.
    room.evict();
    room.clock += 2000;
    await ann.send_({ type: 'chat', text: 'after' });
    expect(chats(late).at(-1)).toMatchObject({ id: CHAT_KEEP + 21, text: 'after' });
  });

  it('chat never enters the game: no action, no state change, and a whole game\'s log holds none of it and verifies', async () => {
    const { room, ann, ben } = await room2();
    const before = JSON.stringify(room.authority.fullState);
    await ann.send_({ type: 'chat', text: 'secret-words-1' });
    expect(room.authority.seq).toBe(0);
    expect(JSON.stringify(room.authority.fullState)).toBe(before);
    const socks = [ann, ben];
    for (let i = 0; room.authority.status === 'playing' && i < 1000; i++) {
      const s = room.authority.fullState!;
      const seat = rules.pendingDecision(s)!.player;
      await socks[seat]!.send_({ type: 'action', seq: room.authority.seq, action: rules.legalActions(s)[0] });
      if (i % 25 === 0) {
        room.clock += 2000;
        await socks[seat]!.send_({ type: 'chat', text: `secret-words-${i}` });
      }
    }
    expect(room.authority.status).toBe('ended');
    const log = room.authority.log();
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    expect(JSON.stringify(log.value)).not.toContain('secret-words');
    expect(await verifyRoomLog(log.value)).toMatchObject({ ok: true });
    expect(room.archived[0]!.log).toEqual(log.value);
  });
});
