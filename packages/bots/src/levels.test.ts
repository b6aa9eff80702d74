import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { EXPANSION_IDS, pendingDecision, view } from '@carc/rules';
import type { Action, ExpansionId, GameState, PlayerView } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_NAMES, createBot } from './bots.js';
import { LEGACY_LEVELS, LEVEL_NAMES, LEVELS, levelOf, RANDOM_LEVEL } from './level-table.js';
import type { Level } from './level-table.js';
import { createLevelBot, LevelBot } from './levels.js';
import { playGame } from './match.js';
import { seededRng } from './rng.js';
import type { Bot, Budget } from './types.js';
import { startGame, walkUntil } from './test-games.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

/** A bot that records the budgets it is given and answers with the first legal action. */
function recorder(name: string): Bot & { budgets: Budget[]; kinds: string[] } {
  const budgets: Budget[] = [];
  const kinds: string[] = [];
  return {
    name,
    budgets,
    kinds,
    chooseAction(v: PlayerView, budget: Budget): Action {
      budgets.push(budget);
      kinds.push(v.decision!.kind);
      return v.legalActions![0]!;
    },
  };
}

describe('the level table', () => {
  it('has five or more levels with unique names, each an existing bot with a one-line description', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(LEVEL_NAMES).size).toBe(LEVELS.length);
    for (const l of LEVELS as readonly Level[]) {
      expect(BOT_NAMES).toContain(l.bot);
      if (l.slips) {
        expect(BOT_NAMES).toContain(l.slips.by);
        expect(l.slips.share).toBeGreaterThan(0);
        expect(l.slips.share).toBeLessThan(1);
        const e = l.slips.expansionShare ?? l.slips.share;
        expect(e).toBeGreaterThan(0);
        expect(e).toBeLessThan(1);
      }
      expect(l.expect.length).toBeGreaterThan(10);
      expect(l.expect).not.toContain('\n');
      expect(l.name).toMatch(/^[a-z][a-z0-9-]*$/);
      // Playout counts only: the same move on every host, and a Worker can run it.
      expect(l.budget.ms).toBeUndefined();
      expect(l.budget.cpuMs).toBeUndefined();
    }
  });

  it('names, for a level that has no step of its own with expansions, a lower level of the ladder it plays like there', () => {
    const names: readonly string[] = LEVEL_NAMES;
    for (const [i, l] of (LEVELS as readonly Level[]).entries()) {
      if (l.expansionsLike === undefined) continue;
      const j = names.indexOf(l.expansionsLike);
      expect(j, `${l.name} plays like ${l.expansionsLike}`).toBeGreaterThanOrEqual(0);
      expect(j).toBeLessThan(i);
    }
    // Measured: with all four expansions the expert's step over the advanced level was 56.5% (bots README).
    expect(levelOf('expert')!.expansionsLike).toBe('advanced');
  });

  it('climbs: a searching level never has a smaller budget than the one below it', () => {
    const searching = (LEVELS as readonly Level[]).filter((l) => l.bot === 'mcts');
    for (let i = 1; i < searching.length; i++) {
      expect(searching[i]!.budget.iterations!).toBeGreaterThan(searching[i - 1]!.budget.iterations!);
      expect(searching[i]!.budget.rollouts!).toBeGreaterThanOrEqual(searching[i - 1]!.budget.rollouts!);
    }
  });

  it('finds levels by name and by the names stored before the ladder; nothing else', () => {
    for (const l of LEVELS) expect(levelOf(l.name)).toBe(l);
    expect(levelOf('random')).toBe(RANDOM_LEVEL);
    expect(levelOf('greedy')!.bot).toBe('greedy');
    // A room made with `strong` before the ladder played mcts at 1,000-3,000 playouts.
    expect(levelOf('strong')!.name).toBe('expert');
    for (const alias of Object.keys(LEGACY_LEVELS)) expect(levelOf(alias)).not.toBeNull();
    for (const bad of ['', 'Master', 'toString', '__proto__', 'constructor', 'mcts', 'eval1']) expect(levelOf(bad)).toBeNull();
  });
});

