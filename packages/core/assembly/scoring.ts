// Scoring: completed features during the game (B-4, B-5) and final scoring (B-6).

import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from './kinds';
import {
  game, mark, MAX_TILES, MAXF, monkList, N_DONE, N_FOL, N_KIND, N_NEXT, N_OCC, N_OPEN, N_PEN, N_TILES,
  scores, stamp, supply, vBorder, vKind, vNF, folList,
} from './layout';
import { ld16, ld32, ld8, st16, st32, st8 } from './mem';
import { nget16, nget8, nset8, plCell, plVar, plX, plY } from './records';
import { neighbours } from './grid';
import { find } from './unionfind';

/** Points of a road or city: completed (B-5) or at game end (B-6); also the greedy policy's value. */
@inline export function featWorth(kind: i32, tiles: i32, pen: i32, done: bool): i32 {
  return kind == KIND_ROAD ? tiles : done ? 2 * (tiles + pen) : tiles + pen;
}

function addScore(p: i32, pts: i32): void {
  st32(scores, p, ld32(scores, p) + pts);
}

/** Pays `pts` to the majority owner(s) of root r. */
function award(r: i32, pts: i32): void {
  if (nget8(r, N_OCC) == 0) return;
  let best = 0;
  for (let p = 0; p < game.players; p++) best = max(best, nget8(r, N_FOL + p));
  for (let p = 0; p < game.players; p++) if (nget8(r, N_FOL + p) == best) addScore(p, pts);
}

/** Scores a completed feature and sends its followers home. */
function complete(r: i32, pts: i32): void {
  award(r, pts);
  nset8(r, N_DONE, 1);
  if (nget8(r, N_OCC) != 0) {
    for (let p = 0; p < game.players; p++) st8(supply, p, ld8(supply, p) + nget8(r, N_FOL + p));
  }
}

/** Scores what placement i completes. */
export function scoreAfter(i: i32): void {
  const v = plVar(i);
  const base = i << 3;
  const nf = ld8(vNF, v);
  // A completed feature nobody stands on pays nothing and frees nobody, so it is left
  // unmarked: "complete" is read from its open-edge count where it matters (farms).
  for (let f = 0; f < nf; f++) {
    const k = ld8(vKind, v * MAXF + f);
    if (k != KIND_ROAD && k != KIND_CITY) continue;
    const r = find(base + f);
    if (nget8(r, N_OCC) == 0 || nget8(r, N_DONE) != 0 || nget16(r, N_OPEN) != 0) continue;
    const t = nget16(r, N_TILES);
    complete(r, featWorth(k, t, nget8(r, N_PEN), true));
  }
  const x = plX(i);
  const y = plY(i);
  for (let j = 0; j < game.monks; ) {
    const n = ld16(monkList, j);
    const t = n >> 3;
    // Only a placement in the cloister's 3x3 can complete it.
    if (abs(plX(t) - x) <= 1 && abs(plY(t) - y) <= 1 && neighbours(plCell(t)) == 8) {
      complete(n, 9);
      st16(monkList, j, ld16(monkList, --game.monks));
    } else {
      j++;
    }
  }
}

let markGen: i32 = 0;

/**
 * Cities next to field root r, each once, weighted by q^(open edges): a completed city
 * counts 1, an open one its chance of completion when each open edge closes with chance q.
 * With q = 0 it is the count of completed cities (final scoring, B-6).
 */
export function farmCityValue(r: i32, q: f64): f64 {
  markGen++;
  if (markGen >= 0xffff) {
    memory.fill(mark, 0, <usize>(MAX_TILES * MAXF * 2));
    markGen = 1;
  }
  let cities = 0.0;
  let m = r;
  do {
    let borders = ld8(vBorder, plVar(m >> 3) * MAXF + (m & (MAXF - 1)));
    const base = m & ~(MAXF - 1);
    while (borders != 0) {
      const g = ctz(borders);
      borders &= borders - 1;
      const rc = find(base + g);
      if (ld16(mark, rc) == markGen) continue;
      st16(mark, rc, markGen);
      const open = nget16(rc, N_OPEN);
      if (open == 0) cities += 1.0;
      else if (q > 0.0) cities += Math.pow(q, <f64>open);
    }
    m = nget16(m, N_NEXT);
  } while (m != r);
  return cities;
}

/** Completed cities next to field root r, each once. */
@inline export function farmCities(r: i32): i32 {
  return <i32>farmCityValue(r, 0.0);
}

/** Final scoring (rules B-6). Ends the game; followers stay where they stand. */
export function finish(): void {
  if (game.ended != 0) return;
  game.ended = 1;
  memory.fill(stamp, 0, <usize>((game.placed << 3) << 1));
  // Only features holding followers can pay; stamp[root] = 0xffff marks one as paid.
  for (let i = 0; i < game.followers; i++) {
    const n = find(ld16(folList, i));
    if (nget8(n, N_DONE) != 0 || ld16(stamp, n) == 0xffff) continue;
    const k = nget8(n, N_KIND);
    if (k == KIND_ROAD || k == KIND_CITY) {
      award(n, featWorth(k, nget16(n, N_TILES), nget8(n, N_PEN), false));
    } else if (k == KIND_CLOISTER) {
      award(n, 1 + neighbours(plCell(n >> 3)));
    } else if (k == KIND_FIELD) {
      // Each completed city counts once per farm however often the farm touches it.
      award(n, 3 * farmCities(n));
    }
    st16(stamp, n, 0xffff);
  }
}
