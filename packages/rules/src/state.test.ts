/**
 * The state layout version: a stored state of another layout is recognised, and its
 * record (which never reads the board) rebuilds the game in this layout.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, isCurrentState, legalActions, pendingDecision, replay, STATE_FORMAT, Stream, toRecord } from './index.js';
import type { GameConfig, GameState } from './index.js';

/**
 * Uniformly random legal decisions from the start of a game: at least `decisions`, then
 * on to the next tile placement (a turn boundary, where a record holds the whole game).
 */
function playRandom(config: GameConfig, decisions: number): GameState {
  const g = createGame(config);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Stream.fromSeed(config.seed, 'policy');
  for (let i = 0; pendingDecision(s) && (i < decisions || pendingDecision(s)!.kind !== 'place'); i++) {
    const actions = legalActions(s);
    const r = apply(s, actions[rng.below(actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('STATE_FORMAT', () => {
  it('marks the states this engine makes', () => {
    const s = playRandom({ players: ['a', 'b'], seed: 'layout', expansions: ['festival'] }, 30);
    expect(s.format).toBe(STATE_FORMAT);
    expect(isCurrentState(s)).toBe(true);
  });

  it('refuses a state of the previous layout (flat board arrays) and rebuilds it from its record', () => {
    const s = playRandom({ players: ['a', 'b', 'c'], seed: 'old-layout', expansions: ['festival', 'easter'] }, 60);
    // Format 2 kept the board as flat arrays (cells, tiles, segs, frontier, meeples).
    const flatBoard = { minX: -2, minY: -2, w: 5, h: 5, cells: [], tiles: [], tileCount: s.board.tileCount, segs: [], segCount: s.board.segCount, frontier: [], meeples: [], meepleCount: s.board.meepleCount };
    const old = { ...structuredClone(s), format: 'carc-state/2', board: flatBoard } as unknown as GameState;
    expect(isCurrentState(old)).toBe(false);
    expect(isCurrentState(null)).toBe(false);
    expect(isCurrentState({ format: 'carc-state/2x' })).toBe(false);
    const rebuilt = replay(toRecord(old));
    expect(rebuilt.ok).toBe(true);
    if (!rebuilt.ok) return;
    expect(rebuilt.value.state.board).toEqual(s.board);
    expect(rebuilt.value.state.scores).toEqual(s.scores);
  });
});
