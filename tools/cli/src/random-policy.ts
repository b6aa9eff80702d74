/**
 * The random policy of `carc simulate` and the benchmark: at every decision, a uniform
 * pick among the legal actions. For the base game that is exactly the issue's policy
 * (uniform over placements, then uniform over "no follower" plus every follower spot),
 * and for the expansions it reaches every choice they offer.
 */
import { apply, createGame, legalActions, pendingDecision, Stream, type GameConfig, type GameState } from '@carc/rules';

export interface PlayedGame {
  state: GameState;
  decisions: number;
  /** How often each kind of action was taken, e.g. "place", "meeple", "ext:christmas-gift/score-3". */
  actionKinds: Map<string, number>;
}

export function actionKind(action: { type: string; expansion?: string; kind?: string; card?: string }): string {
  if (action.type !== 'ext') return action.type;
  return `${action.expansion}/${action.kind}${action.card ? `:${action.card}` : ''}`;
}

export function playRandomGame(config: GameConfig, policySeed: string, countKinds = false): PlayedGame {
  const created = createGame(config);
  if (!created.ok) throw new Error(`createGame: ${created.error.message}`);
  let state = created.value;
  const rng = Stream.fromSeed(policySeed, 'policy');
  const actionKinds = new Map<string, number>();
  let decisions = 0;
  while (pendingDecision(state)) {
    const actions = legalActions(state);
    if (actions.length === 0) throw new Error(`no legal action at decision ${JSON.stringify(pendingDecision(state))}`);
    const action = actions[rng.below(actions.length)]!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`a legal action was refused: ${next.error.message}`);
    state = next.value.state;
    decisions++;
    if (countKinds) {
      const k = actionKind(action as never);
      actionKinds.set(k, (actionKinds.get(k) ?? 0) + 1);
    }
  }
  return { state, decisions, actionKinds };
}
