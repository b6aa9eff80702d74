/**
 * A turn's move (macro) valued by playouts in the wasm core on given seeds: every move valued
 * with the same seeds sees the same tile orders (common random numbers), so two moves'
 * difference is not luck. Post-game analysis and hints value moves this way.
 */
import { locationName } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import type { MoveValue } from './types.js';
import { playMacro } from './moves.js';
import type { Macro } from './moves.js';
import { OutcomeTally } from './outcome-tally.js';
import type { CorePosition } from './position.js';
import { seededRng } from './rng.js';

/** Plays `m` out once per seed; every move valued with the same seeds sees the same tile orders. */
export function valueMacro(position: CorePosition, m: Macro, v: PlayerView, seeds: readonly number[], stackSeed: number): MoveValue | null {
  if (!playMacro(position, m)) return null;
  const raw = position.core.raw;
  const n = position.players;
  const viewer = v.viewer ?? 0;
  position.setStack(seededRng(stackSeed));
  const io = new Float64Array(raw.memory.buffer, raw.ioPtr(), n);
  const core = new Array<number>(n).fill(0);
  const tally = new OutcomeTally(n, viewer);
  for (const seed of seeds) {
    raw.seed(seed, 0x9e3779b9);
    raw.playouts(1);
    for (let c = 0; c < n; c++) core[c] = io[c]!;
    tally.add(position.realScores(core));
  }
  const follower = m.action.type === 'place' && m.loc >= 0 ? locationName(m.loc) : null;
  return { action: m.action, follower, ...tally.means() };
}

