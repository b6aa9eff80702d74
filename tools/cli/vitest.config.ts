import { defineConfig } from 'vitest/config';

// Each test runs the built CLI in a child process; on a busy 2-core machine a start-up can
// take seconds, so the default 5 s per test would fail for reasons unrelated to the CLI.
export default defineConfig({ test: { testTimeout: 120_000 } });
