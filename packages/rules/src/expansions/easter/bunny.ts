/**
 * The Easter Bunny: put on each Easter Bunny tile as it is placed, then the Easter Bunny
 * phase after the turn's scoring (rules.md EA-1, EA-2, EA-5, EA-6).
 *
 * The phase is one decision per hop: the moving player picks the next tile each time. A
 * hop is offered only when the player can still finish the number of hops EA-6 demands
 * from there, so every sequence of legal hops is a legal whole move.
 */
import { ownAction } from '../../expansion.js';
import type { MoveReader, StepOutcome, TurnStep } from '../../expansion.js';
import { memoOf, Recent, setMoveKey, tileAt } from '../../kit.js';
import type { BoardState, GameState } from '../../kit.js';
import type { Action, GameEvent, RecordMove, Result, RuleError } from '../../types.js';
import { rollDie } from './die.js';
import { addEggs, bunnyPlaced, easterEvent, easterSlice, eggsNear, hasTile, ID, phaseOf, placedCell, slice, withSlice } from './slice.js';
import type { Phase } from './slice.js';
import type { EasterAction } from './actions.js';
import { DECISION } from './decisions.js';

export const RECORD_KEY = 'bunny';
export { DECISION };
const STEPS: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

function err(code: RuleError['code'], message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}

function seen(visited: readonly (readonly [number, number])[], x: number, y: number): boolean {
  for (let i = 0; i < visited.length; i++) if (visited[i]![0] === x && visited[i]![1] === y) return true;
  return false;
}

// The search's path, as parallel coordinate lists: a hop decision runs a few dozen small
// searches, and the tuple lists they used to copy and grow were most of a hop's
// allocations. Scratch only: filled by `load`, never handed out.
const pathX: number[] = [];
const pathY: number[] = [];
let depth = 0;

function load(visited: readonly (readonly [number, number])[]): void {
  depth = 0;
  for (let i = 0; i < visited.length; i++) {
    pathX[depth] = visited[i]![0];
    pathY[depth] = visited[i]![1];
    depth++;
  }
}

function onPath(x: number, y: number): boolean {
  for (let i = 0; i < depth; i++) if (pathX[i] === x && pathY[i] === y) return true;
  return false;
}

/** Longest simple path from (x, y), at most `cap` hops, over placed tiles off the path. */
function run(b: BoardState, x: number, y: number, cap: number): number {
  if (cap <= 0) return 0;
  let best = 0;
  for (let e = 0; e < 4; e++) {
    const nx = x + STEPS[e]![0];
    const ny = y + STEPS[e]![1];
    if (tileAt(b, nx, ny) < 0 || onPath(nx, ny)) continue;
    pathX[depth] = nx;
    pathY[depth] = ny;
    depth++;
    const r = 1 + run(b, nx, ny, cap - 1);
    depth--;
    if (r > best) best = r;
    if (best === cap) break;
  }
  return best;
}

/** Longest simple path (in hops, at most `cap`) from (x, y) over placed tiles not in `visited`. */
export function longestRun(s: GameState, x: number, y: number, visited: readonly (readonly [number, number])[], cap: number): number {
  load(visited);
  return run(s.board, x, y, cap);
}

/** longestRun after stepping onto (x, y), a neighbour not yet visited. */
function runAfter(s: GameState, visited: readonly (readonly [number, number])[], x: number, y: number, cap: number): number {
  load(visited);
  pathX[depth] = x;
  pathY[depth] = y;
  depth++;
  return run(s.board, x, y, cap);
}

/** Hops the current mover may take now: neighbours from which `need - 1` more hops remain possible. */
export function legalHops(s: GameState, ph: Phase, from: [number, number]): [number, number][] {
  const flat = hopSquares(s, ph, from);
  const out: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/** Per engine (registry.ts memoOf): the hops of the latest states. */
const hopCache = () => new Recent<GameState, number[]>();

/**
 * legalHops as flat (x, y) pairs, cached per state: the decision's listing and its answer
 * see the same state, and the answer then needs no search of its own.
 */
function hopSquares(s: GameState, ph: Phase, from: readonly [number, number]): number[] {
  const cache = memoOf(s, hopCache);
  let out = cache.get(s);
  if (out) return out;
  out = [];
  for (let e = 0; e < 4; e++) {
    const nx = from[0] + STEPS[e]![0];
    const ny = from[1] + STEPS[e]![1];
    if (!hasTile(s, nx, ny) || seen(ph.visited, nx, ny)) continue;
    if (runAfter(s, ph.visited, nx, ny, ph.need - 1) >= ph.need - 1) out.push(nx, ny);
  }
  cache.set(s, out);
  return out;
}

function isHop(hops: readonly number[], x: number, y: number): boolean {
  for (let i = 0; i < hops.length; i += 2) if (hops[i] === x && hops[i + 1] === y) return true;
  return false;
}

/**
 * A copy of `list` with `item` appended. Pushes into a fresh literal: an array spread is a
 * slower path in V8 (a hop makes three), and a slice has no room left for the push.
 */
function withItem<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i]!);
  out.push(item);
  return out;
}

