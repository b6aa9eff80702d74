/**
 * Whole games through the Worker, the GameRoom Durable Object and its SQLite log, inside
 * workerd: random legal play by every seat, a spectator watching, bad inputs mid-game,
 * a reconnect in the middle of a turn, the object being torn down mid-game, and races.
 */
import { abortAllDurableObjects } from 'cloudflare:test';
import { verifyRoomLog, type RoomLog } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { autoplay, mulberry32, type TestClient } from '../support/client.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { api, createRoom, hello, join } from './ws-helpers.js';

interface View {
  legalActions: { type: string; x?: number; y?: number; rot?: number }[] | null;
  decision: { player: number; kind: string } | null;
}

async function seatedRoom(seats: number, expansions: readonly string[] = []) {
  const room = await createRoom({ seats, expansions });
  const tokens: string[] = [];
  for (let i = 0; i < seats; i++) tokens.push((await join(room, `P${i}`)).token);
  const players: TestClient[] = [];
  for (const t of tokens) players.push(await hello(room, t));
  const spectator = await hello(room);
  return { room, tokens, players, spectator };
}

async function roomSeq(room: string): Promise<number> {
  return ((await (await api(`/rooms/${room}`)).json()) as { seq: number }).seq;
}

/** The newest state message a client holds. */
function latest(c: TestClient) {
  return [...c.messages].reverse().find((m) => m.type === 'update' || m.type === 'welcome' || m.type === 'snapshot')! as unknown as { seq: number; view: View; status: string };
}

/** Waits until every client saw state `seq`. */
async function settle(clients: TestClient[], seq: number) {
  for (const c of clients) if (latest(c).seq < seq) await c.next((m) => m.type === 'update' && m.seq === seq);
}

function seatToMove(players: TestClient[]): number {
  return latest(players[0]!).view.decision!.player;
}

describe('full games in workerd', () => {
  it.each([
    [2, AVAILABLE_EXPANSIONS],
    [5, AVAILABLE_EXPANSIONS.filter((e) => e === 'festival' || e === 'easter')],
  ])('%i seats with expansions %j play to the end; the log verifies', async (seats, expansions) => {
    const { room, players, spectator } = await seatedRoom(seats, expansions);
    const ends = players.map((c, i) => autoplay(c, { random: mulberry32(i + 1), thinkMs: 0 }));
    const last = await Promise.all(ends);
    const total = await roomSeq(room);
    for (const m of last) expect(m).toMatchObject({ status: 'ended', seq: total });
    await settle([spectator], total);
    for (const c of [...players, spectator]) {
      const seqs = c.messages.filter((m) => m.type === 'update').map((m) => m.seq);
      expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
    }
    const log = (await (await api(`/rooms/${room}/log`)).json()) as RoomLog;
    expect(log.actions).toHaveLength(total);
    const verdict = await verifyRoomLog(log);
    expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
  }, 120_000);
});

