// Reading one feature off the board, as @carc/rules' features.ts `featureInfo`: its root
// and kind, distinct tiles (B-5), pennants, the cells of its tiles in ring order from the
// root, completion, followers per player and their board indices, a cloister's neighbours,
// and the closed cities a field borders (B-6), each once, ascending. One call; the answer
// goes to the output buffer as i32 (read by src/board/features.ts):
//   [root, kind, tiles, pennants, complete, neighbours, followerIndices, cities,
//    followers per player x MAX_PLAYERS, (x, y) x tiles, followerIndices..., cities...]

import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from '../kinds';
import { MAX_PLAYERS, MAXF, vBorder, vPen } from '../layout';
import { ld8 } from '../mem';
import { BS, H_FOLS, S_OPEN } from './layout';
import { markSeg, markTile, newSegMarks, newTileMarks } from './marks';
import { cellOf, fPlayer, fSeg, grid, head, sFeat, sg, sKind, sNext, sTile, tSeg0, tVar, tX, tY } from './records';
import { find } from './segments';
import { Journaled } from './journal';

export const FI_CELLS: i32 = 8 + MAX_PLAYERS;

/** Closed cities found by the walk, before sorting. */
const cityTmp: usize = memory.data(BS << 2, 4);

/** Placed tile at (x, y), or -1; any coordinates (a tile elsewhere on the same torus cell is not it). */
export function tileAtXY(x: i32, y: i32): i32 {
  const g = grid(cellOf(x, y));
  return g > 0 && tX(g - 1) == x && tY(g - 1) == y ? g - 1 : -1;
}

/** Tiles among the 8 squares around (x, y). */
export function neighbourCount(x: i32, y: i32): i32 {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx != 0 || dy != 0) && tileAtXY(x + dx, y + dy) >= 0) n++;
    }
  }
  return n;
}

/** Writes featureInfo(seg) to `out`; returns the number of i32 written. */
export function featureInfo(seg: i32, out: usize): i32 {
  const root = find<Journaled>(seg);
  const kind = sKind(root);
  const tileGen = newTileMarks();
  const segGen = newSegMarks();
  let w = out + (<usize>FI_CELLS << 2);
  let tiles = 0;
  let pennants = 0;
  let cities = 0;
  let s = root;
  do {
    const t = sTile(s);
    const v = tVar(t);
    const f = sFeat(s);
    if (!markTile(t, tileGen)) {
      store<i32>(w, tX(t));
      store<i32>(w, tY(t), 4);
      w += 8;
      tiles++;
    }
    pennants += ld8(vPen, v * MAXF + f);
    if (kind == KIND_FIELD) {
      let borders = ld8(vBorder, v * MAXF + f);
      const base = tSeg0(t);
      while (borders != 0) {
        const g = ctz(borders);
        borders &= borders - 1;
        const cr = find<Journaled>(base + g);
        if (load<i16>(sg(cr), S_OPEN) != 0 || markSeg(cr, segGen)) continue;
        store<i32>(cityTmp + (<usize>cities << 2), cr);
        cities++;
      }
    }
    s = sNext(s);
  } while (s != root);
  for (let p = 0; p < MAX_PLAYERS; p++) store<i32>(out + (<usize>(8 + p) << 2), 0);
  const total = head(H_FOLS);
  let indices = 0;
  for (let i = 0; i < total; i++) {
    if (find<Journaled>(fSeg(i)) != root) continue;
    const p = fPlayer(i);
    if (p < MAX_PLAYERS) {
      const at = out + (<usize>(8 + p) << 2);
      store<i32>(at, load<i32>(at) + 1);
    }
    store<i32>(w, i);
    w += 4;
    indices++;
  }
  // Ascending (insertion sort: a field borders a handful of cities).
  for (let i = 1; i < cities; i++) {
    const c = load<i32>(cityTmp + (<usize>i << 2));
    let j = i - 1;
    while (j >= 0 && load<i32>(cityTmp + (<usize>j << 2)) > c) {
      store<i32>(cityTmp + (<usize>(j + 1) << 2), load<i32>(cityTmp + (<usize>j << 2)));
      j--;
    }
    store<i32>(cityTmp + (<usize>(j + 1) << 2), c);
  }
  for (let i = 0; i < cities; i++) {
    store<i32>(w, load<i32>(cityTmp + (<usize>i << 2)));
    w += 4;
  }
  let neighbours = 0;
  let complete = 0;
  if (kind == KIND_CLOISTER) {
    const t = sTile(root);
    neighbours = neighbourCount(tX(t), tY(t));
    complete = neighbours == 8 ? 1 : 0;
  } else if (kind == KIND_ROAD || kind == KIND_CITY) {
    complete = load<i16>(sg(root), S_OPEN) == 0 ? 1 : 0;
  }
  store<i32>(out, root);
  store<i32>(out, kind, 4);
  store<i32>(out, tiles, 8);
  store<i32>(out, pennants, 12);
  store<i32>(out, complete, 16);
  store<i32>(out, neighbours, 20);
  store<i32>(out, indices, 24);
  store<i32>(out, cities, 28);
  return <i32>((w - out) >> 2);
}
