import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { apply, createGame, EXPANSION_IDS, expansionModule, legalActions, pendingDecision, toRecord, view } from '@carc/rules';
import type { Action, ExpansionId, GameRecord, GameState, PlayerView } from '@carc/rules';
import { rulesDeterminizer } from './expansion-search/Determinizer.js';
import { ALL_TILES, unshuffledStack } from '@carc/tiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseGame, createBot, gameDecisions, largestMistakes, seededRng, shuffleInPlace } from './index.js';
import type { Bot, GameAnalysis, RoomLogInput } from './index.js';

let core: CoreEngine;
beforeAll(async () => {
  core = await loadCore({ tiles: ALL_TILES });
});

const AVAILABLE: ExpansionId[] = EXPANSION_IDS.filter((id) => expansionModule(id) !== undefined);

/** A short base game: `count` tiles drawn from a seeded shuffle of the base set. */
function shortStack(seed: string, count: number): string[] {
  return shuffleInPlace(unshuffledStack(['base']), seededRng(seed)).slice(0, count);
}

interface Played {
  record: GameRecord;
  actions: { actor: number; action: Action }[];
}

/** Plays a whole game with one bot per seat, keeping every action and the record. */
async function play(bots: Bot[], seed: string, opts: { tiles?: string[]; expansions?: ExpansionId[] } = {}): Promise<Played> {
  const g = createGame({ players: bots.map((b, i) => `${b.name}${i}`), seed, expansions: opts.expansions ?? [], ...(opts.tiles ? { tiles: opts.tiles } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const actions: Played['actions'] = [];
  for (let i = 0; !s.finished; i++) {
    const d = pendingDecision(s)!;
    const action = await bots[d.player]!.chooseAction(view(s, d.player), { iterations: 60 }, seededRng(`${seed}/${i}`));
    const r = apply(s, action, d.player);
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ actor: d.player, action });
    s = r.value.state;
  }
  return { record: toRecord(s), actions };
}

function roomLog(p: Played): RoomLogInput {
  return { format: 'carc-room-log/1', players: p.record.players, seed: p.record.seed, config: { expansions: p.record.expansions, options: p.record.options }, actions: p.actions };
}

function evaluated(a: GameAnalysis) {
  return a.decisions.filter((d) => d.evaluated);
}

describe('gameDecisions', () => {
  const configs: { name: string; expansions: ExpansionId[] }[] = [{ name: 'base', expansions: [] }];
  if (AVAILABLE.length > 0) configs.push({ name: 'all expansions', expansions: AVAILABLE });
  for (const cfg of configs) {
    it(`recovers from a record actions that rebuild the same record and the same decisions: ${cfg.name}`, async () => {
      const game = await play([createBot('random'), createBot('random')], `dec-${cfg.name}`, { expansions: cfg.expansions });
      const r = gameDecisions(JSON.parse(JSON.stringify(game.record)));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.points.length).toBe(game.actions.length);
      // Replaying the recovered actions writes the record back exactly.
      let s = r.value.points[0]!.state;
      for (const p of r.value.points) {
        expect(pendingDecision(s)).toEqual(pendingDecision(p.state));
        const next = apply(s, p.action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
      }
      expect(toRecord(s)).toEqual(game.record);
      const fromLog = gameDecisions(roomLog(game));
      if (!fromLog.ok) throw new Error(fromLog.error.message);
      expect(fromLog.value.points.map((p) => p.move)).toEqual(r.value.points.map((p) => p.move));
    }, 60_000);
  }

  it('refuses bad input with a typed error, never a throw', () => {
    const codes = [
      gameDecisions(null),
      gameDecisions({ format: 'carc-record/1', players: ['a'], seed: 1, moves: [] }),
      gameDecisions({ format: 'carc-record/1', players: ['a', 'b'], expansions: [], options: {}, seed: 's', moves: [{ tile: 'A', x: 40, y: 0, rot: 0 }] }),
      gameDecisions({ format: 'carc-record/1', players: ['a', 'b'], expansions: [], options: {}, seed: 's', moves: [] }),
      gameDecisions({ format: 'carc-room-log/1', players: ['a', 'b'], seed: 's', config: {}, actions: [{ actor: 0, action: { type: 'pass' } }] }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['bad-input', 'bad-input', 'replay', 'unfinished', 'replay']);
  });
});

describe('analyseGame', () => {
  const budget = { iterations: 60, playouts: 40, seed: 't' };
  let short: Played;
  let full: GameAnalysis;
  beforeAll(async () => {
    short = await play([createBot('random'), createBot('greedy', { core })], 'short', { tiles: shortStack('short', 8) });
    const r = await analyseGame(short.record, { core, ...budget });
    if (!r.ok) throw new Error(r.error.message);
    full = r.value;
  });

  it('judges every place and follower decision of both players, with consistent numbers', () => {
    expect(full.decisions.length).toBe(short.actions.length);
    const judged = evaluated(full);
    expect(new Set(judged.map((d) => d.player))).toEqual(new Set([0, 1]));
    expect(new Set(judged.map((d) => d.kind))).toEqual(new Set(['place', 'meeple']));
    for (const d of judged) {
      if (!d.evaluated) continue;
      expect(d.best.margin).toBeGreaterThanOrEqual(d.playedValue.margin);
      expect(d.loss).toBeCloseTo(d.best.margin - d.playedValue.margin, 9);
      expect(d.playedValue.action).toEqual(d.played);
      for (const v of [d.best, d.playedValue]) {
        expect(v.win.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        const others = v.scores.filter((_, p) => p !== d.player);
        // The margin is an average of (mine - best other), so at most mine - the best average other.
        expect(v.margin).toBeLessThanOrEqual(v.scores[d.player]! - Math.max(...others) + 1e-9);
      }
    }
    for (const d of full.decisions) if (!d.evaluated) expect(d.reason).toMatch(/one legal action/);
  });

  it('is deterministic, and the same split over workers merges into the same analysis', async () => {
    const again = await analyseGame(short.record, { core, ...budget });
    expect(again).toEqual({ ok: true, value: full });
    const n = full.decisions.length;
    const evens = await analyseGame(short.record, { core, ...budget, indices: [...Array(n).keys()].filter((i) => i % 2 === 0) });
    const odds = await analyseGame(short.record, { core, ...budget, indices: [...Array(n).keys()].filter((i) => i % 2 === 1) });
    if (!evens.ok || !odds.ok) throw new Error('split failed');
    const merged = [...evens.value.decisions, ...odds.value.decisions].sort((a, b) => a.index - b.index);
    expect(merged).toEqual(full.decisions);
  });

  it('uses no hindsight: the same first view with another future stack gives the same first judgement', async () => {
    const tiles = short.record.tiles!;
    // Swap two tiles that are still to come at the first decision.
    const other = [tiles[0]!, tiles[tiles.length - 1]!, ...tiles.slice(2, -1), tiles[1]!];
    const g = await play([createBot('random'), createBot('greedy', { core })], 'short', { tiles: other });
    const a = await analyseGame(g.record, { core, ...budget, indices: [0] });
    const b = await analyseGame(short.record, { core, ...budget, indices: [0] });
    if (!a.ok || !b.ok) throw new Error('analysis failed');
    expect(g.record.moves[0]).toEqual(short.record.moves[0]);
    expect(a.value.decisions[0]).toEqual(b.value.decisions[0]);
  });

  it('reports progress for every decision and stops with a typed error when aborted', async () => {
    const seen: number[] = [];
    const controller = new AbortController();
    const r = await analyseGame(short.record, {
      core,
      ...budget,
      signal: controller.signal,
      onProgress: ({ done, total }) => {
        seen.push(done);
        expect(total).toBe(full.decisions.length);
        if (done === 3) controller.abort();
      },
    });
    expect(r).toEqual({ ok: false, error: { code: 'aborted', message: expect.any(String) } });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('analyses a room log like the record of the same game', async () => {
    // A room deals from its seed (no explicit tile list), so this is a whole seeded game.
    const game = await play([createBot('random'), createBot('random')], 'room');
    const some = { core, ...budget, indices: [0, 1, 2, 3, 40, 41] };
    const fromLog = await analyseGame(roomLog(game), some);
    const fromRecord = await analyseGame(game.record, some);
    expect(fromLog.ok).toBe(true);
    expect(fromLog).toEqual(fromRecord);
  }, 60_000);

  it('in an expansion game judges placements and followers, and lists the expansions’ own decisions unjudged with expansion: false', async () => {
    expect(AVAILABLE.length).toBeGreaterThan(0);
    const game = await play([createBot('random'), createBot('random')], 'exp-analysis', { expansions: AVAILABLE });
    const r = await analyseGame(game.record, { core, iterations: 20, playouts: 10, expansion: false });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.decisions.length).toBe(game.actions.length);
    const kinds = new Set(r.value.decisions.map((d) => d.kind));
    expect([...kinds].some((k) => k.includes('/'))).toBe(true);
    for (const d of r.value.decisions) {
      if (d.kind.includes('/')) expect(d.evaluated && d.kind).toBe(false);
      if (!d.evaluated) expect(d.reason.length).toBeGreaterThan(0);
    }
    expect(evaluated(r.value).filter((d) => d.kind === 'place').length).toBeGreaterThan(game.record.moves.length / 2);
  }, 60_000);

  it('finds the random player giving away more than the search bot', async () => {
    const g = await play([createBot('random'), createBot('mcts', { core })], 'mistakes', { tiles: shortStack('mistakes', 14) });
    const r = await analyseGame(g.record, { core, iterations: 150, playouts: 80 });
    if (!r.ok) throw new Error(r.error.message);
    const lost = [0, 0];
    for (const d of evaluated(r.value)) if (d.evaluated) lost[d.player]! += d.loss;
    expect(lost[0]).toBeGreaterThan(lost[1]!);
    const worst = largestMistakes(r.value, 3);
    expect(worst.length).toBeGreaterThan(0);
    for (let i = 1; i < worst.length; i++) expect(worst[i - 1]!.loss).toBeGreaterThanOrEqual(worst[i]!.loss);
    // A loss means another turn than the one played.
    const { best, playedValue } = worst[0]!;
    expect({ action: best.action, follower: best.follower }).not.toEqual({ action: playedValue.action, follower: playedValue.follower });
  }, 60_000);
});

describe('analyseGame: expansion decisions through the rules-engine search', () => {
  it('judges the expansions own decisions through a search view and a determinizer (by default), and lists them unjudged with expansion: false', async () => {
    const game = await play([createBot('random'), createBot('random')], 'exp-analysis', { expansions: [...EXPANSION_IDS] });
    const points = gameDecisions(game.record);
    if (!points.ok) throw new Error(points.error.message);
    const indices = points.value.points
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => pendingDecision(p.state)!.kind.includes('/') && legalActions(p.state).length > 1)
      .slice(0, 6)
      .map(({ i }) => i);
    expect(indices.length).toBe(6);
    const expansion = { searchView: (s: GameState, p: number): PlayerView => view(s, p, { search: true }), determinizer: rulesDeterminizer };
    const run = () => analyseGame(game.record, { core, iterations: 30, playouts: 12, indices, expansion });
    const r = await run();
    if (!r.ok) throw new Error(r.error.message);
    for (const d of r.value.decisions) {
      expect(d.evaluated).toBe(true);
      if (!d.evaluated) continue;
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.best.margin).toBeGreaterThanOrEqual(d.playedValue.margin);
      expect(d.playedValue.scores.length).toBe(2);
      expect(d.playedValue.win.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    }
    expect(await run()).toEqual(r);
    // The default judges them the same way (RULES_JUDGING); `expansion: false` lists them unjudged.
    expect(await analyseGame(game.record, { core, iterations: 30, playouts: 12, indices })).toEqual(r);
    const plain = await analyseGame(game.record, { core, iterations: 30, playouts: 12, indices, expansion: false });
    if (!plain.ok) throw new Error(plain.error.message);
    expect(plain.value.decisions.every((d) => !d.evaluated)).toBe(true);
  }, 120_000);
});
