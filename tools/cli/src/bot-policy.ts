/**
 * `carc simulate --bots a,b`: the seats are played by bots from @carc/bots instead of the
 * uniform random policy. Each bot sees only its seat's view, as it would in the app or a
 * room, and its generator is seeded per decision so a game replays whatever ran before it.
 */
import { loadCore } from '@carc/core/node';
import { BOT_NAMES, createBot, seededRng, type Bot } from '@carc/bots';
import { apply, createGame, pendingDecision, view, type GameConfig } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { UsageError } from './errors.js';
import { actionKind, type PlayedGame } from './random-policy.js';

export function parseBots(list: string, players: number): string[] {
  const names = list.split(',').map((s) => s.trim());
  for (const n of names) {
    if (!(BOT_NAMES as readonly string[]).includes(n)) throw new UsageError(`unknown bot "${n}" (known: ${BOT_NAMES.join(', ')})`);
  }
  if (names.length !== players) throw new UsageError(`--bots names ${names.length} bots for ${players} players`);
  return names;
}

export async function makeBots(names: readonly string[]): Promise<Bot[]> {
  // One core for all seats: a bot loads its position into it before every search.
  const core = names.some((n) => n !== 'random') ? await loadCore({ tiles: ALL_TILES }) : undefined;
  return names.map((n) => createBot(n, core ? { core } : {}));
}

export async function playBotGame(config: GameConfig, bots: readonly Bot[], iterations: number): Promise<PlayedGame> {
  const created = createGame(config);
  if (!created.ok) throw new Error(`createGame: ${created.error.message}`);
  let state = created.value;
  const actionKinds = new Map<string, number>();
  let decisions = 0;
  for (let d = pendingDecision(state); d; d = pendingDecision(state)) {
    const action = await bots[d.player]!.chooseAction(view(state, d.player), { iterations }, seededRng(`${config.seed}/${decisions}`));
    const next = apply(state, action, d.player);
    if (!next.ok) throw new Error(`bot ${bots[d.player]!.name} chose an illegal action: ${next.error.message}`);
    state = next.value.state;
    decisions++;
    const k = actionKind(action as never);
    actionKinds.set(k, (actionKinds.get(k) ?? 0) + 1);
  }
  return { state, decisions, actionKinds };
}
