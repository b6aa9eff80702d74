/**
 * Sequential halving over ranked arms on common random numbers, as one loop that both the
 * one-thread search (mcts.ts) and the arm-parallel pool (parallel/SearchPool.ts) drive.
 *
 * The loop never plays a playout itself: each round it hands out jobs (an arm, its next
 * playouts' core seeds, its stack order) and reads back the rewards. Every random number is
 * drawn here, on the driving side, in the order the one-thread search always drew them, and
 * the rewards are folded into the running means in playout order, so whoever plays the jobs
 * (this thread, or slices of them on several threads) the arm statistics come out bit for bit
 * the same.
 */
import { stackOrder } from './position.js';
import type { BotRng } from './rng.js';

/** What the loop reads and writes of an arm. */
export interface HalvingArm {
  visits: number;
  mean: number;
  /** The core refused the arm's macro: it is never played and ranks last (mean -1). */
  refused?: boolean;
}

/** Some playouts of one arm: all a thread needs to play them exactly as one thread would. */
export interface ArmJob {
  /** Index of the arm among the search's kept arms. */
  arm: number;
  /** Core seeds of the playouts, one each; null: no reseed (UCB's independent playouts). */
  seeds: number[] | null;
  /** How many playouts (the length of `seeds` when there are seeds). */
  count: number;
  /** The unknown tiles' indices to load as the stack (`stackOrder`); null: all, as they are. */
  stack: number[] | null;
}

/** A job's playouts: rewards in playout order, or refused when the core would not play the arm. */
export interface JobResult {
  arm: number;
  rewards: number[];
  refused: boolean;
}

/**
 * Under a clock, arms take turns in chunks of this many playouts, the clock read between
 * chunks: running out of time then leaves the arms of a round with nearly equal counts.
 */
export const CLOCK_CHUNK = 16;

/** Rounds of halving for `arms` arms: each round halves them until one is left. */
export const roundCount = (arms: number): number => Math.max(1, Math.ceil(Math.log2(arms)));

/**
 * Arms to keep for a plan of `playouts` (progressive widening: one arm per `widening`
 * playouts, between 2 and `maxArms`); `maxArms` when widening is off or the plan unknown.
 */
export function armsFor(playouts: number, widening: number, maxArms: number): number {
  return widening > 0 && Number.isFinite(playouts) ? Math.max(2, Math.min(maxArms, Math.floor(playouts / widening))) : maxArms;
}

/** Half-edge locations (NL..WR): where fields lie. */
const isFieldLoc = (loc: number): boolean => loc >= 4 && loc <= 11;

/**
 * The best `max` of `sorted` (best-first by prior), plus with `diverse` the best move that
 * keeps the follower (`loc` < 0) and the best farmer, if they were cut.
 */
export function keepArms<T>(sorted: readonly T[], max: number, diverse: boolean, locOf: (a: T) => number): T[] {
  const kept = sorted.slice(0, max);
  if (!diverse) return kept;
  for (const want of [(a: T) => locOf(a) < 0, (a: T) => isFieldLoc(locOf(a))]) {
    if (kept.some(want)) continue;
    const extra = sorted.find(want);
    if (extra) kept.push(extra);
  }
  return kept;
}

/**
 * The search's random numbers, drawn lazily from one generator in one order: the core seed
 * of playout j (the same for every arm: common random numbers) and, per job, the stack
 * subset. `stack` is null when every unknown tile goes into the stack (no draw then).
 */
export class CommonDraws {
  private readonly seeds: number[] = [];

  constructor(
    private readonly rng: BotRng,
    private readonly stack: { unknown: number; count: number } | null,
  ) {}

  seedAt(j: number): number {
    while (this.seeds.length <= j) this.seeds.push(this.rng.u32());
    return this.seeds[j]!;
  }

  /** The arm's next `count` playouts: its stack is drawn first, then the seeds it has not drawn yet. */
  job(arm: number, a: HalvingArm, count: number): ArmJob {
    const stack = this.stack ? stackOrder(this.stack.unknown, this.stack.count, this.rng) : null;
    const seeds: number[] = [];
    for (let j = 0; j < count; j++) seeds.push(this.seedAt(a.visits + j));
    return { arm, seeds, count, stack };
  }
}

