import { describe, expect, it } from 'vitest';
import { keepCentre, zoomAt, MAX_ZOOM, MIN_ZOOM } from './panzoom.js';

describe('zoom', () => {
  it('keeps the point under the cursor fixed', () => {
    const v = { x: 10, y: 20, k: 1 };
    const z = zoomAt(v, 200, 100, 2);
    // Board point under (200,100) before: ((200-10)/1, (100-20)/1) = (190, 80).
    expect((200 - z.x) / z.k).toBeCloseTo(190);
    expect((100 - z.y) / z.k).toBeCloseTo(80);
    expect(z.k).toBe(2);
  });

  it('stays within the zoom limits', () => {
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 0, 0, 100).k).toBe(MAX_ZOOM);
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 0, 0, 0.0001).k).toBe(MIN_ZOOM);
  });
});

describe('resize', () => {
  it('keeps the board point in the middle of the area in the middle when the area changes size', () => {
    const v = { x: 155, y: 322, k: 0.8 };
    const from = { width: 390, height: 744 };
    const to = { width: 390, height: 300 };
    const middle = (view: typeof v, a: typeof from) => [(a.width / 2 - view.x) / view.k, (a.height / 2 - view.y) / view.k];
    const after = keepCentre(v, from, to);
    expect(middle(after, to)[0]).toBeCloseTo(middle(v, from)[0]!);
    expect(middle(after, to)[1]).toBeCloseTo(middle(v, from)[1]!);
    expect(after.k).toBe(0.8);
  });
});
