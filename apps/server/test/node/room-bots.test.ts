/**
 * Bots in rooms, with the real engine and the real wasm core: bot seats chosen at creation,
 * the stand-in after a run-out turn timer or a disconnection past the grace period, and the
 * log of a room with bots verifying like any other. The clock and the alarm are the
 * harness's: nothing waits for real time.
 */
import type { BotLevel, SeatInfo, SeatsMessage } from '@carc/protocol';
import { verifyRoomLog } from '@carc/protocol/verify';
import { CoreEngine } from '@carc/core';
import { coreModule } from '@carc/core/node';
import * as rules from '@carc/rules';
import type { PlayerView } from '@carc/rules';
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

/** Few playouts: these tests check the plumbing, not the strength. */
const LIMITS = { botPlayoutCap: 40, botGraceMs: 30_000 };

function botRoom(rulesEngine?: RulesEngine): NodeRoom {
  return new NodeRoom(rulesEngine, undefined, { ...LIMITS, botCore });
}

/** The newest view a socket received (welcome, snapshot or full update). */
function lastView(c: FakeConn): { view: PlayerView; seq: number } {
  return [...c.received].reverse().find((m) => (m.type === 'update' || m.type === 'welcome' || m.type === 'snapshot') && (m as { view?: unknown }).view) as never;
}

function lastSeats(c: FakeConn): SeatInfo[] {
  return (c.received.filter((m) => m.type === 'seats').at(-1) as SeatsMessage | undefined)?.seats ?? [];
}

/** The seat's person plays its first legal action while the decision is `seat`'s. */
async function playWhileTurn(room: NodeRoom, conn: FakeConn, seat: number): Promise<void> {
  while (rules.pendingDecision(room.authority.fullState!)!.player === seat) {
    const { view, seq } = lastView(conn);
    await conn.send_({ type: 'action', seq, action: view.legalActions![0] });
  }
}

/**
 * Plays the room to its end: the bots by alarm, the people through their sockets (the
 * first legal action of their view, so two runs of the same room play the same game).
 */
async function playOut(room: NodeRoom, people: Map<number, FakeConn>): Promise<void> {
  for (let guard = 0; room.authority.status === 'playing' && guard < 5000; guard++) {
    room.clock += 50;
    if (room.runAlarms() > 0) continue;
    const seat = rules.pendingDecision(room.authority.fullState!)!.player;
    const me = people.get(seat);
    if (!me) throw new Error(`seat ${seat} is to play, but neither a person nor a bot plays it`);
    const { view, seq } = lastView(me);
    expect(seq).toBe(room.authority.seq);
    await me.send_({ type: 'action', seq, action: view.legalActions![0] });
  }
}

// A whole game with every expansion and a searching bot is CPU work (about 15 s on an idle
// core): on a busy 2-core CI machine it has taken over 30 s. These tests wait for the game's
// end, a condition; this bound only stops a hang, so it leaves room for a loaded machine.
const WHOLE_GAME_MS = 240_000;

