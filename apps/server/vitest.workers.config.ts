import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The Worker and its GameRoom Durable Object inside workerd, with SQLite storage.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: { bindings: { ROOM_TTL_SECONDS: '60' } },
    }),
  ],
  test: {
    include: ['test/workers/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