describe('LevelBot', () => {
  const level = (slips?: Level['slips']): Level => ({ name: 'test', expect: 'a test level', bot: 'greedy', budget: { iterations: 7, rollouts: 3 }, ...(slips ? { slips } : {}) });

  it("thinks with the level's own budget whatever the host passes", async () => {
    const own = recorder('own');
    const bot = new LevelBot(level(), own, null);
    const s = startGame('lv-budget');
    await bot.chooseAction(view(s, 0), { iterations: 99_999 }, seededRng(1));
    expect(own.budgets).toEqual([{ iterations: 7, rollouts: 3 }]);
  });

  it('slips on about its share of turns, and a slipped placement keeps its follower decision with the slip bot', async () => {
    const own = recorder('own');
    const slip = recorder('slip');
    const bot = new LevelBot(level({ share: 0.3, by: 'random' }), own, slip);
    const out = await playGame({ bots: [bot, createBot('random')], seed: 'lv-slips' });
    expect(out.decisions).toBeGreaterThan(100);
    const places = (r: typeof own) => r.kinds.filter((k) => k === 'place').length;
    const share = places(slip) / (places(slip) + places(own));
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.5);
    // Every follower decision went to whichever bot placed that turn's tile.
    const sequence: string[] = [];
    const bot2 = new LevelBot(level({ share: 0.5, by: 'random' }), tagging('own', sequence), tagging('slip', sequence));
    await playGame({ bots: [bot2, createBot('random')], seed: 'lv-slips-2' });
    for (let i = 1; i < sequence.length; i++) {
      const [who, kind] = sequence[i]!.split(':');
      const [before, prevKind] = sequence[i - 1]!.split(':');
      if (kind === 'meeple' && prevKind === 'place') expect(who).toBe(before);
    }
    expect(new Set(sequence.map((x) => x.split(':')[0]))).toEqual(new Set(['own', 'slip']));
  });

  it('slips at its expansionShare in games with expansions and at its share in base games', async () => {
    const placesBy = async (expansions: ExpansionId[]) => {
      const own = recorder('own');
      const slip = recorder('slip');
      const bot = new LevelBot(level({ share: 0.05, by: 'random', expansionShare: 0.6 }), own, slip);
      await playGame({ bots: [bot, createBot('random')], seed: `lv-exp-${expansions.length}`, expansions });
      const n = (r: typeof own) => r.kinds.filter((k) => k === 'place').length;
      return n(slip) / (n(slip) + n(own));
    };
    expect(await placesBy([])).toBeLessThan(0.2);
    expect(await placesBy([...EXPANSION_IDS])).toBeGreaterThan(0.4);
  });

  it('with the real bots: the same view and seed give the same move, every move legal', async () => {
    const s = walkUntil(startGame('lv-real'), 'lv-real', (x: GameState) => x.turn >= 12 && pendingDecision(x)!.kind === 'place');
    const v = view(s, pendingDecision(s)!.player, { search: true });
    for (const name of LEVEL_NAMES.slice(0, 5)) {
      const a = await createLevelBot(levelOf(name)!, { core }).chooseAction(v, {}, seededRng('x'));
      const b = await createLevelBot(levelOf(name)!, { core }).chooseAction(v, { iterations: 1 }, seededRng('x'));
      expect(b, name).toEqual(a);
      expect(v.legalActions).toContainEqual(a);
    }
  }, 60_000);
});

/** A bot that logs `who:kind` per decision and plays the first legal action. */
function tagging(who: string, log: string[]): Bot {
  return {
    name: who,
    chooseAction(v: PlayerView): Action {
      log.push(`${who}:${v.decision!.kind}`);
      return v.legalActions![0]!;
    },
  };
}