describe('bot seats chosen at creation', () => {
  it.each([
    { seats: 2, bots: ['expert'] as (BotLevel | null)[], expansions: [] as string[] },
    { seats: 4, bots: [null, 'newcomer', 'club', 'master'] as (BotLevel | null)[], expansions: AVAILABLE_EXPANSIONS as string[] },
    // Names of rooms made before the ladder: `greedy` plays as beginner, `strong` as expert.
    { seats: 3, bots: [null, 'greedy', 'strong'] as (BotLevel | null)[], expansions: [] as string[] },
  ])('a $seats-seat room with bots $bots plays to the end and its log verifies', async ({ seats, bots, expansions }) => {
    const room = botRoom();
    await room.create({ seats, bots, expansions: expansions as never });
    expect(room.authority.status).toBe('waiting');
    // A person cannot take a bot's seat.
    for (let seat = 0; seat < seats; seat++) if (bots[seat]) expect(await room.authority.join('Eve', seat)).toMatchObject({ ok: false, code: 'seat-taken' });
    const people = new Map<number, FakeConn>();
    for (let seat = 0; seat < seats; seat++) {
      if (bots[seat]) continue;
      const { token } = await room.join(`P${seat}`, seat);
      people.set(seat, await room.player(token));
    }
    expect(room.authority.status).toBe('playing');
    const info = room.authority.info();
    if (!info.ok) throw new Error(info.message);
    info.value.seats.forEach((s, seat) => expect(s).toMatchObject(bots[seat] ? { kind: 'bot', bot: bots[seat] } : { seat }));

    await playOut(room, people);
    expect(room.authority.status).toBe('ended');

    const actions = room.store.actions();
    const bySeat = new Set(actions.map((a) => a.seat));
    bots.forEach((level, seat) => {
      if (level) expect(bySeat.has(seat)).toBe(true);
    });
    // A bot seat's move is logged as that seat's; a person's as theirs.
    for (const a of actions) expect(a.seat).toBe(a.actor);
    const log = room.authority.log();
    if (!log.ok) throw new Error(log.message);
    const verdict = await verifyRoomLog(JSON.parse(JSON.stringify(log.value)));
    expect(verdict).toMatchObject({ ok: true, value: { actions: actions.length } });
  }, WHOLE_GAME_MS);

  it('a bot decides from its seat view and search state only: neither holds the stack order or the seed', async () => {
    const seen: PlayerView[] = [];
    const states: rules.GameState[] = [];
    const spyRules: RulesEngine = {
      ...rules,
      view: (state, player, opts) => {
        const v = rules.view(state, player, opts);
        if (player === 1) {
          seen.push(v);
          states.push(state);
        }
        return v;
      },
    };
    const room = botRoom(spyRules);
    await room.create({ seats: 2, bots: [null, 'greedy'] });
    const { token } = await room.join('Ann', 0);
    const ann = await room.player(token);
    await playWhileTurn(room, ann, 0);
    seen.length = 0;
    room.clock += 50;
    room.runAlarms();
    expect(seen.length).toBeGreaterThan(0);
    const full = room.authority.fullState!;
    const upcoming = JSON.stringify(full.stack.slice(full.stackPos, full.stackPos + 3)).slice(1, -1);
    for (const v of seen) {
      // The search state lists the unseen tiles sorted, which may repeat a run of the stack by chance: it is checked below.
      const text = JSON.stringify({ ...v, search: undefined });
      expect(text).not.toContain(upcoming);
      expect(JSON.stringify(v)).not.toContain(full.seed);
      expect(Object.keys(v)).not.toContain('stack');
    }
    // The view the bot chose from carried the seat's search state, and only the seat's.
    const searched = seen.flatMap((v, i) => (v.search ? [{ v, state: states[i]! }] : []));
    expect(searched.length).toBeGreaterThan(0);
    for (const { v, state } of searched) {
      expect(v.viewer).toBe(1);
      expect(v.search).toEqual(rules.searchState(state, 1));
      expect(v.search!.unseenTiles).toEqual([...v.search!.unseenTiles].sort());
    }
  });

  it('no frame to any socket carries a search state, while the bots decide with one', async () => {
    const made: number[] = [];
    const spyRules: RulesEngine = {
      ...rules,
      view: (state, player, opts) => {
        if (opts?.search) made.push(player ?? -1);
        return rules.view(state, player, opts);
      },
    };
    const room = botRoom(spyRules);
    await room.create({ seats: 3, bots: [null, 'strong', 'greedy'], expansions: AVAILABLE_EXPANSIONS as never });
    const { token } = await room.join('Ann', 0);
    const ann = await room.player(token);
    // Delta updates carry the changed top-level keys of a view: a search state would show there too.
    const spectator = await room.player(undefined, undefined, 'delta');
    await playOut(room, new Map([[0, ann]]));
    expect(room.authority.status).toBe('ended');
    // Search views were made, for the bot seats alone.
    expect(new Set(made)).toEqual(new Set([1, 2]));
    const log = room.authority.log();
    if (!log.ok) throw new Error(log.message);
    const problems = [checkLeaks(log.value, 0, ann.raw), checkLeaks(log.value, null, spectator.raw)].flat();
    expect(problems).toEqual([]);
    for (const text of [...ann.raw, ...spectator.raw]) expect(searchKeys(text)).toEqual([]);
  }, WHOLE_GAME_MS);

  it('the same room (seed and bot seed) plays the same game', async () => {
    async function run(copyFrom?: NodeRoom): Promise<unknown[]> {
      const room = botRoom();
      await room.create({ seats: 3, bots: ['strong', null, 'greedy'] });
      if (copyFrom) {
        // The second room gets the first one's seeds, as if it were the same room replayed.
        room.store.putMeta({ ...room.store.getMeta()!, ...pick(copyFrom.store.getMeta()!) });
        room.evict();
      }
      const { token } = await room.join('Bob', 1);
      await playOut(room, new Map([[1, await room.player(token)]]));
      first ??= room;
      return room.store.actions().map((a) => a.action);
    }
    const pick = (m: { seed: string; seedHash: string; botSeed?: string }) => ({ seed: m.seed, seedHash: m.seedHash, botSeed: m.botSeed! });
    let first: NodeRoom | undefined;
    const a = await run();
    const b = await run(first);
    expect(b).toEqual(a);
    expect(a.length).toBeGreaterThan(20);
  });

  it('bots wait while nobody has the room open, and go on when someone is back', async () => {
    const room = botRoom();
    await room.create({ seats: 2, bots: [null, 'random'] });
    const { token } = await room.join('Ann', 0);
    let ann = await room.player(token);
    await playWhileTurn(room, ann, 0);
    // Ann left just as the bot's turn began: the bot does not play to an empty room.
    const seq = room.authority.seq;
    ann.close(1001, 'gone');
    room.clock += 10 * 60_000;
    room.runAlarms();
    expect(room.authority.seq).toBe(seq);
    // A spectator (or Ann) opening the room is enough: the bot plays its turn.
    ann = await room.player(token);
    room.runAlarms();
    expect(room.authority.seq).toBeGreaterThan(seq);
    expect(rules.pendingDecision(room.authority.fullState!)!.player).toBe(0);
  });

  it('names bot seats by their level, and refuses a level it does not know or one above BOT_MAX_LEVEL', async () => {
    const room = botRoom();
    await room.create({ seats: 3, bots: [null, 'casual', 'strong'] });
    const info = room.authority.info();
    if (!info.ok) throw new Error(info.message);
    expect(info.value.seats.map((s) => s.name)).toEqual([null, 'Casual bot', 'Expert bot']);
    const capped = new NodeRoom(undefined, undefined, { ...LIMITS, botCore, maxBotLevel: 'club' });
    const config = { seats: 2, expansions: [], options: {}, turnSeconds: null };
    await expect(capped.authority.create('testroom0001', { ...config, bots: [null, 'expert'] })).resolves.toMatchObject({ ok: false, code: 'bad-request' });
    await expect(capped.authority.create('testroom0001', { ...config, bots: [null, 'genius'] })).resolves.toMatchObject({ ok: false, code: 'bad-request' });
    await expect(capped.authority.create('testroom0001', { ...config, bots: [null, 'toString'] })).resolves.toMatchObject({ ok: false, code: 'bad-request' });
    expect(capped.authority.exists).toBe(false);
    await expect(capped.authority.create('testroom0001', { ...config, bots: [null, 'club'] })).resolves.toMatchObject({ ok: true });
  });

  it('refuses bots in every seat or beyond the seats, and creates nothing', async () => {
    const room = botRoom();
    await expect(room.authority.create('testroom0001', { seats: 2, expansions: [], options: {}, turnSeconds: null, bots: ['random', 'greedy'] })).resolves.toMatchObject({ ok: false, code: 'bad-request' });
    await expect(room.authority.create('testroom0001', { seats: 2, expansions: [], options: {}, turnSeconds: null, bots: [null, null, 'random'] })).resolves.toMatchObject({ ok: false, code: 'bad-request' });
    expect(room.authority.exists).toBe(false);
    expect(room.store.getMeta()).toBeNull();
    expect(room.store.seats()).toEqual([]);
  });
});