describe('mid-game in workerd', () => {
  it('bad inputs get typed errors; the state is unchanged and the others hear nothing', async () => {
    const { room, players, spectator } = await seatedRoom(3);
    const mover = seatToMove(players);
    const other = (mover + 1) % 3;
    const place = latest(players[mover]!).view.legalActions!.find((a) => a.type === 'place')!;
    const frames: [TestClient, unknown, string][] = [
      [players[other]!, { type: 'action', seq: 0, action: place }, 'not-your-turn'],
      [players[mover]!, { type: 'action', seq: 0, action: { type: 'place', x: 40, y: 40, rot: 0 } }, 'illegal-action'],
      [players[mover]!, { type: 'action', seq: 0, action: { type: 'meeple', at: 'N' } }, 'illegal-action'],
      [players[mover]!, { type: 'action', seq: 0, action: { type: 'warp' } }, 'illegal-action'],
      [players[mover]!, { type: 'action', seq: 3, action: place }, 'stale-state'],
      [players[mover]!, '{"type":"action","seq":0,"action":', 'bad-json'],
      [players[mover]!, { type: 'undo' }, 'unknown-type'],
      [players[mover]!, { type: 'ping', id: 'y'.repeat(5000) }, 'message-too-large'],
      [spectator, { type: 'action', seq: 0, action: place }, 'spectator'],
    ];
    for (const c of [...players, spectator]) c.drain();
    for (const [c, frame, code] of frames) {
      c.send(frame);
      expect(await c.nextOfType('error')).toMatchObject({ code, seq: 0 });
    }
    expect(await roomSeq(room)).toBe(0);
    // A ping round trip on each socket proves nothing else was queued for them.
    for (const c of [...players, spectator]) {
      c.send({ type: 'ping', id: 'fence' });
      await c.next((m) => m.type === 'pong' && m.id === 'fence');
      const extra = c.messages.filter((m) => m.type !== 'error' && m.type !== 'pong');
      expect(extra.filter((m) => m.type === 'update')).toEqual([]);
    }
    // The right move still works afterwards.
    players[mover]!.send({ type: 'action', seq: 0, action: place });
    await settle([...players, spectator], 1);
  });

  it('a flood is refused with rate-limited and does not disturb the other seats', async () => {
    const { room, players } = await seatedRoom(2);
    const mover = seatToMove(players);
    const flooder = players[1 - mover]!;
    for (let i = 0; i < 2600; i++) flooder.send({ type: 'ping', id: i });
    expect(await flooder.next((m) => m.type === 'error' && m.code === 'rate-limited')).toBeTruthy();
    const place = latest(players[mover]!).view.legalActions!.find((a) => a.type === 'place')!;
    players[mover]!.send({ type: 'action', seq: 0, action: place });
    await settle([players[mover]!], 1);
    expect(await roomSeq(room)).toBe(1);
  });

  it('two sockets of one seat send at the same moment: exactly one action applies', async () => {
    const { room, tokens, players } = await seatedRoom(2);
    const mover = seatToMove(players);
    const twin = await hello(room, tokens[mover]);
    const places = latest(players[mover]!).view.legalActions!.filter((a) => a.type === 'place');
    players[mover]!.send({ type: 'action', seq: 0, action: places[0], id: 'a' });
    twin.send({ type: 'action', seq: 0, action: places[places.length - 1], id: 'b' });
    const answers = await Promise.all([players[mover]!, twin].map((c) => c.next((m) => m.id === 'a' || m.id === 'b' || (m.type === 'error' && m.code === 'stale-state'))));
    const kinds = answers.map((m) => (m.type === 'error' ? m.code : m.type)).sort();
    expect(kinds).toEqual(['stale-state', 'update']);
    expect(await roomSeq(room)).toBe(1);
    const log = await api(`/rooms/${room}`);
    expect(((await log.json()) as { seq: number }).seq).toBe(1);
  });

  it('reconnect in the middle of a turn gets exactly the missed events and can finish the turn', async () => {
    const { room, tokens, players } = await seatedRoom(2);
    const mover = seatToMove(players);
    const seen = latest(players[mover]!).seq;
    const place = latest(players[mover]!).view.legalActions!.find((a) => a.type === 'place')!;
    // The seat places its tile, then its connection drops before it sees the answer.
    players[mover]!.send({ type: 'action', seq: seen, action: place });
    players[mover]!.close();
    await settle([players[1 - mover]!], 1);
    const back = await hello(room, tokens[mover], seen);
    const w = back.messages[0] as unknown as { seat: number; seq: number; replay: boolean; missed: { seq: number; events: { type: string }[] }[]; view: View };
    expect(w).toMatchObject({ seat: mover, seq: 1, replay: true });
    expect(w.missed.map((m) => m.seq)).toEqual([1]);
    expect(w.missed[0]!.events.some((e) => e.type === 'tilePlaced')).toBe(true);
    // Still this seat's turn (the follower decision), and it can go on.
    expect(w.view.decision?.player).toBe(mover);
    const next = w.view.legalActions!.find((a) => a.type === 'pass') ?? w.view.legalActions![0];
    back.send({ type: 'action', seq: 1, action: next });
    await settle([back, players[1 - mover]!], 2);
  });

  it('the Durable Object torn down mid-game loses no accepted action', async () => {
    const { room, tokens, players } = await seatedRoom(2);
    let sent = 0;
    const stop = 12;
    // Play a dozen actions, then stop the bots.
    await new Promise<void>((resolve) => {
      players.forEach((c, i) =>
        void autoplay(c, {
          random: mulberry32(40 + i),
          thinkMs: 0,
          onSend: () => {
            if (++sent >= stop) resolve();
          },
        }),
      );
    });
    for (const c of players) c.onMessage = null;
    await settle(players, stop);
    const seenBefore = players.map((c) => latest(c).seq);
    expect(await roomSeq(room)).toBe(stop);
    await abortAllDurableObjects();
    // Fresh sockets after the restart: the room rebuilds itself from its log.
    const again: TestClient[] = [];
    for (let i = 0; i < 2; i++) again.push(await hello(room, tokens[i], seenBefore[i]));
    for (const c of again) expect(c.messages[0]).toMatchObject({ type: 'welcome', seq: stop, replay: true, missed: [] });
    const ends = again.map((c, i) => autoplay(c, { random: mulberry32(50 + i), thinkMs: 0 }));
    await Promise.all(ends);
    const log = (await (await api(`/rooms/${room}/log`)).json()) as RoomLog;
    expect(log.actions.map((a) => a.seq)).toEqual(Array.from({ length: log.actions.length }, (_, i) => i + 1));
    const verdict = await verifyRoomLog(log);
    expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
  }, 120_000);
});
