/**
 * The ladder of bot levels: the one table the app's level picker and the room API read
 * (`@carc/bots/levels`, plain data with no bot code, so a page can show the picker without
 * loading the bots). Each level is an existing bot with a budget and, for the lowest rungs, a
 * share of turns played by a weaker bot ("slips"), so that a level beats the one below it in
 * about 65-80% of games. Measured (bots README, *Levels measured*): every step from the
 * newcomer to the expert in the base game and to the advanced level with all four
 * expansions; above those, more search stops paying (the master over the expert 55.0%, the
 * expert over the advanced level with expansions 56.5%), which `expansionsLike` and the
 * master's line say. `createLevelBot` (levels.ts) plays a level.
 *
 * Budgets are playout counts, never clocks: the same view, level and seed give the same move
 * on every host, and a Cloudflare Worker (whose clock stands still while it computes) can run
 * them. `iterations` is the wasm search's count in base games, `rollouts` the rules-engine
 * search's in expansion games.
 */
import type { BotName } from './bots.js';
import type { Budget } from './types.js';

export interface Level {
  /** The name hosts use (the app's picker, the room API's `bots`, the bench's `--a-level`). */
  readonly name: string;
  /** What a player can expect, in one line (English; the app shows its own translations). */
  readonly expect: string;
  readonly bot: BotName;
  /** Per decision; the level's own, whatever budget a host passes. */
  readonly budget: Budget;
  /**
   * The share of turns (a placement and the follower decision after it; any other decision
   * on its own) that `bot` leaves to `by` instead: how the lower rungs make mistakes.
   * `expansionShare`, when given, is the share in games with any expansion: there a game has
   * more points and more decisions, so one slip costs less and the same share makes a
   * smaller step (each share is calibrated by its own matches).
   */
  readonly slips?: { readonly share: number; readonly by: BotName; readonly expansionShare?: number };
  /**
   * In games with any expansion, the lower level this one plays about as well as, when the
   * ladder's step is not there: the expansion search's longer budgets have not been shown to
   * pay (bots README, *Levels measured*: with all four expansions the expert beat the
   * advanced level in 56.5% of 100 games, and 300 ms beat 30 ms in about half). Hosts say
   * so beside the level's line when expansions are on, rather than promise a step.
   */
  readonly expansionsLike?: string;
}

/** Weakest first. Calibrated by matches of each level against the one below (bots README, *Levels*). */
export const LEVELS = [
  {
    name: 'newcomer',
    expect: 'For a first game: sensible tiles, but now and then a random one.',
    bot: 'greedy',
    budget: {},
    slips: { share: 0.1, by: 'random', expansionShare: 0.33 },
  },
  {
    name: 'beginner',
    expect: 'Takes the points it sees now; often leaves its followers stuck.',
    bot: 'greedy',
    budget: {},
  },
  {
    name: 'casual',
    expect: 'Weighs what its cities and roads may still become, and plays a quick turn.',
    bot: 'eval1',
    budget: {},
    slips: { share: 0.4, by: 'greedy' },
  },
  {
    name: 'club',
    expect: 'Judges every move by its chances to finish, farms included, and solves the last tiles.',
    bot: 'eval1',
    budget: {},
  },
  {
    name: 'advanced',
    expect: 'Plays its best moves out a few hundred times; one turn in four it plays like the club player.',
    bot: 'mcts',
    budget: { iterations: 300, rollouts: 256 },
    slips: { share: 0.25, by: 'eval1' },
  },
  {
    name: 'expert',
    expect: 'Plays each good move out thousands of times: hard to beat.',
    bot: 'mcts',
    budget: { iterations: 3000, rollouts: 1024 },
    expansionsLike: 'advanced',
  },
  {
    name: 'master',
    expect: 'The strongest, but only a little stronger than the expert: the longest search, a second or more per move on a phone.',
    bot: 'mcts',
    budget: { iterations: 20000, rollouts: 4096 },
    expansionsLike: 'advanced',
  },
] as const satisfies readonly Level[];

export type LevelName = (typeof LEVELS)[number]['name'];
export const LEVEL_NAMES: readonly LevelName[] = LEVELS.map((l) => l.name);

/**
 * Names older hosts stored before the ladder (a saved local game's seat kind, a room made
 * with `bots: ['strong']`): each reads as the level with that bot and about that budget.
 * `random` stays a bot of its own, below the ladder, for tests and load tools.
 */
export const LEGACY_LEVELS: Readonly<Record<string, LevelName | 'random'>> = { greedy: 'beginner', strong: 'expert', random: 'random' };

/** A bot that plays legal moves at random: below the ladder, kept for tests and load tools. */
export const RANDOM_LEVEL: Level = { name: 'random', expect: 'Plays any legal move at random.', bot: 'random', budget: {} };

/** The level called `name` (a ladder level, a legacy name, or `random`); null for anything else. */
export function levelOf(name: string): Level | null {
  const own = LEVELS.find((l) => l.name === name);
  if (own) return own;
  const alias = Object.hasOwn(LEGACY_LEVELS, name) ? LEGACY_LEVELS[name] : undefined;
  if (alias === 'random') return RANDOM_LEVEL;
  return alias ? (LEVELS.find((l) => l.name === alias) ?? null) : null;
}
