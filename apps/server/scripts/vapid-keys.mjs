#!/usr/bin/env node
// A VAPID key pair (RFC 8292) for "your turn" push: P-256, base64url, as the Worker reads
// them (VAPID_PUBLIC_KEY: the raw 65-byte public key; VAPID_PRIVATE_KEY: the 32-byte
// private scalar). `node apps/server/scripts/vapid-keys.mjs` prints a new pair as the lines
// of a .dev.vars file; README "Push notifications" shows how production stores them.
import { webcrypto } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export async function generateVapidKeys() {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: raw.toString('base64url'), privateKey: jwk.d };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { publicKey, privateKey } = await generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
}
