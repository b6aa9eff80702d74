export { CoreEngine, CoreError } from './engine.js';
export type { CoreExports, CoreMove, CoreOptions, CoreSource, Placement, StepResult } from './engine.js';
export { encodeTileTable, locationCode, locationName } from './table.js';
export type { EncodedTable } from './table.js';
