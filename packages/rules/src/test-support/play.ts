/**
 * Helpers for the scenario tests: play scripted turns (record-style moves) through the
 * public API and keep every event, so a test reads like the game it describes.
 */
import { apply, createGame, legalActions, pendingDecision } from '../index.js';
import type { GameState } from '../state.js';
import type { Location, Rotation } from '@carc/tiles';
import type { Action, GameEvent, RecordMove, RuleError } from '../index.js';

export interface Played {
  state: GameState;
  events: GameEvent[];
}

export function start(tiles: string[], players = 2, seed = 'scenario'): GameState {
  const g = createGame({ players: Array.from({ length: players }, (_, i) => `P${i}`), seed, tiles });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Apply one action; a rule error fails the test with its message. */
export function act(s: GameState, a: Action): Played {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.value.state, events: r.value.events };
}

/** One turn: place, then the follower (or pass). */
/** The base keys of a record move; `tile`, when given, is checked against the draw. */
export interface Move {
  tile?: string;
  x: number;
  y: number;
  rot: Rotation;
  meeple?: Location;
}

export function turn(s: GameState, m: Move): Played {
  const d = pendingDecision(s);
  if (m.tile !== undefined && d?.tile !== m.tile) throw new Error(`expected to draw ${m.tile}, drew ${d?.tile}`);
  const p = act(s, { type: 'place', x: m.x, y: m.y, rot: m.rot });
  const f = act(p.state, m.meeple ? { type: 'meeple', at: m.meeple } : { type: 'pass' });
  return { state: f.state, events: [...p.events, ...f.events] };
}

export function playTurns(tiles: string[], moves: RecordMove[], players = 2): Played {
  let s = start(tiles, players);
  const events: GameEvent[] = [];
  for (const m of moves) {
    const r = turn(s, m as Move);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function scoredEvents(events: GameEvent[]) {
  return events.flatMap((e) => (e.type === 'scored' ? [e.explanation] : []));
}

/** Deterministic chooser for random games (xorshift32). */
export function chooser(seed: number): (n: number) => number {
  let x = seed | 0 || 0x9e3779b9;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Play a random game to the end, calling `each` after every action. */
export function randomGame(
  seed: string,
  pick: (n: number) => number,
  players = 2,
  each?: (before: GameState, after: GameState, action: Action, events: GameEvent[]) => void,
): Played {
  const g = createGame({ players: Array.from({ length: players }, (_, i) => `P${i}`), seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const events: GameEvent[] = [];
  while (!s.finished) {
    const acts = legalActions(s);
    const a = acts[pick(acts.length)]!;
    const r = act(s, a);
    each?.(s, r.state, a, r.events);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

export function expectError(r: { ok: boolean; error?: RuleError }): RuleError {
  if (r.ok) throw new Error('expected a rule error');
  return r.error!;
}
