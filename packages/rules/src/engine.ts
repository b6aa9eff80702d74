/**
 * The reducer: createGame, legalActions, apply, pendingDecision, result.
 */
import { START_TILE_ID, tileType, unshuffledStack } from '@carc/tiles';
import type { TileSet } from '@carc/tiles';
import { readAction } from './actions.js';
import { emptyBoard, placeTile } from './board.js';
import { advance, currentStep, resume, winnersOf } from './pipeline.js';
import { Stream } from './random.js';
import { modulesOfIds } from './registry.js';
import type { OptionDeclarations } from './expansion.js';
import type { ModuleTable } from './registry.js';
import { STATE_FORMAT } from './state.js';
import type { GameState } from './state.js';
import { typeIndex } from './tiledefs.js';
import type { Action, Decision, ExpansionId, GameConfig, GameEvent, GameResult, PlayerIndex, Result, RuleError } from './types.js';

const MAX_PLAYERS = 5;
const FOLLOWERS = 7;

function bad(message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code: 'illegal-action', message, rule } : { code: 'illegal-action', message } };
}

/**
 * Set up a game (B-1, B-2) with the modules of `table` and run it to the first decision
 * (the first tile is drawn); also returns the events of the setup.
 */
export function createGameWithEvents(config: GameConfig, table: ModuleTable): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  if (typeof config !== 'object' || config === null) return bad('config must be an object');
  const players = config.players;
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) {
    return bad(`1 to ${MAX_PLAYERS} players are needed, got ${Array.isArray(players) ? players.length : 'none'}`, 'B-1');
  }
  if (!players.every((p) => typeof p === 'string')) return bad('player names must be strings', 'B-1');
  if (typeof config.seed !== 'string') return bad('seed must be a string', 'B-2');
  const expansions = config.expansions ?? [];
  if (!Array.isArray(expansions)) return bad('expansions must be a list');
  for (const id of expansions) {
    if (typeof id !== 'string' || !table.module(id as ExpansionId)) return bad(`unknown expansion ${JSON.stringify(id)}`);
  }
  if (new Set(expansions).size !== expansions.length) return bad('an expansion is listed twice');
  // Canonical order, so two configs listing the same expansions make the same game.
  const exps = table.ids(expansions)!;
  const modules = modulesOfIds(exps);
  const options = config.options ?? {};
  if (typeof options !== 'object' || options === null) return bad('options must be an object');
  for (const m of modules) {
    // Each option a module declares takes one of its declared values (or is absent).
    const declared: OptionDeclarations = m.options ?? {};
    for (const [key, values] of Object.entries(declared)) {
      const v = (options as Record<string, unknown>)[key];
      if (v !== undefined && !values.includes(v as never)) return bad(`options.${key} must be one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
    }
    const problem = m.validateConfig?.(config);
    if (problem) return bad(problem);
  }
  const sets: TileSet[] = ['base', ...modules.flatMap((m) => m.tileSets ?? [])];
  let stack: string[];
  if (config.tiles !== undefined) {
    if (!Array.isArray(config.tiles)) return bad('tiles must be a list of tile ids');
    for (const [i, id] of config.tiles.entries()) {
      const t = typeof id === 'string' ? tileType(id) : undefined;
      if (!t) return bad(`tiles[${i}]: unknown tile id ${JSON.stringify(id)}`, 'tile-set');
      if (!sets.includes(t.set)) return bad(`tiles[${i}]: ${id} belongs to the ${t.set} tiles, which this game does not use`, 'tile-set');
    }
    stack = config.tiles.slice();
  } else {
    stack = Stream.fromSeed(config.seed, 'tiles').shuffle(unshuffledStack(sets));
  }
  const n = players.length;
  let state: GameState = {
    format: STATE_FORMAT,
    players: players.slice(),
    expansions: exps,
    options: { ...options },
    seed: config.seed,
    explicitTiles: config.tiles !== undefined,
    initialStack: stack,
    stack,
    stackPos: 0,
    rng: {},
    board: startBoard(),
    scores: new Array<number>(n).fill(0),
    supply: new Array<number>(n).fill(FOLLOWERS),
    turnPlayer: 0,
    turn: 1,
    tile: null,
    placed: -1,
    cursor: 0,
    pending: null,
    finished: false,
    discarded: [],
    turnMove: null,
    log: null,
    final: [],
    ext: {},
  };
  for (const m of modules) if (m.setup) state = m.setup(state);
  const events: GameEvent[] = [];
  state = advance(state, events);
  return { ok: true, value: { state, events } };
}

let start: GameState['board'] | null = null;

/** Every game starts from the same board; boards are never modified, so one is shared. */
function startBoard(): GameState['board'] {
  return (start ??= placeTile(emptyBoard(), typeIndex(START_TILE_ID), 0, 0, 0));
}

export function pendingDecision(s: GameState): Decision | null {
  const p = s.pending;
  if (!p || s.finished) return null;
  return p.tile === undefined ? { player: p.player, kind: p.kind } : { player: p.player, kind: p.kind, tile: p.tile };
}

export function legalActions(s: GameState): Action[] {
  if (s.finished || !s.pending) return [];
  return currentStep(s)?.legalActions?.(s) ?? [];
}

/**
 * Answer the pending decision. Pure: `s` is never modified. `actor`, when given, must be
 * the player the decision belongs to.
 */
export function apply(s: GameState, action: unknown, table: ModuleTable, actor?: PlayerIndex): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  if (s.finished || !s.pending) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  // The engine's own copy: the caller's object is read once, here, and never again.
  const a = readAction(action, table);
  if (typeof a === 'string') return { ok: false, error: { code: 'malformed-action', message: a } };
  if (actor !== undefined && actor !== s.pending.player) {
    return { ok: false, error: { code: 'not-your-turn', message: `player ${s.pending.player} is to act, not player ${actor}` } };
  }
  if (a.type === 'ext' && !s.expansions.includes(a.expansion)) {
    return { ok: false, error: { code: 'malformed-action', message: `expansion ${a.expansion} is not in this game` } };
  }
  const step = currentStep(s);
  if (!step?.apply) return { ok: false, error: { code: 'wrong-decision', message: 'no decision accepts this action' } };
  const r = step.apply(s, a);
  if (!r.ok) return r;
  const events: GameEvent[] = [];
  const state = resume(s, step, r.value, events);
  return { ok: true, value: { state, events } };
}

export function result(s: GameState): GameResult {
  return {
    scores: s.scores.slice(),
    winners: s.finished ? winnersOf(s.scores) : [],
    finished: s.finished,
    // The tile drawn but not yet placed is still to be played.
    tilesLeft: s.stack.length - s.stackPos + (s.tile !== null && s.placed < 0 ? 1 : 0),
  };
}
