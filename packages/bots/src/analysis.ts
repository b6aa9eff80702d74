/**
 * Post-game analysis: every decision of a finished game judged by the strong bot from the
 * deciding player's view at that moment (no hindsight: the stack order and the other
 * players' secrets are never read, the unseen tiles are sampled as the MCTS bot samples
 * them).
 *
 * Base games: for each place / follower decision the wasm core's MCTS search (mcts.ts)
 * picks its best turn (placement + follower), then the move played and that move are each
 * played out the same number of times on the same tile orders (common random numbers: the
 * difference between them is not luck). A move's value is the expected final margin of the
 * decider (their score minus the best opponent's), with every player's expected final score
 * and win chance.
 *
 * Expansion games: every decision with a choice (placements with their follower, followers,
 * and the expansions' own decisions) goes through the rules-engine search the `mcts` bot
 * plays expansion games with (expansion-search/), from the decider's search view: the
 * search picks its move, then the move played and the search's are valued on the same
 * determinized samples. The core models the base game only, so it would not count nests,
 * eggs, gifts, card draws or The Festival in a placement's value.
 *
 * Every decision draws its randomness from `seed/index` alone, so the result does not
 * depend on which decisions ran before it or on which worker ran it: hosts may split the
 * decisions over threads (`indices`) and merge.
 */
import { locationCode, locationName, RANDOM_POLICY } from '@carc/core';
import type { CoreEngine } from '@carc/core';
import { apply, createGame, legalActions, parseRecord, pendingDecision, replay, view } from '@carc/rules';
import type { Action, ExpansionId, GameOptions, GameRecord, GameState, PlayerView, RecordMove } from '@carc/rules';
import { tileType, unrotateLocation } from '@carc/tiles';
import type { Location, Rotation } from '@carc/tiles';
import { CoreHandle, knowsTiles } from './core.js';
import { MCTS_DEFAULTS, mctsSearch } from './mcts.js';
import { turnMacros } from './moves.js';
import type { Macro } from './moves.js';
import { seededRng } from './rng.js';
import type { CoreProvider, MoveValue } from './types.js';
import { ExpansionSearch } from './expansion-search/ExpansionSearch.js';
import { valueMacro } from './macro-value.js';
import { rulesDeterminizer, type Determinizer } from './expansion-search/Determinizer.js';

export const ANALYSIS_FORMAT = 'carc-analysis/1';
/**
 * How decisions are judged. Raised whenever the same game and budget would be judged
 * differently, so hosts that cache analyses (the app's IndexedDB) key them by it and never
 * show a result of another version. 2: expansion games judged wholly by the rules-engine search.
 * 3: base games searched with the fitted margin and its blend weight (MCTS_DEFAULTS.priorFit).
 * 4: the fitted margin refitted on a stronger player's positions, with two more parts (EVAL1_FIT).
 * 5: expansion games' playouts keyed and greedy, 8 turns deep, the one-ply value as a prior.
 */
export const ANALYSIS_VERSION = 5;
export const ANALYSIS_DEFAULTS = { iterations: 1000, playouts: 200, seed: 'analysis' } as const;

export interface AnalysisOptions {
  /** The wasm core, or a factory for it (as `createBot` takes). */
  core: CoreProvider;
  /**
   * Playouts of the strong bot's search per decision: the wasm MCTS's in base games, the
   * rules-engine search's in expansion games (each a few turns through the rules engine).
   */
  iterations?: number;
  /** Playouts that value each of the two compared moves (the same tile orders for both). */
  playouts?: number;
  /** Seeds every sample; with the same budgets the analysis is the same everywhere. */
  seed?: string;
  /** Only these decision indices (for splitting the work); the others are left out. */
  indices?: readonly number[];
  signal?: AbortSignal;
  /**
   * Judges every decision of an expansion game (placements, followers, gifts, cards, the
   * bunny, ...) with the `mcts` bot's rules-engine search (expansion-search/) from the
   * decider's search view. By default the view is `view(state, p, { search: true })` and the
   * sample @carc/rules' `determinize` of it. `false` judges placements and followers on the
   * core's base-game model instead and lists the expansions' own decisions unjudged (quicker,
   * blind to what the expansions score).
   */
  expansion?: ExpansionJudging | false;
  onProgress?: (progress: { done: number; total: number; decision: DecisionAnalysis }) => void;
}

