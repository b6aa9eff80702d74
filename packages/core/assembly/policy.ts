// Playout policy (configured from the host with `policy`; the default is uniform random)
//
// A light heuristic for both players, cheap enough for thousands of playouts per second:
// each turn looks at up to `polSamples` fitting placements (all of them when there are
// fewer) and plays the one whose road, city and cloister changes are worth most to the
// mover minus what they are worth to the others, read from the union-find roots around the
// square without placing anything. The follower goes on the free feature of the placed
// tile worth most, if that beats a keep value that grows when the supply runs low; farmers
// only on fields already next to completed cities. `polEps` percent of turns stay uniformly
// random, so the playouts still explore.

import { KIND_CITY, KIND_CLOISTER, KIND_ROAD } from './kinds';
import {
  FOLLOWERS, fTmp, game, MAXF, monkFollower, monkTile, NONE, pairFeat, pairRoot, polFol, polGain, spotTmp, supply, vCloister,
  vEdgeFeat, vKind, vOpen, vPen,
} from './layout';
import { ld32, ld8, st32, st8 } from './mem';
import { cellOf, fPlayer, sKind, sOpen, tSeg0, tVar, tX, tY } from './board/records';
import { neighbourAt, neighbours } from './board/cells';
import { qX, qY } from './board/frontier';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { fN, nthFit } from './fits';
import { farmCities, featWorth, folOf, occ, penOf, tileCell, tilesOf } from './scoring';
import { below, nextU32 } from './rng';
import { stackLeft } from './stack';

export let polSamples: i32 = 0;
export let polEps: i32 = 0;
export let polFollow: i32 = 0;
let polReserve: i32 = 1;
let polKeep: i32 = 2;

/**
 * Sets the playout policy used by `step` and `playouts`. samples = 0 restores uniform
 * random turns (and ignores the rest). eps: percent of turns played uniformly at random.
 * follow: 0 uniform follower choice, 1 heuristic. reserve: followers kept back for sure
 * points. keep: the points a follower must be expected to bring to be put down.
 */
export function policy(samples: i32, eps: i32, follow: i32, reserve: i32, keep: i32): void {
  polSamples = samples < 0 ? 0 : samples;
  polEps = eps < 0 ? 0 : eps > 100 ? 100 : eps;
  polFollow = follow;
  polReserve = reserve;
  polKeep = keep;
}

@inline function gainAdd(p: i32, v: i32): void {
  st32(polGain, p, ld32(polGain, p) + v);
}

/** Pays `w` into polGain (with sign) to the majority holders of the followers in polFol. */
function payMajority(w: i32): void {
  let best = 0;
  for (let p = 0; p < game.players; p++) best = max(best, ld8(polFol, p));
  if (best == 0) return;
  for (let p = 0; p < game.players; p++) if (ld8(polFol, p) == best) gainAdd(p, w);
}

/**
 * What putting variant v at empty cell c (true coordinates x, y) changes for player p,
 * minus the change for the others, in end-of-game points plus 2 for each completion that
 * frees a follower. Read-only; approximate (fields ignored, two features of the tile that
 * meet the same neighbouring feature are valued apart).
 */
function placeValue(v: i32, c: i32, x: i32, y: i32, p: i32): i32 {
  const players = game.players;
  for (let q = 0; q < players; q++) st32(polGain, q, 0);
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const ef = ld8(vEdgeFeat, v * 4 + d);
    if (ef == NONE) continue;
    const j = neighbourAt(c, d);
    if (j == 0) continue;
    st8(pairFeat, n, ef);
    st32(pairRoot, n, find<Plain>(tSeg0(j - 1) + ld8(vEdgeFeat, tVar(j - 1) * 4 + ((d + 2) & 3))));
    n++;
  }
  let handled: u32 = 0;
  for (let a = 0; a < n; a++) {
    const f = ld8(pairFeat, a);
    if (((handled >> <u32>f) & 1) != 0) continue;
    handled |= 1 << <u32>f;
    const fi = v * MAXF + f;
    const kind = ld8(vKind, fi);
    let open = ld8(vOpen, fi);
    let tiles = 1;
    let pen = ld8(vPen, fi);
    let held = 0;
    for (let q = 0; q < players; q++) st8(polFol, q, 0);
    for (let b = a; b < n; b++) {
      if (ld8(pairFeat, b) != f) continue;
      open -= 2;
      const r = ld32(pairRoot, b);
      let seen = false;
      for (let e = a; e < b && !seen; e++) seen = ld8(pairFeat, e) == f && ld32(pairRoot, e) == r;
      if (seen) continue;
      open += sOpen(r);
      tiles += tilesOf(r);
      pen += penOf(r);
      if (occ(r) != 0) {
        held = 1;
        // Before: each joined root pays its own holders what it is worth now.
        for (let q = 0; q < players; q++) st8(polFol, q, folOf(r, q));
        payMajority(-featWorth(kind, tilesOf(r), penOf(r), false));
      }
    }
    if (held == 0) continue;
    // After: the joined feature's followers, counted again (cheap: at most 4 roots).
    for (let q = 0; q < players; q++) st8(polFol, q, 0);
    for (let b = a; b < n; b++) {
      if (ld8(pairFeat, b) != f) continue;
      const r = ld32(pairRoot, b);
      let seen = false;
      for (let e = a; e < b && !seen; e++) seen = ld8(pairFeat, e) == f && ld32(pairRoot, e) == r;
      if (seen || occ(r) == 0) continue;
      for (let q = 0; q < players; q++) st8(polFol, q, ld8(polFol, q) + folOf(r, q));
    }
    const done = open <= 0;
    payMajority(featWorth(kind, tiles, pen, done) + (done ? 2 : 0));
  }
  // Occupied cloisters around the square gain a neighbour each.
  for (let j = 0; j < game.monks; j++) {
    const i = monkFollower(j);
    const t = monkTile(j);
    if (abs(tX(t) - x) > 1 || abs(tY(t) - y) > 1) continue;
    gainAdd(fPlayer(i), neighbours(tileCell(t)) == 7 ? 3 : 1);
  }
  let val = 0;
  for (let q = 0; q < players; q++) {
    const g = ld32(polGain, q);
    val += q == p ? g : -g;
  }
  // A cloister tile is worth its neighbours to a player who can still put a monk on it.
  if (ld8(vCloister, v) != NONE && ld8(supply, p) != 0) val += neighbours(c);
  return val;
}

