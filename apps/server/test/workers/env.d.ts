import type { Env as RoomBindings } from '../../src/env.js';

// `env` from cloudflare:test carries the Worker's bindings.
declare global {
  namespace Cloudflare {
    interface Env extends RoomBindings {}
  }
}
export {};
