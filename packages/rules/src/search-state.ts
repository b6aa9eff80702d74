/**
 * Determinization for bots that search over hidden information (issue #14).
 *
 * A bot only ever sees a `PlayerView`. To run playouts through the real rules it needs a
 * full `GameState`, and the one it may build must hold nothing the viewer cannot know.
 * So the work is split in two:
 *
 * - {@link searchState}: a redacted, JSON-safe copy of the state for one viewer. The seed
 *   and the random streams are gone, the stack becomes the sorted multiset of the tiles
 *   still to draw, the move log is dropped, and each module redacts its own slice
 *   (`ExpansionModule.redact`: other hands become sizes, decks and those hands one
 *   sorted pool of unseen cards).
 * - {@link determinize}: one sample of a full, playable state consistent with it: the
 *   stack is a random order of the unseen tiles, the random streams are fresh, and each
 *   module deals the unseen cards again (`ExpansionModule.determinize`). The same
 *   generator state always gives the same state.
 *
 * Two states that differ only in what the viewer cannot see give deep-equal search
 * states; that is what keeps a bot from learning a secret through its search.
 */
import { requireCore } from './core-loader.js';
import { fisherYates } from './random.js';
import { modulesOfIds } from './registry.js';
import type { ModuleTable } from './registry.js';
import { cloneState, STATE_FORMAT } from './state.js';
import type { GameState } from './state.js';
import type { ExpansionId, PlayerIndex, Result, RuleError, SearchRng } from './types.js';

export type { SearchRng } from './types.js';

/** The format tag of a {@link SearchState}, bumped when its layout changes. */
export const SEARCH_FORMAT = 'carc-search/1';

/** Options of the package's `view` (all.ts). */
export interface ViewOptions {
  /**
   * Add `search`: the viewer's search state, what a bot determinizes for its playouts.
   * For bots in the same process only; never put it in a frame sent to a client.
   */
  search?: boolean;
}

/** Fields of a GameState that a search state replaces or drops. */
type Hidden = 'format' | 'seed' | 'rng' | 'explicitTiles' | 'initialStack' | 'stack' | 'stackPos' | 'log';

/**
 * What one viewer may know of a game, as a state-shaped plain object (JSON-safe): every
 * public field of `GameState`, the tiles still to draw as a sorted list, and each
 * expansion's slice as its module redacted it for `viewer`.
 */
export interface SearchState extends Omit<GameState, Hidden> {
  readonly format: typeof SEARCH_FORMAT;
  /** The seat this state was redacted for (null: a spectator, who sees no hand). */
  readonly viewer: PlayerIndex | null;
  /** The tiles still in the stack, sorted by id: their order is the secret. */
  readonly unseenTiles: readonly string[];
  readonly log: null;
}

/** The random streams of record-format.md (random.ts `StreamName`); a determinized state gets fresh ones. */
const STREAMS = ['tiles', 'gifts', 'cloister', 'roadside', 'returns', 'die'] as const;

/** Sorted copy (by UTF-16 code unit, the default order), so equal multisets give equal lists. */
export function sortedIds(ids: readonly string[]): string[] {
  return ids.slice().sort();
}

/**
 * The fields of GameState that a search state keeps as they are. An allow-list, not a copy
 * less the secrets: a field added to GameState stays out until someone decides it is public.
 */
const PUBLIC_FIELDS = ['players', 'options', 'board', 'scores', 'supply', 'turnPlayer', 'turn', 'tile', 'placed', 'cursor', 'pending', 'finished', 'discarded', 'turnMove', 'final'] as const;

/** The redacted state of `s` for `viewer` (see {@link SearchState}). `s` must be bound to an engine. */
export function searchState(s: GameState, viewer: PlayerIndex | null): SearchState {
  const ext: Record<string, unknown> = {};
  for (const m of modulesOfIds(s.expansions)) {
    // A module that declares no redact hook keeps nothing secret in its slice (festival, easter).
    if (m.id in s.ext) ext[m.id] = m.redact ? m.redact(s, viewer) : s.ext[m.id as ExpansionId];
  }
  const out: Record<string, unknown> = { format: SEARCH_FORMAT, viewer, expansions: s.expansions.slice(), unseenTiles: sortedIds(s.stack.slice(s.stackPos)), log: null, ext };
  for (const k of PUBLIC_FIELDS) out[k] = s[k];
  // Through JSON so the result shares nothing with the live state and carries no engine
  // tag: plain data that may cross a worker boundary or be stored.
  return JSON.parse(JSON.stringify(out)) as SearchState;
}

