/**
 * The kit's state operations: an expansion's own slice, its random streams, points, its
 * keys of the record. Each returns a new state; none writes to the one it is given.
 */
import { Stream } from '../random.js';
import { cloneState, withState } from '../state.js';
import type { GameState } from '../state.js';
import type { ExpansionId, PlayerIndex, RecordMove } from '../types.js';

export function getExt<T>(s: GameState, id: ExpansionId): T | undefined {
  return s.ext[id] as T | undefined;
}

export function setExt(s: GameState, id: ExpansionId, value: unknown): GameState {
  // Key by key in the old order, as a spread would: `{ ...ext, [id]: v }` is a slow runtime
  // call in V8, and modules replace their slice several times a turn.
  const ext: Partial<Record<ExpansionId, unknown>> = {};
  const old = s.ext;
  for (const k in old) ext[k as ExpansionId] = old[k as ExpansionId];
  ext[id] = value;
  const n = cloneState(s);
  n.ext = ext;
  return n;
}

function streamOf(s: GameState, name: string): Stream {
  const st = s.rng[name];
  return st ? Stream.fromState(st) : Stream.fromSeed(s.seed, name);
}

/**
 * `s` with one stream's saved state replaced. Copied key by key in the old order (what a
 * spread gives) but without the spread with a computed key, which V8 runs as a slow
 * runtime call; die rolls do this several times a turn.
 */
function withStream(s: GameState, stream: string, st: number[]): GameState {
  const rng: Record<string, readonly number[]> = {};
  const old = s.rng;
  for (const k in old) rng[k] = old[k]!;
  rng[stream] = st;
  const n = cloneState(s);
  n.rng = rng;
  return n;
}

/** A uniform integer below n from the named stream (record-format.md, Randomness). */
export function randomBelow(s: GameState, stream: string, n: number): { value: number; state: GameState } {
  const r = streamOf(s, stream);
  const value = r.below(n);
  return { value, state: withStream(s, stream, r.state()) };
}

/** Fisher-Yates shuffle of a copy of `items` with the named stream. */
export function shuffleStream<T>(s: GameState, stream: string, items: readonly T[]): { items: T[]; state: GameState } {
  const r = streamOf(s, stream);
  const out = r.shuffle(items.slice());
  return { items: out, state: withStream(s, stream, r.state()) };
}

export function addPoints(s: GameState, player: PlayerIndex, points: number): GameState {
  if (points === 0) return s;
  const scores = s.scores.slice();
  scores[player] = scores[player]! + points;
  const n = cloneState(s);
  n.scores = scores;
  return n;
}

/** Set one key of the record move being built this turn (an expansion's own key). */
export function setMoveKey(s: GameState, key: string, value: unknown): GameState {
  if (!s.turnMove) return s;
  // Key by key: a spread of the move is a slow runtime call in V8 (0.4-0.7% of an
  // all-expansions game from this line alone), and the key order stays the same.
  const move = {} as RecordMove;
  const old = s.turnMove;
  for (const k in old) move[k] = old[k];
  move[key] = value;
  const n = cloneState(s);
  n.turnMove = move;
  return n;
}

/** Append an entry to the record's top-level `final` list. */
export function addFinalEntry(s: GameState, entry: unknown): GameState {
  return withState(s, { final: [...s.final, entry] });
}
