/**
 * A hint: the strong bot's move for the pending decision of the player whose view it is
 * given, with the final margin that move can expect. Made from that player's view alone,
 * with its search state (`view(state, p, { search: true })`) for expansion games: what the
 * player may know and nothing more, so a hint can never tell them what the stack or another
 * hand holds (tests swap hidden information and check that the hint does not change).
 *
 * - Base-game placements and followers: the wasm-core MCTS (as the `mcts` bot plays) picks
 *   the turn (placement + follower), then that move is played out `playouts` times to value it.
 * - Expansion games (every decision with a choice) and base-game decisions the core does not
 *   model: the rules-engine search (as the `mcts` bot plays expansion games), then the move
 *   is valued on `playouts` determinized samples of the search state.
 *
 * The same view, budget and seed give the same hint.
 */
import { RANDOM_POLICY } from '@carc/core';
import type { CoreEngine } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import type { MoveValue } from './types.js';
import { CoreHandle, knowsTiles } from './core.js';
import { rulesDeterminizer } from './expansion-search/Determinizer.js';
import type { Determinizer } from './expansion-search/Determinizer.js';
import { ExpansionSearch } from './expansion-search/ExpansionSearch.js';
import { valueMacro } from './macro-value.js';
import { MCTS_DEFAULTS, mctsSearch } from './mcts.js';
import { turnMacros } from './moves.js';
import { seededRng } from './rng.js';
import type { CoreProvider } from './types.js';

export interface HintOptions {
  /** The wasm core (or a factory for it); without one only expansion games get hints. */
  core?: CoreProvider;
  /** Playouts of the base game's search (the wasm core). */
  iterations?: number;
  /** Playouts of the rules-engine search in expansion games. */
  rollouts?: number;
  /** Playouts that value the hinted move (its expected margin). */
  playouts?: number;
  /** Seeds the search: the same view, budget and seed give the same hint. */
  seed?: string;
  determinizer?: Determinizer;
}

/** About a second of CPU on a laptop for a base-game placement, less in expansion games. */
export const HINT_DEFAULTS = { iterations: 3000, rollouts: 1024, playouts: 200, seed: 'hint' } as const;

/**
 * The hinted move (`action`: one of `view.legalActions`; for a placement the `follower` the
 * search would put on the tile, or `then`, the answer after it when that is not a follower)
 * and what it can expect: `margin`, the player's expected final score minus the best
 * opponent's, every player's expected `scores` and `win` chances.
 */
export interface Hint extends MoveValue {
  /** Playouts the search ran. */
  playouts: number;
}

export type HintErrorCode = 'not-your-decision' | 'only-one-move' | 'no-search-state' | 'no-core' | 'no-hint';
export type HintResult = { ok: true; value: Hint } | { ok: false; error: { code: HintErrorCode; message: string } };

const fail = (code: HintErrorCode, message: string): HintResult => ({ ok: false, error: { code, message } });

const positive = (v: number | undefined, fallback: number): number => (v !== undefined && Number.isSafeInteger(v) && v > 0 ? v : fallback);

/** The hint for the viewer's pending decision (never throws; errors are typed). */
export async function hint(view: PlayerView, options: HintOptions = {}): Promise<HintResult> {
  if (view.viewer === null || !view.decision || view.decision.player !== view.viewer) return fail('not-your-decision', 'a hint is for the player whose decision is pending, from their own view');
  const legal = view.legalActions ?? [];
  if (legal.length <= 1) return fail('only-one-move', 'there is only one legal move');
  const seed = options.seed ?? HINT_DEFAULTS.seed;
  const playouts = positive(options.playouts, HINT_DEFAULTS.playouts);
  if (view.expansions.length > 0 || !isCoreDecision(view)) {
    if (!view.search) return fail('no-search-state', 'expansion decisions need the view with its search state (view(state, p, { search: true }))');
    return byRules(view, positive(options.rollouts, HINT_DEFAULTS.rollouts), playouts, seed, options.determinizer ?? rulesDeterminizer);
  }
  const core = options.core === undefined ? null : await new CoreHandle(options.core).get();
  if (!core || !knowsTiles(core, view)) return fail('no-core', 'base-game hints need the wasm core');
  return byCore(core, view, positive(options.iterations, HINT_DEFAULTS.iterations), playouts, seed);
}

function isCoreDecision(view: PlayerView): boolean {
  const k = view.decision?.kind;
  return k === 'place' || k === 'meeple';
}

function byCore(core: CoreEngine, view: PlayerView, iterations: number, playouts: number, seed: string): HintResult {
  const turn = turnMacros(core, view);
  if (!turn) return fail('no-hint', 'the core cannot load this position');
  const rng = seededRng(seed);
  const found = mctsSearch(core, view, { iterations }, rng);
  const macro = found?.macro;
  if (!found || !macro) return fail('no-hint', 'the search found no move');
  const seeds = Array.from({ length: playouts }, () => rng.u32());
  const stackSeed = rng.u32();
  core.setPolicy(MCTS_DEFAULTS.playout);
  try {
    const value = valueMacro(turn.position, macro, view, seeds, stackSeed);
    if (!value) return fail('no-hint', 'the core refused the move it found');
    return { ok: true, value: { action: found.action, follower: value.follower, margin: value.margin, scores: value.scores, win: value.win, playouts: found.playouts } };
  } finally {
    core.setPolicy(RANDOM_POLICY);
  }
}

function byRules(view: PlayerView, rollouts: number, playouts: number, seed: string, determinizer: Determinizer): HintResult {
  const search = new ExpansionSearch();
  const rng = seededRng(seed);
  const found = search.search(view, { rollouts }, rng, determinizer);
  if (!found) return fail('no-hint', 'the search could not sample this position');
  const move = { action: found.action, then: found.then };
  const valued = search.judge(view, [move], playouts, rng, determinizer)?.[0];
  if (!valued) return fail('no-hint', 'the samples refused the move the search found');
  const follower = found.then?.type === 'meeple' ? found.then.at : null;
  return {
    ok: true,
    value: { action: found.action, follower, ...(found.then && found.then.type !== 'meeple' ? { then: found.then } : {}), ...valued, playouts: found.playouts },
  };
}
