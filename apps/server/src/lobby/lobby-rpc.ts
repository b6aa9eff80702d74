/** What the routes call on the one `Lobby` object (env.ts types its binding with it). */
import type { LobbyEntry } from '@carc/protocol';

export interface LobbyRpc extends Rpc.DurableObjectBranded {
  list(): Promise<LobbyEntry[]>;
  put(entry: LobbyEntry): Promise<boolean>;
  remove(room: string): Promise<void>;
}