/** Judging from the decider's redacted search state, sampled by @carc/rules (no hindsight). */
export const RULES_JUDGING: ExpansionJudging = { searchView: (state, player) => view(state, player, { search: true }), determinizer: rulesDeterminizer };

export interface ExpansionJudging {
  /** The decider's view with `search` (@carc/rules' `view(state, p, { search: true })`). */
  searchView: (state: GameState, player: number) => PlayerView;
  determinizer: Determinizer;
}

// MoveValue lives in types.ts (macro-value.ts needs it, and analysis.ts imports macro-value.ts).
export type { MoveValue } from './types.js';

interface DecisionBase {
  /** Position in the game's list of decisions. */
  index: number;
  /** Index of the record move (turn) the decision belongs to; moves.length for end-game choices. */
  move: number;
  player: number;
  kind: string;
  /** The tile of the turn, when there is one. */
  tile: string | null;
  played: Action;
}

export type DecisionAnalysis =
  | (DecisionBase & {
      evaluated: true;
      playedValue: MoveValue;
      /** The better of the search's choice and the move played, by the same playouts. */
      best: MoveValue;
      /** best.margin - playedValue.margin (>= 0): expected points given away. */
      loss: number;
    })
  | (DecisionBase & { evaluated: false; reason: string });

export interface GameAnalysis {
  format: typeof ANALYSIS_FORMAT;
  /** ANALYSIS_VERSION of the judging that made it. */
  version: number;
  players: string[];
  expansions: ExpansionId[];
  budget: { iterations: number; playouts: number; seed: string };
  /** The real outcome. */
  scores: number[];
  winners: number[];
  decisions: DecisionAnalysis[];
}

export interface AnalysisError {
  code: 'bad-input' | 'replay' | 'unfinished' | 'no-core' | 'aborted';
  message: string;
}

export type AnalysisResult = { ok: true; value: GameAnalysis } | { ok: false; error: AnalysisError };

/** An online room's log (`carc-room-log/1`); verify it with @carc/protocol's verifyRoomLog first. */
export interface RoomLogInput {
  format: 'carc-room-log/1';
  players: string[];
  seed: string;
  config: { expansions?: ExpansionId[]; options?: GameOptions };
  actions: { actor: number; action: unknown }[];
}

/** One decision of the game: the full state before it (never shown to the analysis) and the answer. */
export interface DecisionPoint {
  state: GameState;
  action: Action;
  move: number;
}

export interface GameDecisions {
  players: string[];
  expansions: ExpansionId[];
  final: GameState;
  points: DecisionPoint[];
}

const fail = (code: AnalysisError['code'], message: string): { ok: false; error: AnalysisError } => ({ ok: false, error: { code, message } });

/** The game's decisions, from a carc-record/1 document or a room log. */
export function gameDecisions(input: unknown): { ok: true; value: GameDecisions } | { ok: false; error: AnalysisError } {
  if (typeof input === 'object' && input !== null && (input as { format?: unknown }).format === 'carc-room-log/1') {
    return fromRoomLog(input as RoomLogInput);
  }
  const parsed = parseRecord(input);
  if (!parsed.ok) return fail('bad-input', `${parsed.error.path}: ${parsed.error.message}`);
  return fromRecord(parsed.value);
}

function fromRoomLog(log: RoomLogInput): ReturnType<typeof gameDecisions> {
  if (!Array.isArray(log.players) || !Array.isArray(log.actions) || typeof log.seed !== 'string' || typeof log.config !== 'object' || log.config === null) {
    return fail('bad-input', 'a room log needs players, seed, config and actions');
  }
  const g = createGame({ players: log.players, expansions: log.config.expansions ?? [], options: log.config.options ?? {}, seed: log.seed });
  if (!g.ok) return fail('replay', g.error.message);
  let s = g.value;
  const points: DecisionPoint[] = [];
  for (const [i, row] of log.actions.entries()) {
    const r = apply(s, row?.action, row?.actor);
    if (!r.ok) return fail('replay', `action ${i + 1}: ${r.error.message}`);
    points.push({ state: s, action: row.action as Action, move: s.log ? logLength(s) : 0 });
    s = r.value.state;
  }
  return finished(log.players, s, points);
}

function logLength(s: GameState): number {
  let n = 0;
  for (let l = s.log; l; l = l.prev) n++;
  return n;
}

