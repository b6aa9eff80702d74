/**
 * Playing bots against each other through the real rules engine: used by the tests, the
 * strength benchmark and hosts such as `carc simulate`. Every action a bot returns is
 * checked against the view's legal actions before it is applied.
 */
import { apply, createGame, pendingDecision, view } from '@carc/rules';
import type { Action, ExpansionId, GameEvent, GameState, PlayerView } from '@carc/rules';
import { seededRng } from './rng.js';
import type { Bot, Budget } from './types.js';

export interface PlayGameOptions {
  /** One bot per seat, in turn order. */
  bots: readonly Bot[];
  /** Game seed (tile order and expansion randomness). */
  seed: string;
  expansions?: readonly ExpansionId[];
  /** One budget for all seats, or one per seat. */
  budget?: Budget | readonly Budget[];
  /** Seeds the bots' generators; defaults to the game seed. */
  botSeed?: string;
  /**
   * Builds the view each seat decides on (default `view(state, seat)`); the bench hands
   * searching bots views with `search` through it.
   */
  viewOf?: (state: GameState, seat: number) => PlayerView;
  /**
   * Called for each decision with the state it was taken in, the action and the events the
   * rules reported for it (tests inspect views; score-breakdown.mjs counts the scorings).
   */
  onDecision?: (info: { state: GameState; seat: number; action: Action; events: readonly GameEvent[] }) => void;
}

export interface GameOutcome {
  scores: number[];
  winners: number[];
  decisions: number;
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export async function playGame(opts: PlayGameOptions): Promise<GameOutcome> {
  const names = opts.bots.map((b, i) => `${b.name}#${i}`);
  const g = createGame({ players: names, seed: opts.seed, expansions: opts.expansions ?? [] });
  if (!g.ok) throw new Error(`createGame: ${g.error.message}`);
  let state = g.value;
  let decisions = 0;
  const botSeed = opts.botSeed ?? opts.seed;
  while (!state.finished) {
    const d = pendingDecision(state);
    if (!d) throw new Error('the game waits for no decision but is not finished');
    const v = opts.viewOf ? opts.viewOf(state, d.player) : view(state, d.player);
    const budget = Array.isArray(opts.budget) ? (opts.budget as readonly Budget[])[d.player]! : ((opts.budget as Budget | undefined) ?? {});
    // One generator per decision, so a game replays the same whatever ran before it.
    const rng = seededRng(`${botSeed}/${decisions}`);
    const action = await opts.bots[d.player]!.chooseAction(v, budget, rng);
    if (!v.legalActions?.some((a) => sameAction(a, action))) {
      throw new Error(`bot ${names[d.player]} returned an illegal action ${JSON.stringify(action)} for ${d.kind}`);
    }
    const r = apply(state, action, d.player);
    if (!r.ok) throw new Error(`rules rejected ${JSON.stringify(action)} from ${names[d.player]}: ${r.error.message}`);
    opts.onDecision?.({ state, seat: d.player, action, events: r.value.events });
    state = r.value.state;
    decisions++;
  }
  const scores = state.scores.slice();
  const top = Math.max(...scores);
  return { scores, winners: scores.flatMap((s, i) => (s === top ? [i] : [])), decisions };
}

/** 95% Wilson score interval for a proportion (z = 1.96). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface MatchOptions {
  a: Bot;
  b: Bot;
  budgetA?: Budget;
  budgetB?: Budget;
  /** Number of 2-player games; games 2k and 2k+1 use the same tiles with the seats swapped. */
  games: number;
  seedPrefix?: string;
  expansions?: readonly ExpansionId[];
  onGame?: (index: number, outcome: GameOutcome, aSeat: number) => void;
}

export interface MatchResult {
  games: number;
  winsA: number;
  draws: number;
  winsB: number;
  /** (wins + draws / 2) / games for A. */
  scoreRateA: number;
  /** Wilson 95% interval of A's strict win rate. */
  winRateA: number;
  winRateA95: [number, number];
  avgScoreA: number;
  avgScoreB: number;
}

export async function playMatch(o: MatchOptions): Promise<MatchResult> {
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < o.games; i++) {
    const aSeat = i % 2;
    const bots = aSeat === 0 ? [o.a, o.b] : [o.b, o.a];
    const budgets = aSeat === 0 ? [o.budgetA ?? {}, o.budgetB ?? {}] : [o.budgetB ?? {}, o.budgetA ?? {}];
    const seed = `${o.seedPrefix ?? 'match'}-${Math.floor(i / 2)}`;
    const out = await playGame({ bots, seed, budget: budgets, botSeed: `${seed}/${i}`, ...(o.expansions ? { expansions: o.expansions } : {}) });
    const sa = out.scores[aSeat]!;
    const sb = out.scores[1 - aSeat]!;
    sumA += sa;
    sumB += sb;
    if (sa > sb) winsA++;
    else if (sb > sa) winsB++;
    else draws++;
    o.onGame?.(i, out, aSeat);
  }
  const n = o.games;
  return {
    games: n,
    winsA,
    draws,
    winsB,
    scoreRateA: n ? (winsA + draws / 2) / n : 0,
    winRateA: n ? winsA / n : 0,
    winRateA95: wilson(winsA, n),
    avgScoreA: n ? sumA / n : 0,
    avgScoreB: n ? sumB / n : 0,
  };
}
