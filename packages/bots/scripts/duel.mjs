// Tuning aid: one seeded match between two bots, MCTS options as JSON (run after `pnpm build`).
//   node scripts/duel.mjs mcts greedy <games> <iterations> '{"horizon":15}' [seedPrefix]
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { createBot, playMatch } from '../dist/index.js';

const [A = 'mcts', B = 'greedy', games = '10', iters = '2000', extra, prefix] = process.argv.slice(2);
const core = await loadCore({ tiles: ALL_TILES });
const mcts = extra ? JSON.parse(extra) : {};
const budget = { iterations: Number(iters) };
const t0 = performance.now();
const r = await playMatch({ a: createBot(A, { core, mcts }), b: createBot(B, { core, mcts }), games: Number(games), budgetA: budget, budgetB: budget, seedPrefix: prefix ?? 'duel' });
console.log(JSON.stringify({ options: mcts, ...r, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));
