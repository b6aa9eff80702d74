import type { Env as RoomBindings } from '../../src/env.js';

// `env` from cloudflare:test carries the Worker's bindings.
declare global {
  namespace Cloudflare {
    interface Env extends RoomBindings {
      /** determinism.test.ts: corpus games recorded in Node (vitest.workers.config.ts). */
      CORPUS_SAMPLE: string;
    }
  }
}
export {};
