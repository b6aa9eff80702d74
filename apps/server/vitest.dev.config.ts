import { defineConfig } from 'vitest/config';

// Node-side tests against a `wrangler dev` each test file starts and stops itself.
export default defineConfig({
  test: {
    include: ['test/dev/**/*.test.ts'],
    testTimeout: 150_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
