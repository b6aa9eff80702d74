// Followers on the board: a list of (player, location, placed tile, segment) in the order
// they were put down, as @carc/rules' board.ts keeps it. Each feature's root counts its
// followers, in all and per player.

import { MAX_PLAYERS } from '../layout';
import { w32, w8 } from './journal';
import { BF, H_FOLS, S_FOL, S_OCC } from './layout';
import { fl, fPlayer, fSeg, head, headAt, sg, sTile } from './records';
import { find } from './segments';

/** removeFollowers' marks of the indices to remove (scratch). */
const folGone: usize = memory.data(BF);

/** Counts follower (player) on the feature of segment seg: +1 or -1. */
@inline function count<J>(seg: i32, player: i32, d: i32): void {
  const p = sg(find<J>(seg));
  w8<J>(p + S_OCC, <i32>load<u8>(p, S_OCC) + d);
  if (player < MAX_PLAYERS) w8<J>(p + S_FOL + <usize>player, <i32>load<u8>(p + <usize>player, S_FOL) + d);
}

/** Appends a follower of `player` on segment `seg` (put on location `loc`); returns its index. */
export function addFollower<J>(player: i32, seg: i32, loc: i32): i32 {
  const i = head(H_FOLS);
  const e = fl(i);
  w32<J>(e, player | (loc << 8) | (sTile(seg) << 16));
  w32<J>(e + 4, seg);
  w32<J>(headAt(H_FOLS), i + 1);
  count<J>(seg, player, 1);
  return i;
}

/**
 * Removes the followers whose indices are the `n` i32 at `at` (any order, repeats and
 * indices past the end ignored); the others keep their order.
 */
export function removeFollowers<J>(at: usize, n: i32): void {
  const total = head(H_FOLS);
  memory.fill(folGone, 0, <usize>BF);
  for (let k = 0; k < n; k++) {
    const i = load<i32>(at + (<usize>k << 2));
    if (i >= 0 && i < total) store<u8>(folGone + <usize>i, 1);
  }
  let k = 0;
  for (let i = 0; i < total; i++) {
    if (load<u8>(folGone + <usize>i) != 0) {
      count<J>(fSeg(i), fPlayer(i), -1);
    } else {
      if (k != i) {
        w32<J>(fl(k), load<i32>(fl(i)));
        w32<J>(fl(k) + 4, load<i32>(fl(i), 4));
      }
      k++;
    }
  }
  // Slots past the end go back to zero, so equal boards are equal bytes.
  for (let i = k; i < total; i++) {
    w32<J>(fl(i), 0);
    w32<J>(fl(i) + 4, 0);
  }
  w32<J>(headAt(H_FOLS), k);
}
