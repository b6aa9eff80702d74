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
  lastIds = null;
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
      m = EXPANSION_IDS.filter((id) => expansions.includes(id)).map((id) => table[id]!).filter(Boolean).map(uniform);
      byKey.set(key, m);
    }
    cache.set(expansions, m);
  }
  return m;
}

/**
 * The module with every hook field present, in one order. Modules are object literals
 * with different optional hooks, and the engine asks `m.someHook` of each module on hot
 * paths; with one shape those lookups stay monomorphic instead of megamorphic.
 */
function uniform(m: ExpansionModule): ExpansionModule {
  return {
    id: m.id,
    actions: m.actions,
    tileSets: m.tileSets,
    validateConfig: m.validateConfig,
    setup: m.setup,
    followerOptions: m.followerOptions,
    steps: m.steps,
    adjustScore: m.adjustScore,
    followerCounts: m.followerCounts,
    followerAllowed: m.followerAllowed,
    followerHeld: m.followerHeld,
    placementAllowed: m.placementAllowed,
    placementLimited: m.placementLimited,
    publicView: m.publicView,
    privateView: m.privateView,
    redactEvent: m.redactEvent,
  };
}

// The last game's answer: asked several times per decision, nearly always about the same
// expansions array, and an identity check is cheaper than the WeakMap.
let lastIds: readonly ExpansionId[] | null = null;
let lastModules: readonly ExpansionModule[] = [];

export function modulesOf(state: GameState): readonly ExpansionModule[] {
  const ids = state.expansions;
  if (ids === lastIds) return lastModules;
  const m = ids.length === 0 ? NONE : modulesFor(ids);
  lastIds = ids;
  lastModules = m;
  return m;
}

const NONE: readonly ExpansionModule[] = [];
