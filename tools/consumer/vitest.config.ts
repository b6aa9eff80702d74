import { defineConfig } from 'vitest/config';

// Packing, an npm install and two TypeScript compiles: slow on a loaded 2-core machine.
export default defineConfig({ test: { testTimeout: 300_000, hookTimeout: 600_000 } });
