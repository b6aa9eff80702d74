/**
 * What the Worker's routes (and other rooms) may call on a room's Durable Object. `env.ts`
 * types the `ROOMS` binding with this interface, and `GameRoom` implements it, so the
 * bindings never import the class (which imports the bindings): no import circle.
 */
import type { JoinSeatResponse, MyGame, PushLang, PushSubscriptionJson, RematchResponse, RoomConfig, RoomInfo, RoomLog, TransferCreateResponse, TransferRedeemResponse } from '@carc/protocol';
import type { Outcome } from './engine.js';
import type { StoredSeat } from './store.js';

export interface RoomRpc extends Rpc.DurableObjectBranded {
  fetch(request: Request): Promise<Response>;
  create(room: string, config: RoomConfig): Promise<Outcome<{ room: string }>>;
  join(name: string, seat?: number): Promise<Outcome<JoinSeatResponse>>;
  info(): Promise<Outcome<RoomInfo>>;
  log(): Promise<Outcome<RoomLog>>;
  rematch(token: string): Promise<Outcome<RematchResponse>>;
  createRematch(room: string, config: RoomConfig, seats: StoredSeat[], from: string): Promise<Outcome<{ room: string }>>;
  admits(): Promise<Outcome<null>>;
  /** My games: the room as the holder of `token` sees it (null: no seat has that token). */
  mine(token: string): Promise<MyGame | null>;
  /** Test clock only: moves the room's clock and runs what fell due (null where it is off). */
  testTick(offsetMs: number): Promise<number | null>;
  // ---- seat transfer and "your turn" push (#27 points 4-5) ----
  issueTransfer(token: string): Promise<Outcome<TransferCreateResponse>>;
  redeemTransfer(code: string): Promise<Outcome<TransferRedeemResponse>>;
  subscribePush(token: string, sub: PushSubscriptionJson, lang: PushLang): Promise<Outcome<{ room: string; seat: number }>>;
  pushStatus(token: string, endpoint: string): Promise<Outcome<{ room: string; seat: number; subscribed: boolean }>>;
  unsubscribePush(token: string, endpoint?: string): Promise<Outcome<{ room: string; seat: number; removed: number }>>;
}
