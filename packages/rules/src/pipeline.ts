/**
 * Runs the turn pipeline (expansion.ts explains it): steps in point order, automatic ones
 * back to back, stopping at the first step that asks for a decision.
 */
import { FINAL_POINTS, TURN_POINTS } from './expansion.js';
import type { ExpansionModule, StepOutcome, TurnStep } from './expansion.js';
import { bindingOf, modulesOf } from './registry.js';
import { cloneState } from './state.js';
import type { GameState } from './state.js';
import { BASE_STEPS } from './steps.js';
import type { GameEvent, PlayerIndex } from './types.js';

export interface Pipeline {
  readonly steps: readonly TurnStep[];
  /** Index of the first game-end step; the turn steps are those before it. */
  readonly finalStart: number;
  readonly drawIndex: number;
}

/**
 * The turn points of these modules: the base points with each module's declared points
 * inserted beside their anchors, modules in engine order, each module's list in its order.
 */
export function turnPoints(modules: readonly ExpansionModule[]): string[] {
  const points: string[] = [...TURN_POINTS];
  for (const m of modules) {
    const own: string[] = [];
    for (const d of m.points ?? []) {
      const anchor = 'after' in d ? d.after : d.before;
      const at = (TURN_POINTS as readonly string[]).includes(anchor) || own.includes(anchor) ? points.indexOf(anchor) : -1;
      // A module's own mistake (an anchor that is neither a base point nor its own, a name
      // taken), found when the pipeline is built: not bad input.
      if (at < 0 || points.includes(d.name)) throw new Error(`${m.id}: bad point ${d.name}`);
      points.splice('after' in d ? at + 1 : at, 0, d.name);
      own.push(d.name);
    }
  }
  return points;
}

function build(modules: readonly ExpansionModule[]): Pipeline {
  const moduleSteps = modules.flatMap((m) => m.steps ?? []);
  const order = (points: readonly string[]) =>
    points.flatMap((p) => [
      ...moduleSteps.filter((s) => s.point === p && s.before),
      ...BASE_STEPS.filter((s) => s.point === p),
      ...moduleSteps.filter((s) => s.point === p && !s.before),
    ]);
  // A step at a point nobody declared never runs; expansion.test.ts checks the table's.
  const turn = order(turnPoints(modules)).map(uniform);
  const fin = order(FINAL_POINTS).map(uniform);
  return { steps: [...turn, ...fin], finalStart: turn.length, drawIndex: turn.findIndex((s) => s.id === 'base/draw') };
}

/**
 * The step with every field present, in one order. Steps are object literals with
 * different optional fields, so `step.enter` in the loop below saw a dozen hidden
 * classes and became a megamorphic lookup on every step of every turn; copies of one
 * shape keep it a single map check.
 */
function uniform(s: TurnStep): TurnStep {
  return { id: s.id, point: s.point, before: s.before === true, enter: s.enter, legalActions: s.legalActions, apply: s.apply, fromMove: s.fromMove };
}

/**
 * Built once per engine and set of expansions and kept in the state's binding (registry.ts).
 * A state no engine tagged gets a fresh one (modulesOf refuses it unless it is base-only).
 */
export function pipelineOf(s: GameState): Pipeline {
  const b = bindingOf(s);
  if (!b) return build(modulesOf(s));
  return (b.pipeline ??= build(b.modules)) as Pipeline;
}

/** The standings' leaders; everyone tied on the top score shares the win (B-7). */
export function winnersOf(scores: readonly number[]): PlayerIndex[] {
  const max = Math.max(...scores);
  return scores.flatMap((v, i) => (v === max ? [i] : []));
}

/** The step after `cursor`; wraps the turn, jumps to game end when the draw found nothing. */
function nextCursor(p: Pipeline, cursor: number, s: GameState): number {
  if (cursor === p.drawIndex && s.tile === null) return p.finalStart;
  const c = cursor + 1;
  return c === p.finalStart ? 0 : c;
}

/**
 * Run steps from `cursor` until one asks for a decision or the game ends. The cursor is
 * kept here and written into the state once at the end: the states handed to `enter` on
 * the way carry a stale cursor, which no step reads, and that saves a copy per step.
 */
function run(p: Pipeline, s: GameState, cursor: number, events: GameEvent[]): GameState {
  for (;;) {
    if (cursor >= p.steps.length) {
      events.push({ type: 'gameEnded', scores: s.scores.slice(), winners: winnersOf(s.scores) });
      const n = cloneState(s);
      n.cursor = cursor;
      n.pending = null;
      n.finished = true;
      n.tile = null;
      return n;
    }
    const step = p.steps[cursor]!;
    const out = step.enter(s);
    if (out.events.length) append(events, out.events);
    if (out.decision) return settle(step, out, cursor);
    s = out.state;
    cursor = nextCursor(p, cursor, s);
  }
}

/** `push(...more)` without the spread call, which V8 does not inline; it runs for every step. */
function append(events: GameEvent[], more: readonly GameEvent[]): void {
  for (let i = 0; i < more.length; i++) events.push(more[i]!);
}

/** Run steps from the state's cursor until one asks for a decision or the game ends. */
export function advance(s: GameState, events: GameEvent[]): GameState {
  if (s.finished) return s;
  return run(pipelineOf(s), s, s.cursor, events);
}

function settle(step: TurnStep, out: StepOutcome, cursor: number): GameState {
  const d = out.decision!;
  const n = cloneState(out.state);
  n.cursor = cursor;
  n.pending = d.tile === undefined ? { player: d.player, kind: d.kind, step: step.id } : { player: d.player, kind: d.kind, tile: d.tile, step: step.id };
  return n;
}

/** Continue after a step answered a decision. */
export function resume(s: GameState, step: TurnStep, out: StepOutcome, events: GameEvent[]): GameState {
  if (out.events.length) append(events, out.events);
  if (out.decision) return settle(step, out, s.cursor);
  const p = pipelineOf(s);
  return run(p, out.state, nextCursor(p, s.cursor, out.state), events);
}

export function currentStep(s: GameState): TurnStep | undefined {
  return pipelineOf(s).steps[s.cursor];
}
