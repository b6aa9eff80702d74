import type { ECDH } from 'node:crypto';

export const PUSH_SERVICE_CA: string;

export interface SubscriptionKeys {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export interface PushedMessage {
  text: string;
  json: unknown;
  /** performance.now() of this process when the message was decrypted. */
  at: number;
  headers: { ttl: number; urgency: string | null; topic: string | null };
  /** Size of the encrypted body. */
  bytes: number;
}

export interface LocalPushService {
  origin: string;
  port: number;
  refused: { url: string; status: number; reason: string }[];
  subscribe(applicationServerKey?: string): { id: string; subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } };
  expire(id: string): void;
  forget(id: string): void;
  messages(id: string): PushedMessage[];
  waitFor(id: string, n?: number, timeoutMs?: number): Promise<PushedMessage[]>;
  close(): Promise<void>;
}

export function checkVapid(authorization: string | undefined, origin: string, expectKey?: string, nowSeconds?: number): Promise<string | null>;
export function makeSubscriptionKeys(): SubscriptionKeys;
export function decryptPush(body: Uint8Array, sub: Pick<SubscriptionKeys, 'ecdh' | 'auth'>): string;
export function startPushService(): Promise<LocalPushService>;
