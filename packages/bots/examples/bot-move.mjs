// One move of the MCTS bot in a new game, with the core's playouts (Node).
import { createBot, seededRng } from '@carc/bots';
import { loadCore } from '@carc/core/node'; // browser / Worker: CoreEngine.load(url) or CoreEngine.fromModule(mod)
import { apply, createGame, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';

const core = await loadCore({ tiles: ALL_TILES }); // every tile type, so one engine serves expansion games too
const bot = createBot('mcts', { core }); // or { core: (opts) => loadCore(opts) }: made on first use

const created = createGame({ players: ['You', 'Bot'], seed: 'demo' });
if (!created.ok) throw new Error(created.error.message);
let state = created.value;
const decision = pendingDecision(state);
if (!decision) throw new Error('a new game waits for its first placement');

// The bot sees only the view of its seat; the same view, budget and seed give the same move.
const seatView = view(state, decision.player);
const action = await bot.chooseAction(seatView, { iterations: 2000 }, seededRng('demo/0'));
const r = apply(state, action, decision.player);
if (!r.ok) throw new Error(r.error.message);
state = r.value.state;

const legal = seatView.legalActions ?? [];
console.log(JSON.stringify({ action, wasLegal: legal.some((a) => JSON.stringify(a) === JSON.stringify(action)), next: pendingDecision(state) }));
