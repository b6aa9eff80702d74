import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The whole-game tests take 1-2 s alone; a busy shared machine can triple that.
    testTimeout: 30_000,
    // Each test file in a child process, and a watchdog thread in it that kills it when a
    // test overruns: a wasm loop that never returns fails the run instead of hanging it.
    pool: 'forks',
    setupFiles: ['test/watchdog.ts'],
  },
});
