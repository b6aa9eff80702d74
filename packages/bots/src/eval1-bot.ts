/**
 * eval1: a one-ply bot. It judges every placement of the drawn tile together with every
 * follower choice on it (and, at the follower decision, every answer on offer) by the
 * evaluation of eval1.ts, from the tiles still unseen, and plays the best. When only the
 * next player's tile is left after this one and the view shows which tile it is, it solves
 * the rest of the game exactly: for its best candidates it plays the next player's best
 * reply and judges the final position. Expansion decisions go to ExpansionPolicy. Needs no
 * wasm core; deterministic (ties go to the first candidate in legal-action order).
 */
import { LOCATIONS, ROTATIONS } from '@carc/tiles';
import type { Location } from '@carc/tiles';
import type { Action, PlayerView } from '@carc/rules';
import { Evaluation, EVAL1_WEIGHTS, marginOf } from './eval1.js';
import type { Eval1Weights, EvalContext } from './eval1.js';
import { ExpansionPolicy } from './expansion-policy.js';
import type { ExpansionHost } from './expansion-policy.js';
import { cellXY, FeatureMap, turned } from './feature-map.js';
import type { BoardFollower, BoardTile, TurnedTile } from './feature-map.js';
import { legalOf } from './policy.js';
import { unknownTiles } from './position.js';
import type { BotRng } from './rng.js';
import { fits, TileOdds } from './tile-odds.js';
import type { Bot, Budget } from './types.js';

/**
 * Candidates (placement + follower) the last-two-tiles solve looks at, the best by the
 * one-ply evaluation: each costs one board per reply of the next player (tens of ms in all).
 */
const EXACT_CANDIDATES = 24;

export interface Candidate {
  action: Action;
  tiles: BoardTile[];
  followers: BoardFollower[];
  value: number;
}

export class Eval1Bot implements Bot, ExpansionHost {
  readonly name = 'eval1';
  private readonly expansions = new ExpansionPolicy(this);

  constructor(readonly weights: Eval1Weights = EVAL1_WEIGHTS) {}

  chooseAction(view: PlayerView, _budget: Budget, _rng: BotRng): Action {
    const legal = legalOf(view);
    if (legal.length === 1) return legal[0]!;
    const kind = view.decision?.kind;
    const ext = this.expansions.choose(view, legal);
    if (ext) return ext;
    const candidates = kind === 'place' && view.tile ? this.placements(view, view.tile, legal) : kind === 'meeple' ? this.followerChoices(view, legal) : [];
    if (candidates.length === 0) return this.expansions.fallback(view, legal);
    return this.best(view, candidates).action;
  }

  /**
   * The candidate eval1 plays at a base place or follower decision (with the exact solve
   * when it applies), or null when the decision is neither. Other searches use it to borrow
   * the endgame solve together with the follower it goes with.
   */
  decide(view: PlayerView): Candidate | null {
    const legal = view.legalActions ?? [];
    const kind = view.decision?.kind;
    const candidates = kind === 'place' && view.tile ? this.placements(view, view.tile, legal) : kind === 'meeple' ? this.followerChoices(view, legal) : [];
    return candidates.length === 0 ? null : this.best(view, candidates);
  }

  /** The one-ply context: the unseen tiles and the tiles left once this turn's tile is down. */
  context(view: PlayerView): EvalContext {
    const unseen = unknownTiles(view);
    return { odds: new TileOdds(unseen), tilesLeft: Math.min(view.stackSize, unseen.length), players: view.players.length, scores: view.scores, weights: this.weights };
  }

  tileValue(view: PlayerView, tile: string): number {
    const board = new FeatureMap(view.board, [], view.players.length);
    const places: Action[] = [];
    for (const cell of board.frontier()) {
      const { x, y } = cellXY(cell);
      for (const rot of ROTATIONS) if (fits(turned(tile, rot), board.signature(cell))) places.push({ type: 'place', x, y, rot });
    }
    let best = -Infinity;
    for (const c of this.placements(view, tile, places)) best = Math.max(best, c.value);
    return best;
  }

  /** Every placement of `tile` among `legal`, alone and with each follower, with its one-ply value. */
  placements(view: PlayerView, tile: string, legal: readonly Action[]): Candidate[] {
    const me = view.viewer ?? 0;
    const ctx = this.context(view);
    const followers = followersOf(view);
    const out: Candidate[] = [];
    for (const a of legal) {
      if (a.type !== 'place') continue;
      const tiles = [...view.board, { tile, x: a.x, y: a.y, rot: a.rot }];
      const map = new FeatureMap(tiles, followers, ctx.players);
      const ev = new Evaluation(map, ctx);
      out.push({ action: a, tiles, followers, value: ev.margin(me) });
      if (view.supply[me]! <= 0) continue;
      for (const at of freeLocations(map, tiles.length - 1)) {
        const f = map.features.get(map.rootAt(a.x, a.y, at))!;
        f.followers[me]! += 1;
        out.push({ action: a, tiles, followers: [...followers, { player: me, x: a.x, y: a.y, at }], value: ev.margin(me) });
        f.followers[me]! -= 1;
      }
    }
    return out;
  }

