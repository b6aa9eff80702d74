import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CoreEngine } from './engine.js';
import { coreWasmUrl } from './node.js';

const bytes = await readFile(coreWasmUrl);

describe('loader', () => {
  it('accepts bytes, a compiled module and a Response', async () => {
    const fromBytes = await CoreEngine.load(new Uint8Array(bytes));
    const fromBuffer = await CoreEngine.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const module = await WebAssembly.compile(bytes);
    const fromModule = await CoreEngine.load(module);
    const fromModuleSync = CoreEngine.fromModule(module);
    const fromResponse = await CoreEngine.load(new Response(bytes, { headers: { 'content-type': 'application/wasm' } }));
    const fromPromise = await CoreEngine.load(Promise.resolve(new Response(bytes)));
    const results = [fromBytes, fromBuffer, fromModule, fromModuleSync, fromResponse, fromPromise].map((e) =>
      e.randomGames(20, 2, 3),
    );
    for (const r of results) expect(r).toEqual(results[0]);
  });

  it('gives each engine its own memory of at most 1 MiB', async () => {
    const module = await WebAssembly.compile(bytes);
    const a = CoreEngine.fromModule(module);
    const b = CoreEngine.fromModule(module);
    expect(a.memoryBytes).toBeLessThanOrEqual(1 << 20);
    expect(a.raw.memory).not.toBe(b.raw.memory);
    a.reset(2);
    b.reset(2);
    a.put({ tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' });
    expect(a.scores()).toEqual([4, 0]);
    expect(b.scores()).toEqual([0, 0]);
    expect(b.tileAt(0, -1)).toBeNull();
    expect(a.tileAt(0, -1)).toEqual({ tile: 'E', rot: 180 });
  });

  it('keeps Node-only modules out of the browser and Workers entry', async () => {
    for (const file of ['index.ts', 'engine.ts', 'table.ts']) {
      const src = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(src).not.toMatch(/from ['"](node:|fs|path|url)/);
    }
  });

  it('refuses a stack that could outgrow the board', async () => {
    const e = CoreEngine.fromModule(await WebAssembly.compile(bytes));
    e.reset(2);
    expect(() => e.setStack(new Array(125).fill('U'))).toThrow(/125/);
    e.setStack(new Array(124).fill('U'));
    expect(() => e.setStack(['FE1'])).toThrow(/unknown tile/);
  });

  it('rejects a tile table whose edges and features disagree', async () => {
    const module = await WebAssembly.compile(bytes);
    const bad = { id: 'Z', set: 'base', count: 1, edges: ['C', 'F', 'F', 'F'], features: [{ kind: 'road', at: ['N'], pennant: false, borders: [] }], symbol: null, tunnel: false } as const;
    expect(() => CoreEngine.fromModule(module, { tiles: [bad], startTile: 'Z' })).toThrow(/tile table/);
  });
});
