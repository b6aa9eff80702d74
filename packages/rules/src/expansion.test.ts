/**
 * The plug-in machinery on a toy module: a step with its own decision at the `end` point,
 * a scoring hook, a follower restriction, a public view and a record key, all without a
 * line of base code knowing about it. The toy takes the `festival` id (a module table is
 * per test file) and no tiles of its own.
 */
import { describe, expect, it } from 'vitest';
import type { ExpansionModule } from './expansion.js';
import { createEngine, replayWith, toRecord } from './index.js';
import { tileFirstSeg } from './board.js';
import { featureKind, getExt, setExt, setMoveKey } from './kit.js';
import type { GameState } from './state.js';
import type { Action, GameEvent, PlayerIndex } from './types.js';

// A module outside the package's table: its action is no member of the package's `Action`.
const confirm = { type: 'ext', expansion: 'festival', kind: 'confirm' } as unknown as Action;

const toy: ExpansionModule = {
  id: 'festival',
  order: 1,
  actions: { confirm: { keys: {} } },
  setup: (s) => setExt(s, 'festival', { confirmed: 0 }),
  steps: [
    {
      id: 'toy/confirm',
      point: 'end',
      enter: (s) => ({ state: s, events: [], decision: { player: s.turnPlayer, kind: 'toy/confirm' } }),
      legalActions: () => [confirm, { type: 'pass' }],
      apply(s, a) {
        if (a.type === 'pass') return { ok: true, value: { state: s, events: [] } };
        if (a.type !== 'ext' || (a.kind as string) !== 'confirm') return { ok: false, error: { code: 'wrong-decision', message: 'confirm or pass' } };
        const n = getExt<{ confirmed: number }>(s, 'festival')!.confirmed + 1;
        const next = setMoveKey(setExt(s, 'festival', { confirmed: n }), 'festivalReturn', 'confirmed');
        return { ok: true, value: { state: next, events: [{ type: 'ext', expansion: 'festival', kind: 'confirmed', player: s.turnPlayer }] } };
      },
      fromMove: (_s, reader) => ({ ok: true, value: 'festivalReturn' in reader.move ? confirm : { type: 'pass' } }),
    },
  ],
  // Cities pay 3 per tile (a Christmas plain-city card works like this).
  adjustScore(s, draft) {
    if (draft.explanation.feature !== 'city' || draft.explanation.when !== 'completed') return { state: s, draft };
    const points = 3 * draft.explanation.tiles;
    return {
      state: s,
      draft: {
        ...draft,
        award: draft.award.map((p) => (p > 0 ? points : 0)),
        explanation: { ...draft.explanation, points, rules: [...(draft.explanation.rules ?? []), 'toy'] },
      },
    };
  },
  // No farmers in this toy.
  followerAllowed: (s, _player, tile, feature) => featureKind(s, tileFirstSeg(s.board, tile) + feature) !== 'field',
  publicView: (s) => getExt(s, 'festival'),
};

// An engine of the toy alone: the real festival module is in no table this file uses.
const engine = createEngine([toy]);
const createGame = engine.createGame.bind(engine);
const apply = engine.apply.bind(engine);
const legalActions = engine.legalActions.bind(engine);
const pendingDecision = engine.pendingDecision.bind(engine);
const replay = (r: Parameters<typeof replayWith>[1]) => replayWith(engine, r);
const view = engine.view.bind(engine);
const viewEvents = (events: readonly GameEvent[], viewer: PlayerIndex | null) => engine.viewEvents(events, viewer);

function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function game(tiles: string[]): GameState {
  const g = createGame({ players: ['a', 'b'], seed: 'toy', expansions: ['festival'], tiles });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('an expansion module plugged in from outside the base', () => {
  it('adds a decision at its point of the turn, after the scoring and before the next player', () => {
    let s = game(['E', 'U']);
    s = act(s, { type: 'place', x: 0, y: -1, rot: 180 }).state;
    const r = act(s, { type: 'meeple', at: 'S' });
    // The city is already scored (by the hook: 2 tiles x 3) when the toy's decision comes.
    expect(r.state.scores).toEqual([6, 0]);
    expect(pendingDecision(r.state)).toEqual({ player: 0, kind: 'toy/confirm' });
    expect(legalActions(r.state)).toEqual([confirm, { type: 'pass' }]);
    const scored = r.events.find((e) => e.type === 'scored');
    expect(scored).toMatchObject({ explanation: { feature: 'city', points: 6 } });
    if (scored?.type === 'scored') expect(scored.explanation.rules).toContain('toy');
    const c = act(r.state, confirm);
    expect(c.events[0]).toMatchObject({ type: 'ext', kind: 'confirmed', player: 0 });
    expect(pendingDecision(c.state)).toMatchObject({ player: 1, kind: 'place', tile: 'U' });
    expect(view(c.state, 1).ext.festival).toEqual({ confirmed: 1 });
  });

  it('restricts followers and routes its actions only to its own decision', () => {
    let s = game(['U', 'U']);
    s = act(s, { type: 'place', x: 1, y: 0, rot: 0 }).state;
    expect(legalActions(s)).toEqual([{ type: 'meeple', at: 'E' }, { type: 'pass' }]);
    const refused = apply(s, { type: 'meeple', at: 'NL' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('illegal-follower');
    expect(apply(s, confirm).ok).toBe(false);
  });

  it('writes its record key and reads it back on replay', () => {
    let s = game(['E', 'U']);
    s = act(s, { type: 'place', x: 0, y: -1, rot: 180 }).state;
    s = act(s, { type: 'pass' }).state;
    s = act(s, confirm).state;
    s = act(s, { type: 'place', x: 1, y: 0, rot: 0 }).state;
    s = act(s, { type: 'pass' }).state;
    s = act(s, { type: 'pass' }).state;
    expect(s.finished).toBe(true);
    const rec = toRecord(s);
    expect(rec.moves[0]).toMatchObject({ festivalReturn: 'confirmed' });
    expect(rec.moves[1]).not.toHaveProperty('festivalReturn');
    const r = replay(rec);
    if (!r.ok) throw new Error(r.error.message);
    expect(getExt(r.value.state, 'festival')).toEqual({ confirmed: 1 });
  });
});

describe('the default redaction of a module without redactEvent', () => {
  // The toy has no redactEvent of its own, so viewEvents falls back to the base rule.
  const secret = { type: 'ext' as const, expansion: 'festival' as const, kind: 'peeked', player: 1, secretTo: [1], data: { tile: 'secret-tile-id' } };
  const open = { type: 'ext' as const, expansion: 'festival' as const, kind: 'confirmed', player: 0, data: { n: 1 } };

  it('shows a secret event whole to the players in secretTo', () => {
    expect(viewEvents([secret], 1)).toEqual([secret]);
  });

  it('strips the data of a secret event for other seats and spectators, and keeps the rest', () => {
    for (const viewer of [0, null]) {
      const seen = viewEvents([secret, open], viewer);
      expect(JSON.stringify(seen)).not.toContain('secret-tile-id');
      const { data: _hidden, ...rest } = secret;
      expect(seen).toEqual([rest, open]);
    }
    // The events given are not changed in place.
    expect(secret.data).toEqual({ tile: 'secret-tile-id' });
  });
});
