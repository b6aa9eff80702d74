import type { Location } from '@carc/tiles';
import { describe, expect, test } from 'vitest';
import { apply, createGame, legalActions, parseRecord, pendingDecision, replay, result, Stream, toRecord, view, viewEvents } from '../../index.js';
import type { Action, GameEvent, GameState } from '../../index.js';
import type { EasterDie } from './index.js';
import { eggBonus } from './index.js';
import type { EasterSlice } from './index.js';

const NAMES = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve'];

function start(tiles: string[], players: number, die?: EasterDie, seed = '42'): GameState {
  const g = createGame({ players: NAMES.slice(0, players), expansions: ['easter'], seed, tiles, ...(die ? { options: { easterDie: die } } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function run(s: GameState, actions: Action[], events: GameEvent[] = []): GameState {
  for (const a of actions) {
    const r = act(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return s;
}

const place = (x: number, y: number, rot: 0 | 90 | 180 | 270 = 0): Action => ({ type: 'place', x, y, rot });
const meeple = (at: Location): Action => ({ type: 'meeple', at });
const pass: Action = { type: 'pass' };
const hop = (x: number, y: number): Action => ({ type: 'ext', expansion: 'easter', kind: 'hop', x, y });
const egg = (s: GameState): EasterSlice => s.ext.easter as EasterSlice;
const hops = (s: GameState) => legalActions(s).map((a) => (a.type === 'ext' && a.kind === 'hop' ? [a.x, a.y] : a.type));

function essence(s: GameState) {
  return { board: s.board, scores: s.scores, supply: s.supply, ext: s.ext, rng: s.rng, finished: s.finished };
}

function dieAfter(seed: string, rolls: number): number[] {
  const r = Stream.fromSeed(seed, 'die');
  for (let i = 0; i < rolls; i++) r.below(6);
  return r.state();
}

/*
 * The "column" board: three cloister tiles B under the start tile at (0,1) (0,2) (0,3), then
 * an Easter Bunny tile EB1 at (1,2), east of the middle one. From (1,2) the bunny can only go
 * to (0,2); from there north to (0,1) and on to the start tile (0,0), or south to (0,3),
 * a dead end. Every other square is empty, so (0,0) is a dead end too.
 */
const COLUMN = ['B', 'B', 'B', 'EB1'];

describe('Easter: tiles and setup', () => {
  test('the 22 Easter tiles are shuffled into the stack', () => {
    const g = createGame({ players: ['Ann'], expansions: ['easter'], seed: '7' });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const e = g.value.stack.filter((t) => t.startsWith('EN') || t.startsWith('EB'));
    expect(e.length).toBe(22);
    expect(e.filter((t) => t.startsWith('EN')).length).toBe(10);
    expect(g.value.stack.length).toBe(71 + 22);
    expect(egg(g.value)).toEqual({ eggs: [0], bunny: null, phase: null });
  });

  test('die options are checked', () => {
    const bad = createGame({ players: ['Ann'], expansions: ['easter'], seed: '1', options: { easterDie: 'd20' as EasterDie } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal-action');
    for (const d of ['1-1-2-2-3-3', 'd6-mapped', 'fixed-2'] as const) {
      expect(createGame({ players: ['Ann'], expansions: ['easter'], seed: '1', options: { easterDie: d } }).ok).toBe(true);
    }
  });

  test('followers cannot stand on the nest or bunny symbol: EB1 offers only its field', () => {
    const s = act(start(['EB1'], 1), place(0, 1)).state;
    expect(legalActions(s).filter((a) => a.type === 'meeple')).toEqual([meeple('NL')]);
    const r = apply(s, meeple('C'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-follower');
  });

  test('EN3, the tunnel, splits the fields exactly like U', () => {
    // Farmer north of EN3's road; the field south of it is still free.
    let s = start(['EN3', 'U'], 2);
    s = run(s, [place(1, 0), meeple('NL'), place(2, 0)]);
    // Offered: the road (E) and the southern field (named by its first half-edge, ER).
    const at = legalActions(s).flatMap((a) => (a.type === 'meeple' ? [a.at] : []));
    expect(at).toEqual(['E', 'ER']);
  });
});

describe('Easter Bunny phase (EA-1, EA-2, EA-6), fixed-2 die, three players', () => {
  // Ann monk (0,1), Ben monk (0,2), Cid farmer (0,3); Ann places the bunny tile at (1,2).
  const setup = () => run(start(COLUMN, 3, 'fixed-2'), [place(0, 1), meeple('C'), place(0, 2), meeple('C'), place(0, 3), meeple('NL'), place(1, 2)]);

  test('the bunny is put on the Easter Bunny tile, then the phase starts with the placer', () => {
    const events: GameEvent[] = [];
    const s0 = run(start(COLUMN, 3, 'fixed-2'), [place(0, 1), meeple('C'), place(0, 2), meeple('C'), place(0, 3), meeple('NL')]);
    const s = run(s0, [place(1, 2), pass], events);
    expect(egg(s0).bunny).toBeNull();
    expect(egg(s).bunny).toEqual([1, 2]);
    expect(pendingDecision(s)).toEqual({ player: 0, kind: 'easter/bunny' });
    // EA-6: two hops are possible, so the only first hop is the one square next to it.
    expect(hops(s)).toEqual([[0, 2]]);
    const kinds = events.filter((e) => e.type === 'ext').map((e) => (e.type === 'ext' ? e.kind : ''));
    expect(kinds).toEqual(['bunnyPlaced', 'roll']);
  });

  test('a bunny that runs into a dead end: the following players cannot move and skip; never back to the start tile (EA-1)', () => {
    let s = run(setup(), [pass, hop(0, 2)]);
    expect(egg(s).eggs).toEqual([0, 1, 0]); // Ben's monk on (0,2)
    expect(hops(s).sort()).toEqual([
      [0, 1],
      [0, 3],
    ]);
    s = act(s, hop(0, 3)).state; // Cid's farmer on (0,3); (0,3) is a dead end
    // Ben and Cid roll, cannot move: the phase ends and the game (stack empty) ends with it.
    expect(egg(s).eggs).toEqual([0, 1, 1]);
    expect(egg(s).bunny).toEqual([0, 3]);
    expect(s.finished).toBe(true);
    expect(toRecord(s).moves[3]!.bunny).toEqual([[[0, 2], [0, 3]], [], []]);
  });

  test('the other way: as far as the board allows for the next player (EA-6), no tile twice (EA-1)', () => {
    let s = run(setup(), [pass, hop(0, 2), hop(0, 1)]);
    expect(egg(s).eggs).toEqual([1, 1, 0]);
    // Ben rolls 2; from (0,1) only the start tile is left: one hop. (0,2) was visited.
    expect(pendingDecision(s)).toEqual({ player: 1, kind: 'easter/bunny' });
    expect(hops(s)).toEqual([[0, 0]]);
    const before = structuredClone(s);
    const back = apply(s, hop(0, 2));
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error).toMatchObject({ code: 'illegal-action', rule: 'EA-1' });
    expect(s).toEqual(before);
    s = act(s, hop(0, 0)).state;
    expect(egg(s).eggs).toEqual([1, 1, 0]);
    expect(toRecord(s).moves[3]!.bunny).toEqual([[[0, 2], [0, 1]], [[0, 0]], []]);
  });

  test('EA-3, EA-4: tied for most eggs both score 10; a player without eggs scores nothing', () => {
    const events: GameEvent[] = [];
    const s = run(setup(), [pass, hop(0, 2), hop(0, 3)], events);
    // Final scoring by hand: Ann's monk (0,1) has D, (0,2), (1,2) around it: 1+3 = 4;
    // Ben's monk (0,2) has (0,1), (0,3), (1,2): 4; Cid's farm borders no completed city: 0.
    // Eggs [0, 1, 1]: Ben and Cid share the most (10 each); Ann has none (EA-4).
    expect(result(s)).toEqual({ scores: [4, 14, 10], winners: [1], finished: true, tilesLeft: 0 });
    const bonus = events.find((e) => e.type === 'ext' && e.kind === 'eggBonus');
    expect(bonus).toMatchObject({ data: { eggs: [0, 1, 1], award: [0, 10, 10] } });
  });

  test('bad hops: not adjacent, empty square, wrong action, wrong player, malformed', () => {
    const s = run(setup(), [pass]);
    const before = structuredClone(s);
    const codes = [
      apply(s, hop(0, 1)),
      apply(s, hop(1, 1)),
      apply(s, hop(2, 2)),
      apply(s, pass),
      apply(s, { type: 'ext', expansion: 'easter', kind: 'hop', x: 0 }),
      apply(s, { type: 'ext', expansion: 'easter', kind: 'hop', x: 0, y: 2.5 }),
      apply(s, { type: 'ext', expansion: 'easter', kind: 'jump', x: 0, y: 2 }),
      apply(s, hop(0, 2), 1),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['illegal-action', 'illegal-action', 'illegal-action', 'wrong-decision', 'malformed-action', 'malformed-action', 'malformed-action', 'not-your-turn']);
    expect(s).toEqual(before);
  });
});

describe('Easter Bunny: timing and several bunny tiles', () => {
  test('the phase comes after the scoring: a thief on a road the bunny tile closes is home and earns no egg', () => {
    // One player, fixed-2. Thief on the W junction at (-1,0); EB8 (like L) at (1,0) closes the
    // road W-D-EB8 (3 points, thief home), then the bunny hops (0,0), (-1,0): no follower left.
    const events: GameEvent[] = [];
    const s = run(start(['W', 'EB8'], 1, 'fixed-2'), [place(-1, 0), meeple('E'), place(1, 0), pass], events);
    const scored = events.findIndex((e) => e.type === 'scored');
    const firstHop = events.findIndex((e) => e.type === 'ext' && e.kind === 'roll');
    expect(scored).toBeGreaterThanOrEqual(0);
    expect(firstHop).toBeGreaterThan(scored);
    const t = run(s, [hop(0, 0), hop(-1, 0)]);
    expect(egg(t).eggs).toEqual([0]);
    expect(result(t).scores).toEqual([3]);
  });

  test('each new Easter Bunny tile takes the bunny; tiles visited in an earlier phase may be entered again', () => {
    // One player, fixed-2. Monk on B (0,1). EB1 at (1,1): (0,1), (0,0). EB1 at (1,2): (1,1), (0,1).
    let s = run(start(['B', 'EB1', 'EB1'], 1, 'fixed-2'), [place(0, 1), meeple('C'), place(1, 1), pass]);
    expect(hops(s)).toEqual([[0, 1]]);
    s = run(s, [hop(0, 1), hop(0, 0)]);
    expect(egg(s)).toMatchObject({ eggs: [1], bunny: [0, 0], phase: null });
    s = run(s, [place(1, 2), pass]);
    expect(egg(s).bunny).toEqual([1, 2]);
    s = run(s, [hop(1, 1), hop(0, 1)]);
    expect(egg(s).eggs).toEqual([2]);
    const moves = toRecord(s).moves;
    expect(moves[1]!.bunny).toEqual([[[0, 1], [0, 0]]]);
    expect(moves[2]!.bunny).toEqual([[[1, 1], [0, 1]]]);
    expect(result(s).scores).toEqual([1 + 3 + 10]); // monk: D, (1,1), (1,2) around it; eggs bonus
  });
});

describe('EA-5: die rolls from the seeded `die` stream (seed 42: faces 1, 3, 1, ...)', () => {
  // Record-format test vector: seed 42, die stream, below(6): 0 5 0 1 ... -> faces 1 3 1 1.
  const setup = (die?: EasterDie) => run(start(COLUMN, 3, die), [place(0, 1), meeple('C'), place(0, 2), meeple('C'), place(0, 3), pass, place(1, 2), pass]);

  for (const die of [undefined, 'd6-mapped'] as const) {
    test(`${die ?? 'default die'}: Ann rolls 1, Ben rolls 3 but can only go 2 (EA-6), Cid rolls 1 and is stuck`, () => {
      const events: GameEvent[] = [];
      let s = setup(die);
      expect(egg(s).phase).toMatchObject({ roll: 1, need: 1 });
      s = run(s, [hop(0, 2)], events); // Ben's monk: 1 egg for Ben
      expect(egg(s).phase).toMatchObject({ roll: 3, need: 2, k: 1 });
      // (0,3) would leave one hop only while two are possible: illegal.
      expect(hops(s)).toEqual([[0, 1]]);
      const r = apply(s, hop(0, 3));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rule).toBe('EA-6');
      s = run(s, [hop(0, 1), hop(0, 0)], events);
      expect(egg(s).eggs).toEqual([1, 1, 0]);
      const rolls = events.filter((e) => e.type === 'ext' && e.kind === 'roll').map((e) => (e.type === 'ext' ? e.data : null));
      expect(rolls).toEqual([{ roll: 3, hops: 2 }, { roll: 1, hops: 0 }]);
      // Three rolls were taken, the stuck Cid's included.
      expect(s.rng.die).toEqual(dieAfter('42', 3));
      expect(toRecord(s).moves[3]!.bunny).toEqual([[[0, 2]], [[0, 1], [0, 0]], []]);
    });
  }

  test('fixed-2 rolls nothing', () => {
    let s = run(start(COLUMN, 3, 'fixed-2'), [place(0, 1), pass, place(0, 2), pass, place(0, 3), pass, place(1, 2), pass]);
    s = run(s, [hop(0, 2), hop(0, 1), hop(0, 0)]);
    expect(s.rng.die).toBeUndefined();
    expect(s.finished).toBe(true);
  });

  test('a one-player phase: one roll, one path', () => {
    let s = run(start(['B', 'EB1'], 1), [place(0, 1), pass, place(1, 1), pass]);
    // Roll 1 (first value of seed 42): to (0,1) or nowhere else ((1,0) is empty).
    expect(hops(s)).toEqual([[0, 1]]);
    s = act(s, hop(0, 1)).state;
    expect(toRecord(s).moves[1]!.bunny).toEqual([[[0, 1]]]);
    expect(s.rng.die).toEqual(dieAfter('42', 1));
  });
});

/*
 * The nest board, three players. EN3 (nest, tunnel road) at (1,0) east of the start tile;
 * around it: N turned 180 at (0,-1) (city S and E, joining D's city), G at (1,-1) (city W-E),
 * U at (2,0), cloisters B at (0,1) (1,1) (2,1). Ben's last tile E turned 270 at (2,-1)
 * closes the city D-N-G-E (4 tiles, 8 points) and the ninth square around the nest.
 */
const NEST = ['EN3', 'N', 'G', 'U', 'B', 'B', 'B', 'E'];
const nestGame = () =>
  run(start(NEST, 3), [
    place(1, 0), meeple('E'), // Ann: thief on the road D-EN3
    place(0, -1, 180), meeple('S'), // Ben: knight on the city
    place(1, -1), pass, // Cid
    place(2, 0), pass, // Ann
    place(0, 1), meeple('C'), // Ben: monk
    place(1, 1), meeple('C'), // Cid: monk
    place(2, 1), pass, // Ann
    place(2, -1, 270), // Ben closes the city and the nest
  ]);

describe('Easter Nest scoring', () => {
  test('a nest completed by the same tile that completes a city: the knight is home first and gets no egg', () => {
    const events: GameEvent[] = [];
    const s = run(nestGame(), [pass], events);
    const i = events.findIndex((e) => e.type === 'scored');
    const j = events.findIndex((e) => e.type === 'ext' && e.kind === 'nest');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThan(i);
    expect(events[i]).toMatchObject({ explanation: { feature: 'city', owners: [1], points: 8, tiles: 4 } });
    // Ben: 2 for the completing tile + his monk at (0,1) (the knight went home): 3.
    // Ann: her thief on EN3: 1. Cid: his monk at (1,1): 1.
    expect(events[j]).toMatchObject({ kind: 'nest', player: 1, data: { x: 1, y: 0, gained: [1, 3, 1], eggs: [1, 3, 1] } });
  });

  test('EA-3: most eggs 10, the two tied for the next-highest count 5 each', () => {
    const events: GameEvent[] = [];
    const s = run(nestGame(), [pass], events);
    expect(s.finished).toBe(true);
    // Final: Ann's road D-EN3-U (3 tiles) 3 + 5; Ben 8 + monk (0,1) with D, EN3, (1,1) around: 4, + 10;
    // Cid's monk (1,1) with D, EN3, U, (0,1), (2,1): 6, + 5.
    expect(result(s).scores).toEqual([8, 22, 11]);
    expect(events.find((e) => e.type === 'ext' && e.kind === 'eggBonus')).toMatchObject({ data: { award: [5, 10, 5] } });
  });

  test('the nest tile itself placed last into a full ring: its placer gets the 2 eggs', () => {
    // One player; the same ring as above, EN3 last into the hole at (1,0). The city D-N-G-E
    // closes on turn 3 with nobody on it. Ann's only follower: a monk at (1,1).
    const events: GameEvent[] = [];
    const s = run(
      start(['N', 'G', 'E', 'U', 'B', 'B', 'B', 'EN3'], 1),
      [place(0, -1, 180), pass, place(1, -1), pass, place(2, -1, 270), pass, place(2, 0), pass, place(0, 1), pass, place(1, 1), meeple('C'), place(2, 1), pass, place(1, 0), pass],
      events,
    );
    expect(events.filter((e) => e.type === 'ext' && e.kind === 'nest')).toEqual([
      { type: 'ext', expansion: 'easter', kind: 'nest', player: 0, data: { x: 1, y: 0, gained: [3], eggs: [3] } },
    ]);
    // Final: the monk has D, EN3, U, (0,1), (2,1) around it: 6; eggs: most, 10.
    expect(result(s).scores).toEqual([16]);
  });

  test('an unfinished nest gives nothing at game end', () => {
    // 1 player: EN1 at (0,1) under D, with only D around it: never completed.
    const s = run(start(['EN1'], 1), [place(0, 1), meeple('NL')]);
    expect(s.finished).toBe(true);
    expect(egg(s).eggs).toEqual([0]);
    expect(result(s).scores).toEqual([0]);
  });
});

describe('EA-3, EA-4: the egg bonus', () => {
  test.each([
    [[3, 3, 1], [10, 10, 5]],
    [[2, 1, 1, 0], [10, 5, 5, 0]],
    [[4, 0, 0], [10, 0, 0]],
    [[0, 0], [0, 0]],
    [[1, 2, 3, 4, 5], [0, 0, 0, 5, 10]],
    [[2, 2, 2], [10, 10, 10]],
  ])('eggs %j score %j', (eggs, award) => {
    expect(eggBonus(eggs)).toEqual(award);
  });
});

describe('Easter: views and records', () => {
  test('eggs and the bunny are public; the die stream is not in any view', () => {
    const s = run(start(COLUMN, 3), [place(0, 1), meeple('C'), place(0, 2), meeple('C'), place(0, 3), pass, place(1, 2), pass, hop(0, 2)]);
    const v = view(s, 2);
    expect(v.ext.easter).toMatchObject({ eggs: [0, 1, 0], bunny: { x: 0, y: 2 }, phase: { player: 1, roll: 3, hopsLeft: 2 } });
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng.die));
    expect(v.legalActions).toBeNull();
    expect(view(s, 1).legalActions).toEqual([hop(0, 1)]);
    const events: GameEvent[] = [];
    run(s, [hop(0, 1)], events);
    expect(viewEvents(events, 0)).toEqual(events);
    expect(viewEvents(events, null)).toEqual(events);
  });

  test('a record with bunny paths replays to the same state; a wrong path is rejected at its move', () => {
    const s = run(nestGame(), [pass]);
    const s2 = run(start(COLUMN, 3), [place(0, 1), meeple('C'), place(0, 2), meeple('C'), place(0, 3), pass, place(1, 2), pass, hop(0, 2), hop(0, 1), hop(0, 0)]);
    for (const g of [s, s2]) {
      const parsed = parseRecord(JSON.parse(JSON.stringify(toRecord(g))));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const r = replay(parsed.value);
      expect(r.ok ? 'ok' : r.error).toBe('ok');
      if (r.ok) expect(essence(r.value.state)).toEqual(essence(g));
    }
    const rec = toRecord(s2);
    const bad: unknown[] = [
      [[[0, 2]], [[0, 3]], []], // EA-6: (0,3) is a dead end while two hops are possible
      [[[0, 2]], [[0, 1]], []], // too short
      [[[0, 2]], [[0, 1], [0, 0]]], // one path missing
      [[[0, 2]], [[0, 1], [0, 0], [1, 0]], []], // too long
      [[[0, 2]], [[0, 1], 'x'], []],
      [[[0, 2]], [[0, 1], [0, 0]], [[1, 0]]], // Cid was stuck
      [[[0, 2], [0, 1]], [[0, 0]], []], // Ann rolled 1
      undefined,
    ];
    for (const b of bad) {
      const r2 = structuredClone(rec);
      if (b === undefined) delete r2.moves[3]!.bunny;
      else r2.moves[3]!.bunny = b;
      const r = replay(r2);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      if (!r.ok) expect(r.error.moveIndex).toBe(3);
    }
  });
});