function finished(players: string[], s: GameState, points: DecisionPoint[]): ReturnType<typeof gameDecisions> {
  if (!s.finished) return fail('unfinished', `the game is not finished (${s.stack.length - s.stackPos} tiles left): analyse finished games`);
  // A state of the package's table engine (createGame, replay): its ids are the table's.
  return { ok: true, value: { players: players.slice(), expansions: s.expansions.slice() as ExpansionId[], final: s, points } };
}

/** JSON with sorted keys and no undefined values, so two moves compare by content. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .filter((k) => (x as Record<string, unknown>)[k] !== undefined)
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  );
}

/** Base keys a later decision of the turn never rewrites: a mismatch prunes the branch at once. */
const FIXED_KEYS = ['tile', 'x', 'y', 'rot', 'meeple'];

/** Can the turn's record move, built so far, still become `target`? */
function couldBecome(partial: RecordMove | null, target: RecordMove): boolean {
  if (!partial) return true;
  for (const k of Object.keys(partial)) {
    const p = partial[k];
    if (p === undefined) continue;
    const t = target[k];
    if (Array.isArray(p)) {
      if (!Array.isArray(t) || p.length > t.length || p.some((e, i) => canonical(e) !== canonical(t[i]))) return false;
    } else if (FIXED_KEYS.includes(k) && canonical(p) !== canonical(t)) return false;
  }
  return true;
}

function sameMove(a: RecordMove, b: RecordMove): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => a[k] !== undefined || b[k] !== undefined));
  for (const k of keys) if (canonical(a[k]) !== canonical(b[k])) return false;
  return true;
}

/** Applies cap per turn: a record whose turn needs more search than this is refused, not hung on. */
const MAX_TRIES_PER_TURN = 50_000;

/**
 * A record stores one move per turn, not the actions; the actions are recovered by
 * searching, depth first, the legal actions whose record keys agree with the move, until
 * the turn ends with exactly the recorded move (most decisions have one candidate).
 */
function fromRecord(record: GameRecord): ReturnType<typeof gameDecisions> {
  const g = createGame({ players: record.players, expansions: record.expansions, options: record.options, seed: record.seed, ...(record.tiles ? { tiles: record.tiles } : {}) });
  if (!g.ok) return fail('replay', g.error.message);
  let s = g.value;
  const points: DecisionPoint[] = [];
  for (const [i, move] of record.moves.entries()) {
    if (s.finished) return fail('replay', `move ${i} is left over: the game has ended`);
    const turn = s.turn;
    const budget = { tries: MAX_TRIES_PER_TURN };
    const path = searchTurn(s, budget, (x) => x.finished || x.turn !== turn, (x) => couldBecome(x.turnMove, move), (x) => x.log !== null && sameMove(x.log.move, move));
    if (!path) return fail('replay', `move ${i} (${canonical(move)}) is not a legal turn here`);
    for (const p of path.points) points.push({ ...p, move: i });
    s = path.state;
  }
  const final = record.final ?? [];
  // End-game choices come only once the stack is used up and no turn is under way.
  if (!s.finished && s.pending && s.tile === null && s.stackPos >= s.stack.length) {
    const prefix = (x: GameState) => x.final.length <= final.length && x.final.every((e, k) => canonical(e) === canonical(final[k]));
    const path = searchTurn(s, { tries: MAX_TRIES_PER_TURN }, (x) => x.finished, prefix, (x) => prefix(x) && x.final.length === final.length);
    if (!path) return fail('replay', 'the record’s end-game choices (final) do not fit the game');
    for (const p of path.points) points.push({ ...p, move: record.moves.length });
    s = path.state;
  }
  // The record replayer is the reference: the recovered actions must lead where it leads.
  const ref = replay(record);
  if (!ref.ok) return fail('replay', `move ${ref.error.moveIndex}: ${ref.error.message}`);
  if (canonical(ref.value.state.scores) !== canonical(s.scores)) return fail('replay', 'the recovered actions end with other scores than the record');
  return finished(record.players, s, points);
}

function searchTurn(
  s: GameState,
  budget: { tries: number },
  ended: (s: GameState) => boolean,
  possible: (s: GameState) => boolean,
  accept: (s: GameState) => boolean,
): { state: GameState; points: Omit<DecisionPoint, 'move'>[] } | null {
  if (ended(s)) return accept(s) ? { state: s, points: [] } : null;
  const d = pendingDecision(s);
  if (!d) return null;
  for (const a of legalActions(s)) {
    if (--budget.tries < 0) return null;
    const r = apply(s, a, d.player);
    if (!r.ok) continue;
    const next = r.value.state;
    if (!ended(next) && !possible(next)) continue;
    const rest = searchTurn(next, budget, ended, possible, accept);
    if (rest) return { state: rest.state, points: [{ state: s, action: a }, ...rest.points] };
  }
  return null;
}

