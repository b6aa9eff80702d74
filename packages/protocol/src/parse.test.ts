import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { ActionSchema, CreateRoomSchema, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, forbiddenKeyPath, isErrorCode, parseBody, parseClientMessage, sha256Hex } from './index.js';

describe('parseClientMessage', () => {
  it('accepts each client message', () => {
    for (const m of [
      { type: 'hello', v: PROTOCOL_VERSION },
      { type: 'hello', v: PROTOCOL_VERSION, token: 'abc', since: 3 },
      { type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 90 }, id: 7 },
      { type: 'ping' },
      { type: 'sync', id: 'x' },
      { type: 'hint', seq: 4, id: 2 },
    ]) {
      const r = parseClientMessage(JSON.stringify(m));
      expect(r).toEqual({ ok: true, value: m });
    }
  });

  it.each([
    ['not JSON', '{"type":', 'bad-json'],
    ['a number', '42', 'bad-message'],
    ['null', 'null', 'bad-message'],
    ['no type', '{"seq":1}', 'bad-message'],
    ['unknown type', '{"type":"cheat"}', 'unknown-type'],
    ['inherited name', '{"type":"toString"}', 'unknown-type'],
    ['negative seq', '{"type":"action","seq":-1,"action":{"type":"pass"}}', 'bad-message'],
    ['action without type', '{"type":"action","seq":0,"action":{}}', 'bad-message'],
    ['extra key', '{"type":"ping","x":1}', 'bad-message'],
    ['hint without seq', '{"type":"hint"}', 'bad-message'],
    ['hint with a view', '{"type":"hint","seq":1,"view":{}}', 'bad-message'],
    ['too large', JSON.stringify({ type: 'ping', id: 'é'.repeat(MAX_MESSAGE_BYTES / 2) }), 'message-too-large'],
  ])('%s → %s', (_n, raw, code) => {
    const r = parseClientMessage(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(isErrorCode(r.error.code)).toBe(true);
    }
  });

  it('keeps the id of a refused message so the client can match it', () => {
    expect(parseClientMessage('{"type":"action","seq":"x","id":"m1"}')).toMatchObject({ ok: false, error: { code: 'bad-message', id: 'm1' } });
  });

  it('reads binary frames as UTF-8 and refuses invalid UTF-8', () => {
    expect(parseClientMessage(new TextEncoder().encode('{"type":"ping"}'))).toMatchObject({ ok: true });
    expect(parseClientMessage(new Uint8Array([0xff, 0xfe]))).toMatchObject({ ok: false, error: { code: 'bad-json' } });
  });
});

describe('forbidden keys: __proto__, constructor, prototype', () => {
  // Written as JSON text: JSON.parse makes each an own key, as it would from the wire.
  it.each([
    ['top level', '{"type":"ping","__proto__":{"x":1}}', 'the key "__proto__" is not allowed'],
    ['in the action', '{"type":"action","seq":0,"action":{"type":"pass","constructor":1},"id":"a1"}', 'the key "constructor" is not allowed (at action)'],
    ['first in the action', '{"type":"action","seq":0,"action":{"__proto__":{"type":"pass"},"type":"pass"}}', 'the key "__proto__" is not allowed (at action)'],
    ['in a spot', '{"type":"action","seq":3,"action":{"type":"ext","expansion":"festival","kind":"return","spot":{"x":0,"y":0,"at":"N","prototype":{}}}}', 'the key "prototype" is not allowed (at action.spot)'],
    ['inside a list', '{"type":"action","seq":3,"action":{"type":"ext","expansion":"christmas-gift","kind":"draw","cards":["cloister",{"__proto__":null}]}}', 'the key "__proto__" is not allowed (at action.cards.1)'],
    ['in a hello', '{"type":"hello","v":1,"constructor":"x"}', 'the key "constructor" is not allowed'],
  ])('%s', (_n, raw, message) => {
    const r = parseClientMessage(raw);
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden-key', message } });
    if (!r.ok) expect(isErrorCode(r.error.code)).toBe(true);
  });

  it('keeps the id of the refused frame', () => {
    expect(parseClientMessage('{"type":"action","seq":0,"action":{"type":"pass","constructor":1},"id":"a1"}')).toMatchObject({ ok: false, error: { code: 'forbidden-key', id: 'a1' } });
  });

  it('lets the same words through as values, and other keys through as before', () => {
    expect(parseClientMessage('{"type":"action","seq":0,"action":{"type":"ext","expansion":"gifts","kind":"open","card":"constructor"}}')).toMatchObject({ ok: true });
    expect(parseClientMessage('{"type":"action","seq":0,"action":{"type":"pass","proto":1}}')).toMatchObject({ ok: true });
  });

  it('finds one planted in any object of a random frame, at any depth', () => {
    const objectsIn = (v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] => {
      if (typeof v === 'object' && v !== null) {
        if (!Array.isArray(v)) out.push(v as Record<string, unknown>);
        for (const x of Object.values(v)) objectsIn(x, out);
      }
      return out;
    };
    const frame = fc.record({ type: fc.constantFrom('action', 'hello', 'ping'), seq: fc.nat(9), action: fc.jsonValue({ maxDepth: 4 }) });
    fc.assert(
      fc.property(frame, fc.nat(), fc.constantFrom('__proto__', 'constructor', 'prototype'), (f, pick, key) => {
        const clean = JSON.parse(JSON.stringify(f).replace(/__proto__|constructor|prototype/g, 'x')) as Record<string, unknown>;
        // Within the frame size limit, which is checked first.
        fc.pre(JSON.stringify(clean).length < MAX_MESSAGE_BYTES - 40);
        const before = parseClientMessage(JSON.stringify(clean));
        expect(!before.ok && before.error.code).not.toBe('forbidden-key');
        const objects = objectsIn(clean);
        Object.defineProperty(objects[pick % objects.length]!, key, { value: 1, enumerable: true });
        expect(parseClientMessage(JSON.stringify(clean))).toMatchObject({ ok: false, error: { code: 'forbidden-key' } });
      }),
      { numRuns: 2000, seed: 12 },
    );
  });

  it('refuses them in HTTP bodies too', () => {
    expect(parseBody(CreateRoomSchema, JSON.parse('{"seats":2,"options":{"__proto__":{"easterDie":"fixed-2"}}}'))).toEqual({
      ok: false,
      error: { code: 'forbidden-key', message: 'the key "__proto__" is not allowed (at options)' },
    });
    expect(parseBody(CreateRoomSchema, { seats: 2 })).toMatchObject({ ok: true });
  });
});

