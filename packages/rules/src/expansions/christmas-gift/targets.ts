/**
 * Who and what a card may target (CG-19), and which players an attack affects (CG-16).
 * Cards that target a feature list it once (any spot of it names it), so action lists stay
 * small; recall and swaps name followers, so they list one target per tile feature where
 * the follower stands (record-format.md, Expansion keys).
 */
import { boardFollowerCount, featureRoot, firstOnSegment, followerPlayer, followerSeg, heldBy, KIND_FIELD, kindOf } from '../../kit.js';
import type { BoardState, GameState } from '../../kit.js';
import type { PlayerIndex } from '../../types.js';
import type { Occupation } from './slice.js';
import { CARDS } from './cards.js';
import type { CardId } from './cards.js';
import { cg, countOf, countsAt, countsOn, isComplete, isLaid, KIND_OF, occupation, rootsOfKind, withMarks } from './slice.js';

function maxOf(c: readonly number[]): number {
  let m = 0;
  for (const v of c) if (v > m) m = v;
  return m;
}

/** Tied for the majority on followers alone (CG-19): `player` holds the top count with someone else. */
export function tiedWith(counts: readonly number[], player: PlayerIndex): PlayerIndex[] | null {
  const max = maxOf(counts);
  if (max === 0 || counts[player] !== max) return null;
  const others: PlayerIndex[] = [];
  for (let p = 0; p < counts.length; p++) if (counts[p] === max && p !== player) others.push(p);
  return others.length ? others : null;
}

/** tiedWith(counts of roots[k], player) !== null, read in place: asked for every occupied feature. */
function isTied(o: Occupation, k: number, player: PlayerIndex): boolean {
  let max = 0;
  for (let p = 0; p < o.players; p++) if (countOf(o, k, p) > max) max = countOf(o, k, p);
  if (max === 0 || countOf(o, k, player) !== max) return false;
  for (let p = 0; p < o.players; p++) if (p !== player && countOf(o, k, p) === max) return true;
  return false;
}

/** Whether a player other than `player` stands on roots[k]. */
function othersOn(o: Occupation, k: number, player: PlayerIndex): boolean {
  for (let p = 0; p < o.players; p++) if (p !== player && countOf(o, k, p) > 0) return true;
  return false;
}

/** Holds the majority, shared or not, counting tie marks (CG-19). */
export function hasMajority(s: GameState, root: number, counts: number[], player: PlayerIndex): boolean {
  const c = withMarks(s, root, counts);
  const max = maxOf(c);
  return max > 0 && c[player] === max;
}

/**
 * The last featureTargets answer and what it read. A drawn lightning card is asked about
 * three times on one board (may it take effect, the target listing, the answer's check),
 * on states that differ in the pipeline's cursor and the turn record only.
 */
const lastTargets = {
  board: null as BoardState | null,
  player: -1,
  card: '' as CardId | '',
  supplied: false,
  marks: null as readonly unknown[] | null,
  laid: null as readonly number[] | null,
  roots: [] as readonly number[],
};

/** Feature roots a lightning card (or farm-tie) may target; [] when it cannot take effect (CG-5). Shared: callers must not change the list. */
export function featureTargets(s: GameState, player: PlayerIndex, card: CardId): readonly number[] {
  const c = cg(s);
  const supplied = s.supply[player]! > 0;
  const m = lastTargets;
  if (m.board !== s.board || m.player !== player || m.card !== card || m.supplied !== supplied || m.marks !== c.marks || m.laid !== c.laid) {
    m.roots = computeTargets(s, player, card);
    m.board = s.board;
    m.player = player;
    m.card = card;
    m.supplied = supplied;
    m.marks = c.marks;
    m.laid = c.laid;
  }
  return m.roots;
}

function computeTargets(s: GameState, player: PlayerIndex, card: CardId): number[] {
  const def = CARDS[card];
  if (!def.feature) return [];
  const kind = KIND_OF[def.feature];
  const out: number[] = [];
  const fam = card.slice(0, card.indexOf('-'));
  if (fam === 'place') {
    if (s.supply[player]! <= 0) return [];
    const occ = occupation(s);
    for (const r of rootsOfKind(s, kind)) if (occ.roots.indexOf(r) < 0 && !isComplete(s, r)) out.push(r);
    return out;
  }
  const occ = occupation(s);
  for (let k = 0; k < occ.roots.length; k++) {
    if (occ.kinds[k] !== kind || occ.complete[k]) continue;
    const r = occ.roots[k]!;
    switch (fam) {
      case 'score':
        if (hasMajority(s, r, countsAt(occ, k), player)) out.push(r);
        break;
      case 'occupy':
        if (s.supply[player]! > 0 && othersOn(occ, k, player)) out.push(r);
        break;
      case 'lay':
        if (!isLaid(s, r)) out.push(r);
        break;
      case 'tie':
      case 'farm':
        if (isTied(occ, k, player)) out.push(r);
        break;
    }
  }
  return out.sort((a, b) => a - b);
}

