import { describe, expect, it } from 'vitest';
import { CreateRoomSchema, MAX_CLOCK_SECONDS, MyGamesSchema, parseBody, parseClientMessage, TURN_PROFILES } from './index.js';

const create = (body: unknown) => parseBody(CreateRoomSchema, body);

describe('turn-based room settings', () => {
  it('a profile gives its bank and per-move gain; a field given wins over it', () => {
    expect(create({ seats: 2, turnBased: { profile: 'relaxed' } })).toMatchObject({ ok: true, value: { turnBased: { profile: 'relaxed', bankSeconds: 7 * 86400, perMoveSeconds: 2 * 86400, onTimeout: 'bot' } } });
    expect(create({ seats: 2, turnBased: { profile: 'quick', perMoveSeconds: 3600, onTimeout: 'skip' } })).toMatchObject({ ok: true, value: { turnBased: { bankSeconds: 86400, perMoveSeconds: 3600, onTimeout: 'skip' } } });
    // No profile, no bank: the standard 3 days + 1 day.
    expect(create({ seats: 2, turnBased: {} })).toMatchObject({ ok: true, value: { turnBased: TURN_PROFILES.standard } });
  });

  it('"no limit" has no bank and nothing to add', () => {
    expect(create({ seats: 3, turnBased: { profile: 'no-limit', perMoveSeconds: 100 } })).toMatchObject({ ok: true, value: { turnBased: { bankSeconds: null, perMoveSeconds: 0 } } });
  });

  it('banks and gains take up to 14 days, and a gain never exceeds the bank', () => {
    expect(create({ seats: 2, turnBased: { bankSeconds: MAX_CLOCK_SECONDS, perMoveSeconds: MAX_CLOCK_SECONDS } })).toMatchObject({ ok: true });
    expect(create({ seats: 2, turnBased: { bankSeconds: MAX_CLOCK_SECONDS + 1 } })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(create({ seats: 2, turnBased: { bankSeconds: 3600, perMoveSeconds: MAX_CLOCK_SECONDS + 1 } })).toMatchObject({ ok: false });
    expect(create({ seats: 2, turnBased: { bankSeconds: 30 } })).toMatchObject({ ok: false, error: { message: expect.stringContaining('turnBased.bankSeconds') } });
    expect(create({ seats: 2, turnBased: { bankSeconds: 3600, perMoveSeconds: 7200 } })).toMatchObject({ ok: true, value: { turnBased: { perMoveSeconds: 3600 } } });
    expect(create({ seats: 2, turnBased: { bankSeconds: 3600.5 } })).toMatchObject({ ok: false });
    expect(create({ seats: 2, turnBased: { profile: 'fast' } })).toMatchObject({ ok: false });
    expect(create({ seats: 2, turnBased: { onTimeout: 'forfeit' } })).toMatchObject({ ok: false });
    expect(create({ seats: 2, turnBased: { extra: 1 } })).toMatchObject({ ok: false });
  });

  it('spectators read the chat unless the creator lets them write', () => {
    expect(create({ seats: 2, spectatorChat: true })).toMatchObject({ ok: true, value: { spectatorChat: true } });
    expect(create({ seats: 2, spectatorChat: 'yes' })).toMatchObject({ ok: false });
  });
});

describe('chat and skip frames', () => {
  it('parses them and refuses extra keys or oversized text', () => {
    expect(parseClientMessage('{"type":"chat","text":"hi","id":3}')).toEqual({ ok: true, value: { type: 'chat', text: 'hi', id: 3 } });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'x'.repeat(2001) }))).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(parseClientMessage('{"type":"chat","text":"hi","html":"<b>"}')).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(parseClientMessage('{"type":"chat","text":5}')).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(parseClientMessage('{"type":"skip","seq":4}')).toEqual({ ok: true, value: { type: 'skip', seq: 4 } });
    expect(parseClientMessage('{"type":"skip","seq":-1}')).toMatchObject({ ok: false });
  });
});

describe('my games request', () => {
  const token = 'a'.repeat(48);
  it('takes up to 100 seats of well-formed room ids', () => {
    const seats = Array.from({ length: 100 }, () => ({ room: 'abcdefghijkl', token }));
    expect(parseBody(MyGamesSchema, { seats })).toMatchObject({ ok: true });
    expect(parseBody(MyGamesSchema, { seats: [...seats, seats[0]] })).toMatchObject({ ok: false });
    expect(parseBody(MyGamesSchema, { seats: [{ room: '../../etc', token }] })).toMatchObject({ ok: false });
    expect(parseBody(MyGamesSchema, { seats: [{ room: 'abcdefghijkl', token: '' }] })).toMatchObject({ ok: false });
  });
});
