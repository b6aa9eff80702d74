import type { GameRoom } from './room/game-room.js';

export interface Env {
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** Seconds without activity after which a room removes itself (wrangler.jsonc vars). */
  ROOM_TTL_SECONDS?: string;
  /** Per-socket rate limit overrides (frames per second, and burst); protocol defaults otherwise. */
  RATE_LIMIT_PER_SECOND?: string;
  RATE_LIMIT_BURST?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { roomId: string };
}
