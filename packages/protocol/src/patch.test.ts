import { describe, expect, it } from 'vitest';
import { applyViewPatch } from './index.js';

describe('applyViewPatch', () => {
  const view = { viewer: 0, board: [{ t: 'A' }, { t: 'B' }], scores: [0, 0], own: {} };

  it('replaces set keys, appends tails, keeps key order and leaves the input alone', () => {
    const next = applyViewPatch(view, { set: { scores: [4, 0] }, tail: { board: { from: 2, items: [{ t: 'C' }] } } });
    expect(next).toEqual({ viewer: 0, board: [{ t: 'A' }, { t: 'B' }, { t: 'C' }], scores: [4, 0], own: {} });
    expect(Object.keys(next)).toEqual(Object.keys(view));
    expect(view.board).toHaveLength(2);
    expect(view.scores).toEqual([0, 0]);
  });

  it('a tail may cut the array before appending', () => {
    expect(applyViewPatch(view, { tail: { board: { from: 1, items: [{ t: 'X' }] } } }).board).toEqual([{ t: 'A' }, { t: 'X' }]);
  });

  it('an empty or absent patch changes nothing', () => {
    expect(applyViewPatch(view, {})).toEqual(view);
    expect(applyViewPatch(view, undefined)).toBe(view);
  });

  it('refuses a tail that does not fit (the client missed an update and must sync)', () => {
    expect(() => applyViewPatch(view, { tail: { board: { from: 5, items: [] } } })).toThrow(/does not fit/);
    expect(() => applyViewPatch(view, { tail: { scores2: { from: 0, items: [] } } })).toThrow(/does not fit/);
  });

  it('JSON of the result equals JSON of the view the patch was made for', () => {
    const after = { viewer: 0, board: [{ t: 'A' }, { t: 'B' }, { t: 'C' }], scores: [1, 2], own: { gifts: ['x'] } };
    const patch = { set: { scores: [1, 2], own: { gifts: ['x'] } }, tail: { board: { from: 2, items: [{ t: 'C' }] } } };
    expect(JSON.stringify(applyViewPatch(JSON.parse(JSON.stringify(view)), JSON.parse(JSON.stringify(patch))))).toBe(JSON.stringify(after));
  });
});
