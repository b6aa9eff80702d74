/**
 * MCTS for the pending place / follower decision.
 *
 * The tree is one level deep over the turn's macros (placement + follower): every
 * iteration is a determinization (the unknown tiles in a fresh random order, drawn by the
 * core) followed by a random playout in the wasm core, and UCB1 decides which macro the
 * next playouts go to. Deeper plies would branch on the next tile drawn, so with playout
 * budgets of a few thousand their nodes would see too few visits to beat the root
 * statistics; the budget is better spent there.
 *
 * Macros are first ranked by the greedy evaluation, which prunes the many placements that
 * are plainly worse than the best few (a tile often fits 50-150 ways), so the budget goes
 * to the moves that matter.
 */
import { RANDOM_POLICY } from '@carc/core';
import type { CoreEngine, PlayoutPolicy } from '@carc/core';
import type { Action, PlayerView } from '@carc/rules';
import { greedyValue, playMacro, turnMacros } from './moves.js';
import type { Macro } from './moves.js';
import type { BotRng } from './rng.js';
import type { Budget } from './types.js';
import { eval1Endgame, eval1MacroValues } from './eval1-prior.js';
import { EVAL1_FIT } from './eval1-fit.js';
import { fitApplies } from './eval1.js';
import { searchClock } from './search-clock.js';
import type { SearchClock } from './search-clock.js';
import { armsFor, CLOCK_CHUNK, CommonDraws, foldResult, halvingRounds, keepArms as keepBest, playedOf, priorBlend } from './halving.js';
import type { ArmJob, BlendOptions, JobResult } from './halving.js';
import { stackOrder } from './position.js';
import type { CorePosition } from './position.js';

export interface MctsOptions {
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Keep only this many macros, the best by greedy value. */
  maxArms?: number;
  /** Weight of the win/draw/loss outcome in the reward; the rest is the score margin. */
  winWeight?: number;
  /** Score margin that maps to a reward of about 0.88 (tanh(1)). */
  marginScale?: number;
  /** Random turns before the cheap evaluation (final scoring as if the game ended); 0 plays to the end. */
  horizon?: number;
  /** Playouts per selection: the position is reloaded once per batch. */
  batch?: number;
  /** Playouts when the budget gives neither iterations nor ms. */
  defaultIterations?: number;
  /**
   * 'halving': sequential halving where every arm is played out on the same sequence of
   * core seeds (common random numbers: the same tile orders), so arms are compared on
   * equal luck. 'ucb': UCB1 with independent playouts.
   */
  schedule?: 'halving' | 'ucb';
  /**
   * Besides the best `maxArms` by greedy value, also search the best move that keeps the
   * follower in supply and the best one that puts a farmer: the greedy value counts a
   * follower at what its feature is worth now, so it ranks both kinds of long-term moves
   * low, and they are exactly what playouts can judge better. Off by default: in seeded
   * duels against greedy it did not play measurably better (23-2-5 vs 24-2-4 at 2000
   * playouts) and at 1000 playouts the two extra candidates thin the budget.
   */
  diverse?: boolean;
  /**
   * Answer the follower decision with the follower the placement search chose (one search
   * per turn). False searches again over every follower option with a full budget.
   */
  reusePlan?: boolean;
  /**
   * The policy both players follow in the core's playouts (`CoreEngine.setPolicy`);
   * `{ samples: 0 }` is uniform random. The core is set to it for the search and back to
   * uniform random afterwards.
   */
  playout?: PlayoutPolicy;
  /** What ranks and prunes the candidates: greedy's value now, or eval1's expected final margin. */
  prior?: 'greedy' | 'eval1';
  /**
   * Progressive widening: keep one arm per this many planned playouts (between 2 and
   * `maxArms`), so a bigger budget searches more candidates. 0 keeps `maxArms` always.
   */
  widening?: number;
  /** Hand the place decision to eval1's exact endgame when at most one tile is left to draw after it. */
  exactEndgame?: boolean;
  /**
   * How a clock budget (`ms`, `cpuMs`) is turned into playouts. 'rate': time a few playouts of
   * the first arm, plan every halving round from that rate and re-plan at each round from
   * the rate so far. 'first-round': the first round plays 8 playouts per arm to time them
   * (and halves the arms on that little evidence), wall clock only: mcts-base's way.
   */
  clockPlan?: 'rate' | 'first-round';
  /**
   * With `horizon` > 0: cut the playouts inside the wasm core (`horizonPlayouts`) and end
   * them with its completion-chance estimate of every feature holding followers, on the
   * common seeds like full playouts. False keeps the older cut: JS-side turns, then final
   * scoring as if the game ended.
   */
  leafEstimate?: boolean;
  /**
   * Weight of eval1's value (the arm's prior, an expected final margin) in the halving
   * rounds' ranking and the final choice, as this many virtual playouts (`priorBlend`):
   * it counts most while an arm has few playouts and fades as they grow. Playouts alone
   * carry the bias of their heuristic policy, which more playouts do not remove.
   * 0: playouts only (mcts-base).
   */
  priorVisits?: number;
  /**
   * The share of the planned playouts that eval1's value counts for, when that is more than
   * `priorVisits` (`blendVisits`): at 1 s (about 20,000 playouts) 0.085 gives 1,700 virtual
   * playouts, where a fixed 500 let the playout policy's bias back in. 0: `priorVisits` only.
   */
  priorShare?: number;
  /**
   * Weights fitted to how games end (`Eval1Weights.fit`, EVAL1_FIT by default) for eval1's
   * value of the candidates (ranking and blend), in two-player games. null: eval1's own sum.
   */
  priorFit?: readonly number[] | null;
  /**
   * With the fitted margin in use (`priorFit`, two players), the blend's share of the planned
   * playouts (`priorShare`, not the floor `priorVisits`) counts this many times: a better
   * judge earns more weight. At 1 s against eval1, 2 gained 2.7 ± 1.2 margin points a game
   * over eval1's own sum at 1 (300 games); at 100 ms, where the floor decides, doubling the
   * floor too cost 3.5 ± 2.2 (bots README, 2026-12-02d). With the own sum more weight
   * measured worse (2026-12-01d), so other player counts keep 1.
   */
  priorFitWeight?: number;
}

