// Greedy against random over two seeded games; greedy values its moves in the wasm core.
import { createBot, playGame, wilson } from '@carc/bots';
import type { Bot, GameOutcome } from '@carc/bots';
import { loadCore } from '@carc/core/node';

const greedy: Bot = createBot('greedy', { core: await loadCore() });
const seats: Bot[] = [greedy, createBot('random')];
const outcomes: GameOutcome[] = [];
for (const seed of ['match/1', 'match/2']) outcomes.push(await playGame({ bots: seats, seed }));

const greedyWins = outcomes.filter((o) => o.winners.length === 1 && o.winners[0] === 0).length;
console.log(JSON.stringify({ outcomes, greedyWins, interval: wilson(greedyWins, outcomes.length) }));
