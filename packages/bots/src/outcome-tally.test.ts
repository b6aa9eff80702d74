import { describe, expect, it } from 'vitest';
import { OutcomeTally } from './outcome-tally.js';

describe('OutcomeTally', () => {
  it('averages margins over the best opponent, scores and shared top places', () => {
    const t = new OutcomeTally(3, 0);
    t.add([10, 4, 7]); // margin +3, player 0 tops alone
    t.add([5, 5, 9]); // margin -4, player 2 tops
    t.add([6, 6, 2]); // margin 0, a shared top
    const m = t.means();
    expect(m.margin).toBeCloseTo(-1 / 3, 9);
    expect(m.scores).toEqual([7, 5, 6]);
    expect(m.win[0]).toBeCloseTo(1.5 / 3, 9);
    expect(m.win[1]).toBeCloseTo(0.5 / 3, 9);
    expect(m.win[2]).toBeCloseTo(1 / 3, 9);
  });

  it('gives zeros before the first outcome', () => {
    expect(new OutcomeTally(2, 1).means()).toEqual({ margin: 0, scores: [0, 0], win: [0, 0] });
  });
});
