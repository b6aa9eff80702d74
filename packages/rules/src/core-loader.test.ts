/**
 * Loading the core (core-loader.ts). In Node the rules load it by themselves; where Node's
 * built-ins cannot be reached (a browser, a Worker) a game before `loadRules` /
 * `useCoreModule` is a CoreNotLoadedError that names the call to make, and after it the
 * game plays. The second case runs in a child Node process with `process.getBuiltinModule`
 * taken away before the package (its built dist) is imported, so nothing is loaded yet.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGame, CoreNotLoadedError, rulesReady } from './index.js';

const dist = new URL('../dist/index.js', import.meta.url).href;
const wasm = fileURLToPath(import.meta.resolve('@carc/core/core.wasm'));

function child(script: string): { before: string; code?: string; name?: string; message?: string; ready: boolean[]; tiles?: number } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as ReturnType<typeof child>;
}

const prelude = `
delete process.getBuiltinModule;
const { readFileSync } = await import('node:fs');
const rules = await import(${JSON.stringify(dist)});
const ready = [rules.rulesReady()];
let error = {};
try { rules.createGame({ players: ['a', 'b'], seed: 's' }); } catch (e) { error = { name: e.name, code: e.code, message: e.message, isClass: e instanceof rules.CoreNotLoadedError }; }
`;

describe('loading the core', () => {
  it('needs no call in Node', () => {
    const g = createGame({ players: ['a', 'b'], seed: 'node' });
    expect(g.ok).toBe(true);
    expect(rulesReady()).toBe(true);
  });

  it('refuses a game before loading, with a typed error saying what to call; useCoreModule(bytes) then plays', () => {
    const r = child(`${prelude}
rules.useCoreModule(readFileSync(${JSON.stringify(wasm)}));
ready.push(rules.rulesReady());
const g = rules.createGame({ players: ['a', 'b'], seed: 's' });
console.log(JSON.stringify({ ...error, ready, tiles: g.ok ? g.value.board.tileCount : -1 }));`);
    expect(r.name).toBe('CoreNotLoadedError');
    expect(r.code).toBe('core-not-loaded');
    expect(r.message).toContain('loadRules');
    expect(r.message).toContain('useCoreModule');
    expect(r.ready).toEqual([false, true]);
    expect(r.tiles).toBe(1);
  });

  it('loadRules takes a URL (file: here, http(s): in a browser) or a compiled module', () => {
    const viaUrl = child(`${prelude}
globalThis.fetch = async (u) => new Response(readFileSync(new URL(u)), { headers: { 'content-type': 'application/wasm' } });
await rules.loadRules(${JSON.stringify(new URL(`file://${wasm}`).href)});
ready.push(rules.rulesReady());
const g = rules.createGame({ players: ['a', 'b'], seed: 's' });
console.log(JSON.stringify({ ...error, ready, tiles: g.ok ? g.value.board.tileCount : -1 }));`);
    expect(viaUrl.code).toBe('core-not-loaded');
    expect(viaUrl.ready).toEqual([false, true]);
    expect(viaUrl.tiles).toBe(1);
    const viaModule = child(`${prelude}
rules.useCoreModule(new WebAssembly.Module(readFileSync(${JSON.stringify(wasm)})));
const g = rules.createGame({ players: ['a', 'b'], seed: 's' });
console.log(JSON.stringify({ ...error, ready, tiles: g.ok ? g.value.board.tileCount : -1 }));`);
    expect(viaModule.code).toBe('core-not-loaded');
    expect(viaModule.tiles).toBe(1);
  });

  it('CoreNotLoadedError is an Error with a stable code', () => {
    const e = new CoreNotLoadedError();
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('core-not-loaded');
  });
});
