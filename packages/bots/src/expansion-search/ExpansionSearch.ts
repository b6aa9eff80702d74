/**
 * Determinized search over the real rules engine for the decisions the wasm core does not
 * model: every expansion decision, and placements (with their follower) in expansion games.
 *
 * - Candidates: the view's legal actions. At a placement, each placement is paired with
 *   every answer of the follower decision that follows it (a follower, passing, The
 *   Festival's return) and the pairs are ranked by the leaf value one ply deep; the best
 *   `maxArms` are searched. Elsewhere every legal action is a candidate (the best
 *   `maxArms` by the same one-ply value when there are more).
 * - Samples: sample j is one determinized state (the Determinizer: stack order, decks and
 *   the other players' hands drawn consistent with the view) and one playout seed. Every
 *   candidate is played on the same samples (common random numbers), so candidates are
 *   compared on the same luck.
 * - A pull applies the candidate, plays on `horizon` turns (8 after a placement) with
 *   RolloutPolicy (`keyed` by default: greedy placements and followers that score, every
 *   choice a hash of seed, turn and action so candidates' playouts stay comparable) and
 *   scores the leaf with PositionValue: reward = ½ + ½·tanh(margin over the best opponent /
 *   scale).
 * - Sequential halving: the budget is split over ⌈log2(arms)⌉ rounds; each round gives the
 *   surviving arms equal pulls and keeps the better half by mean reward, each arm's one-ply
 *   value counted in its mean as `priorVisits` (24) playouts.
 * The defaults (keyed, horizon 8, priorVisits 24) replaced random playouts of 4 turns with no
 * prior on 2026-12-03 (issue 29): the advanced level against club with all four expansions
 * went from 59.5% to 66.5% on the same 100 games (bots README, Expansion search).
 * The same view, budget, rng state and determinizer give the same result.
 */
import { apply, legalActions, pendingDecision } from '@carc/rules';
import type { Action, GameState, PlayerView } from '@carc/rules';
import { legalOf } from '../policy.js';
import { seededRng } from '../rng.js';
import type { BotRng } from '../rng.js';
import type { Budget } from '../types.js';
import { searchClock } from '../search-clock.js';
import { OutcomeTally } from '../outcome-tally.js';
import type { Determinizer } from './Determinizer.js';
import { PositionValue } from './PositionValue.js';
import { RolloutPolicy } from './RolloutPolicy.js';
import type { RolloutPolicyName } from './RolloutPolicy.js';

export interface ExpansionSearchOptions {
  /** Playouts per decision when the budget gives no `rollouts` (the search's own budget). */
  rollouts?: number;
  /** Turns played after a placement candidate before the leaf is judged (0 = to the end). */
  horizon?: number;
  /**
   * The same for the other decisions (1 = to the end of the current turn). Their effect is
   * often a point or two (an egg, a card); random turns after it add noise that buries it.
   */
  decisionHorizon?: number;
  /** Most candidates searched. */
  maxArms?: number;
  /** Margin (points) at which the reward is tanh(1) of the way to a sure win. */
  marginScale?: number;
  /**
   * The one-ply value (the candidate's prior, as a reward) counted as this many playouts in
   * every arm's mean while halving ranks the arms: the playouts must outvote eval1's own
   * judgement to change the move (0 = playouts only).
   */
  priorVisits?: number;
  /** The playout policy (RolloutPolicy): `random`, `greedy` or `keyed` (greedy with hashed choices). */
  policy?: RolloutPolicyName;
  /** `greedy` and `keyed`: placements drawn and compared per playout turn. */
  policySamples?: number;
  /** Chance of a follower on a spot that does not score at once (`random`: on any spot). */
  followerChance?: number;
}

export const EXPANSION_SEARCH_DEFAULTS: Required<ExpansionSearchOptions> = {
  rollouts: 256,
  horizon: 8,
  decisionHorizon: 1,
  maxArms: 10,
  marginScale: 20,
  priorVisits: 24,
  policy: 'keyed',
  policySamples: 6,
  followerChance: 0.25,
};

/** One candidate: the action to play now and, for a placement, the follower answer after it. */
export interface Candidate {
  action: Action;
  then: Action | null;
  prior: number;
}

export interface SearchResult {
  action: Action;
  /** The follower answer planned with a placement (null otherwise). */
  then: Action | null;
  playouts: number;
  /** Per candidate searched, in ranking order: pulls and mean reward. */
  arms: { candidate: Candidate; pulls: number; mean: number }[];
}

