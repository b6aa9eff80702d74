/**
 * The service worker's half of "your turn" (#27 point 5): a push shows a notification in
 * the language the seat subscribed in; a click opens that room — in a window of the app
 * that is already open (it is told where to go, and focused), or in a new one.
 */
import type { PushLang, TurnPushPayload } from '@carc/protocol';
// Only the notification's own words: the worker stays small (not the app's catalogues).
import { pushNotificationCs } from '../i18n/push/cs.js';
import { pushNotificationDe } from '../i18n/push/de.js';
import { pushNotificationEn } from '../i18n/push/en.js';
import { pushNotificationFr } from '../i18n/push/fr.js';
import { pushNotificationHu } from '../i18n/push/hu.js';
import { pushNotificationNl } from '../i18n/push/nl.js';
import { pushNotificationRo } from '../i18n/push/ro.js';

const WORDS: Record<PushLang, Record<keyof typeof pushNotificationEn, string>> = {
  en: pushNotificationEn,
  nl: pushNotificationNl,
  fr: pushNotificationFr,
  ro: pushNotificationRo,
  cs: pushNotificationCs,
  hu: pushNotificationHu,
  de: pushNotificationDe,
};
const APP_NAME = 'Carcassonne Edge';

declare const self: ServiceWorkerGlobalScope;

const ROOM_ID = /^[a-z2-7]{12}$/;

/** The message a window of the app gets to open a room (open-room.ts listens). */
export interface OpenRoomMessage {
  type: 'open-room';
  room: string;
}

function parse(data: PushMessageData | null): TurnPushPayload | null {
  try {
    const p = data?.json() as Partial<TurnPushPayload> | undefined;
    return p && p.type === 'turn' && typeof p.room === 'string' && ROOM_ID.test(p.room) ? (p as TurnPushPayload) : null;
  } catch {
    return null;
  }
}

/** Title, body and options of the notification for a push (exported for the unit test). */
export function turnNotification(p: TurnPushPayload | null): { title: string; options: NotificationOptions } {
  const l: PushLang = p && Object.hasOwn(WORDS, p.lang) ? p.lang : 'en';
  const c = WORDS[l];
  const icon = '/icon-192.png';
  if (!p) return { title: APP_NAME, options: { body: c['push.generic'], icon, tag: 'carc-push' } };
  const others = p.players.filter((name, seat): name is string => seat !== p.seat && !!name);
  return {
    title: c['push.title'],
    options: {
      body: others.length ? c['push.body'].replace('{players}', others.join(', ')) : c['push.bodyAlone'],
      icon,
      lang: l,
      // One notification per room: a newer turn replaces an unread older one, and says so again.
      tag: `turn-${p.room}`,
      renotify: true,
      data: { room: p.room, seq: p.seq },
    } as NotificationOptions,
  };
}

/** Opens the room in an open window of the app, or in a new one. */
export async function openRoom(room: string | null): Promise<void> {
  const url = new URL(room ? `/#/room/${room}` : '/', self.location.origin).href;
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const win = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  if (win && room) {
    win.postMessage({ type: 'open-room', room } satisfies OpenRoomMessage);
    await win.focus().catch(() => {});
    return;
  }
  await self.clients.openWindow(url);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = turnNotification(parse(event.data));
    event.waitUntil(self.registration.showNotification(title, options));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const room = (event.notification.data as { room?: unknown } | null)?.room;
    event.waitUntil(openRoom(typeof room === 'string' && ROOM_ID.test(room) ? room : null));
  });
}
