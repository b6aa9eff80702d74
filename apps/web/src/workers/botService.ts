/**
 * What the bot worker runs, kept free of worker globals so it can be tested in Node: every
 * seat is a bot of `@carc/bots` (random, greedy, and MCTS for the strong seat). Greedy and
 * MCTS evaluate moves in the WebAssembly core, which the host hands over as a factory so it
 * is loaded on the first move that needs it.
 */
import { createBotService, type BotOptions, type Budget } from '@carc/bots';
import { pendingDecision, view, type Action, type GameState } from '@carc/rules';

export type BotKind = 'random' | 'greedy' | 'strong';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy', 'strong'];

/** Playouts per MCTS decision: a fixed budget keeps its moves reproducible and quick (well under a second). */
export const STRONG_ITERATIONS = 3000;

/** The seat kinds of the app by the names `@carc/bots` knows them. */
const BOT_NAME: Record<BotKind, string> = { random: 'random', greedy: 'greedy', strong: 'mcts' };

export type WebBotService = (kind: BotKind, state: GameState) => Promise<Action | null>;

/** A number that changes with every decision of a game, so each decision gets its own generator. */
export function stateSeed(state: GameState): number {
  return (state.turn * 7919 + state.stackPos * 104729 + state.cursor * 31) >>> 0;
}

/** The seed of a seat's generator for the decision pending in `state` (the same on every thread count). */
export function decisionSeed(state: GameState): string {
  return `${state.seed}/${stateSeed(state)}`;
}

/** `options.core`: the wasm engine or a factory for it (loaded on the first greedy or strong move). */
export function createWebBotService(options: BotOptions = {}): WebBotService {
  const serve = createBotService(options);
  let nextId = 1;
  return async (kind, state) => {
    const d = pendingDecision(state);
    if (!d) return null;
    const budget: Budget = kind === 'strong' ? { iterations: STRONG_ITERATIONS } : {};
    const r = await serve({
      id: nextId++,
      bot: BOT_NAME[kind],
      // The deciding seat's own view: a bot never sees the other hands.
      view: view(state, d.player),
      budget,
      seed: decisionSeed(state),
    });
    if (!r.ok) throw new Error(r.error);
    return r.action;
  };
}
