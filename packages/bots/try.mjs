import { loadCore } from '@carc/core/node';
import { createBot, playMatch } from '/work/main/packages/bots/dist/index.js';
const core = await loadCore({ tiles: (await import('@carc/tiles')).ALL_TILES });
const [A, B, games, iters, extra] = process.argv.slice(2);
const opts = extra ? JSON.parse(extra) : {};
const a = createBot(A, { core, mcts: opts }), b = createBot(B, { core });
const t0 = performance.now();
const r = await playMatch({ a, b, games: Number(games), budgetA: { iterations: Number(iters) }, budgetB: { iterations: Number(iters) }, seedPrefix: 'try' });
console.log(JSON.stringify(r), ((performance.now() - t0) / 1000).toFixed(1) + 's');
