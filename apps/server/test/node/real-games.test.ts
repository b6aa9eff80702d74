/**
 * Full games with the real @carc/rules engine through the room authority: every seat and a
 * spectator record every frame they receive, and the leak checks run over all of it.
 */
import { sha256Hex, type UpdateMessage } from '@carc/protocol';
import type { GameState, PlayerView } from '@carc/rules';
import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../support/client.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';
import { verifyRoomLog } from '@carc/protocol/verify';

/** Strings that must never reach a client while the game runs. */
function secretsOf(state: GameState, seed: string): string[] {
  const upcoming = state.stack.slice(state.stackPos);
  const out = [seed];
  // Any three upcoming tiles in draw order, as they would appear in a JSON array.
  for (let i = 0; i + 3 <= upcoming.length; i++) out.push(JSON.stringify(upcoming.slice(i, i + 3)).slice(1, -1));
  return out;
}

async function playFull(seats: number, expansions: string[], seedNo: number) {
  const room = new NodeRoom();
  const tokens = await room.seated({ seats, expansions: expansions as never });
  const players: FakeConn[] = [];
  for (const t of tokens) players.push(await room.player(t));
  const spectator = await room.player();
  const all = [...players, spectator];
  const seed = room.store.getMeta()!.seed;
  const random = mulberry32(seedNo);
  const leaks: string[] = [];
  const seen = all.map(() => 0);
  let guard = 0;
  while (room.authority.status === 'playing' && guard++ < 5000) {
    const state = room.authority.fullState!;
    const secrets = secretsOf(state, seed);
    // Check what arrived since the last round against the secrets of the state it came from.
    all.forEach((c, i) => {
      for (const text of c.raw.slice(seen[i])) {
        for (const s of secrets) if (text.includes(s)) leaks.push(`seat ${i} got ${s.slice(0, 40)}`);
        if (/"(rng|initialStack|stack|stackPos|seed)":/.test(text.replace(/"seed":null/g, ''))) leaks.push(`seat ${i} got a state key`);
      }
      seen[i] = c.raw.length;
    });
    const decision = rules.pendingDecision(state)!;
    const me = players[decision.player]!;
    const last = [...me.received].reverse().find((m) => m.type === 'update' || m.type === 'welcome' || m.type === 'snapshot') as { view: PlayerView; seq: number };
    const legal = last.view.legalActions!;
    expect(last.seq).toBe(room.authority.seq);
    expect(legal.length).toBeGreaterThan(0);
    room.clock += 100; // a brisk player, well inside the rate limit
    await me.send_({ type: 'action', seq: last.seq, action: legal[Math.floor(random() * legal.length)] });
  }
  return { room, players, spectator, seed, leaks };
}

describe.each([2, 3, 4, 5])('a full %i-seat game with the real engine', (seats) => {
  const expansions = seats % 2 === 0 ? AVAILABLE_EXPANSIONS : AVAILABLE_EXPANSIONS.slice(0, 1);
  it(`ends with every seat informed, no leak, and a verifiable log (expansions: ${expansions.join(', ') || 'none'})`, async () => {
    const { room, players, spectator, seed, leaks } = await playFull(seats, expansions, seats);
    expect(room.authority.status).toBe('ended');
    expect(leaks).toEqual([]);
    const total = room.authority.seq;
    for (const c of [...players, spectator]) {
      const updates = c.received.filter((m): m is UpdateMessage => m.type === 'update');
      expect(updates.map((u) => u.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(c.received.filter((m) => m.type === 'error')).toEqual([]);
      expect(updates.at(-1)).toMatchObject({ status: 'ended', seed });
    }
    const info = room.authority.info();
    expect(info.ok && info.value.seedHash).toBe(await sha256Hex(seed));
    const log = room.authority.log();
    expect(log.ok).toBe(true);
    if (log.ok) {
      const verdict = await verifyRoomLog(log.value);
      expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
      // A log whose seed does not match the published hash is caught.
      const forged = await verifyRoomLog({ ...log.value, seed: `${seed}0` });
      expect(forged.ok).toBe(false);
    }
  });
});

describe('real engine: mid-game robustness', () => {
  it('an eviction mid-game rebuilds exactly the same state from the log', async () => {
    const room = new NodeRoom();
    const [a, b] = await room.seated({ seats: 2, expansions: AVAILABLE_EXPANSIONS as never }, ['A', 'B']);
    const ps = [await room.player(a), await room.player(b)];
    const random = mulberry32(7);
    for (let i = 0; i < 40; i++) {
      const st = room.authority.fullState!;
      const d = rules.pendingDecision(st)!;
      const legal = rules.legalActions(st);
      room.clock += 100;
      await ps[d.player]!.send_({ type: 'action', seq: room.authority.seq, action: legal[Math.floor(random() * legal.length)] });
    }
    const before = { seq: room.authority.seq, view: rules.view(room.authority.fullState!, null), record: rules.toRecord(room.authority.fullState!) };
    room.evict();
    expect(room.authority.seq).toBe(before.seq);
    expect(rules.view(room.authority.fullState!, null)).toEqual(before.view);
    expect(rules.toRecord(room.authority.fullState!)).toEqual(before.record);
  });
});

describe('lean updates', () => {
  it('carry events, turn and the legal actions of the deciding seat, but no view', async () => {
    const room = new NodeRoom();
    const [a, b] = await room.seated({ seats: 2 }, ['A', 'B']);
    const lean = await room.player(a, undefined, 'lean');
    const full = await room.player(b);
    const w = lean.received.find((m) => m.type === 'welcome') as unknown as { view: PlayerView; seq: number };
    expect(w.view.legalActions!.length).toBeGreaterThan(0); // the welcome is always a full snapshot
    await lean.send_({ type: 'action', seq: 0, action: w.view.legalActions![0] });
    const u = lean.last() as UpdateMessage<PlayerView>;
    expect(u).toMatchObject({ type: 'update', seq: 1, actor: 0 });
    expect(u.view).toBeUndefined();
    // Seat 0 still decides (its follower): the lean update lists its options.
    expect(u.turn.player).toBe(0);
    expect(u.legal).toEqual(rules.legalActions(room.authority.fullState!));
    const f = full.last() as UpdateMessage<PlayerView>;
    expect(f.view).toEqual(rules.view(room.authority.fullState!, 1));
    expect(f.legal).toBeUndefined();
  });
});
