/** Test support: a legal move for whoever decides, from the random bot of `@carc/bots`. */
import { RandomBot, seededRng } from '@carc/bots';
import { apply, createGameWithEvents, legalActions, pendingDecision, view, type Action, type ExpansionId, type GameEvent, type GameState } from '@carc/rules';

const bot = new RandomBot();

export function randomMove(state: GameState, salt = ''): Action | null {
  const d = pendingDecision(state);
  if (!d) return null;
  return bot.chooseAction(view(state, d.player), {}, seededRng(`${state.seed}/${state.cursor}/${salt}`));
}

/**
 * A game played by random moves (a follower put down whenever one may be, with `meeples`)
 * for at most `moves` actions, with every event it reported, the start's included.
 */
export function playGame(o: { seed: string; expansions?: ExpansionId[]; players?: string[]; moves?: number; meeples?: boolean }): { state: GameState; events: GameEvent[] } {
  const g = createGameWithEvents({ players: o.players ?? ['Ann', 'Ben'], seed: o.seed, expansions: o.expansions ?? [] });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const events: GameEvent[] = [...g.value.events];
  for (let i = 0; i < (o.moves ?? 5000) && !s.finished; i++) {
    const a = (o.meeples ? legalActions(s).find((x) => x.type === 'meeple') : undefined) ?? randomMove(s, o.seed)!;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}
