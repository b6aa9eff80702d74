/**
 * Hooks outside the pipeline: scoring-card bonuses (CG-10, CG-17), banking of laid-down
 * features (CG-12), tie marks in the majority (CG-13), the force restriction (CG-14), and
 * what the views may show (hands secret, deck order hidden).
 */
import { featureRoot, fits, followerSeg, getExt, memoOf, Recent, typeIndex } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { FollowerHold, ScoreDraft } from '../../expansion.js';
import type { GameEvent, PlayerIndex } from '../../types.js';
import { redactSecret } from '../cards/index.js';
import type { CGState, Mark } from './slice.js';
import { copyCg, handOf, handSize, ID, isComplete, isLaid, putCg, rootSpot, withMarks } from './slice.js';

export function adjustScore(s: GameState, draft: ScoreDraft): { state: GameState; draft: ScoreDraft } {
  const c = getExt<CGState>(s, ID);
  if (!c) return { state: s, draft };
  const when = draft.explanation.when;
  const root = draft.feature;
  if (root < 0) return { state: s, draft };
  let next = c;
  if (when === 'completed' && c.turn.boosts.length) {
    const b = c.turn.boosts.find((x) => featureRoot(s.board, x.seg) === root);
    if (b && draft.award[b.player]! > 0) {
      const e = draft.explanation;
      const pts = b.card === 'loop-road' ? 2 * e.tiles : b.card === 'pennant-city' ? 2 * e.tiles + 3 * e.pennants : 3 * e.tiles;
      const award = draft.award.slice();
      award[b.player] = pts;
      draft = { ...draft, award, explanation: { ...e, rules: [...(e.rules ?? []), 'CG-10', 'CG-17', b.card] } };
    }
  }
  if (when === 'completed' && c.laid.length && isLaid(s, root)) {
    // CG-12: scored normally, banked, followers stay until the game ends.
    const banked = c.banked.slice();
    draft.award.forEach((p, i) => {
      banked[i] = banked[i]! + p;
    });
    next = { ...next, banked };
    draft = {
      ...draft,
      award: draft.award.map(() => 0),
      keepFollowers: true,
      explanation: { ...draft.explanation, rules: [...(draft.explanation.rules ?? []), 'CG-12'] },
    };
  }
  if (draft.scoresFeature && c.marks.length && marked(s, c.marks, root)) {
    // CG-13: a mark disappears when its feature is scored, not when a cash-out pays per follower.
    const marks = c.marks.filter((m) => featureRoot(s.board, m.seg) !== root);
    next = { ...next, marks };
  }
  if (draft.explanation.feature === 'field' && when === 'final') {
    // Every field of the final scoring passes here: a slice copy of one shape, not a spread.
    const withFarm = copyCg(next);
    withFarm.farms = [...next.farms, { owners: draft.explanation.owners.slice(), cities: draft.explanation.cities ?? 0 }];
    next = withFarm;
  }
  return { state: next === c ? s : putCg(s, next), draft };
}

/** Whether a mark lies on the feature `root`; asked for every score once marks exist, nearly always "no". */
function marked(s: GameState, marks: readonly Mark[], root: number): boolean {
  for (let i = 0; i < marks.length; i++) if (featureRoot(s.board, marks[i]!.seg) === root) return true;
  return false;
}

export function followerCounts(s: GameState, feature: number, counts: number[]): number[] {
  return withMarks(s, feature, counts);
}

/** CG-14 applies only in the turn right after a force was played. */
export function placementLimited(s: GameState): boolean {
  const f = getExt<CGState>(s, ID)?.force;
  return !!f && f.turn === s.turn - 1 && s.tile !== null;
}

/** CG-14: the forced square binds the tile placed in the turn after the force, if it fits there in some rotation. */
export function placementAllowed(s: GameState, x: number, y: number, rot: number): boolean {
  void rot;
  const c = getExt<CGState>(s, ID);
  const f = c?.force;
  if (!f || f.turn !== s.turn - 1 || s.tile === null) return true;
  if (x === f.x && y === f.y) return true;
  // Asked once per placement candidate: whether the tile fits the square is the same answer each time.
  const cache = memoOf(s, bindCache);
  let binds = cache.get(s);
  if (binds === undefined) {
    const t = typeIndex(s.tile);
    binds = false;
    for (let q = 0; q < 4 && !binds; q++) if (fits(s.board, t, q, f.x, f.y)) binds = true;
    cache.set(s, binds);
  }
  return !binds;
}

/** Per engine (registry.ts memoOf): whether a force binds, for the latest states. */
const bindCache = () => new Recent<GameState, boolean>();

export function publicView(s: GameState): unknown {
  const c = getExt<CGState>(s, ID);
  if (!c) return null;
  const laid = [...new Set(c.laid.map((seg) => featureRoot(s.board, seg)))].map((r) => rootSpot(s, r));
  return {
    decks: { cloister: c.cloister.deck.length, roadside: c.roadside.deck.length },
    discards: { cloister: c.cloister.discard.slice(), roadside: c.roadside.discard.slice() },
    handSizes: s.players.map((_, p) => handSize(c, p)),
    laid,
    marks: c.marks.map((m) => ({ player: m.player, spot: rootSpot(s, featureRoot(s.board, m.seg)) })),
    banked: c.banked.slice(),
    force: c.force && c.force.turn >= s.turn - 1 ? { x: c.force.x, y: c.force.y, by: c.force.by } : null,
    removedTiles: c.removed.slice(),
    hands: c.revealed ? s.players.map((_, p) => handOf(c, p)) : null,
  };
}

export function privateView(s: GameState, player: PlayerIndex): unknown {
  const c = getExt<CGState>(s, ID);
  if (!c || player < 0 || player >= s.players.length) return null;
  return { hand: handOf(c, player) };
}

/** A secret event (a hand card drawn) shows others only the deck and the hand size. */
export function redactEvent(e: GameEvent, viewer: PlayerIndex | null): GameEvent | null {
  return redactSecret(e, viewer);
}

const HELD_BY_CG12: FollowerHold = { rule: 'CG-12', reason: 'it stands on a completed, laid-down feature and stays there until the game ends' };

/**
 * CG-12: the followers of a completed, laid-down feature stay on the board until the game
 * ends, so no recall, festival return, cash-out or change-position may take them off.
 * Only complete features are looked up as laid: nearly every follower asked about stands
 * on an unfinished one.
 */
export function followerHeld(s: GameState, i: number): FollowerHold | null {
  const root = featureRoot(s.board, followerSeg(s.board, i));
  return isComplete(s, root) && isLaid(s, root) ? HELD_BY_CG12 : null;
}
