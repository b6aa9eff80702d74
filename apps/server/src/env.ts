import type { GameRoom } from './room/game-room.js';

export interface Env {
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** Seconds without activity after which a room removes itself (wrangler.jsonc vars). */
  ROOM_TTL_SECONDS?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { roomId: string };
}
