/**
 * assembly/index.ts is the export surface and nothing else: every module behind it keeps
 * its helpers to itself. The wasm exports must be exactly what `CoreExports` declares.
 */
import { describe, expect, it } from 'vitest';
import { coreModule } from './node.js';
import type { CoreExports } from './engine.js';
import type { BoardExports } from './board/engine.js';

// Written out so that the compiler checks each name against the interface, and the test
// checks the binary against the list.
const FUNCTIONS = [
  'seed', 'ioPtr', 'configure', 'finish', 'reset', 'put', 'placements', 'spots', 'loadStack', 'shuffleStack',
  'step', 'policy', 'playouts', 'horizonPlayouts', 'score', 'inSupply', 'onBoard', 'status', 'tileAt', 'followerAt',
] as const satisfies readonly Exclude<keyof CoreExports, 'memory'>[];
const BOARD_FUNCTIONS = [
  'bLayout', 'bReset', 'bPlace', 'bFollower', 'bRemove', 'bPlacements', 'bCanPlace', 'bFeature', 'bChecksum', 'rollback', 'journalLength', 'journalForget', 'setJournalLimit',
] as const satisfies readonly Exclude<keyof BoardExports, 'memory' | 'ioPtr' | 'configure'>[];

describe('core.wasm exports', () => {
  it('are the functions of CoreExports and the memory, nothing more', async () => {
    const exports = WebAssembly.Module.exports(await coreModule());
    expect(exports.filter((e) => e.kind === 'function').map((e) => e.name).sort()).toEqual([...FUNCTIONS, ...BOARD_FUNCTIONS].sort());
    expect(exports.filter((e) => e.kind !== 'function')).toEqual([{ name: 'memory', kind: 'memory' }]);
  });

  it('take the argument counts the wrapper passes', async () => {
    const instance = new WebAssembly.Instance(await coreModule(), {});
    const arity = Object.fromEntries([...FUNCTIONS, ...BOARD_FUNCTIONS].map((name) => [name, (instance.exports[name] as (...a: number[]) => unknown).length]));
    expect(arity).toEqual({
      seed: 2, ioPtr: 0, configure: 2, finish: 0, reset: 1, put: 5, placements: 1, spots: 4, loadStack: 1,
      shuffleStack: 0, step: 0, policy: 5, playouts: 1, horizonPlayouts: 2, score: 1, inSupply: 1, onBoard: 1, status: 0, tileAt: 2,
      followerAt: 3,
      bLayout: 0, bReset: 0, bPlace: 4, bFollower: 3, bRemove: 1, bPlacements: 1, bCanPlace: 1, bFeature: 1, bChecksum: 0, rollback: 1, journalLength: 0, journalForget: 0, setJournalLimit: 1,
    });
  });
});