/** Folds a job's rewards into its arm's running mean, in playout order (the one-thread formula). */
export function foldResult(a: HalvingArm, r: JobResult): void {
  if (r.refused) {
    a.refused = true;
    a.mean = -1;
    return;
  }
  for (const x of r.rewards) {
    a.visits++;
    a.mean += (x - a.mean) / a.visits;
  }
}

/** Playouts so far, over every arm. */
export const playedOf = (arms: readonly HalvingArm[]): number => arms.reduce((s, a) => s + a.visits, 0);

/**
 * The round's per-arm visit target: the playouts still planned (counting those already made
 * this round, e.g. a rate measurement) shared evenly over the alive arms and the rounds
 * left; null when nothing is left.
 */
export function roundTarget(alive: readonly HalvingArm[], planned: number, total: number, roundsLeft: number): number | null {
  const base = Math.min(...alive.map((a) => a.visits));
  const done = alive.reduce((s, a) => s + a.visits - base, 0);
  const left = planned - total + done;
  if (left <= 0) return null;
  return base + Math.max(1, Math.floor(left / (alive.length * roundsLeft)));
}

/** How arm `i` ranks in the halving and the final choice; by default its playouts' mean. */
export type ArmValue = (i: number) => number;

/** The better half of `alive` (indices into `arms`) by `value`; their order (the prior's) breaks ties. */
export function halve(alive: readonly number[], arms: readonly HalvingArm[], value: ArmValue = (i) => arms[i]!.mean): number[] {
  return alive
    .map((i, k) => ({ i, k }))
    .sort((p, q) => value(q.i) - value(p.i) || p.k - q.k)
    .slice(0, Math.ceil(alive.length / 2))
    .map((p) => p.i);
}

/** How the driver shapes the rounds: the plan may change between rounds (clock budgets). */
export interface RoundPlanner {
  /** Playouts the whole search may make, asked before each round with the playouts so far. */
  planned(round: number, total: number): number;
  /** A fixed per-arm share for this round instead of the plan's (first-round clock calibration), or null. */
  fixedShare?(round: number): number | null;
  /** Called after each round's playouts, before halving. */
  afterRound?(round: number, total: number): void;
  /** Most playouts per job: under a clock arms take turns in chunks, the clock read between them. */
  chunk: number;
  /** How the arms rank between rounds and at the end (`priorBlend`); by default their means. */
  value?: ArmValue;
}

/**
 * Sequential halving over `arms` (best prior first). Yields each pass's jobs; the driver
 * plays them, folds the results into `arms` (`foldResult`, job order) and resumes with true
 * when the time is up. Returns the index of the arm to play.
 */
export function* halvingRounds(arms: HalvingArm[], draws: CommonDraws, planner: RoundPlanner): Generator<ArmJob[], number, boolean> {
  const value = planner.value ?? ((i: number) => arms[i]!.mean);
  let alive = arms.map((_, i) => i);
  const rounds = roundCount(alive.length);
  let outOfTime = false;
  for (let r = 0; r < rounds && alive.length > 1 && !outOfTime; r++) {
    const total = playedOf(arms);
    const fixed = planner.fixedShare?.(r) ?? null;
    const aliveArms = alive.map((i) => arms[i]!);
    const target = fixed !== null ? Math.min(...aliveArms.map((a) => a.visits)) + fixed : roundTarget(aliveArms, planner.planned(r, total), total, rounds - r);
    if (target === null) break;
    for (let more = true; more && !outOfTime; ) {
      const jobs: ArmJob[] = [];
      for (const i of alive) {
        const a = arms[i]!;
        const want = Math.min(planner.chunk, target - a.visits);
        if (!a.refused && want > 0) jobs.push(draws.job(i, a, want));
      }
      if (jobs.length === 0) break;
      outOfTime = yield jobs;
      more = alive.some((i) => !arms[i]!.refused && arms[i]!.visits < target);
    }
    planner.afterRound?.(r, playedOf(arms));
    alive = halve(alive, arms, value);
  }
  return alive.reduce((b, i) => (value(i) > value(b) ? i : b), alive[0]!);
}

