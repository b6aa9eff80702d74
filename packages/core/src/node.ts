/** Node convenience entry (`@carc/core/node`): reads build/core.wasm from disk. */
import { readFile } from 'node:fs/promises';
import { CoreEngine } from './engine.js';
import type { CoreOptions } from './engine.js';

export * from './index.js';

/** Location of the compiled core shipped with the package. */
export const coreWasmUrl = new URL('../build/core.wasm', import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;

/** Compiles core.wasm once per process; each engine still gets its own instance and memory. */
export function coreModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(coreWasmUrl).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export async function loadCore(options: CoreOptions = {}): Promise<CoreEngine> {
  return CoreEngine.fromModule(await coreModule(), options);
}