function moverOf(s: GameState, ph: Phase): number {
  return (s.turnPlayer + ph.k) % s.players.length;
}

/**
 * Go round the table from position `ph.k`: each player rolls (EA-5, even when the bunny is
 * stuck) and either gets a decision or, stuck, an empty path. Ends the phase after the last.
 */
function runPhase(s: GameState, ph: Phase, events: GameEvent[]): StepOutcome {
  const n = s.players.length;
  let e = slice(s);
  while (ph.k < n) {
    const player = moverOf(s, ph);
    const r = rollDie(s);
    s = r.state;
    const at = ph.visited[ph.visited.length - 1]!;
    const need = longestRun(s, at[0], at[1], ph.visited, r.roll);
    events.push(easterEvent('roll', { roll: r.roll, hops: need }, player));
    ph = phaseOf(ph.k, r.roll, need, ph.visited, withItem(ph.paths, []));
    if (need > 0) {
      s = withSlice(s, easterSlice(e.eggs, e.bunny, ph));
      return { state: s, events, decision: { player, kind: DECISION } };
    }
    ph = phaseOf(ph.k + 1, ph.roll, ph.need, ph.visited, ph.paths);
  }
  e = easterSlice(e.eggs, e.bunny, null);
  events.push(easterEvent('bunnyPhaseEnded', { paths: ph.paths, bunny: e.bunny }));
  return { state: setMoveKey(withSlice(s, e), RECORD_KEY, ph.paths), events };
}

/** Right after the placement: the bunny jumps onto a newly placed Easter Bunny tile. */
export const bunnyPlaceStep: TurnStep = {
  id: 'easter/bunny-place',
  point: 'place',
  enter(s) {
    if (!bunnyPlaced(s)) return { state: s, events: [] };
    const c = placedCell(s)!;
    const e = slice(s);
    return { state: withSlice(s, easterSlice(e.eggs, c, e.phase)), events: [easterEvent('bunnyPlaced', { x: c[0], y: c[1] }, s.turnPlayer)] };
  },
};

/** Why a hop to (x, y) is not legal now, or null when it is (the same test as {@link legalHops}). */
function hopProblem(s: GameState, ph: Phase, from: [number, number], x: number, y: number): { message: string; rule: string } | null {
  if (Math.abs(x - from[0]) + Math.abs(y - from[1]) !== 1) {
    return { message: `(${x},${y}) is not orthogonally next to the bunny at (${from[0]},${from[1]})`, rule: 'bunny-hop' };
  }
  if (!hasTile(s, x, y)) return { message: `the bunny hops onto placed tiles only; (${x},${y}) is empty`, rule: 'bunny-hop' };
  if (seen(ph.visited, x, y)) return { message: `the bunny already visited (${x},${y}) in this phase`, rule: 'EA-1' };
  if (runAfter(s, ph.visited, x, y, ph.need - 1) < ph.need - 1) {
    return { message: `from (${x},${y}) the bunny could not make the ${ph.need} hop(s) still due`, rule: 'EA-6' };
  }
  return null;
}

