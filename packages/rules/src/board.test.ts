/**
 * The board's frontier (the core keeps it; read through frontierCount/X/Y): it must
 * list exactly the empty squares beside a tile, each once, in the order they appeared
 * (the order of the legal placements, which random games depend on).
 */
import { describe, expect, it } from 'vitest';
import { frontierCount, frontierX, frontierY, tileAt, tileX, tileY } from './board.js';
import { apply, createGame, legalActions, pendingDecision, Stream } from './index.js';
import type { BoardState, ExpansionId } from './index.js';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** The frontier after a tile at (x, y), the naive way: drop (x, y), append its new empty neighbours N, E, S, W. */
function referenceFrontier(prev: readonly number[], b: BoardState, x: number, y: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < prev.length; i += 2) if (prev[i] !== x || prev[i + 1] !== y) out.push(prev[i]!, prev[i + 1]!);
  for (let e = 0; e < 4; e++) {
    const nx = x + DX[e]!;
    const ny = y + DY[e]!;
    if (tileAt(b, nx, ny) >= 0) continue;
    let listed = false;
    for (let i = 0; i < out.length; i += 2) if (out[i] === nx && out[i + 1] === ny) listed = true;
    if (!listed) out.push(nx, ny);
  }
  return out;
}

/** The frontier as (x, y) pairs, in order. */
function frontierOf(b: BoardState): number[] {
  const out: number[] = [];
  for (let k = 0; k < frontierCount(b); k++) out.push(frontierX(b, k), frontierY(b, k));
  return out;
}

function emptySquaresBesideTiles(b: BoardState): Set<string> {
  const out = new Set<string>();
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let t = 0; t < b.tileCount; t++) {
    minX = Math.min(minX, tileX(b, t));
    maxX = Math.max(maxX, tileX(b, t));
    minY = Math.min(minY, tileY(b, t));
    maxY = Math.max(maxY, tileY(b, t));
  }
  for (let y = minY - 1; y <= maxY + 1; y++) {
    for (let x = minX - 1; x <= maxX + 1; x++) {
      if (tileAt(b, x, y) >= 0) continue;
      if (DX.some((dx, e) => tileAt(b, x + dx, y + DY[e]!) >= 0)) out.add(`${x},${y}`);
    }
  }
  return out;
}

function checkGame(expansions: ExpansionId[], seed: string): number {
  const g = createGame({ players: ['a', 'b', 'c'], expansions, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Stream.fromSeed(seed, 'policy');
  let placements = 0;
  while (pendingDecision(s)) {
    const actions = legalActions(s);
    const a = actions[rng.below(actions.length)]!;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    const before = s.board;
    s = r.value.state;
    if (a.type !== 'place') continue;
    placements++;
    const fr = frontierOf(s.board);
    expect(fr).toEqual(referenceFrontier(frontierOf(before), s.board, a.x, a.y));
    const listed = new Set<string>();
    for (let i = 0; i < fr.length; i += 2) listed.add(`${fr[i]},${fr[i + 1]}`);
    expect(listed.size).toBe(fr.length / 2);
    expect(listed).toEqual(emptySquaresBesideTiles(s.board));
  }
  return placements;
}

describe('frontier', () => {
  it('lists every empty square beside a tile once, in the order the squares appeared', () => {
    expect(checkGame([], 'frontier-base')).toBeGreaterThan(60);
    expect(checkGame(['christmas-gift', 'gifts', 'festival', 'easter'], 'frontier-all')).toBeGreaterThan(60);
  });
});
