/** Test support: a legal move for whoever decides, from the random bot of `@carc/bots`. */
import { RandomBot, seededRng } from '@carc/bots';
import { pendingDecision, view, type Action, type GameState } from '@carc/rules';

const bot = new RandomBot();

export function randomMove(state: GameState, salt = ''): Action | null {
  const d = pendingDecision(state);
  if (!d) return null;
  return bot.chooseAction(view(state, d.player), {}, seededRng(`${state.seed}/${state.cursor}/${salt}`));
}
