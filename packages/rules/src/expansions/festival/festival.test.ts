import { unshuffledStack } from '@carc/tiles';
import type { Location } from '@carc/tiles';
import { describe, expect, test } from 'vitest';
import { apply, createGame, legalActions, parseRecord, replay, result, toRecord, view, viewEvents } from '../../index.js';
import type { Action, GameConfig, GameEvent, GameState } from '../../index.js';
import { followers } from '../../kit.js';

function start(tiles: string[], players = 2, extra: Partial<GameConfig> = {}): GameState {
  const g = createGame({ players: ['Ann', 'Ben', 'Cid'].slice(0, players), expansions: ['festival'], seed: 'fe', tiles, ...extra });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function run(s: GameState, actions: Action[]): GameState {
  for (const a of actions) s = act(s, a).state;
  return s;
}

const place = (x: number, y: number, rot: 0 | 90 | 180 | 270): Action => ({ type: 'place', x, y, rot });
const meeple = (at: Location): Action => ({ type: 'meeple', at });
const pass: Action = { type: 'pass' };
const ret = (x: number, y: number, at: Location): Action => ({ type: 'ext', expansion: 'festival', kind: 'return', spot: { x, y, at } });

/** A state's observable game: everything but the bookkeeping that differs between a live game and its replay. */
function essence(s: GameState) {
  return { board: s.board, scores: s.scores, supply: s.supply, ext: s.ext, rng: s.rng, finished: s.finished, discarded: s.discarded, final: s.final };
}

describe('The Festival: tiles', () => {
  test('the 10 festival tiles are shuffled into the stack, one of each', () => {
    const g = createGame({ players: ['Ann'], expansions: ['festival'], seed: '42' });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.value.stack.length).toBe(71 + 10);
    const fe = g.value.stack.filter((t) => t.startsWith('FE')).sort();
    expect(fe).toEqual(['FE1', 'FE10', 'FE2', 'FE3', 'FE4', 'FE5', 'FE6', 'FE7', 'FE8', 'FE9']);
    expect([...g.value.stack].sort()).toEqual(unshuffledStack(['base', 'festival']).sort());
    expect(g.value.stack).not.toEqual(unshuffledStack(['base', 'festival']));
  });

  test('record-format test vector: seed 42, base + festival + easter, first twenty tiles', () => {
    const g = createGame({ players: ['Ann'], expansions: ['festival', 'easter'], seed: '42' });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.value.stack.length).toBe(103);
    expect(g.value.stack.slice(0, 20).join(' ')).toBe('EN3 X FE1 E V W K E E FE3 EB5 W M FE6 H L S F N A');
  });
});

