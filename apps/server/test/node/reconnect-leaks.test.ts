/**
 * Reconnects replay the events a seat missed (`welcome.missed`). Those must be redacted for
 * the seat exactly like live updates: here seats of a real Christmas Gift + Gifts game drop
 * out while the others draw hand cards, and come back with `since`; the leak check then
 * reads every frame each seat got, the replayed events included.
 */
import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../support/client.js';
import { checkLeaks, secretsShown } from '../support/leaks.js';
import { NodeRoom, type FakeConn } from '../support/node-room.js';

const SEATS = 3;
const EXPANSIONS = ['christmas-gift', 'gifts'] as const;

/** The newest state number a socket saw. */
function seenBy(c: FakeConn): number {
  let seen = 0;
  for (const m of c.received) if (m.type === 'update' || m.type === 'welcome') seen = Math.max(seen, m.seq);
  return seen;
}

describe('reconnect replay', () => {
  it('replays missed events redacted for the returning seat: no other seat\'s card reaches it', async () => {
    const room = new NodeRoom();
    const tokens = await room.seated({ seats: SEATS, expansions: EXPANSIONS as never });
    const conns: (FakeConn | null)[] = [];
    for (const t of tokens) conns.push(await room.player(t));
    // Every frame each seat got, across all its connections, in order.
    const frames: string[][] = tokens.map(() => []);
    const lastSeen: number[] = tokens.map(() => 0);
    const random = mulberry32(12);
    let replayedSecrets = 0;
    let guard = 0;
    while (room.authority.status === 'playing' && guard++ < 5000) {
      const state = room.authority.fullState as rules.GameState;
      const p = rules.pendingDecision(state)!.player;
      if (!conns[p]) {
        // The deciding seat is away: it comes back and is told what it missed.
        conns[p] = await room.player(tokens[p], lastSeen[p]);
        continue;
      }
      // Now and then another seat drops out for a while.
      const q = Math.floor(random() * SEATS);
      if (q !== p && conns[q] && random() < 0.2) {
        lastSeen[q] = seenBy(conns[q]!);
        frames[q]!.push(...conns[q]!.raw);
        conns[q]!.close(1000, 'away');
        conns[q] = null;
      }
      const legal = rules.legalActions(state);
      room.clock += 100;
      await conns[p]!.send_({ type: 'action', seq: room.authority.seq, action: legal[Math.floor(random() * legal.length)] });
    }
    expect(room.authority.status).toBe('ended');
    conns.forEach((c, i) => c && frames[i]!.push(...c.raw));

    const log = room.authority.log();
    if (!log.ok) throw new Error(log.message);
    // The test only means something if replays carried other seats' secret draws.
    const events = replayEvents(log.value);
    frames.forEach((texts, seat) => {
      for (const text of texts) {
        const m = JSON.parse(text) as { type: string; missed?: { seq: number; events: unknown }[] };
        for (const missed of m.type === 'welcome' ? (m.missed ?? []) : []) {
          const secret = events[missed.seq]!.some((e) => e.type === 'ext' && e.secretTo && !e.secretTo.includes(seat));
          if (secret) replayedSecrets++;
        }
      }
    });
    expect(replayedSecrets).toBeGreaterThan(0);
    const problems = frames.flatMap((texts, seat) => checkLeaks(log.value, seat, texts));
    expect(problems).toEqual([]);
  });

  it('the independent check itself: a secret draw shown whole to another seat is reported, its deck and hand size are not', () => {
    const drew = { type: 'ext', expansion: 'gifts', kind: 'cardDrawn', player: 0, secretTo: [0], data: { deck: 'gifts', card: 'synod', handSize: 2 } } as rules.GameEvent;
    expect(secretsShown(1, [drew], [drew])).toEqual(['gifts cardDrawn of player 0: card']);
    expect(secretsShown(null, [drew], [drew])).toHaveLength(1);
    expect(secretsShown(1, [drew], [{ ...drew, data: { deck: 'gifts', handSize: 2 } }])).toEqual([]);
    expect(secretsShown(0, [drew], [drew])).toEqual([]);
  });
});

/** The full (unredacted) events of each state number of a finished room's log. */
function replayEvents(log: { players: string[]; config: { expansions: string[]; options?: object }; seed: string; actions: { actor: number; action: unknown }[] }): rules.GameEvent[][] {
  const g = rules.createGame({ players: log.players, expansions: log.config.expansions as rules.ExpansionId[], options: log.config.options ?? {}, seed: log.seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const out: rules.GameEvent[][] = [[]];
  for (const a of log.actions) {
    const r = rules.apply(s, a.action as rules.Action, a.actor);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    out.push(r.value.events);
  }
  return out;
}