describe('CreateRoomSchema: bot levels and hints', () => {
  it('takes bot levels by name and a hints switch', () => {
    expect(parseBody(CreateRoomSchema, { seats: 3, bots: [null, 'expert', 'newcomer'], hints: true })).toMatchObject({ ok: true, value: { bots: [null, 'expert', 'newcomer'], hints: true } });
  });

  it('refuses level names that are not plain lower-case words, and a hints value that is not a boolean', () => {
    for (const body of [{ seats: 2, bots: [null, 'Expert'] }, { seats: 2, bots: [null, ''] }, { seats: 2, bots: [null, 'x'.repeat(40)] }, { seats: 2, bots: [null, 3] }, { seats: 2, hints: 'yes' }]) {
      expect(parseBody(CreateRoomSchema, body), JSON.stringify(body)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
  });
});

describe('sha256Hex', () => {
  it('matches the known digest of "abc"', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('parseClientMessage: the action fast path gives what the schema gives', () => {
  const value = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer({ min: -3, max: 1e6 }),
    fc.double(),
    fc.string({ maxLength: 70 }),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('type', 'x', 'y', 'rot', 'at', '__proto__', 'constructor'), fc.oneof(fc.string({ maxLength: 66 }), fc.integer())),
  );
  const frame = fc.record(
    {
      type: fc.constant('action'),
      seq: fc.oneof(fc.nat(500), value),
      action: fc.oneof(
        fc.record({ type: fc.oneof(fc.string({ maxLength: 66 }), value), x: fc.integer(), y: fc.integer(), rot: fc.constantFrom(0, 90) }, { requiredKeys: [] }),
        fc.record({ x: fc.integer(), type: fc.constantFrom('place', 'meeple') }),
        value,
      ),
      id: fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.double(), value),
      extra: value,
    },
    { requiredKeys: ['type'] },
  );

  it('on random action frames: the same verdict and the same output, key order included', () => {
    fc.assert(
      fc.property(frame, (f) => {
        const text = JSON.stringify(f);
        const got = parseClientMessage(text);
        const data = JSON.parse(text) as unknown;
        if (forbiddenKeyPath(data)) {
          expect(got).toMatchObject({ ok: false, error: { code: 'forbidden-key' } });
          return;
        }
        const want = v.safeParse(ActionSchema, data);
        expect(got.ok).toBe(want.success);
        if (got.ok && want.success) {
          expect(got.value).toStrictEqual(want.output);
          expect(JSON.stringify(got.value)).toBe(JSON.stringify(want.output));
        }
      }),
      { numRuns: 3000, seed: 5 },
    );
  });
});
