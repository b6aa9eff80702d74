/** Node convenience entry (`@carc/core/node`): reads build/core.wasm from disk. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BoardEngine } from './board/engine.js';
import { CoreEngine } from './engine.js';
import type { CoreOptions } from './engine.js';
import { wasmRuntime } from './wasm.js';
import type { WasmModule } from './wasm.js';

export * from './index.js';

/** Location of the compiled core shipped with the package. */
export const coreWasmUrl = new URL('../build/core.wasm', import.meta.url);

let compiled: Promise<WasmModule> | undefined;

/** Compiles core.wasm once per process; each engine still gets its own instance and memory. */
export function coreModule(): Promise<WasmModule> {
  compiled ??= readFile(coreWasmUrl).then((bytes) => wasmRuntime.compile(bytes));
  return compiled;
}

export async function loadCore(options: CoreOptions = {}): Promise<CoreEngine> {
  return CoreEngine.fromModule(await coreModule(), options);
}

/** A board engine over build/core.wasm, made synchronously (the file is read and compiled here). */
export function loadBoardEngine(): BoardEngine {
  return BoardEngine.fromBytes(readFileSync(coreWasmUrl));
}