/** A contiguous part of a job for one thread: playouts `from` .. `from + count` of it. */
export interface JobSlice extends ArmJob {
  /** Position of the job in the pass (results are folded in job order, then slice order). */
  job: number;
  from: number;
}

/**
 * Splits a pass's jobs over `threads` so each gets nearly the same number of playouts: the
 * jobs laid end to end and cut into `threads` contiguous ranges, so an arm may be played on
 * two threads (its rewards are folded back in playout order). Deterministic; threads left
 * with nothing get an empty list.
 */
export function splitJobs(jobs: readonly ArmJob[], threads: number): JobSlice[][] {
  const total = jobs.reduce((s, j) => s + j.count, 0);
  const out: JobSlice[][] = Array.from({ length: threads }, () => []);
  let t = 0;
  let room = Math.ceil(total / threads);
  let given = 0;
  jobs.forEach((job, k) => {
    for (let from = 0; from < job.count; ) {
      while (room === 0 && t < threads - 1) {
        t++;
        room = Math.ceil((total - given) / (threads - t));
      }
      const count = Math.min(job.count - from, t === threads - 1 ? job.count - from : room);
      out[t]!.push({ ...job, job: k, from, count, seeds: job.seeds ? job.seeds.slice(from, from + count) : null });
      from += count;
      room -= count;
      given += count;
    }
  });
  return out;
}

/** The slices' results (per thread, as split) joined back into one result per job, in playout order. */
export function joinSlices(jobs: readonly ArmJob[], perThread: readonly { slice: JobSlice; result: JobResult }[][]): JobResult[] {
  const parts = jobs.map(() => [] as { from: number; result: JobResult }[]);
  for (const list of perThread) for (const { slice, result } of list) parts[slice.job]!.push({ from: slice.from, result });
  return jobs.map((job, k) => {
    const joined: JobResult = { arm: job.arm, refused: false, rewards: [] };
    // Plain loops rather than flatMap: this runs on the calling thread while the threads wait.
    for (const p of parts[k]!.sort((x, y) => x.from - y.from)) {
      joined.refused ||= p.result.refused;
      for (const r of p.result.rewards) joined.rewards.push(r);
    }
    return joined;
  });
}

/** How eval1's value is blended into the ranking (the search's options give these: blendOf). */
export interface BlendOptions {
  priorVisits: number;
  priorShare: number;
  marginScale: number;
}

/**
 * Ranks an arm by its playouts' mean shrunk towards its prior (eval1's expected final
 * margin, as the reward 0.5 + 0.5·tanh(prior / marginScale)) by `blendVisits` virtual
 * playouts, read from the search's current plan (`planned`) each time it ranks: the prior
 * counts most while an arm has few playouts and fades as they grow. Playouts alone carry
 * their heuristic policy's bias (who takes which contested feature), which more of them do
 * not remove. A refused arm (mean -1) stays last.
 */
export function priorBlend(arms: readonly HalvingArm[], priors: readonly number[], blend: BlendOptions, planned: () => number): ArmValue {
  return (i) => {
    const a = arms[i]!;
    const k = blendVisits(blend, planned());
    if (k <= 0 || a.mean < 0) return a.mean;
    return (a.visits * a.mean + k * (0.5 + 0.5 * Math.tanh(priors[i]! / blend.marginScale))) / (a.visits + k);
  };
}

/**
 * The virtual playouts eval1's value counts for in a search that plans `planned` playouts:
 * `priorShare` of them, never fewer than `priorVisits`. A fixed weight fades as the budget
 * grows, and the moves drift back to the playout policy's bias; a share keeps the balance
 * that measured best at 300 ms (500 of about 5,900) at every budget. Before the plan is
 * known (an unmeasured clock), the floor.
 */
export function blendVisits(blend: { priorVisits: number; priorShare: number }, planned: number): number {
  return Number.isFinite(planned) ? Math.max(blend.priorVisits, blend.priorShare * planned) : blend.priorVisits;
}