/**
 * The heuristic follower choice for placement k of the player to move: index into
 * spotTmp + 1, or 0 for none. `ns` free spots are listed in spotTmp.
 */
export function followerChoice(k: i32, ns: i32): i32 {
  const players = game.players;
  const p = game.current;
  const have = ld8(supply, p);
  const left = stackLeft();
  // Followers the player cannot use up before the end anyway cost nothing to put down.
  let keep = polKeep;
  if (have <= polReserve) keep = 3 * polKeep;
  if (left < have * players) keep = 0;
  const base = tSeg0(k);
  let best = 0;
  let bestVal = keep;
  for (let s = 0; s < ns; s++) {
    const f = ld8(spotTmp, s);
    const r = find<Plain>(base + f);
    const kind = sKind(r);
    let val = 0;
    if (kind == KIND_CITY) {
      const t = tilesOf(r) + penOf(r);
      val = sOpen(r) == 0 ? 2 * t + 2 : t + (sOpen(r) <= 2 ? 2 : 1);
    } else if (kind == KIND_ROAD) {
      val = sOpen(r) == 0 ? tilesOf(r) + 2 : tilesOf(r);
    } else if (kind == KIND_CLOISTER) {
      val = 3 + neighbours(tileCell(k));
    } else {
      // Farmers stay to the end: only on fields that already pay, or late.
      val = 3 * farmCities(r) - (left > 2 * players * FOLLOWERS ? 3 : 0);
    }
    if (val > bestVal) {
      bestVal = val;
      best = s + 1;
    }
  }
  return best;
}

/** Does a tile at empty cell c join a road or city holding a follower, or neighbour an occupied cloister? */
function touchesClaim(c: i32, x: i32, y: i32): bool {
  for (let d = 0; d < 4; d++) {
    const j = neighbourAt(c, d);
    if (j == 0) continue;
    const nf = ld8(vEdgeFeat, tVar(j - 1) * 4 + ((d + 2) & 3));
    if (nf != NONE && occ(find<Plain>(tSeg0(j - 1) + nf)) != 0) return true;
  }
  for (let j = 0; j < game.monks; j++) {
    const t = monkTile(j);
    if (abs(tX(t) - x) <= 1 && abs(tY(t) - y) <= 1) return true;
  }
  return false;
}

/** The policy's placement for tile t among `total` fitting ones (listed in fTmp): i << 2 | q. */
export function policyPick(t: i32, total: i32): i32 {
  const p = game.current;
  let best = 0;
  let bestVal = i32.MIN_VALUE;
  if (total <= polSamples) {
    const cloister = ld8(vCloister, t * 4) != NONE && ld8(supply, p) != 0;
    for (let i = 0; i < fN; i++) {
      let m = ld8(fTmp, i);
      if (m == 0) continue;
      const sq = i;
      const x = qX(sq);
      const y = qY(sq);
      const c = cellOf(x, y);
      // A square that touches no claimed road or city and no claimed cloister is worth the
      // same (nothing, or a cloister's neighbours) in every rotation: skip placeValue there.
      const cold = !touchesClaim(c, x, y);
      const flat = cold && cloister ? neighbours(c) : 0;
      while (m != 0) {
        const q = ctz(m);
        m &= m - 1;
        // Low bits: a random tie-break, so equal moves are not chosen by frontier order.
        const val = ((cold ? flat : placeValue(t * 4 + q, c, x, y, p)) << 8) | <i32>(nextU32() >> 24);
        if (val > bestVal) {
          bestVal = val;
          best = (i << 2) | q;
        }
      }
    }
  } else {
    for (let s = 0; s < polSamples; s++) {
      const at = nthFit(below(total));
      const sq = at >> 2;
      const x = qX(sq);
      const y = qY(sq);
      const val = (placeValue(t * 4 + (at & 3), cellOf(x, y), x, y, p) << 8) | <i32>(nextU32() >> 24);
      if (val > bestVal) {
        bestVal = val;
        best = at;
      }
    }
  }
  return best;
}
