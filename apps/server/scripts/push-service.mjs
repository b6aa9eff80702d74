// A local push service for tests and the push bench: it speaks the push service's side of
// RFC 8030 (a push message is a POST to the subscription's endpoint; 201 Created; 404 for a
// subscription it never had, 410 for one that is gone), checks RFC 8292 VAPID (an ES256
// JWT for this origin, not expired, signed by the key the subscription was made with) and
// decrypts RFC 8291 `aes128gcm` payloads with the subscription's private key, using
// http_ece (the RFC 8188 reference implementation), so a test reads exactly what a browser
// would. HTTPS on 127.0.0.1 with the test-only certificate in push-service-tls/ (push
// endpoints are https; the Worker trusts it through NODE_EXTRA_CA_CERTS).
//
// It runs in the test's own process: tests create subscriptions, expire them and read the
// decrypted messages by calling it, not over HTTP.
import { createECDH, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';

const here = dirname(fileURLToPath(import.meta.url));
/** The certificate to trust (NODE_EXTRA_CA_CERTS for `wrangler dev`). */
export const PUSH_SERVICE_CA = join(here, 'push-service-tls', 'cert.pem');
const KEY = join(here, 'push-service-tls', 'key.pem');

/** RFC 8030 §7.2: a push service must take 4096 bytes of payload; more is refused here. */
const MAX_BODY = 4096;

const b64url = (buf) => Buffer.from(buf).toString('base64url');
const unb64url = (s) => Buffer.from(s, 'base64url');

/**
 * Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3) for a message to `origin`.
 * Returns null when it is good, else why not. `expectKey`: the applicationServerKey the
 * subscription was made with (base64url), which `k` must equal.
 */
export async function checkVapid(authorization, origin, expectKey, nowSeconds = Math.floor(Date.now() / 1000)) {
  const m = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!m) return 'no vapid authorization';
  const params = Object.fromEntries(
    m[1].split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  if (!params.t || !params.k) return 'vapid needs t and k';
  if (expectKey && params.k !== expectKey) return 'k is not the key this subscription was made with';
  const parts = params.t.split('.');
  if (parts.length !== 3) return 't is not a JWT';
  let header;
  let claims;
  try {
    header = JSON.parse(unb64url(parts[0]).toString('utf8'));
    claims = JSON.parse(unb64url(parts[1]).toString('utf8'));
  } catch {
    return 't is not JSON';
  }
  if (header.alg !== 'ES256') return 'the JWT is not ES256';
  const key = await webcrypto.subtle.importKey('raw', unb64url(params.k), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']).catch(() => null);
  if (!key) return 'k is not a P-256 public key';
  const ok = await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, unb64url(parts[2]), Buffer.from(`${parts[0]}.${parts[1]}`));
  if (!ok) return 'the JWT signature does not verify with k';
  if (claims.aud !== origin) return `aud is ${claims.aud}, not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return 'the JWT has expired';
  if (claims.exp > nowSeconds + 24 * 3600) return 'exp is more than 24 hours ahead';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is neither mailto: nor https:';
  return null;
}

/** A browser's side of a subscription: its ECDH key pair and auth secret, and the JSON it hands to a server. */
export function makeSubscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

/** Decrypts an RFC 8291 `aes128gcm` body for the subscription whose keys are `sub` (from makeSubscriptionKeys). */
export function decryptPush(body, sub) {
  return ece.decrypt(Buffer.from(body), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8');
}

/**
 * Starts the service on a free port of 127.0.0.1. Returns:
 * - `origin`, `port`;
 * - `subscribe(applicationServerKey)`: a new subscription, as `PushSubscription.toJSON()`
 *   gives it (`{ endpoint, expirationTime, keys }`), plus its `id`;
 * - `expire(id)` (its endpoint answers 410 from now on) and `forget(id)` (404);
 * - `messages(id)`: what reached it, decrypted: `{ text, json, at, headers }` (`at`: this
 *   process's performance.now() when it was decrypted);
 * - `waitFor(id, n, timeoutMs)`: resolves with its messages once there are `n`;
 * - `refused`: the requests it refused, with the reason; `close()`.
 */
export async function startPushService() {
  const subs = new Map();
  const refused = [];
  const waiters = new Set();
  let origin = '';

  const settle = () => {
    for (const w of [...waiters]) {
      const got = subs.get(w.id)?.messages ?? [];
      if (got.length >= w.n) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(got.slice());
      }
    }
  };

  const handle = async (req, body) => {
    const m = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) return [404, 'no such resource'];
    const sub = subs.get(m[1]);
    if (!sub || sub.state === 'forgotten') return [404, 'no such subscription'];
    if (sub.state === 'expired') return [410, 'this subscription is gone'];
    if (body.length > MAX_BODY) return [413, 'payload too large'];
    if (req.headers['content-encoding'] !== 'aes128gcm') return [400, `content-encoding ${req.headers['content-encoding']} is not aes128gcm`];
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return [400, 'TTL header missing or not a number'];
    const why = await checkVapid(req.headers.authorization, origin, sub.applicationServerKey);
    if (why) return [403, why];
    let text;
    try {
      text = decryptPush(body, sub);
    } catch (e) {
      return [400, `cannot decrypt: ${e.message}`];
    }
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    sub.messages.push({ text, json, at: performance.now(), headers: { ttl, urgency: req.headers.urgency ?? null, topic: req.headers.topic ?? null }, bytes: body.length });
    settle();
    return [201, ''];
  };

  const server = createServer({ cert: readFileSync(PUSH_SERVICE_CA), key: readFileSync(KEY) }, (req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= MAX_BODY + 1) chunks.push(c);
    });
    req.on('end', () => {
      handle(req, Buffer.concat(chunks)).then(
        ([status, reason]) => {
          if (status >= 400) refused.push({ url: req.url, status, reason });
          res.writeHead(status, status === 201 ? { Location: `/message/${randomUUID()}` } : { 'content-type': 'text/plain' });
          res.end(reason);
        },
        (e) => {
          refused.push({ url: req.url, status: 500, reason: String(e) });
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const port = server.address().port;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    port,
    refused,
    subscribe(applicationServerKey) {
      const id = randomBytes(12).toString('base64url');
      const { ecdh, auth, keys } = makeSubscriptionKeys();
      subs.set(id, { ecdh, auth, applicationServerKey, state: 'live', messages: [] });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys } };
    },
    expire(id) {
      subs.get(id).state = 'expired';
    },
    forget(id) {
      subs.get(id).state = 'forgotten';
    },
    messages(id) {
      return (subs.get(id)?.messages ?? []).slice();
    },
    waitFor(id, n = 1, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const w = { id, n, resolve };
        w.timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`push service: ${subs.get(id)?.messages.length ?? 0} of ${n} messages for ${id} in ${timeoutMs} ms; refused: ${JSON.stringify(refused)}`));
        }, timeoutMs);
        waiters.add(w);
        settle();
      });
    },
    close() {
      for (const w of waiters) clearTimeout(w.timer);
      waiters.clear();
      server.closeAllConnections?.();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