export const MCTS_DEFAULTS: Required<MctsOptions> = {
  exploration: 0.4,
  maxArms: 24,
  winWeight: 0,
  marginScale: 20,
  horizon: 0,
  batch: 2,
  defaultIterations: 2000,
  schedule: 'halving',
  diverse: false,
  reusePlan: true,
  playout: { samples: 1000 },
  prior: 'eval1',
  widening: 200,
  exactEndgame: true,
  clockPlan: 'rate',
  leafEstimate: false,
  priorVisits: 500,
  priorShare: 0.085,
  priorFit: EVAL1_FIT,
  priorFitWeight: 2,
};

/** The blend's weights for `view` (priorBlend): the share scaled by `priorFitWeight` where the fit applies. */
export function blendOf(o: Required<MctsOptions>, view: PlayerView): BlendOptions {
  const w = fitApplies(o.priorFit, view.players.length) ? o.priorFitWeight : 1;
  return { priorVisits: o.priorVisits, priorShare: w * o.priorShare, marginScale: o.marginScale };
}

/** `sorted` is best-first by prior. */
const keepArms = (sorted: ArmStats[], max: number, diverse: boolean): ArmStats[] => keepBest(sorted, max, diverse, (a) => a.macro.loc);

export interface ArmStats {
  macro: Macro;
  prior: number;
  visits: number;
  mean: number;
  /** The core refused the macro (it disagrees with the rules on it): never played, mean -1. */
  refused?: boolean;
}

export interface SearchResult {
  action: Action;
  /** The chosen macro (placement + follower); absent when there was nothing to choose. */
  macro?: Macro;
  playouts: number;
  arms: ArmStats[];
}

/** Playouts per arm in the first round of a 'first-round' clock plan, which measures the rate. */
const CALIBRATION_PLAYOUTS = 8;
/** Playouts of the best-prior arm that time a 'rate' clock plan (they count towards its first round). */
const RATE_PLAYOUTS = 8;

export function mctsSearch(core: CoreEngine, view: PlayerView, budget: Budget, rng: BotRng, opts: MctsOptions = {}): SearchResult | null {
  const o = { ...MCTS_DEFAULTS, ...opts };
  // Started before anything else, so the set-up (candidates, priors) counts against the budget.
  const clock = searchClock(budget);
  core.setPolicy(o.playout);
  try {
    return search(core, view, budget, clock, rng, o);
  } finally {
    core.setPolicy(RANDOM_POLICY);
  }
}

/** Stable sort, best prior first: the legal-action order breaks ties, so the pruning is deterministic. */
function byPrior(arms: ArmStats[]): ArmStats[] {
  return arms.map((a, i) => ({ a, i })).sort((p, q) => q.a.prior - p.a.prior || p.i - q.i).map((p) => p.a);
}

