/**
 * carc-record/1 (record-format.md): writing a game out, checking a document field by
 * field, and replaying it through the same reducer the live game uses.
 */
import { isLocation, isRotation, tileType } from '@carc/tiles';
import { requireCore } from './core-loader.js';
import { apply, createGameWithEvents, result } from './engine.js';
import type { ModuleTable } from './registry.js';
import type { MoveReader } from './expansion.js';
import { currentStep, pipelineOf } from './pipeline.js';
import type { GameState, MoveLog } from './state.js';
import type { Action, ExpansionId, GameRecord, GameResult, RecordError, RecordMove, ReplayError, Result } from './types.js';

export const MOVE_KEYS = ['tile', 'x', 'y', 'rot', 'meeple', 'festivalReturn', 'gift', 'bunny', 'draw', 'cards', 'discard'] as const;
const RECORD_KEYS = ['format', 'players', 'expansions', 'options', 'seed', 'tiles', 'moves', 'final'];

export function toRecord(s: GameState): GameRecord {
  const moves: RecordMove[] = [];
  for (let l: MoveLog | null = s.log; l; l = l.prev) moves.push(l.move);
  moves.reverse();
  const rec: GameRecord = {
    format: 'carc-record/1',
    players: s.players.slice(),
    expansions: s.expansions.slice(),
    options: { ...s.options },
    seed: s.seed,
    tiles: s.initialStack.slice(),
    moves: structuredClone(moves),
  };
  if (s.final.length) rec.final = structuredClone(s.final as unknown[]);
  return rec;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(path: string, message: string): { ok: false; error: RecordError } {
  return { ok: false, error: { path, message } };
}

/** Check a parsed JSON document; the error names the first bad field by its path. */
export function parseRecord(json: unknown): Result<GameRecord, RecordError> {
  if (!isObj(json)) return fail('', 'a record must be a JSON object');
  for (const k of Object.keys(json)) if (!RECORD_KEYS.includes(k)) return fail(k, `unknown field '${k}'`);
  if (json.format !== 'carc-record/1') return fail('format', "format must be 'carc-record/1'");
  const players = json.players;
  if (!Array.isArray(players) || players.length < 1 || players.length > 5) return fail('players', 'players must list 1 to 5 names (B-1)');
  for (const [i, p] of players.entries()) if (typeof p !== 'string') return fail(`players[${i}]`, 'a player name must be a string');
  const expansions = json.expansions ?? [];
  if (!Array.isArray(expansions)) return fail('expansions', 'expansions must be a list');
  for (const [i, e] of expansions.entries()) {
    // Which ids exist is the replaying engine's to say (its modules); here only the shape.
    if (typeof e !== 'string' || !/^[a-z0-9-]{1,40}$/.test(e)) return fail(`expansions[${i}]`, `an expansion id must be a short lowercase name, got ${JSON.stringify(e)}`);
  }
  const options = json.options ?? {};
  if (!isObj(options)) return fail('options', 'options must be an object');
  if (typeof json.seed !== 'string') return fail('seed', 'seed must be a string');
  if (json.tiles !== undefined) {
    if (!Array.isArray(json.tiles)) return fail('tiles', 'tiles must be a list of tile ids');
    for (const [i, t] of json.tiles.entries()) {
      if (typeof t !== 'string' || !tileType(t)) return fail(`tiles[${i}]`, `unknown tile id ${JSON.stringify(t)}`);
    }
  }
  if (!Array.isArray(json.moves)) return fail('moves', 'moves must be a list');
  for (const [i, m] of json.moves.entries()) {
    const at = `moves[${i}]`;
    if (!isObj(m)) return fail(at, 'a move must be an object');
    for (const k of Object.keys(m)) if (!(MOVE_KEYS as readonly string[]).includes(k)) return fail(`${at}.${k}`, `unknown move field '${k}'`);
    if (typeof m.tile !== 'string' || !tileType(m.tile)) return fail(`${at}.tile`, `unknown tile id ${JSON.stringify(m.tile)}`);
    if (!Number.isSafeInteger(m.x)) return fail(`${at}.x`, 'x must be an integer');
    if (!Number.isSafeInteger(m.y)) return fail(`${at}.y`, 'y must be an integer');
    if (!isRotation(m.rot)) return fail(`${at}.rot`, 'rot must be 0, 90, 180 or 270');
    if (m.meeple !== undefined && !isLocation(m.meeple)) return fail(`${at}.meeple`, 'meeple must be a location (N E S W, NL..WR, C)');
  }
  if (json.final !== undefined && !Array.isArray(json.final)) return fail('final', 'final must be a list');
  const rec: GameRecord = {
    format: 'carc-record/1',
    players: players.slice() as string[],
    expansions: expansions.slice() as ExpansionId[],
    options: { ...options },
    seed: json.seed,
    moves: structuredClone(json.moves) as RecordMove[],
  };
  if (json.tiles !== undefined) rec.tiles = (json.tiles as string[]).slice();
  if (json.final !== undefined) rec.final = structuredClone(json.final as unknown[]);
  return { ok: true, value: rec };
}

/** JSON with object keys sorted, so two moves compare by content only. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    isObj(x) ? Object.fromEntries(Object.keys(x).sort().filter((k) => x[k] !== undefined).map((k) => [k, x[k]])) : x,
  );
}

/** A key of the record's move that differs from the move the game wrote, or null. */
function unusedKey(given: RecordMove, written: RecordMove): string | null {
  for (const k of Object.keys(given)) {
    if (given[k] === undefined) continue;
    if (canonical(given[k]) !== canonical(written[k])) return k;
  }
  return null;
}

function replayError(moveIndex: number, rule: string, message: string): { ok: false; error: ReplayError } {
  return { ok: false, error: { moveIndex, rule, message } };
}

/** Options of {@link replay}. */
export interface ReplayOptions<A extends Action = Action> {
  /**
   * Called with every action the record asks for and the state it is applied to, before
   * it is applied; a string stops the replay with that message (rule `check`). For
   * second readers that check a record their own way (the follower-spot checker). `A`:
   * the actions of the replaying engine's modules (the package's `replay` gives its table's).
   */
  beforeAction?: (state: GameState, action: A, moveIndex: number) => string | null;
}

/** Answer decisions from `reader` until `more` says the part of the record is used up. */
function drive<A extends Action>(s: GameState, reader: MoveReader, index: number, more: (s: GameState) => boolean, opts: ReplayOptions<A>, table: ModuleTable): Result<GameState, ReplayError> {
  while (more(s)) {
    const step = currentStep(s);
    const kind = s.pending?.kind ?? '?';
    if (!step?.fromMove) return replayError(index, 'record', `the record has no key for the decision '${kind}'`);
    const a = step.fromMove(s, reader);
    if (!a.ok) return replayError(index, a.error.rule ?? a.error.code, a.error.message);
    // The action of a module of this engine, so of the engine's own action type.
    const veto = opts.beforeAction?.(s, a.value as A, index);
    if (veto) return replayError(index, 'check', veto);
    const r = apply(s, a.value, table);
    // A malformed action came from a garbled record entry (an undeclared key, a wrong type).
    if (!r.ok) return replayError(index, r.error.rule ?? (r.error.code === 'malformed-action' ? 'record' : r.error.code), r.error.message);
    s = r.value.state;
  }
  return { ok: true, value: s };
}

/**
 * Replay a record: each move is one turn. Stops at the first invalid move with its index
 * and the broken rule. Moves running out before the stack does leave the game unfinished.
 */
export function replayWith<A extends Action = Action>(engine: { readonly table: ModuleTable }, record: GameRecord, opts: ReplayOptions<A> = {}): Result<{ state: GameState; result: GameResult }, ReplayError> {
  requireCore();
  const table = engine.table;
  const g = createGameWithEvents(
    {
    players: record.players,
    expansions: record.expansions,
    options: record.options,
    seed: record.seed,
      ...(record.tiles ? { tiles: record.tiles } : {}),
    },
    table,
  );
  if (!g.ok) return replayError(-1, g.error.rule ?? g.error.code, g.error.message);
  let s = g.value.state;
  for (const [i, move] of record.moves.entries()) {
    if (s.finished) return replayError(i, 'stack-empty', `move ${i} is left over: the stack is empty and the game has ended`);
    const turn = s.turn;
    const before = s.log;
    const r = drive(s, { move, used: {} }, i, (x) => !x.finished && x.turn === turn, opts, table);
    if (!r.ok) return r;
    s = r.value;
    // The game writes back every key it used; anything else in the move (a card entry no
    // window asked for, a gift when none was opened) would otherwise pass unnoticed.
    if (s.log !== before && s.log) {
      const extra = unusedKey(move, s.log.move);
      if (extra) return replayError(i, 'record', `moves[${i}].${extra} does not match what the game did at that point (an entry no decision used?)`);
    }
  }
  if (!s.finished && s.pending && s.cursor >= pipelineOf(s).finalStart) {
    // Waiting on end-game choices: they come from the record's top-level `final`.
    const r = drive(s, { move: { final: record.final ?? [] }, used: {} }, record.moves.length, (x) => !x.finished, opts, table);
    if (!r.ok) return r;
    s = r.value;
  }
  if (s.finished && record.final && record.final.length > s.final.length) {
    return replayError(record.moves.length, 'record', `final has ${record.final.length} entries but the game used ${s.final.length}`);
  }
  return { ok: true, value: { state: s, result: result(s) } };
}