  private followerChoices(view: PlayerView, legal: readonly Action[]): Candidate[] {
    const me = view.viewer ?? 0;
    const ctx = this.context(view);
    const last = view.board[view.board.length - 1]!;
    const base = followersOf(view);
    const out: Candidate[] = [];
    for (const a of legal) {
      let followers: BoardFollower[] | null = null;
      if (a.type === 'pass') followers = base;
      else if (a.type === 'meeple') followers = [...base, { player: me, x: last.x, y: last.y, at: a.at }];
      else if (a.type === 'ext' && a.kind === 'return' && a.spot) {
        const s = a.spot;
        const i = base.findIndex((f) => f.player === me && f.x === s.x && f.y === s.y && f.at === s.at);
        if (i >= 0) followers = base.filter((_, j) => j !== i);
      }
      if (!followers) continue;
      const map = new FeatureMap(view.board, followers, ctx.players);
      out.push({ action: a, tiles: view.board, followers, value: new Evaluation(map, ctx).margin(me) });
    }
    return out;
  }

  /** The best candidate; with one known tile left for the next player, by an exact solve of the rest. */
  private best(view: PlayerView, candidates: Candidate[]): Candidate {
    const unseen = unknownTiles(view);
    if (view.stackSize === 1 && unseen.length === 1) {
      const me = view.viewer ?? 0;
      const next = (me + 1) % view.players.length;
      const shortlist = candidates
        .map((c, i) => ({ c, i }))
        .sort((p, q) => q.c.value - p.c.value || p.i - q.i)
        .slice(0, EXACT_CANDIDATES);
      let best = shortlist[0]!.c;
      let bestValue = -Infinity;
      for (const { c } of shortlist) {
        const value = this.afterReply(view, c, unseen[0]!, next);
        if (value > bestValue) {
          bestValue = value;
          best = c;
        }
      }
      return best;
    }
    let best = candidates[0]!;
    for (const c of candidates) if (c.value > best.value) best = c;
    return best;
  }

  /**
   * The final margin for the viewer after the next player puts the last tile where (and
   * with the follower) their own final margin is largest. Supplies are taken from the view
   * (the viewer's follower this turn does not change the next player's).
   */
  private afterReply(view: PlayerView, c: Candidate, last: string, next: number): number {
    const me = view.viewer ?? 0;
    const final: EvalContext = { ...this.context(view), tilesLeft: 0 };
    const board = new FeatureMap(c.tiles, c.followers, final.players);
    let bestForThem = -Infinity;
    let mine = new Evaluation(board, final).margin(me);
    for (const cell of board.frontier()) {
      const sig = board.signature(cell);
      const { x, y } = cellXY(cell);
      for (const rot of ROTATIONS) {
        if (!fits(turned(last, rot), sig)) continue;
        const tiles = [...c.tiles, { tile: last, x, y, rot }];
        const map = new FeatureMap(tiles, c.followers, final.players);
        const ev = new Evaluation(map, final);
        const options: (Location | null)[] = [null];
        if (view.supply[next]! > 0) options.push(...freeLocations(map, tiles.length - 1));
        for (const at of options) {
          const f = at === null ? null : map.features.get(map.rootAt(x, y, at))!;
          if (f) f.followers[next]! += 1;
          const values = ev.values();
          if (f) f.followers[next]! -= 1;
          const theirs = marginOf(values, next);
          if (theirs > bestForThem) {
            bestForThem = theirs;
            mine = marginOf(values, me);
          }
        }
      }
    }
    return mine;
  }
}

export function followersOf(view: PlayerView): BoardFollower[] {
  return view.followers.map((f) => ({ player: f.player, x: f.spot.x, y: f.spot.y, at: f.spot.at }));
}

/** One location per feature of tile i that no follower holds yet (B-2's "unoccupied"). */
function freeLocations(map: FeatureMap, i: number): Location[] {
  const t = map.tiles[i]!;
  const tt = map.turnedTiles[i]!;
  const roots = map.rootsOfTile(i);
  const out: Location[] = [];
  tt.type.features.forEach((def, fi) => {
    const f = map.features.get(roots[fi]!)!;
    if (f.followers.some((n) => n > 0)) return;
    // Any location of the feature names it; the rotated first one is where it lies on the board.
    const at = locationOnBoard(tt, fi);
    if (at && map.rootAt(t.x, t.y, at) === roots[fi]) out.push(at);
  });
  return out;
}

function locationOnBoard(tt: TurnedTile, fi: number): Location | null {
  for (let l = 0; l < 13; l++) if (tt.featureAt[l] === fi) return LOCATIONS[l]!;
  return null;
}
