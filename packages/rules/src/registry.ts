/**
 * The modules of one engine, and how a state finds them. Nothing here is module-level
 * state: a {@link ModuleTable} belongs to the engine that made it, and a state reaches its
 * modules through its `expansions` array, which the engine creates once per set of ids
 * and tags with a hidden (symbol-keyed, non-enumerable) {@link Binding}. The tag is not
 * data: records and views copy the ids out, and `structuredClone`/JSON drop it, after
 * which the engine's entry points tag the state again (`Engine.bind`).
 */
import type { ExpansionModule, ExpansionTable } from './expansion.js';
import type { GameState } from './state.js';
import type { ExpansionId } from './types.js';

const BOUND: unique symbol = Symbol('carc-rules-binding');

/** What the engine attaches to a game's expansion ids: the modules and their caches. */
export interface Binding {
  readonly owner: ModuleTable;
  /** The modules, in their `order` (the order hooks run in). */
  readonly modules: readonly ExpansionModule[];
  /** The turn pipeline of these modules, built on first use (pipeline.ts). */
  pipeline: unknown;
  /** The modules' own memos (see `memoOf`), by the function that makes each. */
  readonly memos: Map<() => unknown, unknown>;
}

type BoundIds = readonly ExpansionId[] & { readonly [BOUND]?: Binding };

export class ModuleTable {
  private readonly table: ExpansionTable = {};
  /** The modules in their `order`. */
  private readonly sorted: readonly ExpansionModule[];
  /** One shared, tagged array per set of expansion ids. */
  private readonly sets = new Map<string, readonly ExpansionId[]>();

  constructor(modules: readonly ExpansionModule[]) {
    this.sorted = [...modules].sort((a, b) => a.order - b.order);
    this.sorted.forEach((m, i) => {
      // Two modules of one order would run their hooks in an order no record states.
      if (this.table[m.id as ExpansionId] || this.sorted[i - 1]?.order === m.order) throw new Error(`${m.id}: id or order taken`);
      this.table[m.id as ExpansionId] = m;
    });
  }

  module(id: ExpansionId): ExpansionModule | undefined {
    return Object.hasOwn(this.table, id) ? this.table[id] : undefined;
  }

  /** Every module, in their `order`. */
  all(): ExpansionModule[] {
    return this.sorted.slice();
  }

  /**
   * The canonical tagged array for `ids` (the modules' order); null when an id has no
   * module here.
   */
  ids(ids: readonly ExpansionId[]): readonly ExpansionId[] | null {
    if (ids.some((id) => !this.module(id))) return null;
    const sorted = this.sorted.flatMap((m) => (ids.includes(m.id as ExpansionId) ? [m.id as ExpansionId] : []));
    const key = sorted.join(',');
    let c = this.sets.get(key);
    if (!c) {
      const binding: Binding = { owner: this, modules: sorted.map((id) => uniform(this.table[id]!)), pipeline: undefined, memos: new Map() };
      c = Object.freeze(Object.defineProperty(sorted, BOUND, { value: binding }));
      this.sets.set(key, c);
    }
    return c;
  }

  /** `s` tagged with this table's modules (the same object when it already is); null when one is missing. */
  bind(s: GameState): GameState | null {
    if ((s.expansions as BoundIds)[BOUND]?.owner === this) return s;
    const ids = this.ids(s.expansions);
    return ids ? { ...s, expansions: ids } : null;
  }
}

/** The binding of a state's modules; undefined for a state no engine tagged. */
export function bindingOf(s: GameState): Binding | undefined {
  return (s.expansions as BoundIds)[BOUND];
}

const NONE: readonly ExpansionModule[] = [];

/**
 * A module's memo (a `Recent` cache of a pure function, say) kept by the engine of `s`,
 * made by `make` on first use; `make` itself is the key, so each call site has one. A
 * state no engine tagged gets a fresh, unshared one.
 */
export function memoOf<T>(s: GameState, make: () => T): T {
  const b = (s.expansions as BoundIds)[BOUND];
  if (!b) return make();
  let m = b.memos.get(make) as T | undefined;
  if (m === undefined) {
    m = make();
    b.memos.set(make, m);
  }
  return m;
}

/** The modules of a game, in their `order`. */
export function modulesOf(s: GameState): readonly ExpansionModule[] {
  return modulesOfIds(s.expansions);
}

/** The modules of a tagged expansion-id array (ModuleTable.ids). */
export function modulesOfIds(ids: readonly ExpansionId[]): readonly ExpansionModule[] {
  const b = (ids as BoundIds)[BOUND];
  if (b) return b.modules;
  if (ids.length === 0) return NONE;
  // Only states that skipped the engine's entry points get here: a bug, not bad input.
  throw new Error('this state is not bound to an engine: pass it through an Engine (engine.bind)');
}

/**
 * The module with every hook field present, in one order. Modules are object literals
 * with different optional hooks, and the engine asks `m.someHook` of each module on hot
 * paths; with one shape those lookups stay monomorphic instead of megamorphic.
 */
function uniform(m: ExpansionModule): ExpansionModule {
  return {
    id: m.id,
    order: m.order,
    actions: m.actions,
    options: m.options,
    points: m.points,
    take2Used: m.take2Used,
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
    redact: m.redact,
    determinize: m.determinize,
  };
}
