import { describe, expect, it } from 'vitest';
import { apply, createGame, EXPANSION_IDS, expansionModule, view } from '@carc/rules';
import { EXPANSION_TILE_SETS, tilesLeftByType } from './tilesLeft.js';
import { randomMove } from '../game/testing.js';

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('EXPANSION_TILE_SETS', () => {
  it("lists every expansion module's tile sets", () => {
    expect(Object.keys(EXPANSION_TILE_SETS).sort()).toEqual([...EXPANSION_IDS].sort());
    for (const id of EXPANSION_IDS) expect(EXPANSION_TILE_SETS[id]).toEqual(expansionModule(id)?.tileSets ?? []);
  });
});

describe('tilesLeftByType', () => {
  it('counts the whole stack by type at the start, and keeps adding up to the stack size', () => {
    const r = createGame({ players: ['Ann', 'Ben'], seed: 'left', expansions: ['festival', 'easter'] });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const first = tilesLeftByType(view(s, 0))!;
    expect(sum(first)).toBe(view(s, 0).stackSize);
    expect(first.get('FE1')).toBeLessThanOrEqual(1);
    for (let i = 0; i < 30 && !s.finished; i++) {
      const a = apply(s, randomMove(s, 'left')!);
      if (!a.ok) throw new Error(a.error.message);
      s = a.value.state;
      const v = view(s, null);
      const left = tilesLeftByType(v)!;
      expect(left, `move ${i}`).not.toBeNull();
      expect(sum(left)).toBe(v.stackSize);
    }
  });

  it('shows the start tile’s type one short, and nothing at all for a fixed draw order', () => {
    const r = createGame({ players: ['Ann', 'Ben'], seed: 'x' });
    if (!r.ok) throw new Error(r.error.message);
    // D has 4 copies; one is the start tile, and the first drawn tile is out of the stack.
    const v = view(r.value, 0);
    expect(tilesLeftByType(v)!.get('D')).toBe(v.tile === 'D' ? 2 : 3);
    const fixed = createGame({ players: ['Ann', 'Ben'], seed: 'x', tiles: ['U', 'V'] });
    if (!fixed.ok) throw new Error(fixed.error.message);
    expect(tilesLeftByType(view(fixed.value, 0))).toBeNull();
  });
});
