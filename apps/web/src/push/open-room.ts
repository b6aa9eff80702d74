/** A click on a "your turn" notification, in a window that was already open: go to that room. */
import { go } from '../app/route.js';
import type { OpenRoomMessage } from './sw-push.js';

export function listenForOpenRoom(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<Partial<OpenRoomMessage>>) => {
    if (e.data?.type === 'open-room' && typeof e.data.room === 'string' && /^[a-z2-7]{12}$/.test(e.data.room)) go(`/room/${e.data.room}`);
  });
}
