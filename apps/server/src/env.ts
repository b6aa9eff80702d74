import type { AddressBudget } from './address/address-budget.js';
import type { Lobby } from './lobby/lobby.js';
import type { LimitEnv } from './limits.js';
import type { GameRoom } from './room/game-room.js';

/** Bindings, and the limits of limits.ts as wrangler vars (all optional: defaults there). */
export interface Env extends LimitEnv {
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** One object per client address: its budget of new rooms and sockets (address-budget.ts). */
  ADDRESSES: DurableObjectNamespace<AddressBudget>;
  /** The one lobby: the list of open public rooms (lobby/lobby.ts). */
  LOBBY: DurableObjectNamespace<Lobby>;
  // "Your turn" push (#27 point 5; push/config.ts): absent keys switch push off.
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_ENDPOINT_HOSTS?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { roomId: string };
}