describe('a rematch of a room with bot seats', () => {
  it('keeps the bot seats, and the bots play the new game to its end', async () => {
    const bots: (BotLevel | null)[] = [null, 'greedy', 'random'];
    const room = botRoom();
    await room.create({ seats: 3, bots, expansions: AVAILABLE_EXPANSIONS as never });
    const { token } = await room.join('Ann', 0);
    await playOut(room, new Map([[0, await room.player(token)]]));
    expect(room.authority.status).toBe('ended');
    const first = room.authority.log();
    if (!first.ok) throw new Error(first.message);

    const plan = await room.authority.rematchPlan(token);
    if (!plan.ok) throw new Error(plan.message);
    const fresh = botRoom();
    expect(await fresh.authority.createRematch('testroom0002', plan.value.config, plan.value.seats, 'testroom0001')).toEqual({ ok: true, value: { room: 'testroom0002' } });
    expect(fresh.authority.status).toBe('playing');
    const info = fresh.authority.info();
    if (!info.ok) throw new Error(info.message);
    expect(info.value.seats.map((s) => s.name)).toEqual(['Ann', 'Beginner bot', 'Random bot']);
    info.value.seats.forEach((s, seat) => expect(s).toMatchObject(bots[seat] ? { kind: 'bot', bot: bots[seat] } : { seat }));
    // A bot seat stays closed to people, and Ann's old token opens her seat.
    expect(await fresh.authority.join('Eve', 1)).toMatchObject({ ok: false });
    const ann = await fresh.player(token);
    expect(ann.received[0]).toMatchObject({ type: 'welcome', seat: 0 });

    await playOut(fresh, new Map([[0, ann]]));
    expect(fresh.authority.status).toBe('ended');
    const actions = fresh.store.actions();
    for (const seat of [1, 2]) expect(actions.some((a) => a.seat === seat && a.actor === seat)).toBe(true);
    const log = fresh.authority.log();
    if (!log.ok) throw new Error(log.message);
    expect(log.value.seed).not.toBe(first.value.seed);
    expect(await verifyRoomLog(JSON.parse(JSON.stringify(log.value)))).toMatchObject({ ok: true, value: { actions: actions.length } });
  });
});

