import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The whole-game tests take 1-2 s alone; a busy shared machine can triple that.
    testTimeout: 30_000,
  },
});