/** Players affected by an attack on feature `root` (occupy-, lay-, tie-, farm-tie), in turn order after `player`. */
export function affectedOn(s: GameState, player: PlayerIndex, card: CardId, root: number): PlayerIndex[] {
  const counts = countsOn(occupation(s), root) ?? [];
  let who: PlayerIndex[];
  if (card.startsWith('tie-') || card === 'farm-tie') who = tiedWith(counts, player) ?? [];
  else {
    who = [];
    for (let p = 0; p < counts.length; p++) if (counts[p]! > 0 && p !== player) who.push(p);
  }
  return turnOrderAfter(s, player, who);
}

export function turnOrderAfter(s: GameState, player: PlayerIndex, who: readonly PlayerIndex[]): PlayerIndex[] {
  const n = s.players.length;
  const out: PlayerIndex[] = [];
  for (let k = 1; k < n; k++) {
    const p = (player + k) % n;
    if (who.includes(p)) out.push(p);
  }
  return out;
}

// Scratch lists of swapPairs, written by index so their storage is kept between calls
// (a window lists pairs for every swap card in the hand, every time it opens).
const mine: number[] = [];
const mineRoot: number[] = [];
const theirs: number[] = [];
const theirRoot: number[] = [];
const who: PlayerIndex[] = [];

/**
 * Swap pairs (CG-19): one of my followers and an opponent's follower on a different
 * feature of the card's kind, written to `out` from index 0 as flat triples [my follower,
 * their follower, player2, ...] of board follower indices: a swap names both followers by
 * the exact spots where they stand (record-format.md), so a feature held on two of its
 * tiles gives a pair per tile. Followers of one player on one tile feature are
 * interchangeable and give one pair. A window lists every pair, and there can be dozens,
 * so no object per pair. Returns how many numbers it wrote (entries of `out` past that are
 * left as they were).
 */
export function swapPairs(s: GameState, player: PlayerIndex, card: CardId, out: number[]): number {
  const kind = KIND_OF[CARDS[card].feature!];
  const b = s.board;
  const occ = occupation(s);
  let nMine = 0;
  let nTheirs = 0;
  for (let i = 0; i < boardFollowerCount(b); i++) {
    const seg = followerSeg(b, i);
    if (kindOf(b, seg) !== kind) continue;
    const root = featureRoot(b, seg);
    if (kind !== KIND_FIELD && occ.complete[occ.roots.indexOf(root)]) continue;
    const p = followerPlayer(b, i);
    if (firstOnSegment(s, p, seg) !== i) continue;
    if (p === player) {
      mine[nMine] = i;
      mineRoot[nMine++] = root;
    } else {
      theirs[nTheirs] = i;
      theirRoot[nTheirs] = root;
      who[nTheirs++] = p;
    }
  }
  let n = 0;
  for (let i = 0; i < nMine; i++) {
    for (let k = 0; k < nTheirs; k++) {
      if (mineRoot[i] === theirRoot[k]) continue;
      out[n++] = mine[i]!;
      out[n++] = theirs[k]!;
      out[n++] = who[k]!;
    }
  }
  return n;
}

/**
 * Followers `player` may recall (CG-19), one board index per tile feature they hold, in
 * board order; not those CG-12 keeps on a completed, laid-down feature (heldBy).
 */
export function recallable(s: GameState, player: PlayerIndex): number[] {
  const b = s.board;
  const out: number[] = [];
  for (let i = 0; i < boardFollowerCount(b); i++) {
    if (followerPlayer(b, i) !== player || firstOnSegment(s, player, followerSeg(b, i)) !== i || heldBy(s, i)) continue;
    out.push(i);
  }
  return out;
}

/** The opponents of `player` with a follower on tile segment `seg`, as a bit mask (bit p for player p). */
export function opponentsOnSegment(s: GameState, player: PlayerIndex, seg: number): number {
  const b = s.board;
  let mask = 0;
  for (let i = 0; i < boardFollowerCount(b); i++) {
    if (followerSeg(b, i) === seg && followerPlayer(b, i) !== player) mask |= 1 << followerPlayer(b, i);
  }
  return mask;
}