describe('The Festival: the follower choice after a festival tile', () => {
  // Ann farms north of the road on U (1,0); Ben caps D's city; Ann draws FE3 and places it
  // east of U, road end towards U.
  const setup = () => run(start(['U', 'E', 'FE3', 'V']), [place(1, 0, 0), meeple('NL'), place(0, -1, 180), pass, place(2, 0, 90)]);

  test('the choices are: a follower on the tile, the return of any own follower, or nothing', () => {
    const s = setup();
    const acts = legalActions(s);
    expect(acts).toContainEqual(ret(1, 0, 'NL'));
    expect(acts).toContainEqual(pass);
    expect(acts.some((a) => a.type === 'meeple')).toBe(true);
    // only Ann's own followers are offered
    expect(acts.filter((a) => a.type === 'ext')).toEqual([ret(1, 0, 'NL')]);
  });

  test('a festival return of a farmer: back to the supply, no points, recorded as festivalReturn', () => {
    const s0 = setup();
    expect(s0.supply[0]).toBe(6);
    const r = act(s0, ret(1, 0, 'NL'));
    const s = r.state;
    expect(s.supply[0]).toBe(7);
    expect(followers(s).filter((f) => f.player === 0)).toEqual([]);
    expect(s.scores).toEqual([0, 0]);
    expect(r.events).toContainEqual({ type: 'meepleReturned', player: 0, spot: { x: 1, y: 0, at: 'NL' } });
    expect(r.events.some((e) => e.type === 'scored')).toBe(false);
    const rec = toRecord(s);
    expect(rec.moves[2]).toEqual({ tile: 'FE3', x: 2, y: 0, rot: 90, festivalReturn: { x: 1, y: 0, at: 'NL' } });
    expect(rec.moves[2]!.meeple).toBeUndefined();
  });

  test('the return is public: every seat and spectators see it', () => {
    const r = act(setup(), ret(1, 0, 'NL'));
    for (const viewer of [0, 1, null]) expect(viewEvents(r.events, viewer)).toEqual(r.events);
    expect(view(r.state, 1).followers).toEqual([]);
    expect(view(r.state, 1).supply).toEqual([7, 7]);
  });

  test('a spot naming the farmer by another half-edge of the same field returns it too', () => {
    // U's northern field meets WR NL NR EL.
    const s = act(setup(), ret(1, 0, 'EL')).state;
    expect(s.supply[0]).toBe(7);
  });

  test('doing nothing keeps the farmer on the board', () => {
    const s = act(setup(), pass).state;
    expect(s.supply[0]).toBe(6);
    expect(toRecord(s).moves[2]).toEqual({ tile: 'FE3', x: 2, y: 0, rot: 90 });
  });

  test('nobody may stand on the festival itself: FE3 offers its city, road and fields, never C', () => {
    const s = setup();
    const at = legalActions(s).flatMap((a) => (a.type === 'meeple' ? [a.at] : []));
    expect(at).not.toContain('C');
    // City, road and the field south of the road end; the other field joins Ann's farm on U.
    expect(at.length).toBe(3);
    const before = structuredClone(s);
    const r = apply(s, meeple('C'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-follower');
    expect(s).toEqual(before);
  });

  test("FE7's cloister takes a monk as usual", () => {
    // FE7 (F F R R, cloister C, roads S and W end at it) turned 180 has its roads N and E;
    // at (-1,0) the east one meets D's west road.
    let s = start(['FE7']);
    const acts = legalActions(s);
    expect(acts.some((a) => a.type === 'place')).toBe(true);
    s = act(s, place(-1, 0, 180)).state;
    expect(legalActions(s)).toContainEqual(meeple('C'));
    s = act(s, meeple('C')).state;
    expect(followers(s)[0]!.spot).toEqual({ x: -1, y: 0, at: 'C' });
  });
});

describe('FE-1: a follower returned from a feature the festival tile completes is gone before scoring', () => {
  // Ann's thief on W (-1,0) east road: W junction, D, then FE4 (road ends at the festival)
  // closes the road: 3 tiles.
  const setup = () => run(start(['W', 'E', 'FE4']), [place(-1, 0, 0), meeple('E'), place(0, -1, 180), pass, place(1, 0, 180)]);

  test('without the return the road scores 3 for Ann (the control case)', () => {
    const r = act(setup(), pass);
    expect(r.state.scores).toEqual([3, 0]);
    expect(r.state.supply[0]).toBe(7);
  });

  test('with the return nobody scores the road and Ann still gets her thief back', () => {
    const r = act(setup(), ret(-1, 0, 'E'));
    expect(r.state.scores).toEqual([0, 0]);
    expect(r.state.supply[0]).toBe(7);
    expect(r.events.some((e) => e.type === 'scored')).toBe(false);
  });
});

describe('The Festival: bad input', () => {
  const setup = () =>
    // Ann farms north of the road on U (1,0); Ben farms south of it on U (-1,0).
    run(start(['U', 'U', 'FE3', 'U']), [place(1, 0, 0), meeple('NL'), place(-1, 0, 0), meeple('SL'), place(2, 0, 90)]);

  test("another player's follower cannot be returned", () => {
    const s = setup();
    const ben = followers(s).find((f) => f.player === 1)!;
    expect(legalActions(s)).not.toContainEqual(ret(ben.spot.x, ben.spot.y, ben.spot.at));
    const before = structuredClone(s);
    const r = apply(s, { type: 'ext', expansion: 'festival', kind: 'return', spot: ben.spot });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-action');
    expect(s).toEqual(before);
  });

  test("a spot on another tile of the farmer's field names the field, not the farmer (record-format.md)", () => {
    const s = setup();
    const before = structuredClone(s);
    // D's north field (0,0) EL is the same field as Ann's farmer on U (1,0) NL.
    const r = apply(s, ret(0, 0, 'EL'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'illegal-action', rule: 'festival' });
      expect(r.error.message).toMatch(/stands at \(1,0\) NL, not at \(0,0\) EL/);
    }
    expect(s).toEqual(before);
    expect(legalActions(s).filter((a) => a.type === 'ext')).toEqual([ret(1, 0, 'NL')]);
  });

  test('an empty spot, a missing spot, an unknown kind, a garbled spot', () => {
    const s = setup();
    const before = structuredClone(s);
    const codes = [
      apply(s, ret(5, 5, 'N')),
      apply(s, { type: 'ext', expansion: 'festival', kind: 'return' }),
      apply(s, { type: 'ext', expansion: 'festival', kind: 'party', spot: { x: 1, y: 0, at: 'NL' } }),
      apply(s, { type: 'ext', expansion: 'festival', kind: 'return', spot: { x: 1, y: 0, at: 'Q' } }),
      apply(s, { type: 'ext', expansion: 'festival', kind: 'return', spot: { x: '1', y: 0, at: 'NL' } }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    // A kind festival does not declare is no action at all: malformed, before any decision is asked.
    expect(codes).toEqual(['illegal-action', 'malformed-action', 'malformed-action', 'malformed-action', 'malformed-action']);
    expect(s).toEqual(before);
  });

  test('no return after a tile without festival', () => {
    // Turn 4: Ben places U (no festival): the return is neither offered nor accepted.
    let s = act(setup(), pass).state;
    s = act(s, place(-2, 0, 0)).state;
    expect(legalActions(s).some((a) => a.type === 'ext')).toBe(false);
    const r = apply(s, ret(-1, 0, 'SL'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-action');
  });

  test('no return without the expansion', () => {
    const g = createGame({ players: ['Ann', 'Ben'], seed: 'x', tiles: ['U'] });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const s = act(g.value, place(1, 0, 0)).state;
    const r = apply(s, ret(1, 0, 'NL'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed-action');
  });
});

describe('The Festival: records', () => {
  const play = () =>
    run(start(['W', 'E', 'FE4', 'V']), [place(-1, 0, 0), meeple('E'), place(0, -1, 180), pass, place(1, 0, 180), ret(-1, 0, 'E')]);

  test('a record with festivalReturn replays to the same state', () => {
    const s = play();
    const rec = toRecord(s);
    expect(rec.moves[2]!.festivalReturn).toEqual({ x: -1, y: 0, at: 'E' });
    const parsed = parseRecord(JSON.parse(JSON.stringify(rec)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = replay(parsed.value);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(essence(r.value.state)).toEqual(essence(s));
    expect(r.value.result).toEqual(result(s));
  });

  test('a record with both meeple and festivalReturn, or a bad spot, is rejected at that move', () => {
    const rec = toRecord(play());
    const both = structuredClone(rec);
    both.moves[2]!.meeple = 'N';
    const r1 = replay(both);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error.moveIndex).toBe(2);
    const garbled = structuredClone(rec);
    garbled.moves[2]!.festivalReturn = { x: -1, at: 'E' };
    const r2 = replay(garbled);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.moveIndex).toBe(2);
    const wrong = structuredClone(rec);
    wrong.moves[2]!.festivalReturn = { x: 0, y: -1, at: 'S' };
    const r3 = replay(wrong);
    expect(r3.ok).toBe(false);
    if (!r3.ok) expect(r3.error).toMatchObject({ moveIndex: 2, rule: 'festival' });
  });
});
