import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { EXPANSION_IDS, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, MctsBot } from '../bots.js';
import { playGame } from '../match.js';
import { seededRng } from '../rng.js';
import { startGame, walkUntil } from '../test-games.js';
import type { ExpansionMctsBot } from './ExpansionMctsBot.js';
import { rulesDeterminizer } from './Determinizer.js';
import { searchView } from './testPositions.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const searchBot = (rollouts = 12) => createBot('mcts', { core, determinizer: rulesDeterminizer, expansionSearch: { rollouts } }) as ExpansionMctsBot;

describe("createBot('mcts') routing", () => {
  it('searches every decision with a choice of an expansion game over the rules engine, and plays it to the end legally', async () => {
    const bot = searchBot();
    // playGame checks every returned action against the view's legal actions.
    const out = await playGame({ bots: [bot, createBot('random')], seed: 'route', expansions: EXPANSION_IDS, budget: { iterations: 50 }, viewOf: (s, p) => (p === 0 ? searchView(s) : view(s, p)) });
    expect(out.scores.length).toBe(2);
    expect(bot.stats.rulesSearches).toBeGreaterThan(20);
    expect(bot.stats.searches).toBe(0); // the wasm search was never asked
  }, 120_000);

  it("takes its rules-engine playouts from the budget's rollouts (a level's budget), else from its option", async () => {
    const s = walkUntil(startGame('budget', 2, EXPANSION_IDS), 'budget', (x) => x.turn > 6 && pendingDecision(x)!.kind === 'place');
    const counted = searchBot(12);
    await counted.chooseAction(searchView(s), { iterations: 40, rollouts: 60 }, seededRng(1));
    const optioned = searchBot(12);
    await optioned.chooseAction(searchView(s), { iterations: 40 }, seededRng(1));
    expect(counted.stats.rulesPlayouts).toBeGreaterThan(30);
    expect(counted.stats.rulesPlayouts).toBeLessThanOrEqual(60 + 10);
    expect(optioned.stats.rulesPlayouts).toBeLessThanOrEqual(12 + 10);
  });

  it('keeps the wasm search for views without search (hosts that do not hand them out)', async () => {
    const bot = searchBot();
    const s = walkUntil(startGame('plain', 2, EXPANSION_IDS), 'plain', (x) => x.turn > 6 && pendingDecision(x)!.kind === 'place');
    await bot.chooseAction(view(s, pendingDecision(s)!.player), { iterations: 40 }, seededRng(1));
    expect(bot.stats.rulesSearches).toBe(0);
    expect(bot.stats.searches).toBe(1);
  });

  it('plays base games exactly as the wasm MctsBot', async () => {
    for (const seed of ['b1', 'b2', 'b3']) {
      const s = walkUntil(startGame(seed), seed, (x) => x.turn > 10 && pendingDecision(x)!.kind === 'place');
      const v = searchView(s);
      const a = await searchBot().chooseAction(v, { iterations: 200 }, seededRng(seed));
      expect(a).toEqual(await new MctsBot(core).chooseAction(v, { iterations: 200 }, seededRng(seed)));
    }
  });
});
