/**
 * A local game (hot-seat and bots): the engine state plus what the rules engine does not
 * keep — who sits where, the event log shown to players, and undo checkpoints.
 *
 * Undo restores the state before the last human action, together with every bot move that
 * followed it, so undoing against bots gives the human their decision back rather than
 * rewinding a bot's move only for the bot to replay it.
 *
 * A game is played with the engine of its own expansions (./engines.ts): `create` and
 * `restore` need them fetched first (`ensureEngine`).
 */
import {
  isCurrentState,
  replayWith,
  viewWith,
  toRecord,
  type Action,
  type ExpansionId,
  type GameEvent,
  type GameOptions,
  type GameRecord,
  type GameState,
  type PlayerView,
  type RuleError,
} from '@carc/rules';
import { botTurn, stateSeed, type BotKind, type BotTurn, type HintTurn } from '../workers/botTurn.js';
import { newId } from './ids.js';
import { engineFor, type GameEngine } from './engines.js';

/** A person, or a bot level by name (`@carc/bots/levels`; saved games may hold `greedy` or `strong`). */
export type SeatKind = 'human' | BotKind;

export interface Seat {
  name: string;
  kind: SeatKind;
}

export interface LocalSetup {
  seats: Seat[];
  expansions: ExpansionId[];
  options: GameOptions;
  seed: string;
  /** Fixed draw order (tests, imported records); the full shuffled set when absent. */
  tiles?: string[];
}

export interface Checkpoint {
  state: GameState;
  logLength: number;
}

export interface SavedGame {
  id: string;
  setup: LocalSetup;
  state: GameState;
  log: GameEvent[];
  checkpoints: Checkpoint[];
  /** For the saved-games list and as a fallback when a stored state cannot be used. */
  record: GameRecord;
  updatedAt: number;
  finished: boolean;
}

/** Undo depth kept in storage; older checkpoints are dropped. */
export const MAX_CHECKPOINTS = 30;

export class LocalGame {
  id: string;
  setup: LocalSetup;
  state: GameState;
  log: GameEvent[];
  checkpoints: Checkpoint[];
  // legalActions and view are pure functions of the state (and of the seats, which never
  // change): each is kept for the state it was made for, so the screen's re-renders, and
  // the loader that makes them before the first render (LocalGameScreen), pay once per state.
  #legal: { state: GameState; actions: Action[] } | null = null;
  #screenView: { state: GameState; view: PlayerView } | null = null;

  constructor(id: string, setup: LocalSetup, state: GameState, log: GameEvent[] = [], checkpoints: Checkpoint[] = []) {
    this.id = id;
    this.setup = setup;
    this.state = state;
    this.log = log;
    this.checkpoints = checkpoints;
  }

  /** The engine of this game's expansions. */
  get rules(): GameEngine {
    return engineFor(this.state.expansions);
  }

  static create(setup: LocalSetup, id = newId()): LocalGame | RuleError {
    const r = engineFor(setup.expansions).createGameWithEvents({
      players: setup.seats.map((s) => s.name),
      expansions: setup.expansions,
      options: setup.options,
      seed: setup.seed,
      ...(setup.tiles ? { tiles: setup.tiles } : {}),
    });
    if (!r.ok) return r.error;
    return new LocalGame(id, setup, r.value.state, r.value.events);
  }

  /**
   * A stored game, as it was. A state saved by an engine with another state layout
   * (isCurrentState) is never read: the game is rebuilt from its record, which holds
   * every finished turn; the undo history and the unfinished turn are lost, and the log
   * is kept only when the rebuilt game is exactly the saved one. Null when even the
   * record cannot be replayed.
   */
  static restore(saved: SavedGame): LocalGame | null {
    if (isCurrentState(saved.state) && saved.checkpoints.every((c) => isCurrentState(c.state))) {
      return new LocalGame(saved.id, saved.setup, saved.state, saved.log, saved.checkpoints);
    }
    // A record lists the draw order; a seeded game is rebuilt from its seed, as it began.
    const { tiles, ...seeded } = saved.record;
    const r = replayWith<Action>(engineFor(saved.record.expansions), saved.setup.tiles ? saved.record : seeded);
    if (!r.ok || (tiles && r.value.state.initialStack.join() !== tiles.join())) return null;
    const same = r.value.state.turn === saved.state.turn && r.value.state.stackPos === saved.state.stackPos;
    return new LocalGame(saved.id, saved.setup, r.value.state, same ? saved.log : []);
  }

