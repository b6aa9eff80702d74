/**
 * eval1's evaluation of a position: every player's score plus what the features they hold
 * are expected to pay, from the tiles still unseen, minus what their followers on the board
 * cost them. With no tile left to draw it is exactly the final scoring (B-6): incomplete
 * cities 1 per tile and pennant, roads 1 per tile, cloisters 1 + neighbours, farms 3 per
 * completed city.
 */
import { isComplete, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from './feature-map.js';
import type { Feature, FeatureMap } from './feature-map.js';
import type { TileOdds } from './tile-odds.js';

export interface Eval1Weights {
  /**
   * How many of the remaining draws are expected to try to close one open side (times the
   * remaining tiles per player): a side some unseen tile closes gets filled with
   * probability 1 - (1 - closing/unseen)^(reach * tilesLeft / players).
   */
  reach: number;
  /** The same for a cloister's empty neighbour: any fitting tile fills it, and the board grows into it anyway. */
  fillReach: number;
  /** Cost of a follower on a feature that will never complete, at the start of the game... */
  followerEarly: number;
  /** ...and with no tile left (linear in between). */
  followerLate: number;
  /** Cost of a farmer (farmers never come back), at the start and at the end. */
  farmerEarly: number;
  farmerLate: number;
  /**
   * Fitted weights for a two-player margin (fittedMargin): when set, margin() weighs the
   * parts of the evaluation by them instead of adding them up as values() does.
   */
  fit?: readonly number[];
}

/**
 * Tuned in seeded 40-game duels against greedy (2 players, base game): a reach of 1 (every
 * own draw tries every open side) won 11 of 20, 0.15 won 31 of 40; a farmer cost of 6
 * instead of 4 raised that to 36 of 40.
 */
export const EVAL1_WEIGHTS: Eval1Weights = { reach: 0.15, fillReach: 0.15, followerEarly: 3, followerLate: 0, farmerEarly: 6, farmerLate: 0 };

/** Each player's followers in the base game (B-1): with all of them on the board, allOut is 1. */
const FOLLOWERS = 7;

/** Tiles in the base stack after the start tile: the game's length for the follower costs. */
const BASE_STACK = 71;

export interface EvalContext {
  readonly odds: TileOdds;
  /** Tiles left to draw after the move being judged. */
  readonly tilesLeft: number;
  readonly players: number;
  /** Scores before the move (completions of the move are counted by the evaluation). */
  readonly scores: readonly number[];
  readonly weights: Eval1Weights;
}

/** Per-map memo of a feature's completion chance, keyed by root. */
export class Evaluation {
  private readonly chance = new Map<number, number>();
  private readonly sigs = new Map<number, number>();
  private readonly draws: number;
  private readonly fillDraws: number;

  constructor(
    readonly map: FeatureMap,
    readonly ctx: EvalContext,
  ) {
    const perPlayer = ctx.odds.unseen > 0 ? ctx.tilesLeft / ctx.players : 0;
    this.draws = ctx.weights.reach * perPlayer;
    this.fillDraws = ctx.weights.fillReach * perPlayer;
  }

  private sig(cell: number): number {
    let s = this.sigs.get(cell);
    if (s === undefined) {
      s = this.map.signature(cell);
      this.sigs.set(cell, s);
    }
    return s;
  }

  /** Chance that at least one of `draws` tiles is one of `good` among the unseen. */
  private filled(good: number, draws: number): number {
    if (good <= 0 || draws <= 0) return 0;
    return 1 - (1 - good / this.ctx.odds.unseen) ** draws;
  }

  /** Chance that a cloister's empty neighbour cell gets a tile. */
  fillChance(cell: number): number {
    return this.filled(this.ctx.odds.fitting(this.sig(cell)), this.fillDraws);
  }

  completion(root: number, f: Feature): number {
    if (isComplete(f)) return 1;
    if (f.kind === KIND_FIELD) return 0;
    let p = this.chance.get(root);
    if (p !== undefined) return p;
    p = 1;
    if (f.kind === KIND_CLOISTER) for (const c of f.emptyAround) p *= this.fillChance(c);
    else for (const o of f.open) p *= this.filled(this.ctx.odds.closing(this.sig(o.cell), o.side), this.draws);
    this.chance.set(root, p);
    return p;
  }

  /** Expected points for each majority holder of the feature. */
  worth(root: number, f: Feature): number {
    switch (f.kind) {
      case KIND_CITY: {
        const base = f.tiles + f.pennants;
        return base * (1 + this.completion(root, f));
      }
      case KIND_ROAD:
        return f.tiles;
      case KIND_CLOISTER: {
        if (isComplete(f)) return 9;
        let v = 1 + f.neighbours;
        for (const c of f.emptyAround) v += this.fillChance(c);
        return v;
      }
      default: {
        let v = 0;
        for (const c of f.cities) v += 3 * this.completion(c, this.map.features.get(c)!);
        return v;
      }
    }
  }

  /** What one follower standing on the feature costs its owner. */
  followerCost(root: number, f: Feature): number {
    const w = this.ctx.weights;
    const phase = Math.min(1, this.ctx.tilesLeft / BASE_STACK);
    if (f.kind === KIND_FIELD) return w.farmerLate + (w.farmerEarly - w.farmerLate) * phase;
    const stuck = 1 - this.completion(root, f);
    return stuck * (w.followerLate + (w.followerEarly - w.followerLate) * phase);
  }

  /** Every player's expected total. */
  values(): number[] {
    const v = this.ctx.scores.slice();
    for (const [root, f] of this.map.features) {
      let top = 0;
      for (const n of f.followers) top = Math.max(top, n);
      if (top === 0) continue;
      const worth = this.worth(root, f);
      const cost = this.followerCost(root, f);
      for (let p = 0; p < f.followers.length; p++) {
        const n = f.followers[p]!;
        if (n === 0) continue;
        if (n === top) v[p]! += worth;
        v[p]! -= n * cost;
      }
    }
    return v;
  }

  /**
   * The evaluation taken apart, per player (PARTS order): what values() adds up with fixed
   * weights, kept apart so weights can be fitted to how games end.
   */
  parts(): number[][] {
    const out = this.ctx.scores.map((s) => {
      const row = new Array<number>(PARTS.length).fill(0);
      row[PART.score] = s;
      return row;
    });
    for (const [root, f] of this.map.features) {
      let top = 0;
      for (const n of f.followers) top = Math.max(top, n);
      if (top === 0) continue;
      const field = f.kind === KIND_FIELD;
      const done = field ? 0 : this.completion(root, f);
      for (let p = 0; p < f.followers.length; p++) {
        const n = f.followers[p]!;
        if (n === 0) continue;
        const row = out[p]!;
        if (field) row[PART.farmers]! += n;
        else row[PART.stuck]! += n * (1 - done);
        row[PART.onBoard]! += n;
        if (n !== top) continue;
        switch (f.kind) {
          case KIND_CITY:
            row[PART.city]! += f.tiles + f.pennants;
            row[PART.cityChance]! += (f.tiles + f.pennants) * done;
            break;
          case KIND_ROAD:
            row[PART.road]! += f.tiles;
            break;
          case KIND_CLOISTER:
            row[PART.cloister]! += this.worth(root, f);
            row[PART.cloisterNow]! += isComplete(f) ? 9 : 1 + f.neighbours;
            break;
          default:
            row[PART.farm]! += this.worth(root, f);
        }
      }
    }
    for (const row of out) row[PART.allOut] = row[PART.onBoard]! >= FOLLOWERS ? 1 : 0;
    return out;
  }

  /** `player`'s expected total minus the best other player's. */
  margin(player: number): number {
    const fit = this.ctx.weights.fit ?? null;
    if (fitApplies(fit, this.ctx.players)) return fittedMargin(fit, this.parts(), player, Math.min(1, this.ctx.tilesLeft / BASE_STACK));
    return marginOf(this.values(), player);
  }
}

/**
 * The parts of parts(): score; held cities' tiles and pennants, and those times their
 * completion chance; held roads' tiles; held cloisters' and farms' expected worth;
 * followers (not farmers) times the chance their feature never completes; farmers; all
 * followers on the board; held cloisters' points now (1 + placed neighbours, 9 complete);
 * 1 when all seven followers are out. eval1's own sum uses the first eight. (Held roads'
 * tiles times their completion chance, followers beyond 4 on the board, open sides of held
 * cities and roads, completed cities next to held farms, the number of held farms and cities
 * shared with the other player were tried too: none moved the held-out spread by more than
 * 0.01.)
 */
export const PARTS = ['score', 'city', 'cityChance', 'road', 'cloister', 'farm', 'stuck', 'farmers', 'onBoard', 'cloisterNow', 'allOut'] as const;
const PART = Object.fromEntries(PARTS.map((p, i) => [p, i])) as Record<(typeof PARTS)[number], number>;

/** Fitted weights are for two-player margins (the player against the one other): elsewhere eval1's own sum counts. */
export function fitApplies(fit: readonly number[] | null, players: number): fit is readonly number[] {
  return fit !== null && players === 2;
}

/**
 * A two-player margin from fitted weights: `fit` holds, for each of PARTS and then for a
 * constant, a weight at the start of the game and one at its end (linear in between), applied
 * to the player's part minus the other's (the constant: the player who just moved).
 */
export function fittedMargin(fit: readonly number[], parts: readonly number[][], player: number, phase: number): number {
  const me = parts[player]!;
  const other = parts[1 - player]!;
  // Weights fitted on fewer parts leave the later ones out.
  const c = fit.length - 2;
  let v = 0;
  for (let k = 0; 2 * k < c; k++) {
    const d = me[k]! - other[k]!;
    if (d !== 0) v += d * (fit[2 * k + 1]! + (fit[2 * k]! - fit[2 * k + 1]!) * phase);
  }
  return v + fit[c + 1]! + (fit[c]! - fit[c + 1]!) * phase;
}

export function marginOf(values: readonly number[], player: number): number {
  let best = values.length === 1 ? 0 : -Infinity;
  for (let p = 0; p < values.length; p++) if (p !== player) best = Math.max(best, values[p]!);
  return values[player]! - best;
}
