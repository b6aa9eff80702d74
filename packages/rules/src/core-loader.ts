/**
 * Loading the WebAssembly core that holds the board (`@carc/core`'s board engine).
 *
 * - Node: nothing to do. The first game reads and compiles `@carc/core/core.wasm`
 *   synchronously (found through `process.getBuiltinModule`, so a browser bundle carries no
 *   `node:` import).
 * - Browser (Vite) and Web Workers: `await loadRules(coreUrl)` once, before the first game
 *   (`import coreUrl from '@carc/core/core.wasm?url'`).
 * - Cloudflare Workers (which cannot compile wasm from bytes): `useCoreModule(coreModule)`
 *   once, with `import coreModule from '@carc/core/core.wasm'` (wrangler makes it a
 *   `WebAssembly.Module`).
 *
 * Using the rules before that throws a `CoreNotLoadedError` that says which call to make.
 */
import { BoardEngine, boardEngine, installBoardEngine } from '@carc/core';
import type { CoreSource, WasmBytes, WasmModule } from '@carc/core';

/** Thrown when a game is made or read before the core was loaded (see `loadRules`). */
export class CoreNotLoadedError extends Error {
  readonly code = 'core-not-loaded';
  constructor(cause?: unknown) {
    super(
      '@carc/rules: the WebAssembly core is not loaded. Before the first game, call `await loadRules(coreUrl)` ' +
        "(browser, Web Worker; `import coreUrl from '@carc/core/core.wasm?url'`) or `useCoreModule(coreModule)` " +
        "(Cloudflare Worker; `import coreModule from '@carc/core/core.wasm'`). Node loads it by itself.",
      cause === undefined ? undefined : { cause },
    );
    this.name = 'CoreNotLoadedError';
  }
}

let ready = false;

/** Whether the core is loaded (the rules may be used). */
export function rulesReady(): boolean {
  if (!ready) {
    try {
      boardEngine();
      ready = true;
    } catch {
      // none installed yet
    }
  }
  return ready;
}

/**
 * Loads the core from a URL, a `Response`, bytes or a compiled `WebAssembly.Module`; in Node
 * the argument may be left out. Call once before the first game; later calls replace the
 * engine (games already made stay readable: a board is plain data).
 */
export async function loadRules(source?: CoreSource): Promise<void> {
  if (source === undefined) {
    requireCore();
    return;
  }
  installBoardEngine(await BoardEngine.load(source));
  ready = true;
}

/** Synchronous loading from a compiled module (Cloudflare Workers) or the bytes of core.wasm (Node, Web Workers). */
export function useCoreModule(module: WasmModule | WasmBytes): void {
  const bytes = module instanceof ArrayBuffer || ArrayBuffer.isView(module);
  installBoardEngine(bytes ? BoardEngine.fromBytes(module as WasmBytes) : BoardEngine.fromModule(module as WasmModule));
  ready = true;
}

/** Makes sure the core is loaded: in Node it loads it now, elsewhere it throws CoreNotLoadedError. */
export function requireCore(): void {
  if (ready || rulesReady()) return;
  const bytes = nodeCoreBytes();
  if (bytes === null) throw new CoreNotLoadedError();
  try {
    useCoreModule(bytes);
  } catch (e) {
    throw new CoreNotLoadedError(e);
  }
}

interface NodeBuiltins {
  getBuiltinModule?: (id: string) => unknown;
}

/** core.wasm's bytes read from @carc/core when this runs in Node, else null. */
function nodeCoreBytes(): Uint8Array | null {
  const proc = (globalThis as { process?: NodeBuiltins }).process;
  if (typeof proc?.getBuiltinModule !== 'function') return null;
  try {
    const mod = proc.getBuiltinModule('node:module') as { createRequire(from: string): { resolve(id: string): string } } | undefined;
    const fs = proc.getBuiltinModule('node:fs') as { readFileSync(path: string): Uint8Array } | undefined;
    if (!mod || !fs) return null;
    return fs.readFileSync(mod.createRequire(import.meta.url).resolve('@carc/core/core.wasm'));
  } catch {
    return null;
  }
}
