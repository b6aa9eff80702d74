import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { apply, createGame, EXPANSION_IDS, expansionModule, legalActions, pendingDecision, toRecord, view } from '@carc/rules';
import type { Action, ExpansionId, GameRecord, GameState, PlayerView } from '@carc/rules';
import { rulesDeterminizer } from './expansion-search/Determinizer.js';
import { ALL_TILES, unshuffledStack } from '@carc/tiles';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseDecision, analyseGame, ANALYSIS_VERSION, createBot, gameDecisions, largestMistakes, seededRng, shuffleInPlace } from './index.js';
import type { Bot, DecisionPoint, GameAnalysis, RoomLogInput } from './index.js';
import { RULES_JUDGING } from './analysis.js';
import { hiddenTwin } from './expansion-search/testPositions.js';

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
async function play(bots: Bot[], seed: string, opts: { tiles?: string[]; expansions?: ExpansionId[]; viewOf?: (s: GameState, p: number) => PlayerView } = {}): Promise<Played> {
  const g = createGame({ players: bots.map((b, i) => `${b.name}${i}`), seed, expansions: opts.expansions ?? [], ...(opts.tiles ? { tiles: opts.tiles } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const actions: Played['actions'] = [];
  for (let i = 0; !s.finished; i++) {
    const d = pendingDecision(s)!;
    const action = await bots[d.player]!.chooseAction((opts.viewOf ?? view)(s, d.player), { iterations: 60 }, seededRng(`${seed}/${i}`));
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

  it('finds the random player giving away more than the search bot', async () => {
    // Summed over three short games: in one game of 7 turns each, a search of 150 playouts can
    // judge the bot's moves as costing more than the random player's (11 of 12 seeds do not).
    const lost = [0, 0];
    let first: GameAnalysis | null = null;
    for (const seed of ['mistakes', 'mistakes1', 'mistakes2']) {
      const g = await play([createBot('random'), createBot('mcts', { core })], seed, { tiles: shortStack(seed, 14) });
      const r = await analyseGame(g.record, { core, iterations: 150, playouts: 80 });
      if (!r.ok) throw new Error(r.error.message);
      for (const d of evaluated(r.value)) if (d.evaluated) lost[d.player]! += d.loss;
      first ??= r.value;
    }
    expect(lost[0]).toBeGreaterThan(lost[1]!);
    const worst = largestMistakes(first!, 3);
    expect(worst.length).toBeGreaterThan(0);
    for (let i = 1; i < worst.length; i++) expect(worst[i - 1]!.loss).toBeGreaterThanOrEqual(worst[i]!.loss);
    // A loss means another turn than the one played.
    const { best, playedValue } = worst[0]!;
    expect({ action: best.action, follower: best.follower }).not.toEqual({ action: playedValue.action, follower: playedValue.follower });
  }, 120_000);
});

/** The first `count` decision indices of each kind with a choice, in game order. */
function someOfEachKind(points: readonly DecisionPoint[], count: number): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  points.forEach((p, i) => {
    const kind = pendingDecision(p.state)!.kind;
    if (legalActions(p.state).length <= 1 || (seen.get(kind) ?? 0) >= count) return;
    seen.set(kind, (seen.get(kind) ?? 0) + 1);
    out.push(i);
  });
  return out;
}

describe('analyseGame: expansion games judged wholly through the rules-engine search', () => {
  const budget = { iterations: 24, playouts: 10, seed: 'x' };
  let game: Played;
  let points: DecisionPoint[];
  let indices: number[];
  beforeAll(async () => {
    game = await play([createBot('random'), createBot('random')], 'exp-analysis', { expansions: [...EXPANSION_IDS] });
    const g = gameDecisions(game.record);
    if (!g.ok) throw new Error(g.error.message);
    points = g.value.points;
    indices = someOfEachKind(points, 3);
  }, 60_000);

  it('judges placements, followers and the expansions’ own decisions from the search view, never on the core’s base-game model', async () => {
    const kinds = new Set(indices.map((i) => pendingDecision(points[i]!.state)!.kind));
    expect(kinds.has('place') && kinds.has('meeple')).toBe(true);
    expect([...kinds].filter((k) => k.includes('/')).length).toBeGreaterThanOrEqual(2);
    const asked: number[] = [];
    const expansion = { searchView: (s: GameState, p: number): PlayerView => (asked.push(p), view(s, p, { search: true })), determinizer: rulesDeterminizer };
    // The core path sets the core's playout policy for its valuing playouts; this path must not touch the core.
    const setPolicy = vi.spyOn(core, 'setPolicy');
    const r = await analyseGame(game.record, { core, ...budget, indices, expansion });
    expect(setPolicy).not.toHaveBeenCalled();
    setPolicy.mockRestore();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.version).toBe(ANALYSIS_VERSION);
    expect(r.value.decisions.map((d) => d.index)).toEqual(indices);
    expect(asked.length).toBe(indices.length);
    for (const d of r.value.decisions) {
      expect(d.evaluated).toBe(true);
      if (!d.evaluated) continue;
      expect(asked[indices.indexOf(d.index)]).toBe(d.player);
      expect(d.loss).toBeCloseTo(d.best.margin - d.playedValue.margin, 9);
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.playedValue.action).toEqual(d.played);
      for (const v of [d.best, d.playedValue]) {
        expect(v.scores.length).toBe(2);
        expect(v.win.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      }
      // A placement is valued with the follower its player then put (or none).
      const next = points[d.index + 1]!;
      if (d.kind === 'place' && pendingDecision(next.state)!.kind === 'meeple') {
        expect(d.playedValue.follower).toEqual(next.action.type === 'meeple' ? next.action.at : null);
      }
    }
    // The default judging is this one.
    expect(await analyseGame(game.record, { core, ...budget, indices })).toEqual(r);
  }, 120_000);

  it('is deterministic per decision: any split over indices merges into the same analysis', async () => {
    const all = await analyseGame(game.record, { core, ...budget, indices });
    const evens = await analyseGame(game.record, { core, ...budget, indices: indices.filter((_, k) => k % 2 === 0) });
    const odds = await analyseGame(game.record, { core, ...budget, indices: indices.filter((_, k) => k % 2 === 1) });
    if (!all.ok || !evens.ok || !odds.ok) throw new Error('analysis failed');
    expect([...evens.value.decisions, ...odds.value.decisions].sort((a, b) => a.index - b.index)).toEqual(all.value.decisions);
  }, 120_000);

  it('with expansion: false judges placements on the core instead and lists the expansions’ own decisions unjudged', async () => {
    const judged = await analyseGame(game.record, { core, ...budget, indices });
    const plain = await analyseGame(game.record, { core, ...budget, indices, expansion: false });
    if (!judged.ok || !plain.ok) throw new Error('analysis failed');
    for (const [k, d] of plain.value.decisions.entries()) {
      if (d.kind.includes('/')) expect(d.evaluated).toBe(false);
      else {
        const other = judged.value.decisions[k]!;
        expect(d.evaluated && other.evaluated && d.playedValue.scores).not.toEqual(other.evaluated && other.playedValue.scores);
      }
    }
  }, 120_000);

  it('uses no hindsight on an expansion game placement: two unseen tiles swapped, or other hands and seed, give the same judgement', async () => {
    const dealt = createGame({ players: ['a', 'b'], seed: 'exp-hindsight', expansions: [...EXPANSION_IDS] });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const tiles = dealt.value.initialStack.slice(0, 14);
    const last = tiles.length - 1;
    expect(tiles[1]).not.toBe(tiles[last]);
    const other = [tiles[0]!, tiles[last]!, ...tiles.slice(2, last), tiles[1]!];
    const bots = () => [createBot('random'), createBot('random')];
    const a = await play(bots(), 'exp-hindsight', { expansions: [...EXPANSION_IDS], tiles });
    const b = await play(bots(), 'exp-hindsight', { expansions: [...EXPANSION_IDS], tiles: other });
    expect(b.record.moves[0]).toEqual(a.record.moves[0]);
    const ga = gameDecisions(a.record);
    if (!ga.ok) throw new Error(ga.error.message);
    const first = ga.value.points.findIndex((p) => pendingDecision(p.state)!.kind === 'place' && legalActions(p.state).length > 1);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(ga.value.points[first]!.state.stackPos).toBeLessThanOrEqual(1);
    const ra = await analyseGame(a.record, { core, ...budget, indices: [first] });
    const rb = await analyseGame(b.record, { core, ...budget, indices: [first] });
    if (!ra.ok || !rb.ok) throw new Error('analysis failed');
    expect(ra.value.decisions[0]!.evaluated).toBe(true);
    expect(rb.value.decisions[0]).toEqual(ra.value.decisions[0]);

    // The twin changes the stack, another player's cards and the seed at a later placement.
    const later = points.findIndex((p, i) => i > 40 && pendingDecision(p.state)!.kind === 'place' && legalActions(p.state).length > 1 && hiddenTwin(p.state, pendingDecision(p.state)!.player) !== null);
    const p = points[later]!;
    const twin = [...points];
    twin[later] = { ...p, state: hiddenTwin(p.state, pendingDecision(p.state)!.player)! };
    expect(analyseDecision(core, twin, later, budget, RULES_JUDGING)).toEqual(analyseDecision(core, points, later, budget, RULES_JUDGING));
  }, 120_000);

  it('finds the random player giving away more than the searching bot', async () => {
    const mcts = createBot('mcts', { core, determinizer: rulesDeterminizer, expansionSearch: { rollouts: 32 } });
    const g = await play([createBot('random'), mcts], 'exp-mistakes', { expansions: [...EXPANSION_IDS], viewOf: (s, p) => (p === 1 ? view(s, p, { search: true }) : view(s, p)) });
    const r = await analyseGame(g.record, { core, iterations: 32, playouts: 12 });
    if (!r.ok) throw new Error(r.error.message);
    const lost = [0, 0];
    for (const d of evaluated(r.value)) if (d.evaluated) lost[d.player]! += d.loss;
    expect(lost[0]).toBeGreaterThan(lost[1]!);
  }, 180_000);
});
