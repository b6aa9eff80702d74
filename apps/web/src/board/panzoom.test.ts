import { describe, expect, it } from 'vitest';
import { keepCentre, panInto, zoomAt, MAX_ZOOM, MIN_ZOOM } from './panzoom.js';

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

describe('panInto', () => {
  const area = { width: 390, height: 168 };
  const tile = { x0: 100, y0: 200, x1: 200, y1: 300 };
  const screen = (v: { x: number; y: number; k: number }) => ({ top: v.y + tile.y0 * v.k, bottom: v.y + tile.y1 * v.k, left: v.x + tile.x0 * v.k, right: v.x + tile.x1 * v.k });

  it('leaves a view alone when the tile is inside', () => {
    const v = { x: 50, y: -70, k: 0.5 };
    expect(screen(v).top).toBeGreaterThanOrEqual(12);
    expect(screen(v).bottom).toBeLessThanOrEqual(168 - 12);
    expect(panInto(v, tile, area)).toEqual(v);
  });

  it('pans a tile cut at the top just inside, zoom and the other axis kept', () => {
    const v = { x: 50, y: -180, k: 0.8 };
    expect(screen(v).top).toBeLessThan(0);
    const after = panInto(v, tile, area);
    expect(after.k).toBe(0.8);
    expect(after.x).toBe(50);
    expect(screen(after).top).toBeCloseTo(12);
  });

  it('pans a tile cut at the bottom or the right side up and left', () => {
    const v = { x: 250, y: 0, k: 0.8 };
    const after = panInto(v, tile, area);
    expect(screen(after).bottom).toBeCloseTo(168 - 12);
    expect(screen(after).right).toBeCloseTo(390 - 12);
  });

  it('centres a tile too large for the area at this zoom', () => {
    const after = panInto({ x: 0, y: 0, k: 2 }, tile, area);
    expect((screen(after).top + screen(after).bottom) / 2).toBeCloseTo(84);
    expect(after.k).toBe(2);
  });
});
