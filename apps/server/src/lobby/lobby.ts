/**
 * The one lobby Durable Object (`idFromName('lobby')`): the list of open public rooms
 * (public-rooms.ts). A single instance worldwide, so every Worker sees the same list. The
 * list lives in memory and is written to storage after each change, so an eviction keeps it.
 */
import { DurableObject } from 'cloudflare:workers';
import type { LobbyEntry } from '@carc/protocol';
import { clockOf, type Clock } from '../clock/clock.js';
import type { Env } from '../env.js';
import type { LobbyRpc } from './lobby-rpc.js';
import { PublicRooms, type Listing } from './public-rooms.js';

const KEY = 'listings';

export class Lobby extends DurableObject<Env> implements LobbyRpc {
  private readonly clock: Clock;
  private readonly rooms = new PublicRooms();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.clock = clockOf(env);
    void ctx.blockConcurrencyWhile(async () => this.rooms.load((await ctx.storage.get<Listing[]>(KEY)) ?? []));
  }

  async list(): Promise<LobbyEntry[]> {
    return this.rooms.list(this.clock.now());
  }

  /** Lists, updates or (when no seat is open) withdraws a room. */
  async put(entry: LobbyEntry): Promise<boolean> {
    const ok = this.rooms.put(entry, this.clock.now());
    await this.save();
    return ok;
  }

  async remove(room: string): Promise<void> {
    this.rooms.remove(room);
    await this.save();
  }

  private save(): Promise<void> {
    return this.ctx.storage.put(KEY, this.rooms.dump());
  }
}
