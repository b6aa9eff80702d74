/**
 * The room's bots: the seats a bot plays for the whole game (chosen at creation) and the
 * stand-in that plays for a person who ran out of turn time or stayed disconnected past the
 * grace period, until they come back. It only chooses; the authority commits the move
 * through the same validate → log → fan-out path as a person's, so the log verifies as ever.
 *
 * A bot sees what its seat's client would see (the seat's view) plus the seat's search
 * state (`view.search`: what the seat may know, as a redacted state a search can
 * determinize), never the full state; the search state never goes into a frame. Its
 * randomness comes from the room's bot seed and the state number, so the same room plays
 * the same moves (after an eviction the strong bot searches a follower it had planned), and
 * one move is chosen per call: the Durable Object runs each in its own alarm, so each gets
 * a whole invocation's CPU budget.
 *
 * Bots play levels of the ladder (`@carc/bots/levels`: a bot, a playout budget, slips), each
 * capped at the room's playout cap. Hints, in rooms that allow them, are searched the same
 * way from the asking seat's view and search state.
 */
import type { BotLevel } from '@carc/protocol';
import { createLevelBot, hint, HINT_DEFAULTS, levelOf, seededRng, type Bot, type Budget, type CoreProvider, type HintResult, type Level } from '@carc/bots';
import type { PlayerView } from '@carc/rules';
import type { RoomGame } from './room-game.js';

export interface RoomBotsOptions {
  /** The wasm core for greedy and strong; without it they fall back to the simple policy. */
  core?: CoreProvider;
  /** Disconnected this long, a person's seat gets the stand-in. */
  graceMs: number;
  /** Most playouts per decision of any bot or hint (a level's own budget below it stands). */
  playoutCap: number;
  /** The level of the stand-in. */
  standIn: BotLevel;
  /** The level whose budget hints search with. */
  hintLevel: BotLevel;
}

/** A level with every playout count of its budget capped at `cap` (null: not a level). */
export function cappedLevel(name: string, cap: number): Level | null {
  const level = levelOf(name);
  if (!level) return null;
  const b = level.budget;
  const budget: Budget = {
    ...(b.iterations !== undefined ? { iterations: Math.min(b.iterations, cap) } : {}),
    ...(b.rollouts !== undefined ? { rollouts: Math.min(b.rollouts, cap) } : {}),
  };
  return { ...level, budget };
}

export interface BotMove {
  /** The seat as the log records it: the bot's own seat, or null for a stand-in (as the turn timer was). */
  seat: number | null;
  actor: number;
  action: unknown;
}

export class RoomBots {
  private readonly bots = new Map<string, Bot>();
  /** Person seats a stand-in plays for now. Kept in memory: after an eviction the clock starts again. */
  private readonly standingIn = new Set<number>();
  /** When each person's seat was first seen without a socket (null: online). */
  private readonly offlineSince = new Map<number, number>();
  /** Whether anyone (a seat or a spectator) has a socket open: bots do not play to an empty room. */
  private audience = false;

  constructor(
    private readonly game: RoomGame,
    private readonly options: RoomBotsOptions,
  ) {}

  /**
   * Records which seats are online now (`online[seat]`: its sockets) and whether anyone
   * watches at all; call after anything that may change it.
   */
  observe(online: readonly number[], spectators: number, now: number): void {
    this.audience = spectators > 0 || online.some((n) => n > 0);
    online.forEach((n, seat) => {
      if (n > 0) this.offlineSince.delete(seat);
      else if (!this.offlineSince.has(seat)) this.offlineSince.set(seat, now);
    });
  }

  /** Whether any socket (seat or spectator) is open: a live room's bots and timer play only then. */
  get watched(): boolean {
    return this.audience;
  }

  /** The person of `seat` is back (hello, sync or action): true when a stand-in stopped. */
  returned(seat: number): boolean {
    this.offlineSince.delete(seat);
    return this.standingIn.delete(seat);
  }

  /** The bot fields of the seats frame (none for a person playing: absent `kind` means human). */
  seatFields(seat: number): { kind?: 'human' | 'bot'; bot?: BotLevel; botPlaying?: boolean } {
    const own = this.game.botOf(seat);
    if (own) return { kind: 'bot', bot: own };
    return this.standingIn.has(seat) ? { kind: 'human', bot: this.options.standIn, botPlaying: true } : {};
  }

  /**
   * When a bot should play the pending decision: now for a bot seat or a seat already stood
   * in for, the end of the grace period for a person offline, null when a person is to play.
   * The turn timer is the game's (RoomGame.turn) and not counted here.
   */
  dueAt(now: number): number | null {
    // Nobody left to see the moves: the game waits (and the room can expire) instead of
    // spending CPU on a game nobody follows. The first socket back resumes it. A turn-based
    // game goes on without anyone watching: its players are away most of the time.
    if (!this.game.live || (!this.audience && !this.game.turnBased)) return null;
    const seat = this.game.turn().player;
    if (seat === null) return null;
    if (this.game.botOf(seat) || this.standingIn.has(seat)) return now;
    // Away is normal in a turn-based room: only the seat's bank running out brings a bot
    // (the game's deadline, RoomGame.nextDeadline), never a disconnection.
    if (this.game.turnBased) return null;
    const since = this.offlineSince.get(seat);
    return since === undefined ? null : since + this.options.graceMs;
  }

