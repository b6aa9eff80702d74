// Where a tile may go: the frontier squares in the order they appeared, each with the
// rotations whose edges meet what its sides demand (@carc/rules' board.ts
// `placementActions`: frontier order, then rotation 0..3, rotations that look alike listed
// separately).

import { fitTab } from '../layout';
import { H_FLEN } from './layout';
import { qSig, qX, qY } from './frontier';
import { head } from './records';

/** Writes every fitting (x, y, q) of `type` to `out` as i16 triples, at most `cap`; returns how many. */
export function listPlacements(type: i32, out: usize, cap: i32): i32 {
  const fit = fitTab + (<usize>type << 8);
  let n = 0;
  const len = head(H_FLEN);
  for (let q = 0; q < len; q++) {
    let m = <i32>load<u8>(fit + <usize>qSig(q));
    if (m == 0) continue;
    const x = qX(q);
    const y = qY(q);
    while (m != 0 && n < cap) {
      const r = ctz(m);
      m &= m - 1;
      const p = out + <usize>(n * 6);
      store<i16>(p, <i16>x);
      store<i16>(p, <i16>y, 2);
      store<i16>(p, <i16>r, 4);
      n++;
    }
  }
  return n;
}

/** Whether `type` fits anywhere. */
export function canPlaceAnywhere(type: i32): bool {
  const fit = fitTab + (<usize>type << 8);
  const len = head(H_FLEN);
  for (let q = 0; q < len; q++) {
    if (load<u8>(fit + <usize>qSig(q)) != 0) return true;
  }
  return false;
}
