/**
 * eval1's answers to expansion decisions (gifts, Christmas cards, the bunny, ...): no
 * search, but never at random either. Every legal action gets a score from the board as
 * eval1 sees it, passing scores 0, and the best wins (the first in legal-action order on a
 * tie, so the choice is deterministic):
 * - a bunny hop: followers of the viewer on the tile it lands on minus the best other
 *   player's (each follower there earns its owner an egg, EA-2);
 * - an action aimed at a feature (synod, road-sweeper, the Christmas targets, farm ties):
 *   the feature's expected worth when the viewer holds it or nobody does, its negative
 *   when someone else holds it;
 * - taking one of the viewer's followers back (festival return, recall, cash-out): what
 *   the follower costs standing there minus its share of the feature's worth, plus cash-out's
 *   2 points per follower on the feature;
 * - choosing which of two tiles to keep (take-2): the best one-ply value of each tile;
 * - anything else that acts (drawing or playing a card, protection, opening a gift with no
 *   target) scores a little above passing: cards and gifts are worth more used than kept.
 */
import type { Action, ActionKeys, ExpansionAction, PlayerView, Spot } from '@carc/rules';
import { Evaluation } from './eval1.js';
import type { EvalContext } from './eval1.js';
import { FeatureMap } from './feature-map.js';
import type { BoardFollower } from './feature-map.js';

/** What acting is worth over passing when nothing better is known. */
const ACTING = 0.5;

const TAKES_BACK = new Set(['return', 'recall', 'cash-out']);

export interface ExpansionHost {
  context(view: PlayerView): EvalContext;
  /** The viewer's best one-ply margin if they had to place `tile` now. */
  tileValue(view: PlayerView, tile: string): number;
}

export class ExpansionPolicy {
  constructor(private readonly host: ExpansionHost) {}

  /** The action for a decision that is not a base place or follower decision; null for those. */
  choose(view: PlayerView, legal: readonly Action[]): Action | null {
    const kind = view.decision?.kind;
    if (kind === 'place' || kind === 'meeple') return null;
    const board = new Board(view, this.host.context(view));
    let best = legal[0]!;
    let bestScore = -Infinity;
    for (const a of legal) {
      const s = a.type === 'pass' ? 0 : a.type === 'ext' ? this.score(view, board, a) : ACTING;
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
    return best;
  }

  /** A deterministic answer when nothing could be judged: the first action that acts. */
  fallback(_view: PlayerView, legal: readonly Action[]): Action {
    return legal.find((a) => a.type !== 'pass') ?? legal[0]!;
  }

  private score(view: PlayerView, board: Board, a: ExpansionAction & ActionKeys): number {
    if (a.kind === 'hop' && a.x !== undefined && a.y !== undefined) return board.eggBalance(a.x, a.y);
    if (a.kind === 'choose-tile' && a.card) return this.host.tileValue(view, a.card);
    if (!a.spot) return ACTING;
    const takesBack = TAKES_BACK.has(a.kind) || TAKES_BACK.has(a.card ?? '');
    if (takesBack) return board.returnValue(a.spot, a.card === 'cash-out');
    if (a.to) return ACTING; // change-position: turns a follower into a farmer or back
    return board.targetValue(a.spot);
  }
}

/** The current board through eval1's eyes. */
class Board {
  private readonly map: FeatureMap;
  private readonly ev: Evaluation;
  private readonly me: number;

  constructor(
    private readonly view: PlayerView,
    ctx: EvalContext,
  ) {
    const followers: BoardFollower[] = view.followers.map((f) => ({ player: f.player, x: f.spot.x, y: f.spot.y, at: f.spot.at }));
    this.map = new FeatureMap(view.board, followers, ctx.players);
    this.ev = new Evaluation(this.map, ctx);
    this.me = view.viewer ?? 0;
  }

  eggBalance(x: number, y: number): number {
    const per = new Array<number>(this.view.players.length).fill(0);
    for (const f of this.view.followers) if (f.spot.x === x && f.spot.y === y) per[f.player]!++;
    let others = 0;
    for (let p = 0; p < per.length; p++) if (p !== this.me) others = Math.max(others, per[p]!);
    return per[this.me]! - others;
  }

  private at(spot: Spot): { root: number; mine: number; others: number; total: number } | null {
    const root = this.map.rootAt(spot.x, spot.y, spot.at);
    const f = root < 0 ? undefined : this.map.features.get(root);
    if (!f) return null;
    let others = 0;
    let total = 0;
    f.followers.forEach((n, p) => {
      total += n;
      if (p !== this.me) others = Math.max(others, n);
    });
    return { root, mine: f.followers[this.me]!, others, total };
  }

  targetValue(spot: Spot): number {
    const t = this.at(spot);
    if (!t) return ACTING;
    const worth = this.ev.worth(t.root, this.map.features.get(t.root)!);
    return t.mine >= t.others ? worth : -worth;
  }

  returnValue(spot: Spot, cashOut: boolean): number {
    const t = this.at(spot);
    if (!t) return ACTING;
    const f = this.map.features.get(t.root)!;
    const share = t.mine > 0 && t.mine >= t.others ? this.ev.worth(t.root, f) / t.mine : 0;
    return this.ev.followerCost(t.root, f) - share + (cashOut ? 2 * t.total : 0);
  }
}
