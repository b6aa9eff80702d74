// Horizon playouts: a few turns under the playout policy, then an estimate of the final
// scores instead of playing to the end, so a search gets several short playouts for the
// price of one long one. The estimate is the one-ply bot eval1's model in a cheap form:
// each feature holding followers pays its majority what it is expected to be worth from
// the tiles left: a city (tiles + pennants) x (1 + its chance of completion), a road its
// tiles, a cloister 1 + neighbours + each empty neighbour's chance of filling, a farm 3 per
// bordering city times that city's chance. An open edge closes with chance
// 1 - (1 - CLOSE)^(REACH x tiles left / players), an empty cell fills likewise with FILL.

import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from './kinds';
import { game, io, scores } from './layout';
import { ld32 } from './mem';
import { H_FOLS } from './board/layout';
import { fSeg, head, sKind, sOpen, sTile } from './board/records';
import { neighbours } from './board/cells';
import { markPaid, newPaidMarks } from './board/marks';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { done, farmCityValue, finish, folOf, occ, penOf, tileCell, tilesOf } from './scoring';
import { step } from './playout';
import { keepPool, restack, shuffleStack, stackLeft } from './stack';
import { restore, save } from './snapshot';

/** Share of the unseen tiles that close a given open city or road edge (eval1 counts them; a typical value). */
const CLOSE: f64 = 0.35;
/** Share that fits an empty cell next to a cloister. */
const FILL: f64 = 0.6;
/** eval1's reach: the fraction of a player's remaining draws that try to close one given edge. */
const REACH: f64 = 0.15;
/** Per-player estimate of the current playout, after the five f64 sums in io. */
const EST: usize = 40;

@inline function addEst(p: i32, v: f64): void {
  store<f64>(io + EST + (<usize>p << 3), load<f64>(io + EST + (<usize>p << 3)) + v);
}

/** Adds `pts` to the estimate of root r's majority holder(s). */
function awardEst(r: i32, pts: f64): void {
  if (occ(r) == 0) return;
  let best = 0;
  for (let p = 0; p < game.players; p++) best = max(best, folOf(r, p));
  for (let p = 0; p < game.players; p++) if (folOf(r, p) == best) addEst(p, pts);
}

/** Expected final scores of the current position into io[EST..]. */
function estimate(): void {
  const draws = (REACH * <f64>stackLeft()) / <f64>game.players;
  const q = 1.0 - Math.pow(1.0 - CLOSE, draws);
  const fill = 1.0 - Math.pow(1.0 - FILL, draws);
  for (let p = 0; p < 5; p++) store<f64>(io + EST + (<usize>p << 3), p < game.players ? <f64>ld32(scores, p) : 0.0);
  const paid = newPaidMarks();
  const followers = head(H_FOLS);
  for (let i = 0; i < followers; i++) {
    const n = find<Plain>(fSeg(i));
    if (done(n) != 0 || markPaid(n, paid)) continue;
    const k = sKind(n);
    let worth = 0.0;
    if (k == KIND_ROAD) worth = <f64>tilesOf(n);
    else if (k == KIND_CITY) worth = <f64>(tilesOf(n) + penOf(n)) * (1.0 + Math.pow(q, <f64>sOpen(n)));
    else if (k == KIND_CLOISTER) {
      const nb = neighbours(tileCell(sTile(n)));
      worth = 1.0 + <f64>nb + <f64>(8 - nb) * fill;
    } else if (k == KIND_FIELD) worth = 3.0 * farmCityValue(n, q);
    awardEst(n, worth);
  }
}

/**
 * Like `playouts`, but each playout stops after `horizon` turns and adds the estimate
 * (exact final scores when the stack ran out first) to the per-player f64 sums in io.
 */
export function horizonPlayouts(n: i32, horizon: i32): void {
  const left = stackLeft();
  keepPool();
  save();
  for (let p = 0; p < 5; p++) store<f64>(io + (<usize>p << 3), 0.0);
  for (let g = 0; g < n; g++) {
    restack(left);
    shuffleStack();
    for (let s = 0; s < horizon && step() >= 0; s++) {}
    if (stackLeft() == 0) {
      finish();
      for (let p = 0; p < 5; p++) store<f64>(io + EST + (<usize>p << 3), p < game.players ? <f64>ld32(scores, p) : 0.0);
    } else estimate();
    for (let p = 0; p < 5; p++) store<f64>(io + (<usize>p << 3), load<f64>(io + (<usize>p << 3)) + load<f64>(io + EST + (<usize>p << 3)));
    restore();
  }
  restack(left);
}
