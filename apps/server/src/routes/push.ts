import { PushStatusSchema, PushSubscribeSchema, PushUnsubscribeSchema, type PushKeyResponse } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { apiError } from '../middleware/errors/index.js';
import { roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { pushEndpointHosts, vapidKeys } from '../push/config.js';
import { checkSubscription } from '../push/subscription-check.js';
import { roomStub, unwrap } from './stub.js';

function unavailable(): never {
  throw apiError(503, 'push-unavailable', 'this server sends no push notifications (no VAPID keys configured)');
}

/** `GET /api/push`: the VAPID public key a browser subscribes with (#27 point 5). */
export const pushKey = new Hono<AppEnv>().get('/', (c) => {
  const vapid = vapidKeys(c.env);
  if (!vapid) unavailable();
  const body: PushKeyResponse = { publicKey: vapid.publicKey };
  return c.json(body);
});

/** A seat's "your turn" subscriptions; the seat token proves the seat, in the body. */
export const push = new Hono<AppEnv>()
  .post('/:id/push', roomId, jsonBody(PushSubscribeSchema), async (c) => {
    if (!vapidKeys(c.env)) unavailable();
    const { token, subscription, lang } = c.req.valid('json');
    const checked = await checkSubscription(subscription, pushEndpointHosts(c.env));
    if (!checked.ok) throw apiError(400, 'bad-subscription', checked.message);
    return c.json(unwrap(await roomStub(c.env, c.get('roomId')).subscribePush(token, subscription, lang)), 201);
  })
  /** Whether the seat still sends to this endpoint (the app shows its switch from this). */
  .post('/:id/push/status', roomId, jsonBody(PushStatusSchema), async (c) => {
    const { token, endpoint } = c.req.valid('json');
    return c.json(unwrap(await roomStub(c.env, c.get('roomId')).pushStatus(token, endpoint)));
  })
  .delete('/:id/push', roomId, jsonBody(PushUnsubscribeSchema), async (c) => {
    const { token, endpoint } = c.req.valid('json');
    return c.json(unwrap(await roomStub(c.env, c.get('roomId')).unsubscribePush(token, endpoint)));
  });
