/**
 * Delta updates (hello `updates: "delta"`): a client that starts from its welcome's view and
 * applies every patch in order holds exactly the view the room would have sent it in full,
 * through reconnects (with `since`) and expansions; and the shared view pieces the room
 * serialises once per action give exactly `JSON.stringify(view(state, seat))`.
 */
import { applyViewPatch, type ServerMessage, type ViewPatch } from '@carc/protocol';
import * as rules from '@carc/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ViewParts } from '../../src/room/frames.js';
import type { RulesEngine } from '../../src/room/authority.js';
import { mulberry32 } from '../support/client.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { checkLeaks, upcomingRuns } from '../support/leaks.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';

type Msg = ServerMessage & { view?: unknown; patch?: ViewPatch; seq: number };

/** A socket that keeps the view it was sent: whole from welcome and snapshot, then patched. */
class DeltaClient {
  view: object | null = null;
  seq = -1;
  read = 0;
  constructor(
    public conn: FakeConn,
    readonly seat: number | null,
  ) {}
  /** Applies everything received since the last call; returns the update state numbers seen. */
  catchUp(): number[] {
    const seqs: number[] = [];
    for (const m of this.conn.received.slice(this.read) as Msg[]) {
      if (m.type === 'welcome' || m.type === 'snapshot') {
        this.view = m.view as object;
        this.seq = m.seq;
      } else if (m.type === 'update') {
        expect(m.view).toBeUndefined();
        expect(m.seq).toBe(this.seq + 1);
        this.view = applyViewPatch(this.view!, m.patch);
        this.seq = m.seq;
        seqs.push(m.seq);
      }
    }
    this.read = this.conn.received.length;
    return seqs;
  }
}

describe('ViewParts', () => {
  it.each([
    [2, [] as string[]],
    [4, AVAILABLE_EXPANSIONS as string[]],
    [5, AVAILABLE_EXPANSIONS.slice(0, 1) as string[]],
  ])('joins the shared pieces into exactly each viewer\'s view (%i seats, %j)', (seats, expansions) => {
    const created = rules.createGame({ players: Array.from({ length: seats }, (_, i) => `P${i}`), expansions: expansions as rules.ExpansionId[], seed: `parts-${seats}` });
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    const random = mulberry32(seats);
    for (let n = 0; n < 400; n++) {
      const parts = new ViewParts(n, rules as unknown as RulesEngine, s, seats);
      for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
        expect(parts.fullView(seat)).toBe(JSON.stringify(rules.view(s, seat)));
      }
      const d = rules.pendingDecision(s);
      if (!d) break;
      const legal = rules.legalActions(s);
      const r = rules.apply(s, legal[Math.floor(random() * legal.length)]!, d.player);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  });
});

