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
const cache = new WeakMap<readonly ExpansionId[], readonly ExpansionModule[]>();

/** Register (or replace) the module of one expansion id. */
export function registerExpansion(module: ExpansionModule): void {
  table[module.id] = module;
}

export function expansionModule(id: ExpansionId): ExpansionModule | undefined {
  return table[id];
}

/** The modules of a game, in EXPANSION_IDS order (the order hooks run in). */
export function modulesFor(expansions: readonly ExpansionId[]): readonly ExpansionModule[] {
  let m = cache.get(expansions);
  if (!m) {
    m = EXPANSION_IDS.filter((id) => expansions.includes(id)).map((id) => table[id]!).filter(Boolean);
    cache.set(expansions, m);
  }
  return m;
}

export function modulesOf(state: GameState): readonly ExpansionModule[] {
  return state.expansions.length === 0 ? NONE : modulesFor(state.expansions);
}

const NONE: readonly ExpansionModule[] = [];
