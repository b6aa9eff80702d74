// Field access to the board block (layouts in board/layout.ts). Reads only: writes go
// through the journal (journal.ts).

import { CELLS, WB } from '../layout';
import {
  bFols, bGrid, board, bSegs, bTiles, F_PLAYER, F_SEG, F_TILE, FOL_BYTES, S_FEAT, S_KIND, S_NEXT, S_OCC, S_OPEN,
  S_PARENT, S_SIZE, S_TILE, S_VF, SEG_SHIFT, T_SEG0, T_VAR, T_X, T_Y, TILE_BYTES,
} from './layout';

@inline export function head(off: i32): i32 { return load<i32>(board + <usize>off); }
@inline export function headAt(off: i32): usize { return board + <usize>off; }

@inline export function tl(t: i32): usize { return bTiles + <usize>(t * TILE_BYTES); }
@inline export function tVar(t: i32): i32 { return <i32>load<u8>(tl(t), T_VAR); }
@inline export function tSeg0(t: i32): i32 { return <i32>load<u16>(tl(t), T_SEG0); }
@inline export function tX(t: i32): i32 { return <i32>load<i16>(tl(t), T_X); }
@inline export function tY(t: i32): i32 { return <i32>load<i16>(tl(t), T_Y); }

@inline export function sg(s: i32): usize { return bSegs + (<usize>s << SEG_SHIFT); }
@inline export function sParent(s: i32): i32 { return <i32>load<u16>(sg(s), S_PARENT); }
@inline export function sNext(s: i32): i32 { return <i32>load<u16>(sg(s), S_NEXT); }
@inline export function sOpen(s: i32): i32 { return <i32>load<i16>(sg(s), S_OPEN); }
@inline export function sSize(s: i32): i32 { return <i32>load<u16>(sg(s), S_SIZE); }
@inline export function sKind(s: i32): i32 { return <i32>load<u8>(sg(s), S_KIND); }
@inline export function sOcc(s: i32): i32 { return <i32>load<u8>(sg(s), S_OCC); }
@inline export function sFeat(s: i32): i32 { return <i32>load<u8>(sg(s), S_FEAT); }
@inline export function sTile(s: i32): i32 { return <i32>load<u16>(sg(s), S_TILE); }
/** Row of segment s's feature in the tile tables (vKind, vBorder, ...): variant * MAXF + feature. */
@inline export function sVF(s: i32): i32 { return <i32>load<u16>(sg(s), S_VF); }

@inline export function fl(i: i32): usize { return bFols + <usize>(i * FOL_BYTES); }
@inline export function fPlayer(i: i32): i32 { return <i32>load<u8>(fl(i), F_PLAYER); }
@inline export function fSeg(i: i32): i32 { return <i32>load<u16>(fl(i), F_SEG); }
@inline export function fTile(i: i32): i32 { return <i32>load<u16>(fl(i), F_TILE); }

/** Torus cell of square (x, y): neighbours are a constant offset away (see MAX_SPAN). */
@inline export function cellOf(x: i32, y: i32): i32 { return (x + (y << WB)) & (CELLS - 1); }
@inline export function cellAt(c: i32): usize { return bGrid + (<usize>c << 1); }
/** Placed tile + 1, -(frontier slot + 1), or 0. */
@inline export function grid(c: i32): i32 { return <i32>load<i16>(cellAt(c)); }