/** Analyse a finished game (a carc-record/1 document or a carc-room-log/1). */
export async function analyseGame(input: unknown, options: AnalysisOptions): Promise<AnalysisResult> {
  const budget = {
    iterations: positive(options.iterations, ANALYSIS_DEFAULTS.iterations),
    playouts: positive(options.playouts, ANALYSIS_DEFAULTS.playouts),
    seed: options.seed ?? ANALYSIS_DEFAULTS.seed,
  };
  const game = gameDecisions(input);
  if (!game.ok) return game;
  const handle = new CoreHandle(options.core);
  let core: CoreEngine | null;
  try {
    core = await handle.get();
  } catch (e) {
    return fail('no-core', `the wasm core did not load: ${(e as Error).message}`);
  }
  if (!core) return fail('no-core', 'no wasm core was given');
  const { points } = game.value;
  const wanted = options.indices ? [...new Set(options.indices)].filter((i) => i >= 0 && i < points.length).sort((a, b) => a - b) : points.map((_, i) => i);
  const decisions: DecisionAnalysis[] = [];
  for (const index of wanted) {
    // Yield to the event loop so an abort sent as a message (a Worker's) can arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (options.signal?.aborted) return fail('aborted', 'the analysis was cancelled');
    const d = analyseDecision(core, points, index, budget, options.expansion === false ? undefined : (options.expansion ?? RULES_JUDGING));
    decisions.push(d);
    options.onProgress?.({ done: decisions.length, total: wanted.length, decision: d });
  }
  const final = game.value.final;
  const top = Math.max(...final.scores);
  return {
    ok: true,
    value: {
      format: ANALYSIS_FORMAT,
      version: ANALYSIS_VERSION,
      players: game.value.players,
      expansions: game.value.expansions,
      budget,
      scores: final.scores.slice(),
      winners: final.scores.flatMap((x, p) => (x === top ? [p] : [])),
      decisions,
    },
  };
}

function positive(v: number | undefined, fallback: number): number {
  return v !== undefined && Number.isSafeInteger(v) && v > 0 ? v : fallback;
}

/** Judges decision `index` from its player's view; `points` gives the follower the turn then chose. */
export function analyseDecision(core: CoreEngine, points: readonly DecisionPoint[], index: number, budget: { iterations: number; playouts: number; seed: string }, expansion?: ExpansionJudging): DecisionAnalysis {
  const { state, action, move } = points[index]!;
  const d = pendingDecision(state)!;
  const base: DecisionBase = { index, move, player: d.player, kind: d.kind, tile: state.tile, played: action };
  const v = view(state, d.player);
  const skip = (reason: string): DecisionAnalysis => ({ ...base, evaluated: false, reason });
  if ((v.legalActions?.length ?? 0) <= 1) return skip('only one legal action');
  if (expansion && state.expansions.length > 0) {
    const judged = judgeByRules(points, index, d.player, expansion, budget);
    return judged ? { ...base, evaluated: true, ...judged } : skip('the rules-engine search could not sample this position');
  }
  if (!knowsTiles(core, v)) return skip('the core does not know every tile of this game');
  const turn = turnMacros(core, v);
  if (!turn) return skip(`the core does not simulate '${d.kind}' decisions`);
  const played = playedMacro(turn.macros, v, action, followerAfter(points, index));
  if (!played) return skip('the core cannot replay the move played');
  const rng = seededRng(`${budget.seed}/${index}`);
  const search = mctsSearch(core, v, { iterations: budget.iterations }, rng);
  const choice = search?.macro ?? played;
  const seeds = Array.from({ length: budget.playouts }, () => rng.u32());
  const stackSeed = rng.u32();
  core.setPolicy(MCTS_DEFAULTS.playout);
  try {
    const playedValue = valueMacro(turn.position, played, v, seeds, stackSeed);
    if (!playedValue) return skip('the core refused the move played');
    const other = sameMacro(choice, played) ? playedValue : valueMacro(turn.position, choice, v, seeds, stackSeed);
    const best = other && other.margin > playedValue.margin ? other : playedValue;
    return { ...base, evaluated: true, playedValue, best, loss: best.margin - playedValue.margin };
  } finally {
    core.setPolicy(RANDOM_POLICY);
  }
}

