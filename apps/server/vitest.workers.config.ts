import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { generateVapidKeys } from './scripts/vapid-keys.mjs';
import { corpusSample } from './test/support/corpus-sample.mjs';

// "Your turn" push (#27 point 5): keys for this run only, and a push service host that no
// resolver knows (.invalid), so no test reaches the network.
const vapid = await generateVapidKeys();

// The Worker and its GameRoom Durable Object inside workerd, with SQLite storage.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      wrangler: { configPath: fileURLToPath(new URL('./wrangler.jsonc', import.meta.url)) },
      // Bots here play without pauses: a burst big enough for a whole game, the production
      // refill rate, so the flood test trips the limit however fast or slow the machine is.
      // Every test shares one client address (no CF-Connecting-IP): a budget for the whole
      // suite, refilled slowly so that limits.test.ts can spend an address's budget to the end. A short hello
      // deadline lets its test wait for the close instead of ten seconds.
      miniflare: {
        bindings: {
          ROOM_TTL_SECONDS: '60',
          RATE_LIMIT_PER_SECOND: '30',
          RATE_LIMIT_BURST: '2000',
          ADDRESS_ROOMS_BURST: '300',
          ADDRESS_ROOMS_PER_MINUTE: '1',
          ADDRESS_SOCKETS_BURST: '1000',
          ADDRESS_SOCKETS_PER_MINUTE: '1',
          HELLO_TIMEOUT_SECONDS: '2',
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          PUSH_ENDPOINT_HOSTS: 'push.invalid',
          // Games recorded in Node for determinism.test.ts to replay here.
          CORPUS_SAMPLE: JSON.stringify(corpusSample(2)),
        },
      },
    }),
  ],
  // The repository root: the bots' core.wasm (packages/core) must be inside it, or the pool
  // names it by a /@fs/ path that workerd cannot load.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['apps/server/test/workers/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
