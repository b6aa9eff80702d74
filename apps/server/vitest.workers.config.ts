import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The Worker and its GameRoom Durable Object inside workerd, with SQLite storage.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      // Bots here play without pauses: a burst big enough for a whole game, the production
      // refill rate, so the flood test trips the limit however fast or slow the machine is.
      miniflare: { bindings: { ROOM_TTL_SECONDS: '60', RATE_LIMIT_PER_SECOND: '30', RATE_LIMIT_BURST: '2000' } },
    }),
  ],
  test: {
    include: ['test/workers/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
