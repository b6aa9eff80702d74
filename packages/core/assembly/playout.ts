// Random play: one turn from the stack under the playout policy, and whole playouts from
// the current position.

import { game, io, scores, spotRoot, spotTmp, supply, vNF } from './layout';
import { ld16, ld8, st16, st8 } from './mem';
import { compactFrontier, markFits, nthFit } from './fits';
import { qX, qY } from './board/frontier';
import { sOcc, tSeg0 } from './board/records';
import { find } from './board/segments';
import { Plain } from './board/journal';
import { placeTile } from './board/place';
import { finish, scoreAfter } from './scoring';
import { advance, putFollower } from './moves';
import { followerChoice, policyPick, polEps, polFollow, polSamples } from './policy';
import { below } from './rng';
import { draw, keepPool, restack, shuffleStack, stackLeft } from './stack';
import { restore, save } from './snapshot';

/**
 * One turn from the stack under the playout policy (setPolicy). With the random policy
 * (no samples) it is uniform over fitting (position, rotation), then uniform over "no
 * follower" and each free feature of the placed tile; otherwise, on the policy's share of
 * turns, the placement (and, when the policy says so, the follower) is the heuristic's
 * pick. Returns the tile type drawn, +256 when it fitted nowhere and was discarded (B-3:
 * the same player draws again), or -1 when the stack is empty.
 */
export function step(): i32 {
  if (game.ended != 0) return -1;
  const t = draw();
  if (t < 0) return -1;
  const total = markFits(t);
  if (total == 0) {
    game.discards++;
    return t | 256;
  }
  const smart = polSamples > 0 && (polEps == 0 || below(100) >= polEps);
  const at = smart ? policyPick(t, total) : nthFit(below(total));
  const q = at >> 2;
  const v = t * 4 + (at & 3);
  const k = placeTile<Plain>(v, qX(q), qY(q));
  compactFrontier();
  const p = game.current;
  if (ld8(supply, p) != 0) {
    const base = tSeg0(k);
    const nf = ld8(vNF, v);
    let ns = 0;
    for (let f = 0; f < nf; f++) {
      const root = find<Plain>(base + f);
      if (sOcc(root) != 0) continue;
      // Two features of this tile already joined through the board are one spot.
      let dup = false;
      for (let i = 0; i < ns && !dup; i++) dup = ld16(spotRoot, i) == root;
      if (!dup) {
        st8(spotTmp, ns, f);
        st16(spotRoot, ns++, root);
      }
    }
    const pick = smart && polFollow != 0 ? followerChoice(k, ns) : below(ns + 1);
    if (pick != 0) {
      const f = ld8(spotTmp, pick - 1);
      putFollower(v, f, base + f, p);
    }
  }
  scoreAfter(k);
  advance();
  return t;
}

/**
 * Runs n random playouts from the current position, each with the undrawn part of the
 * stack as the remaining multiset in a fresh random order, to the end with final scoring.
 * Writes the per-player sums of final scores to the I/O buffer as f64 and leaves the
 * position as it was; the stack keeps the same tiles, sorted by type.
 */
export function playouts(n: i32): void {
  const left = stackLeft();
  keepPool();
  save();
  let s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0;
  for (let g = 0; g < n; g++) {
    restack(left);
    shuffleStack();
    while (step() >= 0) {}
    finish();
    s0 += <f64>load<i32>(scores);
    s1 += <f64>load<i32>(scores, 4);
    s2 += <f64>load<i32>(scores, 8);
    s3 += <f64>load<i32>(scores, 12);
    s4 += <f64>load<i32>(scores, 16);
    restore();
  }
  restack(left);
  store<f64>(io, s0);
  store<f64>(io, s1, 8);
  store<f64>(io, s2, 16);
  store<f64>(io, s3, 24);
  store<f64>(io, s4, 32);
}
