/**
 * Playing a level of the ladder (level-table.ts): its bot with the level's own budget, and
 * its slips to a weaker bot on a share of turns.
 */
import { createBot } from './bots.js';
import type { BotOptions } from './bots.js';
import type { Level } from './level-table.js';
import type { BotRng } from './rng.js';
import type { Bot, Budget } from './types.js';
import type { Action, PlayerView } from '@carc/rules';

/**
 * The bot of a level: it always thinks with the level's own budget (the budget a host
 * passes is ignored), and slips as the level says.
 */
export function createLevelBot(level: Level, options: BotOptions = {}): LevelBot {
  return new LevelBot(level, createBot(level.bot, options), level.slips ? createBot(level.slips.by, options) : null);
}

export class LevelBot implements Bot {
  readonly name: string;
  /** The slip drawn at a placement, for the follower decision of the same turn. */
  private turn: { tiles: number; slip: boolean } | null = null;

  constructor(
    readonly level: Level,
    private readonly own: Bot,
    private readonly slipBot: Bot | null,
  ) {
    this.name = level.name;
  }

  /** Playouts and searches of the level's own bot (the bench reports them). */
  get stats(): unknown {
    return (this.own as { stats?: unknown }).stats;
  }

  chooseAction(view: PlayerView, _budget: Budget, rng: BotRng): Action | Promise<Action> {
    const slip = this.slipBot !== null && this.slips(view, rng);
    return slip ? this.slipBot!.chooseAction(view, {}, rng) : this.own.chooseAction(view, this.level.budget, rng);
  }

  private slips(view: PlayerView, rng: BotRng): boolean {
    const kind = view.decision?.kind;
    const planned = this.turn;
    this.turn = null;
    // The follower decision right after this bot's placement slips (or not) with it.
    if (kind === 'meeple' && planned && planned.tiles === view.board.length) return planned.slip;
    const { share, expansionShare } = this.level.slips!;
    const slip = rng.next() < (view.expansions.length > 0 && expansionShare !== undefined ? expansionShare : share);
    if (kind === 'place') this.turn = { tiles: view.board.length + 1, slip };
    return slip;
  }
}
