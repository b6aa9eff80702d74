import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The Worker and its GameRoom Durable Object inside workerd, with SQLite storage.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      // Bots here play without pauses; the limit is raised (not removed) so the flood test still trips it.
      miniflare: { bindings: { ROOM_TTL_SECONDS: '60', RATE_LIMIT_PER_SECOND: '400', RATE_LIMIT_BURST: '400' } },
    }),
  ],
  test: {
    include: ['test/workers/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
