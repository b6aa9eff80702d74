import { defineConfig } from 'vitest/config';

// The room authority without the Workers runtime: plain Node, fast.
export default defineConfig({
  test: {
    include: ['test/node/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