  /** The seat whose decision is pending, or null when the game is over. */
  actor(): number | null {
    return this.rules.pendingDecision(this.state)?.player ?? null;
  }

  actorKind(): SeatKind | null {
    const a = this.actor();
    return a === null ? null : this.setup.seats[a]?.kind ?? null;
  }

  legal(): Action[] {
    if (this.#legal?.state !== this.state) this.#legal = { state: this.state, actions: this.rules.legalActions(this.state) };
    return this.#legal.actions;
  }

  /**
   * The view for the screen: a human seat sees its own secrets while it acts; between
   * turns of a hot-seat game the screen shows the spectator view so a hand is never left
   * on display for the next player.
   */
  screenView(): PlayerView {
    if (this.#screenView?.state !== this.state) {
      const a = this.actor();
      const viewer = a !== null && this.setup.seats[a]?.kind === 'human' ? a : null;
      this.#screenView = { state: this.state, view: this.rules.view(this.state, viewer) };
    }
    return this.#screenView.view;
  }

  /**
   * What the bot of the pending seat decides from: that seat's view plus its search state
   * (`view.search`, so a searching bot can determinize the hidden tiles and hands), never
   * the full state. Null when a person decides or the game is over. The search state is
   * made only here, for the bot worker; the screen's views never carry one.
   */
  botTurn(): BotTurn | null {
    const kind = this.actorKind();
    return kind === null || kind === 'human' ? null : botTurn(kind, this.state, this.rules);
  }

  /**
   * What a hint for the person deciding now is searched from: their own view plus their
   * search state, exactly what their seat may know, and a seed that says nothing of the
   * game's. Null when a bot decides or the game is over.
   */
  hintTurn(): HintTurn | null {
    const a = this.actor();
    if (a === null || this.setup.seats[a]?.kind !== 'human') return null;
    return { view: viewWith<PlayerView>(this.rules, this.state, a, { search: true }), seed: `hint/${stateSeed(this.state)}/${a}` };
  }

  /**
   * A pass to send for the only human at a table of bots when an expansion asks them
   * something whose only answer is to pass (a card window while no card in the hand can
   * be played, a protection prompt without a protection card). The engine asks anyway so
   * that other players cannot tell from the questions what a hand holds; with nobody
   * else at the screen there is no one to hide that from. Null in every other case.
   * `legal`: the current legal actions, when the caller has them already.
   */
  autoPass(legal?: readonly Action[]): Action | null {
    const d = this.rules.pendingDecision(this.state);
    if (!d || !d.kind.includes('/') || this.setup.seats[d.player]?.kind !== 'human') return null;
    if (this.setup.seats.filter((s) => s.kind === 'human').length !== 1) return null;
    const list = legal ?? this.legal();
    return list.length === 1 && list[0]!.type === 'pass' ? list[0]! : null;
  }

  /** Answer the pending decision. `automatic` moves (autoPass) make no undo checkpoint. */
  act(action: Action, automatic = false): { ok: true; events: GameEvent[] } | { ok: false; error: RuleError } {
    const actor = this.actor();
    const human = !automatic && actor !== null && this.setup.seats[actor]?.kind === 'human';
    const r = this.rules.apply(this.state, action, actor ?? undefined);
    if (!r.ok) return r;
    if (human) {
      this.checkpoints.push({ state: this.state, logLength: this.log.length });
      if (this.checkpoints.length > MAX_CHECKPOINTS) this.checkpoints.shift();
    }
    this.state = r.value.state;
    this.log.push(...r.value.events);
    return { ok: true, events: r.value.events };
  }

  canUndo(): boolean {
    return this.checkpoints.length > 0;
  }

  undo(): boolean {
    const cp = this.checkpoints.pop();
    if (!cp) return false;
    this.state = cp.state;
    this.log.length = cp.logLength;
    return true;
  }

  record(): GameRecord {
    return toRecord(this.state);
  }

  snapshot(): SavedGame {
    return {
      id: this.id,
      setup: this.setup,
      state: this.state,
      log: this.log.slice(),
      checkpoints: this.checkpoints.slice(),
      record: this.record(),
      updatedAt: Date.now(),
      finished: this.state.finished,
    };
  }
}

export { newId, randomSeed } from './ids.js';
// For the loaders (Setup, LocalGameScreen): the engine comes in this module's chunk.
export { ensureEngine } from './engines.js';