/** A fresh xoshiro128** state from `rng`, never all zero (the one state the generator cannot leave). */
function freshStream(rng: SearchRng): number[] {
  const st = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) st[i] = ((rng.below(0x10000) << 16) | rng.below(0x10000)) >>> 0;
  if (st[0] === 0 && st[1] === 0 && st[2] === 0 && st[3] === 0) st[0] = 1;
  return st;
}

/** Fisher-Yates with `rng`, on a copy. */
export function shuffled<T>(items: readonly T[], rng: SearchRng): T[] {
  return fisherYates(items.slice(), rng);
}

/**
 * One full state consistent with `ss` (see the file comment). `expansions` is the
 * engine's tagged array of `ss.expansions` (Engine.determinize binds it), so the result
 * is bound to that engine.
 */
export function determinize(ss: SearchState, expansions: GameState['expansions'], rng: SearchRng): GameState {
  // The public fields through the state copier (one field order, one shape for the
  // engine's hot paths; no object spread, which V8 runs as a slow runtime call and which
  // was most of this function's time); the hidden ones are set below.
  const n = cloneState(ss as unknown as GameState);
  const stack = shuffled(ss.unseenTiles, rng);
  const streams: Record<string, number[]> = {};
  for (const name of STREAMS) streams[name] = freshStream(rng);
  n.format = STATE_FORMAT;
  n.expansions = expansions;
  // Streams a future module names derive from the seed; it must not be the real one.
  n.seed = `determinized/${freshStream(rng).join('.')}`;
  n.explicitTiles = false;
  n.initialStack = stack;
  n.stack = stack;
  n.stackPos = 0;
  n.rng = streams;
  n.log = null;
  // The modules read their redacted slices from this state and deal them again.
  const ext: Record<string, unknown> = {};
  for (const m of modulesOfIds(expansions)) {
    if (!(m.id in ss.ext)) continue;
    ext[m.id] = m.determinize ? m.determinize(n, ss.viewer, rng) : ss.ext[m.id as ExpansionId];
  }
  n.ext = ext;
  return n;
}

// The engine-facing entry points are functions of an engine rather than its methods (as
// `replayWith` is), so a bundle that never searches leaves this file out. They need only
// the engine's module table (rules-engine.ts imports nothing of this file's).

/**
 * What `viewer` may know of the game, as a redacted, JSON-safe state: the input of
 * {@link determinizeWith}. A game the engine cannot run keeps only its base part.
 */
export function searchStateWith(engine: { readonly table: ModuleTable }, s: GameState, viewer: PlayerIndex | null): SearchState {
  requireCore();
  return searchState(engine.table.bind(s) ?? { ...s, expansions: [], ext: {} }, viewer);
}

/**
 * `engine.view(s, player)`, with the player's search state added when `opts.search`: the
 * package's `view` (all.ts) for any engine, such as one made of a game's own expansions.
 */
export function viewWith<V extends object>(
  engine: { readonly table: ModuleTable; view(s: GameState, player: PlayerIndex | null): V },
  s: GameState,
  player: PlayerIndex | null,
  opts?: ViewOptions,
): V & { search?: SearchState } {
  const v: V & { search?: SearchState } = engine.view(s, player);
  if (opts?.search) v.search = searchStateWith(engine, s, player);
  return v;
}

/**
 * One full, playable state consistent with a search state: the unseen tiles in a random
 * order, the unseen cards dealt again, fresh random streams; the same rng state gives the
 * same result. Refuses what is not a search state of the engine's expansions.
 */
export function determinizeWith(engine: { readonly table: ModuleTable }, ss: SearchState, rng: SearchRng): Result<GameState, RuleError> {
  requireCore();
  const ids = ss && ss.format === SEARCH_FORMAT && Array.isArray(ss.expansions) ? engine.table.ids(ss.expansions) : null;
  if (!ids) return { ok: false, error: { code: 'malformed-action', message: 'not a search state of this engine (view(s, p, { search: true }).search)' } };
  return { ok: true, value: determinize(ss, ids, rng) };
}

