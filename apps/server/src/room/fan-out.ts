/**
 * One `update` frame per socket for each accepted action, built from pieces shared by every
 * socket: the public part of the view is serialised once per action (ViewParts), the
 * seat's own parts once per seat, and each text is joined without serialising anything
 * twice (the sender's `id` is spliced in).
 */
import type { GameEvent } from '@carc/rules';
import type { Conn } from './conn.js';
import { ViewParts } from './frames.js';
import { sendTo } from './outbox.js';
import type { Committed, RoomGame } from './room-game.js';
import type { Sessions } from './sessions.js';

export class FanOut {
  /** The view pieces of the latest state, the base of the next action's delta patches. */
  private parts: ViewParts | null = null;

  constructor(
    private readonly game: RoomGame,
    private readonly sessions: Sessions,
  ) {}

  /** After a reload the cached pieces may belong to another state. */
  reset(): void {
    this.parts = null;
  }

  send(c: Committed, origin: Conn | null, id: string | number | undefined): void {
    const { game } = this;
    const { rules } = game;
    const state = game.fullState!;
    const { seq, actor, events } = c;
    const { seed, result } = game.revealed();
    const head = `{"type":"update","seq":${seq},"actor":${actor},"events":`;
    const turn = game.turn();
    const tail = `,"turn":${JSON.stringify(turn)},"status":${JSON.stringify(game.status)}${seed !== null ? `,"seed":${JSON.stringify(seed)},"result":${JSON.stringify(result) ?? 'null'}` : ''}`;
    // Events are the same objects for every seat unless a secret one was redacted for it.
    const allJson = JSON.stringify(events);
    const eventsJson = new Map<number | null, string>();
    const eventsFor = (seat: number | null): string => {
      let t = eventsJson.get(seat);
      if (t === undefined) {
        const mine: GameEvent[] = rules.viewEvents(events, seat);
        t = mine.length === events.length && mine.every((e, i) => e === events[i]) ? allJson : JSON.stringify(mine);
        eventsJson.set(seat, t);
      }
      return t;
    };
    let parts: ViewParts | null = null;
    const partsNow = (): ViewParts => (parts ??= this.partsAt(seq, state));
    let shared: { set: string[]; tail: string[] } | null = null;
    let prev: ViewParts | null = null;
    let leanLegal: string | undefined;
    const texts = new Map<string, string>();
    // The sender first: its answer should not wait for everyone else's frame to be built.
    const conns = [...this.sessions.welcomed()];
    if (origin) conns.sort((a, b) => (a.conn === origin ? -1 : b.conn === origin ? 1 : 0));
    for (const { conn, state: s } of conns) {
      const mode = s.updates ?? (s.lean ? 'lean' : 'full');
      const key = `${s.seat}/${mode}`;
      let text = texts.get(key);
      if (text === undefined) {
        let body: string;
        if (mode === 'full') body = `,"view":${partsNow().fullView(s.seat)}`;
        else if (mode === 'delta') {
          const now = partsNow();
          prev ??= this.partsAt(seq - 1, c.before);
          shared ??= now.publicPatch(prev);
          body = `,"patch":${now.patch(prev, shared, s.seat)}`;
        } else {
          // Lean: the deciding seat's options only, without building any view.
          let legal: string | null = null;
          if (s.seat !== null && turn.player === s.seat) legal = leanLegal ??= JSON.stringify(rules.legalActions(state));
          body = legal !== null ? `,"legal":${legal}` : '';
        }
        text = `${head}${eventsFor(s.seat)}${tail}${body}}`;
        texts.set(key, text);
      }
      if (conn === origin && id !== undefined) sendTo(conn, `${text.slice(0, -1)},"id":${JSON.stringify(id)}}`);
      else sendTo(conn, text);
    }
    if (parts) this.parts = parts;
  }

  /** The view pieces at state `seq` (the cached ones when they are of that state). */
  private partsAt(seq: number, state: NonNullable<RoomGame['fullState']>): ViewParts {
    if (this.parts?.seq === seq) return this.parts;
    return new ViewParts(seq, this.game.rules, state, this.game.config!.seats);
  }
}
