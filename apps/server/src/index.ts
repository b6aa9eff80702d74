// First: the rules' WebAssembly core, before any module that runs a game is used.
import './rules-core.js';
import { app } from './app.js';
import type { Env } from './env.js';

export { GameRoom } from './room/game-room.js';
export { AddressBudget } from './address/address-budget.js';
export { Lobby } from './lobby/lobby.js';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
