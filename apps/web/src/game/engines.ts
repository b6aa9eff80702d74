/**
 * The rules engine a local game is played with: the base game plus exactly the expansion
 * modules that game uses (`createEngine`, @carc/rules), each module fetched only when a game
 * asks for it. The package's plain functions (`apply`, `view`, ...) are those of the
 * all-expansions engine, whose chunk carries every expansion's code; a game of the base game
 * alone, the usual one, then loaded and ran code it never uses (issue #28: Lighthouse's
 * unused JavaScript on a running game). Christmas Gift's and Easter's rules (some 36 KB
 * minified) now come only with a game that uses them, from their `/module` subpaths; The
 * Gifts and The Festival (some 13 KB) still come with every game, as the table reads their
 * kinds from the files that hold their rules.
 *
 * An engine plays a game exactly as the all-expansions engine does: a state names its
 * expansions, and the engine runs only those modules (@carc/rules rules-engine.ts; its test
 * "replays with a picked engine exactly what the all-expansions engine recorded").
 *
 * `ensureEngine(ids)` fetches the modules (await it before a game is made or restored, as
 * `ensureRules` for the WebAssembly core); `engineFor(ids)` then gives the engine at once,
 * and throws for a module not fetched yet rather than play a game without it.
 */
import { createEngine, type Engine, type ExpansionId, type ExpansionModule, type rules } from '@carc/rules';

/** The all-expansions engine's type: the package's own types (Action, PlayerView, ...) for its table. */
export type GameEngine = typeof rules;

const MODULES: Record<ExpansionId, () => Promise<ExpansionModule>> = {
  // The module subpaths: the interface imports the kinds and view readers of
  // '@carc/rules/christmas-gift' and '@carc/rules/easter', which carry none of their rules.
  'christmas-gift': () => import('@carc/rules/christmas-gift/module').then((m) => m.christmasGift),
  gifts: () => import('@carc/rules/gifts').then((m) => m.giftsModule),
  festival: () => import('@carc/rules/festival').then((m) => m.festival),
  easter: () => import('@carc/rules/easter/module').then((m) => m.easter),
};

const loaded = new Map<string, ExpansionModule>();
const engines = new Map<string, Engine>();

const known = (id: string): id is ExpansionId => Object.hasOwn(MODULES, id);

/**
 * Fetches the modules of expansions `ids` (ids this app does not know are left out: the
 * engine then refuses such a game, as the all-expansions engine does). A failed fetch is
 * tried again on the next call.
 */
export async function ensureEngine(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.filter((id) => known(id) && !loaded.has(id)).map(async (id) => {
      loaded.set(id, await MODULES[id as ExpansionId]());
    }),
  );
}

/** The engine of a game with expansions `ids`; throws when ensureEngine has not fetched one of them. */
export function engineFor(ids: readonly string[]): GameEngine {
  const wanted = [...new Set(ids.filter(known))].sort();
  const key = wanted.join(',');
  let e = engines.get(key);
  if (!e) {
    const missing = wanted.filter((id) => !loaded.has(id));
    if (missing.length) throw new Error(`the rules of ${missing.join(', ')} are not loaded (ensureEngine)`);
    e = createEngine(wanted.map((id) => loaded.get(id)!));
    engines.set(key, e);
  }
  return e as unknown as GameEngine;
}
