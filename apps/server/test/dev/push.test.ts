/**
 * "Your turn" push and seat transfer (#27 points 4-5) end to end: the Worker under
 * `wrangler dev` encrypts and sends real RFC 8291 messages to the local push service
 * (scripts/push-service.mjs), which checks their VAPID signature and decrypts them; the
 * 404/410 answers drop subscriptions; a code moves a seat; and wrangler's request log
 * (at info level, one line per request) never shows a seat token or a transfer code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBundles } from '../../scripts/dev-server.mjs';
import { DRIVER_VARS, SeatSocket, api, startPushDev, twoSeatRoom, type PushDev } from '../../scripts/push-dev.mjs';

let dev: PushDev;
let persist: string;
let base: string;
const secrets: string[] = [];

beforeAll(async () => {
  persist = mkdtempSync(join(tmpdir(), 'carc-push-'));
  dev = await startPushDev({ persistTo: persist, vars: DRIVER_VARS, logLevel: 'info' });
  base = dev.server.url;
}, 90_000);

afterAll(async () => {
  await dev?.close();
  rmSync(persist, { recursive: true, force: true });
  removeBundles();
}, 30_000);

async function room() {
  const r = await twoSeatRoom(base);
  secrets.push(...r.tokens);
  return r;
}

async function subscribe(roomId: string, token: string, lang = 'en') {
  const made = dev.push.subscribe(dev.vapid.publicKey);
  const res = await api(base, 'POST', `/rooms/${roomId}/push`, { token, subscription: made.subscription, lang });
  expect(res.status).toBe(201);
  return made;
}

/** Seat 0 plays until the turn is seat 1's; then seat 1 comes, plays its turn and leaves again. */
async function cycle(ann: SeatSocket, roomId: string, bobToken: string): Promise<void> {
  await ann.play();
  const bob = await new SeatSocket(base, roomId, bobToken).open();
  await bob.play();
  await bob.close();
  await ann.offline(1);
}

const subscribed = async (roomId: string, token: string, endpoint: string) => (await api(base, 'POST', `/rooms/${roomId}/push/status`, { token, endpoint })).body?.subscribed;

/** Resolves once `cond()` holds, asking again after each answer (no fixed sleep). */
async function eventually(cond: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) if (Date.now() > deadline) throw new Error('condition not met in time');
}

describe('push through wrangler dev', () => {
  it('the turn passing to an absent seat reaches the push service encrypted, and decrypts to the room, seat, state and names', async () => {
    const { room: id, tokens } = await room();
    const sub = await subscribe(id, tokens[1]!, 'cs');
    const ann = await new SeatSocket(base, id, tokens[0]!).open();
    const { passedAt, turn, seq } = await ann.play();
    expect(turn).toBe(1);
    expect(passedAt).not.toBeNull();
    const [msg] = await dev.push.waitFor(sub.id, 1);
    expect(msg!.json).toEqual({ v: 1, type: 'turn', room: id, seat: 1, seq, players: ['Ann', 'Bob'], lang: 'cs' });
    expect(msg!.headers).toEqual({ ttl: 86400, urgency: 'normal', topic: id });
    // One constant-size record (4 KB) whatever the names.
    expect(msg!.bytes).toBe(4096);
    // While Bob is connected no push is sent; after he leaves, his next turn pushes again.
    const bob = await new SeatSocket(base, id, tokens[1]!).open();
    await bob.play();
    await ann.play();
    await bob.play();
    await bob.close();
    await ann.offline(1);
    await ann.play();
    const msgs = await dev.push.waitFor(sub.id, 2);
    expect(msgs.map((m) => (m.json as { seq: number }).seq)).toEqual([seq, ann.seq]);
    await ann.close();
  });

  it('a subscription the push service answers 410 or 404 is dropped; the others keep getting pushes', async () => {
    const { room: id, tokens } = await room();
    const expired = await subscribe(id, tokens[1]!);
    const forgotten = await subscribe(id, tokens[1]!);
    const live = await subscribe(id, tokens[1]!);
    dev.push.expire(expired.id);
    dev.push.forget(forgotten.id);
    const ann = await new SeatSocket(base, id, tokens[0]!).open();
    await ann.play();
    await dev.push.waitFor(live.id, 1);
    await eventually(async () => !(await subscribed(id, tokens[1]!, expired.subscription.endpoint)) && !(await subscribed(id, tokens[1]!, forgotten.subscription.endpoint)));
    expect(await subscribed(id, tokens[1]!, live.subscription.endpoint)).toBe(true);
    expect(dev.push.refused.filter((r) => r.url.endsWith(expired.id)).map((r) => r.status)).toEqual([410]);
    expect(dev.push.refused.filter((r) => r.url.endsWith(forgotten.id)).map((r) => r.status)).toEqual([404]);
    // Unsubscribing stops the last one: the next turn sends nothing more to it.
    expect((await api(base, 'DELETE', `/rooms/${id}/push`, { token: tokens[1]!, endpoint: live.subscription.endpoint })).body).toMatchObject({ removed: 1 });
    const canary = await subscribe(id, tokens[1]!);
    await cycle(ann, id, tokens[1]!);
    await ann.play();
    await dev.push.waitFor(canary.id, 1);
    expect(dev.push.messages(live.id)).toHaveLength(1);
    await ann.close();
  });

  it('moves a seat with a one-time code; the old device is told; the new device gets the pushes it subscribes to', async () => {
    const { room: id, tokens } = await room();
    const oldSub = await subscribe(id, tokens[1]!);
    const old = await new SeatSocket(base, id, tokens[1]!).open();
    const issued = await api(base, 'POST', `/rooms/${id}/transfer`, { token: tokens[1] });
    expect(issued.status).toBe(201);
    secrets.push(issued.body.code);
    const moved = await api(base, 'POST', `/rooms/${id}/transfer/redeem`, { code: issued.body.code });
    expect(moved.status).toBe(200);
    secrets.push(moved.body.token);
    await old.until(() => old.closed);
    expect(old.msgs.filter((m) => m.type === 'error').map((m) => m.code)).toEqual(['seat-moved']);
    expect((await api(base, 'POST', `/rooms/${id}/transfer/redeem`, { code: issued.body.code })).body.error.code).toBe('transfer-used');
    // The old device's subscription went with the move; the phone subscribes anew.
    expect(await subscribed(id, moved.body.token, oldSub.subscription.endpoint)).toBe(false);
    const phoneSub = await subscribe(id, moved.body.token);
    const ann = await new SeatSocket(base, id, tokens[0]!).open();
    await ann.play();
    await dev.push.waitFor(phoneSub.id, 1);
    expect(dev.push.messages(oldSub.id)).toEqual([]);
    const phone = await new SeatSocket(base, id, moved.body.token).open();
    expect(phone.seat).toBe(1);
    await phone.close();
    await ann.close();
  });

  it('wrangler’s log shows every request but never a seat token or a transfer code', () => {
    const log = dev.server.output();
    expect(log).toMatch(/POST \/api\/rooms\/[a-z2-7]{12}\/transfer\/redeem/);
    expect(secrets.length).toBeGreaterThan(5);
    for (const s of secrets) expect(log).not.toContain(s);
  });
});
