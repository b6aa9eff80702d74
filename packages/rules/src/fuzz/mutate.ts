/**
 * Mutations of actions: each turns a legal action of a sampled state (or of another state)
 * into something a hostile or buggy client might send. A mutation is driven by a source of
 * numbers, so fast-check (shrinkable recipes) and the long runner (a fast generator) make
 * the same mutations.
 */
import { ALL_TILES, LOCATIONS } from '@carc/tiles';
import { CHRISTMAS_CARDS, expansionModule, GIFT_KINDS } from '../index.js';
import type { Action } from '../index.js';
import { EXPANSION_IDS } from '../all.js';
import type { Corpus, Sample } from './corpus.js';

/** Where a mutation takes its choices from: a non-negative integer below `n`. */
export type Choose = (n: number) => number;

export const MUTATIONS = [
  'extra-key',
  'wrong-type',
  'drop-key',
  'spot-empty-square',
  'spot-any-location',
  'id-out-of-range',
  'number-out-of-range',
  'other-kind',
  'other-kind-mutated',
  'other-expansion',
] as const;
export type MutationName = (typeof MUTATIONS)[number];

/** Keys an action might carry, the engine's and the protocol's odd ones included. */
const KEYS = ['type', 'expansion', 'kind', 'spot', 'spot2', 'player2', 'card', 'to', 'x', 'y', 'rot', 'at', 'cards', 'data', 'path', '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', 'window', 'cancelledBy'];

const NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 99, -99, 1.5, -0, 2 ** 31, -(2 ** 31), 2 ** 32, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e300, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

/** Every id the engine knows, each valid somewhere and wrong almost everywhere else. */
function allIds(): string[] {
  const ids = new Set<string>(['', 'x', 'ext', 'place', 'meeple', 'pass', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'cloister', 'roadside', 'gifts']);
  for (const id of EXPANSION_IDS) {
    ids.add(id);
    const m = expansionModule(id);
    for (const [kind, decl] of Object.entries(m?.actions ?? {})) {
      ids.add(kind);
      for (const card of Object.keys(decl.cards ?? {})) ids.add(card);
    }
  }
  for (const c of Object.keys(CHRISTMAS_CARDS)) ids.add(c);
  for (const g of GIFT_KINDS) ids.add(g);
  for (const t of ALL_TILES) ids.add(t.id);
  for (const l of LOCATIONS) ids.add(l);
  return [...ids];
}

const IDS = allIds();

/** A value of some other type than the key probably wants (fresh objects every time). */
function junk(choose: Choose): unknown {
  switch (choose(12)) {
    case 0:
      return NUMBERS[choose(NUMBERS.length)];
    case 1:
      return IDS[choose(IDS.length)];
    case 2:
      return null;
    case 3:
      return choose(2) === 0;
    case 4:
      return [];
    case 5:
      return [IDS[choose(IDS.length)], NUMBERS[choose(NUMBERS.length)]];
    case 6:
      return {};
    case 7:
      return { x: NUMBERS[choose(NUMBERS.length)], y: 0, at: LOCATIONS[choose(LOCATIONS.length)] };
    case 8:
      return { x: 0, y: 0 };
    case 9:
      return { x: 0, y: 0, at: 'N', z: 1 };
    case 10:
      return 'x'.repeat(3000);
    default:
      return [[0, 0], [1, 0]];
  }
}

/** A plain copy of an action whose own keys (and spot objects) may be changed freely. */
function copy(a: Action): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) out[k] = typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : Array.isArray(v) ? v.slice() : v;
  return out;
}

/** Set a key as an own, enumerable property, even `__proto__` (as JSON.parse makes it). */
function put(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function spotOn(choose: Choose, squares: readonly number[]): Record<string, unknown> {
  const at = LOCATIONS[choose(LOCATIONS.length)];
  if (squares.length === 0 || choose(4) === 0) return { x: NUMBERS[choose(NUMBERS.length)], y: choose(200) - 100, at };
  const i = 2 * choose(squares.length / 2);
  return { x: squares[i], y: squares[i + 1], at };
}

/** The keys a mutation may aim at: the action's own, or any known key. */
function someKey(choose: Choose, o: Record<string, unknown>): string {
  const own = Object.keys(o);
  return own.length > 0 && choose(3) !== 0 ? own[choose(own.length)]! : KEYS[choose(KEYS.length)]!;
}

export interface Mutated {
  readonly mutation: MutationName;
  readonly action: Record<string, unknown>;
}

/** One mutated action for `sample`, every choice taken from `choose`. */
export function mutate(corpus: Corpus, sample: Sample, choose: Choose): Mutated {
  const mutation = MUTATIONS[choose(MUTATIONS.length)]!;
  const fromPool = mutation === 'other-kind' || mutation === 'other-kind-mutated';
  const list = fromPool || sample.legal.length === 0 ? corpus.pool : sample.legal;
  const a = copy(list[choose(list.length)]!);
  switch (mutation) {
    case 'other-kind':
      break;
    case 'extra-key': {
      const k = KEYS[choose(KEYS.length)]!;
      put(a, k, choose(2) === 0 ? junk(choose) : spotOn(choose, sample.tiles));
      break;
    }
    case 'wrong-type':
      put(a, someKey(choose, a), junk(choose));
      break;
    case 'drop-key': {
      const own = Object.keys(a);
      delete a[own[choose(own.length)]!];
      break;
    }
    case 'spot-empty-square':
      put(a, choose(3) === 0 ? 'spot2' : 'spot', spotOn(choose, sample.empty));
      break;
    case 'spot-any-location':
      put(a, choose(3) === 0 ? 'spot2' : 'spot', spotOn(choose, sample.tiles));
      break;
    case 'id-out-of-range':
      put(a, ['card', 'kind', 'expansion', 'type', 'to', 'at', 'cards'][choose(7)]!, choose(5) === 0 ? [IDS[choose(IDS.length)]] : IDS[choose(IDS.length)]);
      break;
    case 'number-out-of-range': {
      const k = ['x', 'y', 'player2', 'rot', 'spot', 'spot2'][choose(6)]!;
      const n = NUMBERS[choose(NUMBERS.length)];
      if (k === 'spot' || k === 'spot2') {
        const base = typeof a[k] === 'object' && a[k] !== null ? (a[k] as Record<string, unknown>) : { x: 0, y: 0, at: 'N' };
        put(a, k, { ...base, [choose(2) === 0 ? 'x' : 'y']: n });
      } else {
        put(a, k, n);
      }
      break;
    }
    case 'other-expansion':
      // The same kind name under another expansion of the game ('choose-tile' is both gifts' and Christmas Gift's).
      put(a, 'expansion', sample.state.expansions[choose(sample.state.expansions.length)] ?? EXPANSION_IDS[0]);
      break;
    case 'other-kind-mutated':
      put(a, someKey(choose, a), choose(2) === 0 ? junk(choose) : spotOn(choose, sample.tiles));
      break;
  }
  return { mutation, action: a };
}
