/**
 * The states a fuzz run mutates actions against: sampled from random games with every
 * expansion (2 to 5 players), frozen so that any write to them throws, each with what a
 * mutation needs to aim at it (its legal actions, its tiles, its empty squares).
 */
import { apply, createGame, legalActions, view } from '../index.js';
import type { Action, ExpansionId, GameState } from '../index.js';
import { EXPANSION_IDS } from '../all.js';
import { Rng } from './rng.js';
import { stateHash } from './hash.js';

export interface Sample {
  readonly state: GameState;
  readonly legal: readonly Action[];
  /** Placed tiles' squares, flat [x0, y0, x1, y1, ...]. */
  readonly tiles: readonly number[];
  /** Empty squares next to a tile, flat like `tiles`. */
  readonly empty: readonly number[];
  readonly hash: number;
}

export interface Corpus {
  readonly samples: readonly Sample[];
  /** Every legal action seen in any sampled state: "a legal action of another kind". */
  readonly pool: readonly Action[];
}

export interface CorpusOptions {
  /** Random games to play; players cycle through 2..5. */
  games: number;
  /** Keep about this many states in all. */
  states: number;
  seed: number;
  expansions?: readonly ExpansionId[];
}

/** Freeze `v` and everything it reaches: a later write throws (modules are strict mode). */
export function deepFreeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return v;
}

function playGame(seed: string, players: number, expansions: readonly ExpansionId[], rng: Rng): GameState[] {
  const g = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed, expansions });
  if (!g.ok) throw new Error(g.error.message);
  const out: GameState[] = [];
  let s = g.value;
  while (!s.finished) {
    out.push(s);
    const acts = legalActions(s);
    const r = apply(s, acts[rng.below(acts.length)]!);
    if (!r.ok) throw new Error(`a legal action was refused: ${r.error.message}`);
    s = r.value.state;
  }
  return out;
}

function sampleOf(state: GameState): Sample {
  const legal = legalActions(state);
  const v = view(state, null);
  const tiles: number[] = [];
  const taken = new Set<string>();
  for (const t of v.board) {
    tiles.push(t.x, t.y);
    taken.add(`${t.x},${t.y}`);
  }
  const empty: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tiles.length; i += 2) {
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const k = `${tiles[i]! + dx},${tiles[i + 1]! + dy}`;
      if (taken.has(k) || seen.has(k)) continue;
      seen.add(k);
      empty.push(tiles[i]! + dx, tiles[i + 1]! + dy);
    }
  }
  deepFreeze(state);
  deepFreeze(legal);
  return { state, legal, tiles, empty, hash: stateHash(state) };
}

/**
 * `n` states taken in turn from each kind of decision, spread over each kind's list, so a
 * rare decision (a take-2 choice, a farm-tie) is as well represented as a common one.
 */
function byKind(states: GameState[], n: number, pick: (list: GameState[], n: number) => GameState[]): GameState[] {
  const groups = new Map<string, GameState[]>();
  for (const s of states) {
    const k = s.pending!.kind;
    const g = groups.get(k);
    if (g) g.push(s);
    else groups.set(k, [s]);
  }
  const lists = [...groups.values()];
  const quota = lists.map(() => 0);
  for (let given = 0, i = 0; given < n; i = (i + 1) % lists.length) {
    if (quota[i]! < lists[i]!.length) {
      quota[i]! += 1;
      given++;
    }
  }
  return lists.flatMap((l, i) => pick(l, quota[i]!));
}

/**
 * Plays the games and keeps every state whose decision is an expansion's, and a share of
 * the place and follower decisions, so each kind of decision is well represented.
 */
export function buildCorpus(o: CorpusOptions): Corpus {
  const rng = new Rng(o.seed);
  const expansions = o.expansions ?? EXPANSION_IDS;
  const all: GameState[] = [];
  for (let g = 0; g < o.games; g++) all.push(...playGame(`fuzz-${o.seed}-${g}`, 2 + (g % 4), expansions, rng));
  const ext = all.filter((s) => s.pending!.kind !== 'place' && s.pending!.kind !== 'meeple');
  const base = all.filter((s) => s.pending!.kind === 'place' || s.pending!.kind === 'meeple');
  const pick = (list: GameState[], n: number): GameState[] => {
    if (list.length <= n) return list;
    const step = list.length / n;
    return Array.from({ length: n }, (_, i) => list[Math.floor(i * step)]!);
  };
  const nExt = Math.min(ext.length, Math.ceil(o.states * 0.7));
  const chosen = [...byKind(ext, nExt, pick), ...pick(base, o.states - nExt)];
  const samples = chosen.map(sampleOf);
  const pool: Action[] = [];
  const keys = new Set<string>();
  for (const s of samples) {
    for (const a of s.legal) {
      const k = JSON.stringify(a);
      if (!keys.has(k)) {
        keys.add(k);
        pool.push(a);
      }
    }
  }
  return { samples, pool };
}
