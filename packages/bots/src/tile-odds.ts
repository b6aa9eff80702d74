/**
 * How likely the tiles still unseen are to fill a cell of the board: for an empty cell's
 * signature (what its placed neighbours require on each side), how many unseen tiles fit
 * it in some rotation, and how many fit it so that the feature reaching it from one side
 * ends on that tile (closes there, not leading on to another empty side). Counts are per
 * signature, so a decision computes each at most once whatever the number of candidates.
 */
import { ROTATIONS } from '@carc/tiles';
import { turned } from './feature-map.js';
import type { TurnedTile } from './feature-map.js';

export class TileOdds {
  /** Distinct unseen tile types turned each way, with how many copies are unseen. */
  private readonly kinds: { count: number; turns: TurnedTile[] }[] = [];
  private readonly fitMemo = new Map<number, number>();
  private readonly closeMemo = new Map<number, number>();
  readonly unseen: number;

  constructor(unseenIds: readonly string[]) {
    const count = new Map<string, number>();
    for (const id of unseenIds) count.set(id, (count.get(id) ?? 0) + 1);
    for (const [id, c] of count) this.kinds.push({ count: c, turns: ROTATIONS.map((r) => turned(id, r)) });
    this.unseen = unseenIds.length;
  }

  /** Unseen tiles (with multiplicity) that fit a cell of signature `sig` in some rotation. */
  fitting(sig: number): number {
    let n = this.fitMemo.get(sig);
    if (n === undefined) {
      n = 0;
      for (const k of this.kinds) if (k.turns.some((t) => fits(t, sig))) n += k.count;
      this.fitMemo.set(sig, n);
    }
    return n;
  }

  /** Unseen tiles that fit a cell of signature `sig` and end the feature entering from `side` there. */
  closing(sig: number, side: number): number {
    const key = sig * 4 + side;
    let n = this.closeMemo.get(key);
    if (n === undefined) {
      n = 0;
      for (const k of this.kinds) if (k.turns.some((t) => fits(t, sig) && closes(t, sig, side))) n += k.count;
      this.closeMemo.set(key, n);
    }
    return n;
  }
}

export function sideDigit(sig: number, side: number): number {
  return Math.floor(sig / 4 ** side) % 4;
}

/** Does the turned tile match every placed neighbour of a cell with signature `sig`? */
export function fits(t: TurnedTile, sig: number): boolean {
  for (let side = 0; side < 4; side++) {
    const d = sideDigit(sig, side);
    if (d !== 0 && t.edges[side] !== d) return false;
  }
  return true;
}

function closes(t: TurnedTile, sig: number, side: number): boolean {
  const f = t.featureAt[side]!;
  if (f < 0) return false;
  for (let e = 0; e < 4; e++) if (t.featureAt[e] === f && sideDigit(sig, e) === 0) return false;
  return true;
}