/**
 * A decision of an expansion game judged as the `mcts` bot searches it, through the rules
 * engine: the search picks its move (`iterations` playouts; at a placement, a placement with
 * its follower answer), then the move played (a placement with the answer the player gave
 * right after it) and the search's are valued on the same `playouts` determinized samples
 * (ExpansionSearch.judge), each with the search's own playout horizon and leaf value.
 */
function judgeByRules(points: readonly DecisionPoint[], index: number, player: number, ex: ExpansionJudging, budget: { iterations: number; playouts: number; seed: string }): { playedValue: MoveValue; best: MoveValue; loss: number } | null {
  const { state, action } = points[index]!;
  const v = ex.searchView(state, player);
  const search = new ExpansionSearch();
  const rng = seededRng(`${budget.seed}/${index}`);
  const played: RulesMove = { action, then: answerAfter(points, index) };
  const found = search.search(v, { rollouts: budget.iterations }, rng, ex.determinizer);
  const chosen: RulesMove = found ? { action: found.action, then: found.then } : played;
  const same = canonical(chosen) === canonical(played);
  const values = search.judge(v, same ? [played] : [played, chosen], budget.playouts, rng, ex.determinizer);
  const pv = values?.[0];
  if (!pv) return null;
  const playedValue = rulesMoveValue(played, pv);
  const other = same ? null : values![1];
  const best = other && other.margin > pv.margin ? rulesMoveValue(chosen, other) : playedValue;
  return { playedValue, best, loss: best.margin - playedValue.margin };
}

/** A move for the rules-engine search: an action and, after a placement, the follower answer. */
interface RulesMove {
  action: Action;
  then: Action | null;
}

function rulesMoveValue(m: RulesMove, value: { margin: number; scores: number[]; win: number[] }): MoveValue {
  const follower = m.then?.type === 'meeple' ? m.then.at : null;
  return { action: m.action, follower, ...(m.then && m.then.type !== 'meeple' ? { then: m.then } : {}), ...value };
}

/**
 * The answer the player gave to the follower decision that came right after placement
 * `index` (null when the next decision is not theirs or not a follower decision): the
 * search pairs a placement with exactly that decision, so the move played is paired the same way.
 */
function answerAfter(points: readonly DecisionPoint[], index: number): Action | null {
  const here = points[index]!;
  const next = points[index + 1];
  if (here.action.type !== 'place' || !next || next.move !== here.move) return null;
  const d = pendingDecision(next.state);
  return d && d.kind === 'meeple' && d.player === pendingDecision(here.state)?.player ? next.action : null;
}

/** The follower the same player put later in the turn of decision `index` (null: none). */
function followerAfter(points: readonly DecisionPoint[], index: number): Location | null {
  const { state, move } = points[index]!;
  for (let k = index + 1; k < points.length && points[k]!.move === move; k++) {
    const p = points[k]!;
    if (p.state.pending?.kind !== 'meeple' || p.state.pending.player !== state.pending?.player) continue;
    return p.action.type === 'meeple' ? p.action.at : null;
  }
  return null;
}

function featureOf(tile: string, rot: Rotation, at: Location): number {
  const t = tileType(tile);
  return t ? t.features.findIndex((f) => f.at.includes(unrotateLocation(at, rot))) : -1;
}

function playedMacro(macros: readonly Macro[], v: PlayerView, action: Action, follower: Location | null): Macro | undefined {
  const key = canonical(action);
  const same = macros.filter((m) => canonical(m.action) === key);
  if (action.type !== 'place') return same[0];
  if (follower === null) return same.find((m) => m.loc < 0);
  const want = featureOf(v.tile!, action.rot, follower);
  return same.find((m) => m.loc >= 0 && featureOf(v.tile!, action.rot, locationName(m.loc)) === want) ?? (same[0] && { ...same[0], loc: locationCode(follower) });
}

function sameMacro(a: Macro, b: Macro): boolean {
  return canonical(a.action) === canonical(b.action) && a.loc === b.loc;
}

/** The decisions that gave away the most expected margin, worst first. */
export function largestMistakes(analysis: GameAnalysis, count = 10): Extract<DecisionAnalysis, { evaluated: true }>[] {
  return analysis.decisions
    .filter((d): d is Extract<DecisionAnalysis, { evaluated: true }> => d.evaluated && d.loss > 0)
    .sort((a, b) => b.loss - a.loss || a.index - b.index)
    .slice(0, count);
}
