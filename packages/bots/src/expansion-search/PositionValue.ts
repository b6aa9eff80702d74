/**
 * What a full state is worth to each player at a search leaf: eval1's expected totals
 * (scores, plus claimed features weighted by their completion chances from the tiles still
 * unseen, minus what followers cost standing there; see eval1.ts) plus the points the
 * expansions pay later that the board does not show:
 * - The Easter Bunny: the egg bonus as if the game ended now (10 for most eggs, 5 for the
 *   next count, only players with eggs; EA-3, EA-4), plus half a point per egg: the ranking
 *   is only settled at game end, so a wider lead is worth something even when it does not
 *   change today's ranking (without it a search is blind to eggs once it leads);
 * - The Gifts: every gift in hand pays at least the 2 points of an unopened gift at game
 *   end (rules.md, The Gifts), so it is counted at that;
 * - Christmas Gift: points banked by laid-down features (CG-12), paid at game end.
 * Only public parts of the state are read (`view(state, null)`), so a leaf never profits
 * from a sample's hidden cards.
 */
import { view as viewOf } from '@carc/rules';
import type { GameState, PlayerView } from '@carc/rules';
import { Evaluation, EVAL1_WEIGHTS } from '../eval1.js';
import type { EvalContext } from '../eval1.js';
import { FeatureMap } from '../feature-map.js';
import { unknownTiles } from '../position.js';
import { TileOdds } from '../tile-odds.js';

const MOST_EGGS = 10;
const SECOND_EGGS = 5;
const UNOPENED_GIFT = 2;
const PER_EGG = 0.5;

export class PositionValue {
  /** TileOdds depend only on the unseen multiset, which many leaves share. */
  private readonly odds = new Map<string, TileOdds>();

  /** Every player's expected final total in `s`. */
  values(s: GameState): number[] {
    const v = viewOf(s, null);
    if (s.finished) return v.scores.slice();
    const unseen = unknownTiles(v);
    const ctx: EvalContext = {
      odds: this.oddsOf(unseen),
      tilesLeft: Math.min(v.stackSize, unseen.length),
      players: v.players.length,
      scores: v.scores,
      weights: EVAL1_WEIGHTS,
    };
    const followers = v.followers.map((f) => ({ player: f.player, x: f.spot.x, y: f.spot.y, at: f.spot.at }));
    const out = new Evaluation(new FeatureMap(v.board, followers, ctx.players), ctx).values();
    addExpansionPoints(v, out);
    return out;
  }

  /** `player`'s expected total minus the best other player's. */
  margin(s: GameState, player: number): number {
    const v = this.values(s);
    let best = v.length === 1 ? 0 : -Infinity;
    for (let p = 0; p < v.length; p++) if (p !== player) best = Math.max(best, v[p]!);
    return v[player]! - best;
  }

  private oddsOf(unseen: string[]): TileOdds {
    const key = unseen.join(',');
    let o = this.odds.get(key);
    if (!o) {
      if (this.odds.size > 512) this.odds.clear();
      o = new TileOdds(unseen);
      this.odds.set(key, o);
    }
    return o;
  }
}

/** The expansions' later points, from the public view (see the file comment). */
export function addExpansionPoints(v: PlayerView, out: number[]): void {
  const easter = v.ext.easter as { eggs?: number[] } | undefined;
  if (easter?.eggs) eggBonus(easter.eggs).forEach((p, i) => (out[i]! += p + PER_EGG * easter.eggs![i]!));
  const gifts = v.ext.gifts as { handSizes?: number[] } | undefined;
  gifts?.handSizes?.forEach((n, i) => (out[i]! += UNOPENED_GIFT * n));
  const cg = v.ext['christmas-gift'] as { banked?: number[] } | undefined;
  cg?.banked?.forEach((n, i) => (out[i]! += n));
}

function eggBonus(eggs: readonly number[]): number[] {
  const counts = [...new Set(eggs.filter((e) => e > 0))].sort((a, b) => b - a);
  return eggs.map((e) => (e === 0 ? 0 : e === counts[0] ? MOST_EGGS : e === counts[1] ? SECOND_EGGS : 0));
}
