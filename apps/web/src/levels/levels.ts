/**
 * The bot levels as the app shows them: the ladder of `@carc/bots/levels` (plain data, so
 * the setup screens load no bot code) weakest first, then the random bot below it. Names
 * stored before the ladder (`greedy`, `strong`) read as their levels.
 */
import { LEVELS, levelOf } from '@carc/bots/levels';
import { t, type MessageKey } from '../i18n/index.js';

/** What a seat's level picker offers, in order. */
export const PICKER_LEVELS: readonly string[] = [...LEVELS.map((l) => l.name), 'random'];

/** The level's own name (`beginner` for a saved `greedy`); `random` for a name it does not know. */
function canonical(kind: string): string {
  return levelOf(kind)?.name ?? 'random';
}

/** The level's name in the player's language. */
export function levelName(kind: string): string {
  return t(`level.${canonical(kind)}` as MessageKey);
}

/** One line on what to expect from the level, in the player's language. */
export function levelExpect(kind: string): string {
  return t(`level.${canonical(kind)}.expect` as MessageKey);
}

/**
 * With expansions on, the line that says which lower level this one plays about as well as
 * (the level table's `expansionsLike`: the ladder's step is not there yet); null otherwise.
 */
export function levelExpansionsNote(kind: string, expansions: boolean): string | null {
  const like = expansions ? levelOf(kind)?.expansionsLike : undefined;
  return like ? t('level.expansionsLike', { level: levelName(like) }) : null;
}
