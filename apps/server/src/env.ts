import type { AddressRpc } from './address/address-rpc.js';
import type { ArchiveBindings } from './archive/archive.js';
import type { LobbyRpc } from './lobby/lobby-rpc.js';
import type { LimitEnv } from './limits.js';
import type { RoomRpc } from './room/room-rpc.js';

/**
 * Bindings, and the limits of limits.ts as wrangler vars (all optional: defaults there).
 * The Durable Object bindings are typed by the interfaces their classes implement, never
 * by the classes themselves: those import `Env`, and a type import back would close a circle.
 */
export interface Env extends LimitEnv, ArchiveBindings {
  ROOMS: DurableObjectNamespace<RoomRpc>;
  /** One object per client address: its budget of new rooms and sockets (address-budget.ts). */
  ADDRESSES: DurableObjectNamespace<AddressRpc>;
  /** The one lobby: the list of open public rooms (lobby/lobby.ts). */
  LOBBY: DurableObjectNamespace<LobbyRpc>;
  /**
   * `"1"` only under `wrangler dev --var TEST_CLOCK:1` (the browser tests): the clock runs
   * ahead by what `POST /api/test/clock` says, a route that exists only then. Never set in
   * wrangler.jsonc.
   */
  TEST_CLOCK?: string;
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