export class ExpansionSearch {
  readonly options: Required<ExpansionSearchOptions>;
  private readonly value = new PositionValue();
  private readonly policy: RolloutPolicy;

  constructor(options: ExpansionSearchOptions = {}) {
    this.options = { ...EXPANSION_SEARCH_DEFAULTS, ...options };
    const o = this.options;
    this.policy = new RolloutPolicy({ policy: o.policy, samples: o.policySamples, followerChance: o.followerChance });
  }

  /** Null when the determinizer cannot sample this view. */
  search(view: PlayerView, budget: Budget, rng: BotRng, determinize: Determinizer): SearchResult | null {
    // Started first, so building the candidates counts against a time budget.
    const clock = searchClock(budget);
    const legal = legalOf(view);
    const me = view.viewer;
    if (me === null) return null;
    const samples = new Samples(view, determinize, rng);
    const first = samples.state(0);
    if (!first) return null;
    const cands = this.candidates(first, legal, me);
    if (cands.length === 0) return null;
    // Halving ranks an arm by its mean reward with its one-ply value counted as `pv` playouts.
    const pv = this.options.priorVisits;
    const arms = cands.map((candidate) => ({ candidate, pulls: 0, sum: 0, prior: pv * this.reward(candidate.prior) }));
    const ranked = (a: { pulls: number; sum: number; prior: number }): number => (a.pulls === 0 ? -Infinity : (a.sum + a.prior) / (a.pulls + pv));
    let alive = arms.map((_, i) => i);
    const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
    // A pure time budget (no playout count of either kind) is planned from the measured rate,
    // so more time buys more playouts; with a count, `rollouts` decides and a clock only cuts.
    const rateClock = clock !== null && budget.rollouts === undefined && budget.iterations === undefined ? clock : null;
    const fixed = Math.max(1, budget.rollouts ?? this.options.rollouts);
    const spent0 = rateClock ? rateClock.spent() : 0;
    let playouts = 0;
    /** Every arm alive pulls sample k (the same sample for each: common random numbers). */
    const pullAll = (k: number): void => {
      const s = samples.state(k);
      if (!s) return;
      for (const i of alive) {
        const arm = arms[i]!;
        arm.sum += this.pull(s, arm.candidate, me, samples.playoutSeed(k));
        arm.pulls++;
        playouts++;
      }
    };
    /** Playouts still to play in this search: from the rate so far under a time budget. */
    const remaining = (): number => {
      if (!rateClock) return fixed - playouts;
      const used = rateClock.spent();
      return Math.floor((playouts / Math.max(used - spent0, 1e-9)) * Math.max(0, 1 - used));
    };
    let next = 0; // samples already in use: every round takes fresh ones, the same for every arm
    let timed = 0; // samples of round 0 already pulled to time the rate
    if (rateClock && alive.length > 1) {
      pullAll(next);
      timed = 1;
    }
    for (let r = 0; r < rounds && alive.length > 1; r++) {
      // Round 0 plans the whole budget (its timing sample included), later rounds what is left.
      const share = rateClock ? (remaining() + (r === 0 ? playouts : 0)) / (rounds - r) : fixed / rounds;
      const per = Math.max(1, Math.floor(share / alive.length));
      let cut = false;
      for (let j = r === 0 ? timed : 0; j < per; j++) {
        if (clock && clock.spent() >= 1) {
          cut = true;
          break;
        }
        pullAll(next + j);
      }
      next += per;
      if (cut) break;
      alive = alive
        .slice()
        .sort((a, b) => ranked(arms[b]!) - ranked(arms[a]!) || arms[b]!.candidate.prior - arms[a]!.candidate.prior || a - b)
        .slice(0, Math.ceil(alive.length / 2));
    }
    // The best of the arms that got the most pulls (all survivors of the last full round).
    const most = Math.max(...alive.map((i) => arms[i]!.pulls));
    const best = alive.filter((i) => arms[i]!.pulls === most).sort((a, b) => ranked(arms[b]!) - ranked(arms[a]!) || a - b)[0]!;
    const won = arms[best]!.candidate;
    return {
      action: won.action,
      then: won.then,
      playouts,
      arms: arms.map((a) => ({ candidate: a.candidate, pulls: a.pulls, mean: mean(a) })),
    };
  }