describe('delta updates', () => {
  it('are small, carry no view, and rebuild the seat\'s view after each action', async () => {
    const room = new NodeRoom();
    const [a, b] = await room.seated({ seats: 2 }, ['A', 'B']);
    const da = new DeltaClient(await room.player(a, undefined, 'delta'), 0);
    const full = await room.player(b);
    // A second socket of the same seat with whole views: the size comparison below must be
    // between two updates that carry the same thing (the mover's view holds its legal
    // actions, the other seat's does not, so comparing across seats depends on the tile).
    const fullA = await room.player(a);
    da.catchUp();
    const legal = (da.view as rules.PlayerView).legalActions!;
    await da.conn.send_({ type: 'action', seq: 0, action: legal[0], id: 'x1' });
    const u = da.conn.last() as Msg & { id?: string };
    expect(u).toMatchObject({ type: 'update', seq: 1, actor: 0, id: 'x1' });
    // One new tile on the board travels as a tail, not the whole board.
    expect(u.patch?.tail?.board).toEqual({ from: 1, items: [rules.view(room.authority.fullState!, 0).board[1]] });
    da.catchUp();
    expect(JSON.stringify(da.view)).toBe(JSON.stringify(rules.view(room.authority.fullState!, 0)));
    // A full-update socket in the same room still gets the whole view.
    expect((full.last() as Msg).view).toEqual(rules.view(room.authority.fullState!, 1));
    expect((fullA.last() as Msg).view).toEqual(rules.view(room.authority.fullState!, 0));
    expect(da.conn.raw.at(-1)!.length).toBeLessThan(fullA.raw.at(-1)!.length);
  });

  it('property: clients applying patches hold exactly the server\'s view, through reconnects, in every expansion mix', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seats: fc.integer({ min: 2, max: 5 }),
          expansions: fc.subarray(AVAILABLE_EXPANSIONS as string[]),
          seed: fc.integer({ min: 1, max: 1_000_000 }),
          actions: fc.integer({ min: 1, max: 150 }),
          // Per step, the chance that some socket drops and comes back with `since`.
          dropEvery: fc.integer({ min: 5, max: 60 }),
        }),
        async ({ seats, expansions, seed, actions, dropEvery }) => {
          const room = new NodeRoom();
          const tokens = await room.seated({ seats, expansions: expansions as never });
          const clients: DeltaClient[] = [];
          for (let i = 0; i < seats; i++) clients.push(new DeltaClient(await room.player(tokens[i], undefined, 'delta'), i));
          clients.push(new DeltaClient(await room.player(undefined, undefined, 'delta'), null));
          const random = mulberry32(seed);
          const serverSeed = room.store.getMeta()!.seed;
          for (let step = 0; step < actions && room.authority.status === 'playing'; step++) {
            const state = room.authority.fullState!;
            const secrets = [serverSeed, ...upcomingRuns(state)];
            for (const c of clients) {
              for (const text of c.conn.raw.slice(c.read)) for (const x of secrets) expect(text.includes(x), `secret in ${text.slice(0, 80)}`).toBe(false);
              c.catchUp();
              expect(c.seq).toBe(room.authority.seq);
              expect(JSON.stringify(c.view)).toBe(JSON.stringify(rules.view(state, c.seat)));
            }
            if (step % dropEvery === dropEvery - 1) {
              // A socket drops and returns with the last state number it saw.
              const k = Math.floor(random() * clients.length);
              const c = clients[k]!;
              c.conn.close(1000, 'gone');
              clients[k] = new DeltaClient(await room.player(c.seat === null ? undefined : tokens[c.seat], c.seq, 'delta'), c.seat);
              continue;
            }
            const d = rules.pendingDecision(state)!;
            const mine = clients.find((c) => c.seat === d.player)!;
            const legal = (mine.view as rules.PlayerView).legalActions!;
            expect(legal).toEqual(rules.legalActions(state));
            room.clock += 100;
            await mine.conn.send_({ type: 'action', seq: room.authority.seq, action: legal[Math.floor(random() * legal.length)] });
          }
          // At the end (or wherever the run stopped) a fresh snapshot equals what each client built.
          for (const c of clients) {
            c.catchUp();
            expect(c.conn.received.filter((m) => m.type === 'error')).toEqual([]);
            await c.conn.send_({ type: 'sync' });
            const snap = c.conn.last() as Msg;
            expect(snap.type).toBe('snapshot');
            expect(JSON.stringify(snap.view)).toBe(JSON.stringify(c.view));
          }
        },
      ),
      { numRuns: 12, seed: 20261130 },
    );
  }, 120_000);

  it('a finished delta game passes the leak check on the views the patches build', async () => {
    const room = new NodeRoom();
    const tokens = await room.seated({ seats: 3, expansions: AVAILABLE_EXPANSIONS as never });
    const clients: DeltaClient[] = [];
    for (let i = 0; i < 3; i++) clients.push(new DeltaClient(await room.player(tokens[i], undefined, 'delta'), i));
    const spectator = new DeltaClient(await room.player(undefined, undefined, 'delta'), null);
    const random = mulberry32(99);
    while (room.authority.status === 'playing') {
      for (const c of clients) c.catchUp();
      const d = rules.pendingDecision(room.authority.fullState!)!;
      const legal = (clients[d.player]!.view as rules.PlayerView).legalActions!;
      room.clock += 100;
      await clients[d.player]!.conn.send_({ type: 'action', seq: room.authority.seq, action: legal[Math.floor(random() * legal.length)] });
    }
    const log = room.authority.log();
    if (!log.ok) throw new Error(log.message);
    const problems = [...clients.map((c) => checkLeaks(log.value, c.seat, c.conn.raw)), checkLeaks(log.value, null, spectator.conn.raw)].flat();
    expect(problems).toEqual([]);
    expect((clients[0]!.conn.last() as Msg).patch).toBeDefined();
  }, 60_000);
});
