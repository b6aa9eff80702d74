/**
 * This device's push subscription and the rooms it is registered with. One browser
 * subscription (per origin) serves every room where this device holds a seat; each room
 * is told about it separately, and when the last room is switched off the browser
 * subscription itself is unsubscribed. A subscription made with another server key (the
 * server's VAPID keys changed) is replaced.
 */
import type { PushLang, PushSubscriptionJson } from '@carc/protocol';
import { lang } from '../i18n/index.js';
import { pushKey, seatSubscribed, subscribeSeat, unsubscribeSeat } from './api.js';

const ROOMS_KEY = 'carc.push.rooms';

/** Whether this browser can get push messages at all (secure context, service worker, Push API). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Rooms this device asked for notifications in, with the language they were asked in. */
export function pushRooms(storage: Storage = localStorage): Record<string, PushLang> {
  try {
    return JSON.parse(storage.getItem(ROOMS_KEY) ?? '{}') as Record<string, PushLang>;
  } catch {
    return {};
  }
}

function setPushRoom(room: string, l: PushLang | null, storage: Storage = localStorage): Record<string, PushLang> {
  const rooms = pushRooms(storage);
  if (l === null) delete rooms[room];
  else rooms[room] = l;
  storage.setItem(ROOMS_KEY, JSON.stringify(rooms));
  return rooms;
}

function keyBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The browser's push subscription for this app, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

/**
 * Switches notifications on for this seat: asks for permission (call it from a click),
 * subscribes the browser if needed, and registers the subscription with the room.
 * Resolves to 'on', or 'blocked' when the person or the browser refused notifications.
 */
export async function enablePush(room: string, token: string): Promise<'on' | 'blocked'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const key = keyBytes(await pushKey());
  const manager = (await registration()).pushManager;
  let sub = await manager.getSubscription();
  if (sub && !sameKey(sub.options?.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const l = lang.get() as PushLang;
  await subscribeSeat(room, token, sub.toJSON() as PushSubscriptionJson, l);
  setPushRoom(room, l);
  return 'on';
}

/** Switches them off for this seat; the browser subscription goes when no room is left. */
export async function disablePush(room: string, token: string): Promise<void> {
  const sub = await currentSubscription();
  if (sub) await unsubscribeSeat(room, token, sub.endpoint);
  const left = setPushRoom(room, null);
  if (sub && Object.keys(left).length === 0) await sub.unsubscribe();
}

/**
 * Whether notifications are on for this seat, as the room sees it (it drops a subscription
 * its push service reports gone, and all of a seat's when the seat moves), and the browser's
 * subscription was made with the server's current key. When they are on and the app's
 * language changed since, the room is told the new one.
 */
export async function pushState(room: string, token: string, serverKey: string): Promise<boolean> {
  const asked = pushRooms()[room];
  if (!asked) return false;
  const sub = await currentSubscription();
  // Made with another server key (the server's keys changed): its push service refuses it now.
  const current = !!sub && sameKey(sub.options?.applicationServerKey, keyBytes(serverKey));
  const on = current ? await seatSubscribed(room, token, sub.endpoint) : false;
  if (!on) {
    setPushRoom(room, null);
    return false;
  }
  const l = lang.get() as PushLang;
  if (l !== asked) {
    await subscribeSeat(room, token, sub!.toJSON() as PushSubscriptionJson, l);
    setPushRoom(room, l);
  }
  return true;
}

/** The seat left this device (it moved): forget the room here; the room dropped it already. */
export function forgetPushRoom(room: string): void {
  setPushRoom(room, null);
}