  /** One playout of `c` on sample state `s`, as a reward in [0, 1] for `me`. */
  private pull(s: GameState, c: Candidate, me: number, seed: number): number {
    const leaf = this.leaf(s, c, me, seed);
    return leaf ? this.reward(this.value.margin(leaf, me)) : 0;
  }

  private reward(margin: number): number {
    return 0.5 + 0.5 * Math.tanh(margin / this.options.marginScale);
  }

  private leaf(s: GameState, c: Pick<Candidate, 'action' | 'then'>, me: number, seed: number): GameState | null {
    const after = this.applyCandidate(s, c, me);
    if (!after) return null;
    const turns = c.action.type === 'place' ? this.options.horizon : this.options.decisionHorizon;
    return this.policy.playOn(after, turns, seededRng(seed));
  }

  /**
   * Each move's expected leaf values over the same `playouts` samples (common random
   * numbers, so differences are not luck): the viewer's margin over the best opponent,
   * every player's expected total, and each player's share of samples with the top value
   * (a shared top counts 1/k). A move is an action with, for a placement, the follower
   * answer played right after it (`then`), valued exactly as the search values a candidate.
   * Null for a move the samples refuse.
   */
  judge(view: PlayerView, moves: readonly Pick<Candidate, 'action' | 'then'>[], playouts: number, rng: BotRng, determinize: Determinizer): ({ margin: number; scores: number[]; win: number[] } | null)[] | null {
    const me = view.viewer;
    if (me === null) return null;
    const samples = new Samples(view, determinize, rng);
    if (!samples.state(0)) return null;
    return moves.map((move) => {
      const tally = new OutcomeTally(view.players.length, me);
      for (let j = 0; j < playouts; j++) {
        const s = samples.state(j);
        const leaf = s && this.leaf(s, move, me, samples.playoutSeed(j));
        if (!leaf) return null;
        tally.add(this.value.values(leaf));
      }
      return tally.means();
    });
  }

  private applyCandidate(s: GameState, c: Pick<Candidate, 'action' | 'then'>, me: number): GameState | null {
    const r = apply(s, c.action, me);
    if (!r.ok) return null;
    if (!c.then) return r.value.state;
    const r2 = apply(r.value.state, c.then, me);
    return r2.ok ? r2.value.state : null;
  }

  /** Candidates ranked by the one-ply leaf value on the first sample (see the file comment). */
  private candidates(first: GameState, legal: readonly Action[], me: number): Candidate[] {
    const out: Candidate[] = [];
    for (const action of legal) {
      const r = apply(first, action, me);
      if (!r.ok) continue;
      const s = r.value.state;
      const d = pendingDecision(s);
      if (action.type === 'place' && d && d.player === me && d.kind === 'meeple') {
        for (const then of legalActions(s)) {
          const r2 = apply(s, then, me);
          if (r2.ok) out.push({ action, then, prior: this.value.margin(r2.value.state, me) });
        }
        continue;
      }
      out.push({ action, then: null, prior: this.value.margin(s, me) });
    }
    // Stable: equal priors keep legal-action order, so the ranking is deterministic.
    return out
      .map((c, i) => ({ c, i }))
      .sort((a, b) => b.c.prior - a.c.prior || a.i - b.i)
      .slice(0, this.options.maxArms)
      .map((x) => x.c);
  }
}

function mean(a: { pulls: number; sum: number }): number {
  return a.pulls === 0 ? -Infinity : a.sum / a.pulls;
}

/**
 * The determinized samples of one search, made on first use and shared by every candidate.
 * Sample j's determinization and playout seeds come from the root rng in a fixed order, so
 * they do not depend on which candidates pull them.
 */
class Samples {
  private readonly states: (GameState | null)[] = [];
  private readonly seeds: number[] = [];

  constructor(
    private readonly view: PlayerView,
    private readonly determinize: Determinizer,
    private readonly rng: BotRng,
  ) {}

  state(j: number): GameState | null {
    this.fill(j);
    return this.states[j]!;
  }

  playoutSeed(j: number): number {
    this.fill(j);
    return this.seeds[j]!;
  }

  private fill(j: number): void {
    while (this.states.length <= j) {
      const detSeed = this.rng.u32();
      this.seeds.push(this.rng.u32());
      this.states.push(this.determinize(this.view, seededRng(detSeed)));
    }
  }
}