export const bunnyPhaseStep: TurnStep = {
  id: 'easter/bunny',
  point: 'bunny',
  enter(s) {
    if (!bunnyPlaced(s)) return { state: s, events: [] };
    const c = placedCell(s)!;
    return runPhase(s, { k: 0, roll: 0, need: 0, visited: [c], paths: [] }, []);
  },
  legalActions(s) {
    const e = slice(s);
    if (!e.phase || !e.bunny) return [];
    const hops = hopSquares(s, e.phase, e.bunny);
    const out: Action[] = [];
    for (let i = 0; i < hops.length; i += 2) out.push({ type: 'ext', expansion: ID, kind: 'hop', x: hops[i]!, y: hops[i + 1]! });
    return out;
  },
  apply(s, action): Result<StepOutcome, RuleError> {
    const a = ownAction<EasterAction>(ID, action);
    if (a?.type !== 'ext' || a.kind !== 'hop') {
      return err('wrong-decision', `the Easter Bunny phase expects a hop {type:'ext', expansion:'easter', kind:'hop', x, y}`);
    }
    if (a.x === undefined || a.y === undefined) return err('malformed-action', 'a hop needs x and y');
    const e = slice(s);
    const ph = e.phase;
    if (!ph || !e.bunny) return err('wrong-decision', 'no Easter Bunny phase is running');
    const { x, y } = a;
    if (!isHop(hopSquares(s, ph, e.bunny), x, y)) {
      const problem = hopProblem(s, ph, e.bunny, x, y)!;
      return err('illegal-action', problem.message, problem.rule);
    }
    const player = moverOf(s, ph);
    // EA-2: every follower on the tile entered earns its owner one egg.
    const gain = eggsNear(s, x, y, 0);
    const e2 = addEggs(easterSlice(e.eggs, [x, y], e.phase), gain);
    const paths = ph.paths.slice();
    paths[ph.k] = withItem(paths[ph.k]!, [x, y]);
    let next: Phase = phaseOf(ph.k, ph.roll, ph.need - 1, withItem(ph.visited, [x, y]), paths);
    const events: GameEvent[] = [easterEvent('hop', { x, y, gained: gain, eggs: e2.eggs }, player)];
    if (next.need > 0) {
      return { ok: true, value: { state: withSlice(s, easterSlice(e2.eggs, e2.bunny, next)), events, decision: { player, kind: DECISION } } };
    }
    next = phaseOf(next.k + 1, next.roll, next.need, next.visited, next.paths);
    return { ok: true, value: runPhase(withSlice(s, easterSlice(e2.eggs, e2.bunny, next)), next, events) };
  },
  fromMove(s, reader: MoveReader): Result<Action, RuleError> {
    const v = (reader.move as RecordMove)[RECORD_KEY];
    const ph = slice(s).phase;
    if (!ph) return err('wrong-decision', 'no Easter Bunny phase is running', 'record');
    if (!Array.isArray(v)) return err('malformed-action', `the move needs '${RECORD_KEY}': one path per player, each a list of [x, y]`, 'record');
    if (v.length !== s.players.length) return err('malformed-action', `'${RECORD_KEY}' must hold one path per player (${s.players.length}), got ${v.length}`, 'record');
    for (let j = 0; j < ph.k; j++) {
      const earlier = v[j];
      if (!Array.isArray(earlier) || earlier.length !== ph.paths[j]!.length) {
        return err('illegal-action', `${RECORD_KEY}[${j}] must be ${ph.paths[j]!.length} hop(s) long`, 'EA-6');
      }
    }
    const path = v[ph.k];
    const done = ph.paths[ph.k]!.length;
    if (!Array.isArray(path) || path.length !== done + ph.need) {
      return err('illegal-action', `${RECORD_KEY}[${ph.k}] must be ${done + ph.need} hop(s) long (roll ${ph.roll}, EA-6)`, 'EA-6');
    }
    const hop = path[done];
    if (!Array.isArray(hop) || hop.length !== 2 || !Number.isSafeInteger(hop[0]) || !Number.isSafeInteger(hop[1])) {
      return err('malformed-action', `${RECORD_KEY}[${ph.k}] entries must be [x, y]`, 'record');
    }
    const action: Action = { type: 'ext', expansion: ID, kind: 'hop', x: hop[0] as number, y: hop[1] as number };
    if (ph.need === 1) {
      // The mover's last hop: the players after them who will be stuck get no decision, so
      // check their entries here against what the phase will do.
      const out = bunnyPhaseStep.apply!(s, action);
      const paths = out.ok && !slice(out.value.state).phase ? ((out.value.state.turnMove?.[RECORD_KEY] as unknown[][] | undefined) ?? null) : null;
      for (let j = ph.k + 1; paths && j < paths.length; j++) {
        const later = v[j];
        if (!Array.isArray(later) || later.length !== paths[j]!.length) {
          return err('illegal-action', `${RECORD_KEY}[${j}] must be ${paths[j]!.length} hop(s) long`, 'EA-6');
        }
      }
    }
    return { ok: true, value: action };
  },
};
