// The draw stack: the tile types still to come, drawn from stkPos up to stkLen.

import { io, MAX_BOARD, pool, stack } from './layout';
import { H_TILES } from './board/layout';
import { head } from './board/records';
import { ld8, st8 } from './mem';
import { below } from './rng';
import { nTypes } from './tiletable';

export let stkPos: i32 = 0;
export let stkLen: i32 = 0;

/** Tiles not yet drawn. */
@inline export function stackLeft(): i32 { return stkLen - stkPos; }

export function clearStack(): void {
  stkPos = 0;
  stkLen = 0;
}

/** The next tile type, or -1 when the stack is empty. */
@inline export function draw(): i32 {
  return stkPos < stkLen ? ld8(stack, stkPos++) : -1;
}

/**
 * Sets the draw stack to the `n` type ids in the I/O buffer (drawn first to last). Returns
 * 1 if the board could outgrow the torus, 2 for an unknown type.
 */
export function loadStack(n: i32): i32 {
  if (n < 0 || head(H_TILES) + n > MAX_BOARD) return 1;
  for (let i = 0; i < n; i++) {
    const t = ld8(io, i);
    if (t >= nTypes) return 2;
    st8(stack, i, t);
  }
  stkPos = 0;
  stkLen = n;
  return 0;
}

/** Fisher-Yates over the tiles not yet drawn. */
export function shuffleStack(): void {
  const n = stkLen - stkPos;
  const base = stack + <usize>stkPos;
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    const a = load<u8>(base + <usize>i);
    store<u8>(base + <usize>i, load<u8>(base + <usize>j));
    store<u8>(base + <usize>j, a);
  }
}

/**
 * Keeps the undrawn tiles as the playout pool, sorted by type, so that only the multiset,
 * not the order the host listed it in, decides the playouts for a given seed.
 */
export function keepPool(): void {
  let k = 0;
  for (let t = 0; t < nTypes; t++) {
    for (let i = stkPos; i < stkLen; i++) if (ld8(stack, i) == t) st8(pool, k++, t);
  }
}

/** The stack becomes the n pooled tiles again, in pool order. */
export function restack(n: i32): void {
  memory.copy(stack, pool, <usize>n);
  stkPos = 0;
  stkLen = n;
}
