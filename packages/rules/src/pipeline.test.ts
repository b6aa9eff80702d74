/**
 * The turn points: the base game's, plus those each module declares beside an anchor
 * (expansion.ts, `points`). With every expansion the order is rules.md X-3's.
 */
import { describe, expect, it } from 'vitest';
import type { ExpansionModule } from './expansion.js';
import { FINAL_POINTS, TURN_POINTS } from './expansion.js';
import { ALL_EXPANSIONS } from './expansions/index.js';
import { createEngine } from './index.js';
import { turnPoints } from './pipeline.js';

const byId = (id: string) => ALL_EXPANSIONS.find((m) => m.id === id)!;

describe('turn points', () => {
  it('puts the declared points in the order of X-3 with every expansion, the base ones unmoved', () => {
    const all = turnPoints(ALL_EXPANSIONS);
    expect(all).toEqual(['draw', 'gift', 'start', 'place', 'follower', 'cards-draw', 'score', 'nests', 'bunny', 'gifts-earned', 'end', 'discard', 'next']);
    expect(all.filter((p) => (TURN_POINTS as readonly string[]).includes(p))).toEqual([...TURN_POINTS]);
  });

  it('places each module’s points by its own anchors, whichever other modules are in the game', () => {
    expect(turnPoints([byId('gifts')]).slice(6, 9)).toEqual(['score', 'gifts-earned', 'end']);
    expect(turnPoints([byId('easter')]).slice(6, 10)).toEqual(['score', 'nests', 'bunny', 'end']);
    expect(turnPoints([])).toEqual([...TURN_POINTS]);
  });

  it('has every step of the table’s modules at a point its module or the base declares', () => {
    for (const m of ALL_EXPANSIONS) {
      const points = [...turnPoints([m]), ...FINAL_POINTS];
      for (const step of m.steps ?? []) expect(points, `${step.id}`).toContain(step.point);
    }
  });

  it('refuses a point anchored to another module’s point, to an unknown one, or named twice', () => {
    const toy = (points: ExpansionModule['points']): ExpansionModule => ({ id: 'toy', order: 99, actions: {}, points });
    expect(() => turnPoints([toy([{ name: 'late', after: 'nests' }])])).toThrow(/bad point late/);
    expect(() => turnPoints([byId('easter'), toy([{ name: 'late', after: 'nests' }])])).toThrow(/bad point late/);
    expect(() => turnPoints([toy([{ name: 'score', before: 'end' }])])).toThrow(/bad point score/);
    expect(turnPoints([toy([{ name: 'a', before: 'end' }, { name: 'b', after: 'a' }])]).slice(6, 10)).toEqual(['score', 'a', 'b', 'end']);
  });
});

describe('module order', () => {
  it('runs modules in their declared order, whatever order the engine was given them in', () => {
    const reversed = createEngine([...ALL_EXPANSIONS].reverse());
    expect(reversed.modules.map((m) => m.id)).toEqual(['christmas-gift', 'gifts', 'festival', 'easter']);
  });

  it('refuses two modules of one order or one id', () => {
    const twin = { ...byId('festival'), id: 'twin' } as unknown as ExpansionModule;
    expect(() => createEngine([byId('festival'), twin])).toThrow(/order/);
    expect(() => createEngine([byId('festival'), { ...byId('festival'), order: 31 }])).toThrow(/id/);
  });
});