/** A turn's candidates, best prior first, with what the common draws need to know of its stack. */
export interface RankedArms {
  position: CorePosition;
  /** Every macro of the turn, in `turnMacros` order (threads name an arm by its index here). */
  macros: Macro[];
  arms: ArmStats[];
  /** Unknown tiles and how many of them a playout's stack holds. */
  stack: { unknown: number; count: number };
}

/**
 * The search set-up, done once per search: the candidates the core accepts, ranked by the
 * prior; or the move itself when eval1's exact endgame decides; null when there is nothing
 * to search.
 */
export function rankArms(core: CoreEngine, view: PlayerView, o: Required<MctsOptions>): RankedArms | { decided: SearchResult } | null {
  const turn = turnMacros(core, view);
  if (!turn || turn.macros.length === 0) return null;
  const { position } = turn;
  const arms: ArmStats[] = [];
  // greedyValue also weeds out macros the core refuses, whichever prior ranks them.
  for (const m of turn.macros) {
    const v = greedyValue(position, m);
    if (v !== null) arms.push({ macro: m, prior: v, visits: 0, mean: 0 });
  }
  if (arms.length === 0) return null;
  if (o.exactEndgame) {
    const m = eval1Endgame(view, arms.map((a) => a.macro));
    if (m) return { decided: { action: m.action, macro: m, playouts: 0, arms } };
  }
  if (o.prior === 'eval1') {
    const values = eval1MacroValues(view, arms.map((a) => a.macro), o.priorFit);
    arms.forEach((a, i) => (a.prior = values[i]!));
  }
  // The stack a playout holds is the same after any macro: read it after one.
  playMacro(position, arms[0]!.macro);
  return { position, macros: turn.macros, arms: byPrior(arms), stack: { unknown: position.unknown.length, count: position.stackCount() } };
}

/**
 * Plays jobs (halving.ts) on this thread's core, in the turn's loaded `position`: the
 * rewards of the job's playouts in order. The one-thread search and the pool's threads
 * play through this, so a playout's reward is the same wherever it is played.
 */
export function armPlayer(core: CoreEngine, view: PlayerView, position: CorePosition, o: Required<MctsOptions>): (macro: Macro, job: ArmJob) => JobResult {
  const raw = core.raw;
  const n = position.players;
  const viewer = view.viewer ?? 0;
  const io = new Float64Array(raw.memory.buffer, raw.ioPtr(), 5);
  const coreScores = new Array<number>(n).fill(0);

  const reward = (): number => {
    const real = position.realScores(coreScores);
    const mine = real[viewer]!;
    let best = n === 1 ? 0 : -Infinity;
    for (let p = 0; p < n; p++) if (p !== viewer) best = Math.max(best, real[p]!);
    const margin = mine - best;
    const outcome = margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
    return o.winWeight * outcome + (1 - o.winWeight) * (0.5 + 0.5 * Math.tanh(margin / o.marginScale));
  };

  const playoutInto = (macro: Macro, stack: number[] | null, seed: number | null): number => {
    if (o.horizon > 0 && !o.leafEstimate) {
      // Cheap evaluation: a few random turns, then score the board as if the game ended.
      playMacro(position, macro);
      position.loadStackOrder(stack);
      if (seed !== null) raw.seed(seed, 0x9e3779b9);
      raw.shuffleStack();
      for (let h = 0; h < o.horizon && raw.step() >= 0; h++) {}
      raw.finish();
      for (let c = 0; c < n; c++) coreScores[c] = raw.score(c);
    } else {
      if (seed !== null) raw.seed(seed, 0x9e3779b9);
      if (o.horizon > 0) raw.horizonPlayouts(1, o.horizon);
      else raw.playouts(1);
      for (let c = 0; c < n; c++) coreScores[c] = io[c]!;
    }
    return reward();
  };

  return (macro, job) => {
    if (!playMacro(position, macro)) return { arm: job.arm, rewards: [], refused: true };
    if (o.horizon === 0 || o.leafEstimate) position.loadStackOrder(job.stack);
    const rewards: number[] = [];
    for (let j = 0; j < job.count; j++) rewards.push(playoutInto(macro, job.stack, job.seeds ? job.seeds[j]! : null));
    return { arm: job.arm, rewards, refused: false };
  };
}

