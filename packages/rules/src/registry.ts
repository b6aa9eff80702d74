/**
 * The expansion table the engine consults. The package entry fills it from
 * `expansions/index.ts`; tests may register their own modules. Nothing in the base
 * engine names a particular expansion.
 */
import type { ExpansionModule, ExpansionTable } from './expansion.js';
import type { GameState } from './state.js';
import { EXPANSION_IDS } from './types.js';
import type { ExpansionId } from './types.js';

const table: ExpansionTable = {};
// Looked up on every step, so cached by array identity first and by content second
// (a state that went through structuredClone has a new array with the same ids).
let cache = new WeakMap<readonly ExpansionId[], readonly ExpansionModule[]>();
const byKey = new Map<string, readonly ExpansionModule[]>();
const canonical = new Map<string, readonly ExpansionId[]>();

/** Register (or replace) the module of one expansion id. */
export function registerExpansion(module: ExpansionModule): void {
  table[module.id] = module;
  cache = new WeakMap();
  byKey.clear();
}

/** One shared array per set of expansion ids, in EXPANSION_IDS order. */
export function canonicalExpansions(ids: readonly ExpansionId[]): readonly ExpansionId[] {
  const sorted = EXPANSION_IDS.filter((id) => ids.includes(id));
  const key = sorted.join(',');
  let c = canonical.get(key);
  if (!c) {
    c = Object.freeze(sorted);
    canonical.set(key, c);
  }
  return c;
}

export function expansionModule(id: ExpansionId): ExpansionModule | undefined {
  return table[id];
}

/** The modules of a game, in EXPANSION_IDS order (the order hooks run in). */
export function modulesFor(expansions: readonly ExpansionId[]): readonly ExpansionModule[] {
  let m = cache.get(expansions);
  if (!m) {
    const key = expansions.join(',');
    m = byKey.get(key);
    if (!m) {
      m = EXPANSION_IDS.filter((id) => expansions.includes(id)).map((id) => table[id]!).filter(Boolean);
      byKey.set(key, m);
    }
    cache.set(expansions, m);
  }
  return m;
}

export function modulesOf(state: GameState): readonly ExpansionModule[] {
  return state.expansions.length === 0 ? NONE : modulesFor(state.expansions);
}

const NONE: readonly ExpansionModule[] = [];
