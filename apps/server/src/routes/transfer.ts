import { TransferCreateSchema, TransferRedeemSchema } from '@carc/protocol';
import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { roomId } from '../middleware/room-id/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { roomStub, unwrap } from './stub.js';

/**
 * Continue on another device (#27 point 4; README "Seat transfer"). The seat token and the
 * code travel in bodies only; answers that carry either are never cached.
 */
export const transfer = new Hono<AppEnv>()
  /** The seat's holder asks for a one-time code (10 minutes; a new one cancels the last). */
  .post('/:id/transfer', roomId, jsonBody(TransferCreateSchema), async (c) => {
    const { token } = c.req.valid('json');
    const body = unwrap(await roomStub(c.env, c.get('roomId')).issueTransfer(token));
    c.header('Cache-Control', 'no-store');
    return c.json(body, 201);
  })
  /** The new device trades the code for the seat and a new token; the old token stops working. */
  .post('/:id/transfer/redeem', roomId, jsonBody(TransferRedeemSchema), async (c) => {
    const { code } = c.req.valid('json');
    const body = unwrap(await roomStub(c.env, c.get('roomId')).redeemTransfer(code));
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