function search(core: CoreEngine, view: PlayerView, budget: Budget, clock: SearchClock | null, rng: BotRng, o: Required<MctsOptions>): SearchResult | null {
  const ranked = rankArms(core, view, o);
  if (!ranked || 'decided' in ranked) return ranked?.decided ?? null;
  const { position } = ranked;
  let arms = ranked.arms;
  const rateClock = clock && o.schedule === 'halving' && o.clockPlan === 'rate' ? clock : null;
  // Without a rate to measure, the playout count is known now and so is the number of arms.
  let planned = budget.iterations ?? (clock ? Number.POSITIVE_INFINITY : o.defaultIterations);
  if (!rateClock) {
    arms = keepArms(arms, armsFor(planned, o.widening, o.maxArms), o.diverse);
    if (arms.length === 1) return { action: arms[0]!.macro.action, macro: arms[0]!.macro, playouts: 0, arms };
  } else if (arms.length === 1) return { action: arms[0]!.macro.action, macro: arms[0]!.macro, playouts: 0, arms };

  core.seed((BigInt(rng.u32()) << 32n) | BigInt(rng.u32()));
  const limit = planned;
  const deadline = budget.ms !== undefined || budget.cpuMs !== undefined;
  const play = armPlayer(core, view, position, o);
  /** Plays a job and folds its rewards into its arm; a refused arm is marked (mean -1). */
  const run = (list: ArmStats[], job: ArmJob): void => foldResult(list[job.arm]!, play(list[job.arm]!.macro, job));

  if (o.schedule === 'halving') {
    const draws = new CommonDraws(rng, ranked.stack);
    const spent0 = rateClock ? rateClock.spent() : 0;
    /** Playouts the whole budget allows, from the rate measured so far (never fewer than played). */
    const replan = (): number => {
      const total = playedOf(arms);
      const used = rateClock!.spent();
      const rate = total / Math.max(used - spent0, 1e-9);
      return Math.min(limit, total + Math.max(0, Math.floor(rate * (1 - used))));
    };
    if (rateClock) {
      run(arms, draws.job(0, arms[0]!, RATE_PLAYOUTS));
      planned = replan();
      arms = keepArms(arms, armsFor(planned, o.widening, o.maxArms), o.diverse);
    }
    const firstRound = clock !== null && o.clockPlan === 'first-round';
    const spentAtFirst = clock ? clock.spent() : 0;
    const rounds = halvingRounds(arms, draws, {
      planned: (r) => (rateClock && r > 0 ? (planned = replan()) : planned),
      fixedShare: (r) => (firstRound && r === 0 ? CALIBRATION_PLAYOUTS : null),
      afterRound: (r, total) => {
        // The calibration round timed the playouts: plan the rest from that rate.
        if (firstRound && r === 0) planned = Math.max(total, Math.floor(total / Math.max(clock!.spent() - spentAtFirst, 1e-9)));
      },
      chunk: clock && !firstRound ? CLOCK_CHUNK : Number.POSITIVE_INFINITY,
      value: priorBlend(arms, arms.map((a) => a.prior), blendOf(o, view), () => planned),
    });
    for (let step = rounds.next(false); ; ) {
      if (step.done) {
        const best = arms[step.value]!;
        return { action: best.macro.action, macro: best.macro, playouts: playedOf(arms), arms };
      }
      let outOfTime = false;
      for (const job of step.value) {
        if (clock && playedOf(arms) > 0 && clock.spent() >= 1) {
          outOfTime = true;
          break;
        }
        run(arms, job);
      }
      step = rounds.next(outOfTime);
    }
  }

  let total = 0;
  let selections = 0;
  while (total < limit) {
    if (deadline && (selections & 7) === 0 && clock!.spent() >= 1 && total > 0) break;
    selections++;
    let arm = arms.find((a) => a.visits === 0);
    if (!arm) {
      const logT = Math.log(total);
      let best = -Infinity;
      for (const a of arms) {
        const u = a.mean + o.exploration * Math.sqrt(logT / a.visits);
        if (u > best) {
          best = u;
          arm = a;
        }
      }
    }
    const a = arm!;
    const batch = Math.max(1, Math.min(o.batch, limit - total));
    const stack = o.horizon === 0 || o.leafEstimate ? stackOrder(ranked.stack.unknown, ranked.stack.count, rng) : null;
    run([a], { arm: 0, seeds: null, count: batch, stack });
    if (a.refused) {
      // The core refused this macro (it disagrees with the rules on it): drop it.
      arms = arms.filter((x) => x !== a);
      if (arms.length === 0) return null;
      continue;
    }
    total += batch;
  }
  let best = arms[0]!;
  for (const a of arms) if (a.visits > best.visits || (a.visits === best.visits && a.mean > best.mean)) best = a;
  return { action: best.macro.action, macro: best.macro, playouts: total, arms };
}
