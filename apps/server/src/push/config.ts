/**
 * Push settings from the Worker's environment (#27 point 5; README "Push notifications").
 *
 * - VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: the server's P-256 key pair, base64url (the public
 *   key raw, 65 bytes; the private key its 32-byte scalar). In production secrets
 *   (`wrangler secret put`); locally `.dev.vars`, written once by scripts/dev-vars.mjs.
 *   Without both, push is off: `GET /api/push` answers 503 `push-unavailable`.
 * - VAPID_SUBJECT: who the push services may contact (`mailto:` or `https:`).
 * - PUSH_ENDPOINT_HOSTS: the push services this server sends to, comma-separated; a name
 *   with a leading dot also allows its subdomains. The default lists the services of
 *   Chrome/Edge/Opera/Samsung (FCM), Firefox, Safari and Windows. Anything else is refused
 *   at subscription time, so the Worker never posts to a host a client chose.
 */
import type { Env } from '../env.js';

export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'] as const;
export const DEFAULT_VAPID_SUBJECT = 'https://github.com/carcassonne-edge/carcassonne-edge';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The VAPID keys, or null when push is not configured (or configured wrongly: logged once). */
export function vapidKeys(env: Env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  // 65 bytes → 87 characters, 32 bytes → 43 (unpadded base64url).
  if (!B64URL.test(publicKey) || publicKey.length !== 87 || !B64URL.test(privateKey) || privateKey.length !== 43) {
    warnOnce('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a base64url P-256 key pair (87 and 43 characters); push is off');
    return null;
  }
  return { subject: env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT, publicKey, privateKey };
}

/** The allowed push service hosts (lower case; `.example.com` allows its subdomains). */
export function pushEndpointHosts(env: Env): readonly string[] {
  const raw = env.PUSH_ENDPOINT_HOSTS?.trim();
  if (!raw) return DEFAULT_PUSH_ENDPOINT_HOSTS;
  return raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether `host` (with its port, as URL.host gives it) is one of `allowed`. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => (a.startsWith('.') ? h.endsWith(a) && h.length > a.length : h === a));
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
