/** Engines made from picked modules: what each one runs, and that they share nothing. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createEngine, ownAction, replayWith } from './index.js';
import type { Action as TableAction, BaseAction, ExpansionId } from './index.js';
import { festival } from './expansions/festival/index.js';
import type { FestivalAction } from './expansions/festival/index.js';
import { rules } from './all.js';
import { toRecord } from './record.js';
import { Stream } from './random.js';
import type { Engine } from './rules-engine.js';
import type { GameConfig } from './types.js';
import type { GameState } from './state.js';

const config = { players: ['Ann', 'Ben'], seed: 'engines', expansions: ['festival' as const] };

describe('createEngine', () => {
  it('refuses an expansion whose module it was not given, as a typed error', () => {
    const base = createEngine();
    const r = base.createGame(config);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('unknown expansion "festival"');
    expect(base.createGame({ ...config, expansions: [] }).ok).toBe(true);
  });

  it('plays a state that lost its binding in structuredClone the same as the original', () => {
    const engine = createEngine([festival]);
    const g = engine.createGame(config);
    if (!g.ok) throw new Error(g.error.message);
    const copy = structuredClone(g.value);
    const a = engine.legalActions(g.value)[0]!;
    expect(engine.legalActions(copy)).toEqual(engine.legalActions(g.value));
    const one = engine.apply(g.value, a);
    const two = engine.apply(copy, a);
    expect(one.ok && two.ok).toBe(true);
    if (one.ok && two.ok) expect(toRecord(two.value.state)).toEqual(toRecord(one.value.state));
  });

  it('gives an engine lacking a game\'s module a typed error, not a game run without it', () => {
    const g = createEngine([festival]).createGame(config);
    if (!g.ok) throw new Error(g.error.message);
    const base = createEngine();
    const r = base.apply(g.value, { type: 'pass' });
    expect(r.ok).toBe(false);
    expect(base.legalActions(g.value)).toEqual([]);
  });

  it('is typed by the modules it is given (the type assertions are checked by pnpm typecheck)', () => {
    const engine = createEngine([festival]);
    expectTypeOf<ReturnType<typeof engine.legalActions>[number]>().toEqualTypeOf<BaseAction | FestivalAction>();
    expectTypeOf<NonNullable<Parameters<typeof engine.createGame>[0]['expansions']>[number]>().toEqualTypeOf<'festival'>();
    // The all-expansions engine is typed by the table, as the package's names are.
    expectTypeOf<ReturnType<typeof rules.legalActions>[number]>().toEqualTypeOf<TableAction>();
    expectTypeOf<NonNullable<Parameters<typeof rules.createGame>[0]['expansions']>[number]>().toEqualTypeOf<ExpansionId>();
    // @ts-expect-error: The Gifts is no module of this engine, for the compiler as for the engine
    const gifts = engine.createGame({ ...config, expansions: ['gifts'] });
    expect(gifts.ok).toBe(false);
  });

  it("ownAction gives a step the base game's actions and its own module's, and null for another module's", () => {
    const hop: TableAction = { type: 'ext', expansion: 'easter', kind: 'hop', x: 1, y: 0 };
    const ret: TableAction = { type: 'ext', expansion: 'festival', kind: 'return', spot: { x: 0, y: 0, at: 'N' } };
    expect(ownAction<FestivalAction>('festival', ret)).toBe(ret);
    expect(ownAction<FestivalAction>('festival', { type: 'pass' })).toEqual({ type: 'pass' });
    expect(ownAction<FestivalAction>('festival', hop)).toBeNull();
  });

  it('replays with a picked engine exactly what the all-expansions engine recorded', () => {
    const played = playRandom(rules, { ...config, seed: 'engines-replay' });
    const picked = replayWith(createEngine([festival]), toRecord(played));
    expect(picked.ok).toBe(true);
    if (picked.ok) expect(picked.value.state.scores).toEqual(played.scores);
  });
});

/** A whole game with a seeded random choice at every decision. */
function playRandom(engine: Engine, c: GameConfig): GameState {
  const g = engine.createGame(c);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(c.seed, 'test');
  while (!s.finished) {
    const moves = engine.legalActions(s);
    const r = engine.apply(s, moves[pick.below(moves.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}
