/**
 * Hints in rooms (issue 29): only in rooms created with `hints: true`, everyone is told,
 * a hint goes to the asking socket alone, it answers the seat's own pending decision from
 * that seat's view and search state, and no frame leaks what the seat may not see.
 */
import { CoreEngine } from '@carc/core';
import { coreModule } from '@carc/core/node';
import type { HintMessage } from '@carc/protocol';
import * as rules from '@carc/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesEngine } from '../../src/room/authority.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { checkLeaks, searchKeys } from '../support/leaks.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';

let botCore: NonNullable<ConstructorParameters<typeof NodeRoom>[2]>['botCore'];
beforeAll(async () => {
  const mod = await coreModule();
  botCore = (options) => CoreEngine.fromModule(mod, options);
});

/** Few playouts: these tests check the plumbing; the bots' own tests check the hint. */
const LIMITS = { botPlayoutCap: 40, botGraceMs: 30_000 };

const hints = (c: FakeConn) => c.received.filter((m) => m.type === 'hint') as unknown as HintMessage<rules.Action>[];
const errors = (c: FakeConn) => c.received.filter((m) => m.type === 'error') as { code: string; id?: unknown }[];

async function twoPlayers(config: { hints?: boolean; expansions?: string[] }, rulesEngine?: RulesEngine) {
  const room = new NodeRoom(rulesEngine, undefined, { ...LIMITS, botCore });
  const [a, b] = await room.seated({ seats: 2, ...(config.hints !== undefined ? { hints: config.hints } : {}), expansions: (config.expansions ?? []) as never });
  const ann = await room.player(a);
  const bob = await room.player(b, undefined, 'delta');
  const spectator = await room.player();
  return { room, ann, bob, spectator };
}

/** The socket of the seat whose decision is pending, and the other one. */
function toMove(room: NodeRoom, ann: FakeConn, bob: FakeConn): [FakeConn, FakeConn, number] {
  const seat = rules.pendingDecision(room.authority.fullState!)!.player;
  return seat === 0 ? [ann, bob, 0] : [bob, ann, 1];
}

describe('hints in rooms', () => {
  it('are refused (hints-off) in a room created without them, and nobody is told they are on', async () => {
    const { room, ann, bob, spectator } = await twoPlayers({});
    for (const c of [ann, bob, spectator]) expect(c.received.find((m) => m.type === 'welcome')).not.toHaveProperty('hints');
    const [me] = toMove(room, ann, bob);
    await me.send_({ type: 'hint', seq: room.authority.seq, id: 1 });
    expect(errors(me).at(-1)).toMatchObject({ code: 'hints-off', id: 1 });
    expect(hints(me)).toEqual([]);
  });

  it('are announced to everyone, go to the asking socket alone, answer its own decision legally, and leak nothing', async () => {
    const { room, ann, bob, spectator } = await twoPlayers({ hints: true, expansions: AVAILABLE_EXPANSIONS as string[] });
    for (const c of [ann, bob, spectator]) expect(c.received.find((m) => m.type === 'welcome')).toMatchObject({ hints: true });
    const info = room.authority.info();
    expect(info.ok && info.value.config.hints).toBe(true);
    let asked = 0;
    for (let guard = 0; room.authority.status === 'playing' && guard < 3000; guard++) {
      // A second of play per decision keeps every socket within its message budget.
      room.clock += 1000;
      const [me, other] = toMove(room, ann, bob);
      const seq = room.authority.seq;
      const legal = rules.view(room.authority.fullState!, rules.pendingDecision(room.authority.fullState!)!.player).legalActions!;
      // Ask at every tenth decision with a choice; play the first legal action.
      if (legal.length > 1 && guard % 10 === 0) {
        const before = { other: other.received.length, spectator: spectator.received.length };
        await me.send_({ type: 'hint', seq, id: `h${guard}` });
        const got = hints(me).at(-1)!;
        expect(got).toMatchObject({ type: 'hint', seq, id: `h${guard}` });
        expect(legal).toContainEqual(got.hint.action);
        expect(Number.isFinite(got.hint.margin)).toBe(true);
        // Asked again at the same state: the same hint (one search per seat and state).
        await me.send_({ type: 'hint', seq, id: `again${guard}` });
        expect(hints(me).at(-1)!.hint).toEqual(got.hint);
        // Nobody else heard of it.
        expect(other.received.slice(before.other).filter((m) => m.type === 'hint')).toEqual([]);
        expect(spectator.received.slice(before.spectator).filter((m) => m.type === 'hint')).toEqual([]);
        // The other seat may not ask for this decision, nor may a spectator; an old state number is stale.
        await other.send_({ type: 'hint', seq, id: 'o' });
        expect(errors(other).at(-1)).toMatchObject({ code: 'not-your-turn', id: 'o' });
        await spectator.send_({ type: 'hint', seq, id: 's' });
        expect(errors(spectator).at(-1)).toMatchObject({ code: 'spectator', id: 's' });
        if (seq > 0) {
          await me.send_({ type: 'hint', seq: seq - 1, id: 'old' });
          expect(errors(me).at(-1)).toMatchObject({ code: 'stale-state', id: 'old' });
        }
        asked++;
      }
      await me.send_({ type: 'action', seq, action: legal[0] });
      expect(room.authority.seq).toBe(seq + 1);
    }
    expect(room.authority.status).toBe('ended');
    expect(asked).toBeGreaterThan(10);
    const log = room.authority.log();
    if (!log.ok) throw new Error(log.message);
    const problems = [checkLeaks(log.value, 0, ann.raw), checkLeaks(log.value, 1, bob.raw), checkLeaks(log.value, null, spectator.raw)].flat();
    expect(problems).toEqual([]);
    for (const text of [...ann.raw, ...bob.raw, ...spectator.raw]) expect(searchKeys(text)).toEqual([]);
  }, 600_000);

  it("are searched from the seat's own view and search state, never the full state", async () => {
    const asked: { player: number | null; search: boolean }[] = [];
    const spy: RulesEngine = {
      ...rules,
      view: (state, player, opts) => {
        asked.push({ player, search: !!opts?.search });
        return rules.view(state, player, opts);
      },
    };
    const { room, ann, bob } = await twoPlayers({ hints: true }, spy);
    const [me, , seat] = toMove(room, ann, bob);
    asked.length = 0;
    await me.send_({ type: 'hint', seq: room.authority.seq, id: 1 });
    expect(hints(me)).toHaveLength(1);
    expect(asked).toEqual([{ player: seat, search: true }]);
  });
});