  /**
   * The bot move for the pending decision if one is due at `now` (a bot seat, a stand-in,
   * a run-out turn timer or the grace period over); `standInStarted` tells the caller that
   * the seats frame changed.
   */
  move(now: number): { move: BotMove; standInStarted: boolean } | null {
    const turnBased = this.game.turnBased;
    if (!this.game.live || (!this.audience && !turnBased)) return null;
    const seat = this.game.turn().player;
    if (seat === null) return null;
    const own = this.game.botOf(seat);
    let standInStarted = false;
    if (turnBased && !own && !this.standingIn.has(seat)) {
      // A bank that ran out, in a room whose creator chose the bot: it plays this turn's
      // decisions only (the bank, now empty, runs out again at once until the turn ends),
      // and the person has the per-move time for their next turn.
      if (turnBased.onTimeout !== 'bot' || this.game.timedOut(now) !== seat) return null;
    } else if (!own && !this.standingIn.has(seat)) {
      const due = this.dueAt(now);
      const timedOut = this.game.timedOut(now) === seat;
      if (!timedOut && (due === null || now < due)) return null;
      this.standingIn.add(seat);
      standInStarted = true;
    }
    const level = own ?? this.options.standIn;
    const view = this.botView(seat);
    if (!view) return null;
    return { move: { seat: own ? seat : null, actor: seat, action: this.choose(level, seat, view) }, standInStarted };
  }

  /**
   * The seat's own view plus its search state (`view.search`): what a searching bot
   * determinizes for its playouts, redacted by the rules as the seat's client view is. It
   * exists only here, handed to the bot in this process; the frames use `snapshot`, which
   * never asks for it.
   */
  private botView(seat: number): PlayerView | null {
    const state = this.game.fullState;
    return state ? this.game.rules.view(state, seat, { search: true }) : null;
  }

  /**
   * A hint for `seat`'s pending decision: the strong bot's move from the seat's own view and
   * search state (never the full state), at the hint level's budget. One search per seat and
   * state: asking again at the same state gets the same hint without a second search.
   */
  async hint(seat: number): Promise<HintResult> {
    const seq = this.game.seq;
    const cached = this.hints.get(seat);
    if (cached && cached.seq === seq) return cached.result;
    const view = this.botView(seat);
    const level = cappedLevel(this.options.hintLevel, this.options.playoutCap);
    if (!view || !level) return { ok: false, error: { code: 'no-hint', message: 'no view to search' } };
    const playouts = Math.min(HINT_DEFAULTS.playouts, this.options.playoutCap);
    const result = await hint(view, { ...(this.options.core ? { core: this.options.core } : {}), ...level.budget, playouts, seed: `${this.game.botSeed}/hint/${seq}/${seat}` });
    this.hints.set(seat, { seq, result });
    return result;
  }

  private readonly hints = new Map<number, { seq: number; result: HintResult }>();

  private choose(level: BotLevel, seat: number, view: PlayerView): unknown {
    const rng = seededRng(`${this.game.botSeed}/${this.game.seq}`);
    const legal = view.legalActions ?? [];
    try {
      // A level bot thinks with its level's (capped) budget, whatever is passed here.
      const chosen = this.bot(level, seat).chooseAction(view, {}, rng);
      // The core is made synchronously (see `core`), so no bot has to wait; should one ever
      // answer with a promise, the room does not block on it: a random legal action instead.
      if (!(chosen instanceof Promise)) return chosen;
      void chosen.catch(() => undefined);
    } catch (e) {
      // A failing bot must not stall the room (the alarm would retry it for ever).
      console.error(`room ${this.game.room}: bot ${level} failed at state ${this.game.seq}; a random legal action instead`, e);
    }
    return legal[rng.below(legal.length)];
  }

  /**
   * One bot per seat and level: a searching bot keeps its plan from placement to follower. A
   * name the ladder does not know (a room stored by a newer server) plays as the stand-in.
   */
  private bot(name: BotLevel, seat: number): Bot {
    const key = `${seat}/${name}`;
    let bot = this.bots.get(key);
    if (!bot) {
      const level = cappedLevel(name, this.options.playoutCap) ?? cappedLevel(this.options.standIn, this.options.playoutCap)!;
      bot = createLevelBot(level, this.options.core ? { core: this.options.core } : {});
      this.bots.set(key, bot);
    }
    return bot;
  }
}
