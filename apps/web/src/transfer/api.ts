/** Continue on another device (#27 point 4): the two calls; token and code go in bodies. */
import type { TransferCreateResponse, TransferRedeemResponse } from '@carc/protocol';
import { json } from '../online/client.js';

const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });

/** A one-time code for this device's seat (10 minutes; a new one cancels the last). */
export async function createTransfer(room: string, token: string): Promise<TransferCreateResponse> {
  return json(await post(`/api/rooms/${encodeURIComponent(room)}/transfer`, { token }));
}

/** Trades the code for the seat: its new token, which this device keeps from now on. */
export async function redeemTransfer(room: string, code: string): Promise<TransferRedeemResponse> {
  return json(await post(`/api/rooms/${encodeURIComponent(room)}/transfer/redeem`, { code }));
}

/**
 * The link the other device opens. The code sits in the fragment, which browsers never
 * send to a server (so no access log sees it); the app removes it from the address bar and
 * the history before it uses it.
 */
export function transferLink(origin: string, room: string, code: string): string {
  return `${origin}/#/move/${encodeURIComponent(room)}/${code}`;
}
