/** "Your turn" push (#27 point 5): the server's calls; the seat token goes in bodies only. */
import type { PushKeyResponse, PushLang, PushSubscriptionJson } from '@carc/protocol';
import { json } from '../online/client.js';

const send = (method: string, path: string, body: unknown) => fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const roomPath = (room: string) => `/api/rooms/${encodeURIComponent(room)}/push`;

/** The server's VAPID public key; a RoomError `push-unavailable` when it sends no push. */
export async function pushKey(): Promise<string> {
  return (await json<PushKeyResponse>(await fetch('/api/push'))).publicKey;
}

export async function subscribeSeat(room: string, token: string, subscription: PushSubscriptionJson, lang: PushLang): Promise<void> {
  await json(await send('POST', roomPath(room), { token, subscription, lang }));
}

export async function unsubscribeSeat(room: string, token: string, endpoint: string): Promise<void> {
  await json(await send('DELETE', roomPath(room), { token, endpoint }));
}

/** Whether the room still sends this seat's turns to `endpoint` (a 404/410 or a move drops it). */
export async function seatSubscribed(room: string, token: string, endpoint: string): Promise<boolean> {
  return (await json<{ subscribed: boolean }>(await send('POST', `${roomPath(room)}/status`, { token, endpoint }))).subscribed;
}
