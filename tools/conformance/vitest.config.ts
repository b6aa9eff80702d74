import { defineConfig } from 'vitest/config';

// Whole games with a comparison at every turn: slow on a loaded 2-core machine.
export default defineConfig({ test: { testTimeout: 300_000 } });
