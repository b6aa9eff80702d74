/** Horizon playouts (`horizonPlayouts`): cut at a horizon, ended by a completion-chance estimate. */
import { describe, expect, it } from 'vitest';
import { loadCore } from './node.js';
import { CoreEngine } from './engine.js';

const FULL = CoreEngine.baseStack();

/** A position `turns` random turns into a 2-player game, and the tiles still to come. */
async function midGame(turns: number, seed: number) {
  const e = await loadCore();
  // A seeded order of the base stack, set as is: the tiles still to come are its tail.
  const order = FULL.slice();
  let x = seed * 2654435761;
  for (let i = order.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  e.seed(seed);
  e.reset(2);
  e.setStack(order);
  for (let i = 0; i < turns; i++) expect(e.step()).not.toBeNull();
  return { e, remaining: order.slice(turns) };
}

describe('horizonPlayouts', () => {
  it('is exactly `playouts` when the horizon reaches past the stack', async () => {
    for (const seed of [1, 2, 3]) {
      const { e, remaining } = await midGame(20, seed);
      e.seed(77);
      const full = e.playouts(30, remaining);
      e.seed(77);
      expect(e.horizonPlayouts(30, 200, remaining)).toEqual(full);
    }
  });

  it('at horizon 0 values the position at least at its game-end value, and more while tiles are left', async () => {
    let higher = 0;
    for (const seed of [4, 5, 6, 7]) {
      const { e, remaining } = await midGame(30, seed);
      const est = e.horizonPlayouts(1, 0, remaining);
      const end = e.finish();
      est.forEach((v, p) => expect(v).toBeGreaterThanOrEqual(end[p]! - 1e-9));
      if (est.some((v, p) => v > end[p]! + 1e-9)) higher++;
    }
    expect(higher).toBeGreaterThan(0);
  });

  it('leaves the position unchanged', async () => {
    const { e, remaining } = await midGame(25, 9);
    const before = JSON.stringify([e.scores(), e.supplies(), e.followersOnBoard(), e.current, e.placed]);
    e.horizonPlayouts(10, 5, remaining);
    expect(JSON.stringify([e.scores(), e.supplies(), e.followersOnBoard(), e.current, e.placed])).toBe(before);
  });
});
