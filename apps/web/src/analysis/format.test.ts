import { describe, expect, it } from 'vitest';
import { cellOf, describeMove, signed } from './format.js';

describe('describeMove', () => {
  const place = { type: 'place', x: 1, y: -2, rot: 90 } as const;

  it('names a placement with its follower, or with the other answer its follower decision got', () => {
    const bare = describeMove(place, null);
    expect(bare).toMatch(/1.*-2.*90/);
    expect(describeMove(place, 'N')).toMatch(new RegExp(`^${bare.replace(/[()]/g, '\\$&')}, .*N`));
    const festival = describeMove(place, null, { type: 'ext', expansion: 'festival', kind: 'return', x: 0, y: 0, at: 'C' } as never);
    expect(festival).toBe(`${bare}, festival/return`);
    // Passing the follower decision adds nothing to the placement.
    expect(describeMove(place, null, { type: 'pass' })).toBe(bare);
  });

  it('signs margins with a real minus sign', () => {
    expect([signed(2.25), signed(-0.5), signed(0)]).toEqual(['+2.3', '−0.5', '+0.0']);
  });
});

describe('cellOf', () => {
  it('gives the cell of a placement or of an expansion action on a cell, and nothing for the others', () => {
    expect(cellOf({ type: 'place', x: 2, y: -1, rot: 0 })).toEqual({ x: 2, y: -1 });
    expect(cellOf({ type: 'ext', expansion: 'easter', kind: 'hop', x: -3, y: 4 } as never)).toEqual({ x: -3, y: 4 });
    expect(cellOf({ type: 'ext', expansion: 'christmas-gift', kind: 'draw' } as never)).toBeNull();
    expect(cellOf({ type: 'meeple', at: 'N' })).toBeNull();
    expect(cellOf({ type: 'pass' })).toBeNull();
  });
});
