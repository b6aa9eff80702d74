import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { transferLink } from './api.js';
import { qrPath } from './qr.js';

/** The modules a path draws, read back from its `M x y h w v1 h-w z` runs. */
function modules(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < w; i++) {
      expect(grid[y]![x + i], `module ${x + i},${y} drawn twice`).toBe(false);
      grid[y]![x + i] = true;
    }
  }
  return grid;
}

describe('the transfer link as a QR code', () => {
  it('draws exactly the dark modules of the code, with a 4-module quiet zone', () => {
    const link = transferLink('https://carcassonne.example', 'abcdefghijkl', '0123456789abcdef0123456789abcdef');
    const { size, d } = qrPath(link);
    const { data } = encode(link, { ecc: 'M', border: 4 });
    expect(size).toBe(data.length);
    expect(modules(d, size)).toEqual(data);
    // Quiet zone: the four outer rings are light.
    for (let i = 0; i < size; i++) for (const j of [0, 1, 2, 3, size - 4, size - 3, size - 2, size - 1]) expect(data[j]![i] || data[i]![j]).toBe(false);
    // A link of this length fits a small code (version 5 or below: at most 37 modules + 8).
    expect(size).toBeLessThanOrEqual(45);
  });

  it('keeps the code in the fragment, never in the path or the query', () => {
    const u = new URL(transferLink('https://carcassonne.example', 'abcdefghijkl', 'ff'.repeat(16)));
    expect(u.pathname).toBe('/');
    expect(u.search).toBe('');
    expect(u.hash).toBe(`#/move/abcdefghijkl/${'ff'.repeat(16)}`);
  });
});
