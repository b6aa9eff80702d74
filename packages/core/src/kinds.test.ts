/**
 * The core reads edge and feature kinds in @carc/tiles' numbering (assembly/kinds.ts
 * compiles tiles' codes.ts). These tables differ from the real one only in their kind
 * codes, so the core's verdict on them shows which numbering it applies.
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_TILES,
  EDGE_KIND_CODE,
  EDGE_KIND_COUNT,
  FEATURE_KIND_CODE,
  FEATURE_KIND_COUNT,
  FEATURE_KINDS,
  KIND_CITY,
  KIND_ROAD,
} from '@carc/tiles';
import { coreModule } from './node.js';
import { CoreEngine } from './engine.js';
import { encodeTileTable, RECORD_BYTES } from './table.js';

const table = encodeTileTable(BASE_TILES);

/** configure's code for the base table with every feature kind byte passed through `recode`. */
async function configureWith(recode: (kind: number) => number, edge: (code: number) => number = (c) => c): Promise<number> {
  const raw = CoreEngine.fromModule(await coreModule()).raw;
  const bytes = table.bytes.slice();
  BASE_TILES.forEach((t, ti) => {
    const rec = ti * RECORD_BYTES;
    for (let d = 0; d < 4; d++) bytes[rec + d] = edge(bytes[rec + d]!);
    t.features.forEach((_, fi) => (bytes[rec + 8 + fi * 8] = recode(bytes[rec + 8 + fi * 8]!)));
  });
  new Uint8Array(raw.memory.buffer, raw.ioPtr(), bytes.length).set(bytes);
  return raw.configure(table.ids.length, table.startIndex);
}

describe('kind codes shared with @carc/tiles', () => {
  it('writes the tiles package codes into the records', () => {
    BASE_TILES.forEach((t, ti) => {
      const rec = ti * RECORD_BYTES;
      t.edges.forEach((e, d) => expect(table.bytes[rec + d]).toBe(EDGE_KIND_CODE[e]));
      t.features.forEach((f, fi) => expect(FEATURE_KINDS[table.bytes[rec + 8 + fi * 8]!]).toBe(f.kind));
    });
  });

  it('accepts the table as encoded', async () => {
    expect(await configureWith((k) => k)).toBe(0);
  });

  it('refuses kind codes past the last one (5 = bad feature kind, 4 = bad edge kind)', async () => {
    // The core's old numbering (road=1 ... cloister=4) puts cloisters out of range.
    expect(await configureWith((k) => k + 1)).toBe(5);
    expect(await configureWith((k) => (k === FEATURE_KIND_CODE.cloister ? FEATURE_KIND_COUNT : k))).toBe(5);
    expect(await configureWith((k) => k, (e) => (e === EDGE_KIND_CODE.C ? EDGE_KIND_COUNT : e))).toBe(4);
  });

  it('reads road and city by their codes: swapped codes no longer match the edges (7)', async () => {
    const swap = (k: number) => (k === KIND_ROAD ? KIND_CITY : k === KIND_CITY ? KIND_ROAD : k);
    expect(await configureWith(swap)).toBe(7);
  });
});
