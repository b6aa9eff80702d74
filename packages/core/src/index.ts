export { CoreEngine, CoreError, RANDOM_POLICY } from './engine.js';
export type { CoreExports, CoreMove, CoreOptions, CoreSource, Placement, StepResult, PlayoutPolicy } from './engine.js';
export { encodeTileTable, locationCode, locationName } from './table.js';
export type { EncodedTable } from './table.js';
export type { ResponseLike, UrlLike, WasmBytes, WasmInstance, WasmMemory, WasmModule } from './wasm.js';
export * from './board/index.js';