describe('the stand-in bot', () => {
  async function twoPeople(limits: Partial<typeof LIMITS> = {}) {
    const room = new NodeRoom(undefined, undefined, { ...LIMITS, ...limits, botCore });
    const tokens = await room.seated({ seats: 2 });
    const players = [await room.player(tokens[0]), await room.player(tokens[1])];
    return { room, tokens, players };
  }

  it('plays for a person disconnected past the grace period, until they are back', async () => {
    const { room, tokens, players } = await twoPeople();
    const [p0, p1] = players as [FakeConn, FakeConn];
    // Seat 0 is to play and leaves.
    p0.close(1001, 'gone');
    const left = room.clock;
    expect(room.alarm).toBe(left + 30_000);
    room.clock = left + 29_999;
    expect(room.runAlarms()).toBe(0);
    expect(room.authority.seq).toBe(0);
    room.clock = left + 30_000;
    room.runAlarms();
    expect(room.authority.seq).toBeGreaterThan(0);
    // The stand-in plays seat 0's decisions of this turn, then it is seat 1's.
    expect(rules.pendingDecision(room.authority.fullState!)!.player).toBe(1);
    for (const a of room.store.actions()) expect(a).toMatchObject({ seat: null, actor: 0 });
    room.runLater();
    expect(lastSeats(p1)[0]).toMatchObject({ kind: 'human', bot: 'beginner', botPlaying: true, online: 0 });

    // Seat 1 plays its turn; seat 0 is still away: the stand-in plays at once.
    const seqBefore = room.authority.seq;
    await playWhileTurn(room, p1, 1);
    expect(room.alarm).toBe(room.clock);
    room.runAlarms();
    expect(rules.pendingDecision(room.authority.fullState!)!.player).toBe(1);
    expect(room.store.actions().slice(seqBefore).filter((a) => a.actor === 0).every((a) => a.seat === null)).toBe(true);

    // Seat 0 comes back: the seats frame says so, and its next decision waits for it.
    const back = await room.player(tokens[0]);
    room.runLater();
    expect(lastSeats(p1)[0]!.botPlaying).toBeUndefined();
    await playWhileTurn(room, p1, 1);
    const waiting = room.authority.seq;
    room.clock += 3_600_000 - 1;
    room.runAlarms();
    expect(room.authority.seq).toBe(waiting);
    const { view, seq } = lastView(back);
    await back.send_({ type: 'action', seq, action: view.legalActions![0] });
    expect(room.store.actions().at(-1)).toMatchObject({ seat: 0, actor: 0 });
  });

  it('a bad grace value falls back to the default (typed limit)', async () => {
    const { roomLimits } = await import('../../src/limits.js');
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(roomLimits({ BOT_GRACE_SECONDS: '-5', BOT_STAND_IN: 'genius', BOT_MAX_LEVEL: 'Master', BOT_HINT_LEVEL: '__proto__' })).toMatchObject({ botGraceMs: 30_000, standInBot: 'beginner', maxBotLevel: 'master', hintLevel: 'expert' });
      expect(roomLimits({ BOT_GRACE_SECONDS: '5', BOT_STAND_IN: 'strong', BOT_PLAYOUT_CAP: '800', BOT_MAX_LEVEL: 'club', BOT_HINT_LEVEL: 'strong' })).toMatchObject({ botGraceMs: 5000, standInBot: 'strong', botPlayoutCap: 800, maxBotLevel: 'club', hintLevel: 'strong' });
    } finally {
      console.warn = warn;
    }
  });
});
