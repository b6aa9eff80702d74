// Loading the core from bytes with the loader's own types: they compile without the DOM lib
// (a Node project with lib es2022 and @types/node).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CoreEngine } from '@carc/core';
import type { CoreSource, Placement } from '@carc/core';

// The package exports its wasm file; resolving it gives its path on disk.
const wasmPath = createRequire(import.meta.url).resolve('@carc/core/core.wasm');
const source: CoreSource = await readFile(wasmPath);
const engine: CoreEngine = await CoreEngine.load(source);

engine.reset(2);
const first: Placement | undefined = engine.placements('U')[0];
if (!first) throw new Error('a road tile fits next to the start tile');
engine.put({ tile: 'U', ...first });
console.log(JSON.stringify({ placed: engine.placed, memoryBytes: engine.memoryBytes, current: engine.current }));
