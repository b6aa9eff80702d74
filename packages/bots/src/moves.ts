/**
 * Turn-level moves ("macros"): a tile placement together with the follower choice that
 * follows it, which is the unit the core plays with one `put`. Searching over macros lets
 * the place decision see the value of the follower it enables.
 */
import type { CoreEngine } from '@carc/core';
import { locationCode } from '@carc/core';
import type { Action, PlayerView } from '@carc/rules';
import { CorePosition, typeCode } from './position.js';

export interface Macro {
  /** The action to answer the pending decision with (an element of view.legalActions). */
  readonly action: Action;
  readonly type: number;
  readonly x: number;
  readonly y: number;
  readonly q: number;
  /** Follower location code, -1 for none. */
  readonly loc: number;
}

/** Decisions the core can simulate: the base place and follower decisions. */
export function searchable(view: PlayerView): boolean {
  const k = view.decision?.kind;
  return (k === 'place' && view.tile !== null) || (k === 'meeple' && view.board.length > 1);
}

export interface Turn {
  position: CorePosition;
  macros: Macro[];
}

/**
 * The position before this turn's tile goes down and every macro of the pending decision.
 * Returns null when the decision is not one the core simulates.
 */
export function turnMacros(core: CoreEngine, view: PlayerView): Turn | null {
  if (!searchable(view)) return null;
  const legal = view.legalActions ?? [];
  const kind = view.decision!.kind;
  const position = new CorePosition(core, view, kind === 'meeple');
  if (!position.load()) return null;
  const raw = core.raw;
  const macros: Macro[] = [];
  if (kind === 'place') {
    const type = typeCode(core, view.tile!);
    const canFollow = position.core.supplies()[position.me]! > 0;
    for (const a of legal) {
      if (a.type !== 'place') continue;
      const q = a.rot / 90;
      macros.push({ action: a, type, x: a.x, y: a.y, q, loc: -1 });
      if (!canFollow) continue;
      const n = raw.spots(type, a.x, a.y, q);
      if (n <= 0) continue;
      const io = new Uint8Array(raw.memory.buffer, raw.ioPtr(), n);
      for (let i = 0; i < n; i++) macros.push({ action: a, type, x: a.x, y: a.y, q, loc: io[i]! });
    }
  } else {
    const last = view.board[view.board.length - 1]!;
    const type = typeCode(core, last.tile);
    for (const a of legal) {
      if (a.type === 'pass') macros.push({ action: a, type, x: last.x, y: last.y, q: last.rot / 90, loc: -1 });
      else if (a.type === 'meeple') macros.push({ action: a, type, x: last.x, y: last.y, q: last.rot / 90, loc: locationCode(a.at) });
    }
  }
  return { position, macros };
}

/** Loads the position and plays the macro; false if the core refuses it. */
export function playMacro(position: CorePosition, m: Macro): boolean {
  position.load();
  return position.core.raw.put(m.type, m.x, m.y, m.q, m.loc) === 0;
}

/** Points a follower on the board is worth keeping in supply instead (greedy's follower value). */
export const FOLLOWER_COST = 1.5;

/**
 * The greedy evaluation of a macro, from the mover's side: its final score if the game ended
 * right after the move (completed features scored, incomplete ones valued as at game end)
 * minus the best opponent's, minus a cost for each follower the move leaves on the board.
 * Returns null if the core refuses the macro.
 */
export function greedyValue(position: CorePosition, m: Macro): number | null {
  const raw = position.core.raw;
  const me = position.me;
  position.load();
  const before = position.core.supplies()[me]!;
  if (raw.put(m.type, m.x, m.y, m.q, m.loc) !== 0) return null;
  const used = before - position.core.supplies()[me]!;
  raw.finish();
  let best = position.players === 1 ? 0 : -Infinity;
  for (let c = 0; c < position.players; c++) if (c !== me) best = Math.max(best, raw.score(c));
  return raw.score(me) - best - FOLLOWER_COST * used;
}
