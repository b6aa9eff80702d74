// Scoring: completed features during the game (B-4, B-5) and final scoring (B-6).
//
// A completed feature holding followers is scored once and marked done (S_DONE, the core's
// own byte of a segment); its followers go back to their supplies but stay in the board's
// follower list, where nothing can reach them again (a closed road or city, or a
// cloister, joins nothing more).

import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from './kinds';
import { game, MAXF, monkFollower, monkList, monkTile, scores, supply, vBorder, vKind, vNF } from './layout';
import { ld32, ld8, st32, st8 } from './mem';
import { H_FOLS, S_DONE, S_FOL, S_KIND, S_OCC, S_PEN, S_TILES, T_X } from './board/layout';
import { fSeg, head, sg, sNext, sOpen, sTile, sVF, tl, tSeg0, tVar, tX, tY } from './board/records';
import { CELLS, WB } from './layout';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { neighbours } from './board/cells';
import { markPaid, markSeg, newPaidMarks, newSegMarks } from './board/marks';

@inline export function occ(r: i32): i32 { return <i32>load<u8>(sg(r), S_OCC); }
@inline export function done(r: i32): i32 { return <i32>load<u8>(sg(r), S_DONE); }
@inline export function folOf(r: i32, p: i32): i32 { return <i32>load<u8>(sg(r) + <usize>p, S_FOL); }
@inline export function tilesOf(r: i32): i32 { return <i32>load<u16>(sg(r), S_TILES); }
@inline export function penOf(r: i32): i32 { return <i32>load<u8>(sg(r), S_PEN); }

/** Points of a road or city: completed (B-5) or at game end (B-6); also the greedy policy's value. */
@inline export function featWorth(kind: i32, tiles: i32, pen: i32, isDone: bool): i32 {
  return kind == KIND_ROAD ? tiles : isDone ? 2 * (tiles + pen) : tiles + pen;
}

function addScore(p: i32, pts: i32): void {
  st32(scores, p, ld32(scores, p) + pts);
}

/** Pays `pts` to the majority owner(s) of root r. */
function award(r: i32, pts: i32): void {
  if (occ(r) == 0) return;
  let best = 0;
  for (let p = 0; p < game.players; p++) best = max(best, folOf(r, p));
  for (let p = 0; p < game.players; p++) if (folOf(r, p) == best) addScore(p, pts);
}

/** Scores a completed feature and sends its followers home. */
function complete(r: i32, pts: i32): void {
  award(r, pts);
  store<u8>(sg(r), 1, S_DONE);
  for (let p = 0; p < game.players; p++) st8(supply, p, ld8(supply, p) + folOf(r, p));
}

/** Cell of placed tile t: x and y are one word of its record, and the cell only needs them mod 2^14. */
@inline export function tileCell(t: i32): i32 {
  const xy = load<u32>(tl(t), T_X);
  return <i32>(((xy & 0xffff) + ((xy >> 16) << WB)) & (CELLS - 1));
}

/** Scores what placed tile t completes. */
export function scoreAfter(t: i32): void {
  const v = tVar(t);
  const base = tSeg0(t);
  const nf = ld8(vNF, v);
  // A completed feature nobody stands on pays nothing and frees nobody, so it is left
  // unmarked: "complete" is read from its open-edge count where it matters (farms).
  for (let f = 0; f < nf; f++) {
    const k = ld8(vKind, v * MAXF + f);
    if (k != KIND_ROAD && k != KIND_CITY) continue;
    const r = find<Plain>(base + f);
    if (occ(r) == 0 || done(r) != 0 || sOpen(r) != 0) continue;
    complete(r, featWorth(k, tilesOf(r), penOf(r), true));
  }
  const x = tX(t);
  const y = tY(t);
  for (let j = 0; j < game.monks; ) {
    const m = monkTile(j);
    // Only a placement in the cloister's 3x3 can complete it.
    if (abs(tX(m) - x) <= 1 && abs(tY(m) - y) <= 1 && neighbours(tileCell(m)) == 8) {
      complete(fSeg(monkFollower(j)), 9);
      st32(monkList, j, ld32(monkList, --game.monks));
    } else {
      j++;
    }
  }
}

/**
 * Cities next to field root r, each once, weighted by q^(open edges): a completed city
 * counts 1, an open one its chance of completion when each open edge closes with chance q.
 * With q = 0 it is the count of completed cities (final scoring, B-6).
 */
export function farmCityValue(r: i32, q: f64): f64 {
  const gen = newSegMarks();
  let cities = 0.0;
  let m = r;
  do {
    const vf = sVF(m);
    let borders = ld8(vBorder, vf);
    const base = m - (vf & (MAXF - 1)); // the tile's first segment
    while (borders != 0) {
      const g = ctz(borders);
      borders &= borders - 1;
      const rc = find<Plain>(base + g);
      if (markSeg(rc, gen)) continue;
      const open = sOpen(rc);
      if (open == 0) cities += 1.0;
      else if (q > 0.0) cities += Math.pow(q, <f64>open);
    }
    m = sNext(m);
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
  // Only features holding followers can pay; each is paid once (marked).
  const paid = newPaidMarks();
  const n = head(H_FOLS);
  for (let i = 0; i < n; i++) {
    const r = find<Plain>(fSeg(i));
    if (done(r) != 0 || markPaid(r, paid)) continue;
    const k = <i32>load<u8>(sg(r), S_KIND);
    if (k == KIND_ROAD || k == KIND_CITY) {
      award(r, featWorth(k, tilesOf(r), penOf(r), false));
    } else if (k == KIND_CLOISTER) {
      award(r, 1 + neighbours(tileCell(sTile(r))));
    } else if (k == KIND_FIELD) {
      // Each completed city counts once per farm however often the farm touches it.
      award(r, 3 * farmCities(r));
    }
  }
}
