/**
 * One scenario per base rule (rules.md B-1..B-7), on hand-built boards with explicit
 * `tiles` lists. Expected points are worked out by hand in the comments.
 *
 * Geometry reminders (tiles.md, record-format.md): y grows to the south; the start tile D
 * lies at (0,0) rot 0 with its city to the north, its road running east-west and fields
 * north of the road (EL WR, bordering the city) and south of it. A rotation turns the
 * picture clockwise: board edge e shows canonical edge (e - q) for q quarter turns.
 */
import { describe, expect, it } from 'vitest';
import { createGame, pendingDecision, replay, result, toRecord, unshuffledStackFor } from './test-support/api.js';
import { playTurns, scoredEvents, start, turn } from './test-support/play.js';
import type { RecordMove } from './types.js';

describe('B-1 players', () => {
  it('refuses 0 and 6 players and accepts 1 to 5', () => {
    for (const n of [0, 6]) {
      const g = createGame({ players: Array.from({ length: n }, (_, i) => `p${i}`), seed: 'x' });
      expect(g.ok).toBe(false);
      if (!g.ok) expect(g.error.rule).toBe('B-1');
    }
    for (const n of [1, 2, 3, 4, 5]) {
      const g = createGame({ players: Array.from({ length: n }, (_, i) => `p${i}`), seed: 'x' });
      expect(g.ok).toBe(true);
      if (g.ok) {
        expect(g.value.supply).toEqual(new Array(n).fill(7));
        expect(g.value.scores).toEqual(new Array(n).fill(0));
      }
    }
  });

  it('a solo player takes every turn', () => {
    let s = start(['U', 'U', 'U'], 1);
    for (let i = 0; i < 3; i++) {
      expect(pendingDecision(s)?.player).toBe(0);
      s = turn(s, { x: -1 - i, y: 0, rot: 0 }).state;
    }
    expect(s.finished).toBe(true);
  });

  it('refuses unknown tiles, unknown expansions and non-string seeds', () => {
    expect(createGame({ players: ['a', 'b'], seed: 'x', tiles: ['U', 'ZZ'] }).ok).toBe(false);
    expect(createGame({ players: ['a', 'b'], seed: 'x', expansions: ['moon' as never] }).ok).toBe(false);
    expect(createGame({ players: ['a', 'b'], seed: 7 as never }).ok).toBe(false);
    // An expansion's tile without the expansion switched on is refused too.
    expect(createGame({ players: ['a', 'b'], seed: 'x', tiles: ['FE1'] }).ok).toBe(false);
  });
});

describe('B-2 setup', () => {
  it('starts with D at (0,0) rot 0 and the seed-42 stack of record-format.md', () => {
    const g = createGame({ players: ['a', 'b'], seed: '42' });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.stack.join(' ')).toBe(
      'J U J L U G U D O N H K W B U U V E V V M N L A U A T V V D F S W X V D R E F V R B K Q L S I P M J I W N E E B H V K V U W O R E B H U P C P',
    );
    expect(toRecord(g.value).tiles).toHaveLength(71);
    expect(pendingDecision(g.value)).toEqual({ player: 0, kind: 'place', tile: 'J' });
  });

  it('an empty explicit stack is a game that is over at once: everyone shares the win on 0', () => {
    const g = createGame({ players: ['a', 'b', 'c'], seed: 'x', tiles: [] });
    if (!g.ok) throw new Error(g.error.message);
    expect(pendingDecision(g.value)).toBeNull();
    expect(result(g.value)).toEqual({ scores: [0, 0, 0], winners: [0, 1, 2], finished: true, tilesLeft: 0 });
  });

  it('the same seed gives the same game, another seed another stack', () => {
    const a = createGame({ players: ['a', 'b'], seed: 'same' });
    const b = createGame({ players: ['a', 'b'], seed: 'same' });
    const c = createGame({ players: ['a', 'b'], seed: 'other' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup failed');
    expect(a.value).toEqual(b.value);
    expect(c.value.stack).not.toEqual(a.value.stack);
    expect([...c.value.stack].sort()).toEqual([...unshuffledStackFor()].sort());
  });
});

describe('B-3 a tile that fits nowhere', () => {
  // After E closes the start city at (0,-1), every open square demands a field or a road
  // edge; C is all city, so it fits nowhere and is removed, and the same player draws U.
  it('is removed, shown to everyone, and the same player draws again', () => {
    const { state, events } = playTurns(['E', 'C', 'U'], [
      { tile: 'E', x: 0, y: -1, rot: 180 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
    ]);
    expect(events).toContainEqual({ type: 'tileDiscarded', player: 1, tile: 'C', rule: 'B-3' });
    const i = events.findIndex((e) => e.type === 'tileDiscarded');
    expect(events[i + 1]).toEqual({ type: 'tileDrawn', player: 1, tile: 'U' });
    expect(state.discarded).toEqual(['C']);
    expect(state.finished).toBe(true);
    expect(result(state).tilesLeft).toBe(0);
  });

  it('the player who drew the discarded tile places the next one, then the turn passes on as usual', () => {
    // Three players, so a turn that jumps a seat differs from one that stays put.
    let s = start(['E', 'C', 'U', 'U'], 3);
    s = turn(s, { tile: 'E', x: 0, y: -1, rot: 180 }).state;
    expect(s.discarded).toEqual(['C']);
    expect(pendingDecision(s)).toEqual({ player: 1, kind: 'place', tile: 'U' });
    const played = turn(s, { tile: 'U', x: 1, y: 0, rot: 0 });
    expect(played.events).toContainEqual(expect.objectContaining({ type: 'tilePlaced', player: 1, tile: 'U' }));
    expect(pendingDecision(played.state)).toEqual({ player: 2, kind: 'place', tile: 'U' });
  });

  it('ends the game when the last tile fits nowhere', () => {
    const { state, events } = playTurns(['E', 'C'], [{ tile: 'E', x: 0, y: -1, rot: 180 }]);
    expect(state.finished).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'gameEnded', scores: [0, 0], winners: [0, 1] });
  });
});

describe('B-4 and B-5 completed features', () => {
  it('a city of two tiles scores 4', () => {
    // E turned 180 has its city to the south and closes the start city: 2 tiles x 2 = 4.
    const { state, events } = playTurns(['E'], [{ tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' }]);
    const [city] = scoredEvents(events);
    expect(city).toMatchObject({ feature: 'city', when: 'completed', tiles: 2, pennants: 0, owners: [0], points: 4 });
    expect(city!.rules).toContain('B-4');
    expect(state.scores).toEqual([4, 0]);
    expect(state.supply).toEqual([7, 7]); // the knight came home
  });

  it('a city crossing one tile twice counts that tile once, and a shared majority pays both', () => {
    // A ring of city around H (two separate caps N and S at (0,2)), south of the start:
    //   (0,1) N rot 180 city E,S     (1,1) N rot 270 city S,W
    //   (0,2) H rot 0   caps N, S    (1,2) G rot 90  city N,S
    //   (0,3) N rot 90  city N,E     (1,3) M rot 0   city N,W + pennant
    // P0's knight goes on the first tile, P1's on H's south cap while it is still a city
    // of its own. The last tile joins them: 6 distinct tiles (H is crossed twice but
    // counts once, B-5), 1 pennant: 2*6 + 2*1 = 14 for each (tie: both score in full).
    const moves: RecordMove[] = [
      { tile: 'N', x: 0, y: 1, rot: 180, meeple: 'E' },
      { tile: 'H', x: 0, y: 2, rot: 0, meeple: 'S' },
      { tile: 'N', x: 1, y: 1, rot: 270 },
      { tile: 'G', x: 1, y: 2, rot: 90 },
      { tile: 'M', x: 1, y: 3, rot: 0 },
      { tile: 'N', x: 0, y: 3, rot: 90 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const scored = scoredEvents(events);
    expect(scored).toHaveLength(1);
    expect(scored[0]).toMatchObject({ feature: 'city', tiles: 6, pennants: 1, followers: [1, 1], owners: [0, 1], points: 14 });
    expect(scored[0]!.cells).toHaveLength(6);
    expect(state.scores).toEqual([14, 14]);
    expect(result(state)).toEqual({ scores: [14, 14], winners: [0, 1], finished: true, tilesLeft: 0 });
  });

  it('a loop road of four curves scores 4', () => {
    // V curves in a 2x2 square south of the start: rot 270 (E,S), rot 0 (S,W),
    // rot 180 (N,E), rot 90 (N,W). The loop has no end: 4 tiles, 4 points.
    const moves: RecordMove[] = [
      { tile: 'V', x: 0, y: 1, rot: 270, meeple: 'E' },
      { tile: 'V', x: 1, y: 1, rot: 0 },
      { tile: 'V', x: 0, y: 2, rot: 180 },
      { tile: 'V', x: 1, y: 2, rot: 90 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const [road] = scoredEvents(events);
    expect(road).toMatchObject({ feature: 'road', when: 'completed', tiles: 4, owners: [0], points: 4 });
    expect(state.scores).toEqual([4, 0]);
  });

  it('two thieves joined on one road share it; the road counts 7 tiles', () => {
    // P0 holds the start road through U (1,0); P1 starts a separate road on U (1,-1).
    // Two curves join them at (2,-1)/(2,0); A (a cloister) ends the west end and L (a
    // junction) ends the east end of P1's road at (0,-1). Tiles: A, D, U, V, V, U, L = 7.
    const moves: RecordMove[] = [
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' },
      { tile: 'U', x: 1, y: -1, rot: 0, meeple: 'E' },
      { tile: 'V', x: 2, y: -1, rot: 0 },
      { tile: 'V', x: 2, y: 0, rot: 90 },
      { tile: 'A', x: -1, y: 0, rot: 270 },
      { tile: 'L', x: 0, y: -1, rot: 180 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const roads = scoredEvents(events).filter((e) => e.feature === 'road');
    expect(roads).toEqual([expect.objectContaining({ tiles: 7, followers: [1, 1], owners: [0, 1], points: 7 })]);
    expect(state.scores).toEqual([7, 7]);
    expect(state.supply).toEqual([7, 7]);
  });

});

describe('majority', () => {
  it('2 knights beat 1: only the majority scores, every knight goes home', () => {
    // Caps around (0,-1), filled last by C (city on all four edges, pennant):
    //   (1,-1) E rot 270 cap W [P0]   (-1,-1) E rot 90 cap E [P1]   (0,-2) E rot 180 cap S [P0]
    //   and the start city below. U tiles and E rot 0 at (1,-2) only make those squares
    //   reachable. City: D, C and three E = 5 tiles, 1 pennant: 2*5 + 2*1 = 12 for P0.
    const moves: RecordMove[] = [
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'E', x: 1, y: -1, rot: 270, meeple: 'W' },
      { tile: 'E', x: -1, y: -1, rot: 90, meeple: 'E' },
      { tile: 'E', x: 1, y: -2, rot: 0 },
      { tile: 'U', x: 2, y: 0, rot: 0 },
      { tile: 'E', x: 0, y: -2, rot: 180, meeple: 'S' },
      { tile: 'C', x: 0, y: -1, rot: 0 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const [city] = scoredEvents(events);
    expect(city).toMatchObject({ feature: 'city', tiles: 5, pennants: 1, followers: [2, 1], owners: [0], points: 12 });
    expect(state.scores).toEqual([12, 0]);
    expect(state.supply).toEqual([7, 7]);
    expect(result(state).winners).toEqual([0]);
  });
});

describe('completion in one placement', () => {
  it('the tile that completes a cloister can complete a road too', () => {
    // A 3x3 block centred on P0's monk at (0,1) (A rot 0, road to the south):
    //   (-1,0) U   (0,0) D        (1,0) U
    //   (-1,1) E270 (0,1) A [monk] (1,1) E90
    //   (-1,2) E270 (0,2) A rot 180 (1,2) E90
    // The last tile, A turned 180 at (0,2), closes the 9 squares and its road N meets the
    // first cloister's road S: a road between two cloisters, 2 tiles. P1 puts a thief on
    // it in that same turn. Both score: cloister 9 for P0, road 2 for P1.
    const moves: RecordMove[] = [
      { tile: 'A', x: 0, y: 1, rot: 0, meeple: 'C' },
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'E', x: -1, y: 1, rot: 270 },
      { tile: 'E', x: 1, y: 1, rot: 90 },
      { tile: 'E', x: -1, y: 2, rot: 270 },
      { tile: 'E', x: 1, y: 2, rot: 90 },
      { tile: 'A', x: 0, y: 2, rot: 180, meeple: 'N' },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const placedAt = events.map((e) => e.type).lastIndexOf('tilePlaced');
    const last = events.slice(placedAt);
    const scored = scoredEvents(last);
    expect(scored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feature: 'road', when: 'completed', tiles: 2, owners: [1], points: 2 }),
        expect.objectContaining({ feature: 'cloister', when: 'completed', owners: [0], points: 9 }),
      ]),
    );
    expect(scored).toHaveLength(2);
    expect(state.scores).toEqual([9, 2]);
  });
});

describe('B-6 final scoring', () => {
  it('incomplete road 1/tile, city 1/tile + 1/pennant, cloister 1 + neighbours', () => {
    // P0 knight on M turned 180 at (0,-1): city with the start city, open east: 2 tiles +
    // 1 pennant = 3. P1 thief on U at (1,0): start road + U, open: 2. P0 monk on A at
    // (0,1): neighbours D and U = 2, so 1 + 2 = 3. P0 6, P1 2.
    const moves: RecordMove[] = [
      { tile: 'M', x: 0, y: -1, rot: 180, meeple: 'S' },
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' },
      { tile: 'A', x: 0, y: 1, rot: 0, meeple: 'C' },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const fin = scoredEvents(events).filter((e) => e.when === 'final');
    expect(fin).toEqual([
      expect.objectContaining({ feature: 'road', tiles: 2, owners: [1], points: 2 }),
      expect.objectContaining({ feature: 'city', tiles: 2, pennants: 1, owners: [0], points: 3 }),
      expect.objectContaining({ feature: 'cloister', neighbours: 2, owners: [0], points: 3 }),
    ]);
    expect(state.scores).toEqual([6, 2]);
    expect(result(state)).toEqual({ scores: [6, 2], winners: [0], finished: true, tilesLeft: 0 });
  });

  it('a farm scores 3 per completed city it borders, each city once however often it touches it', () => {
    // E turned 180 at (0,-1) closes the start city (D + E). P1's farmer on U (1,0), field
    // north of its road, joins D's field north of the road (which borders the city). E at
    // (1,-1) joins that field to the field of E at (0,-1), which borders the same city
    // again. One completed city: 3 points, not 6. The E at (1,-1) city is open: 0.
    const moves: RecordMove[] = [
      { tile: 'E', x: 0, y: -1, rot: 180 },
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'NL' },
      { tile: 'E', x: 1, y: -1, rot: 0 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const farms = scoredEvents(events).filter((e) => e.feature === 'field');
    expect(farms).toEqual([expect.objectContaining({ when: 'final', cities: 1, owners: [1], points: 3 })]);
    expect(state.scores).toEqual([0, 3]);
  });

  it('a farm bordering two completed cities scores 6', () => {
    // The start city closed by E (0,-1), and a second city of two E tiles facing each
    // other at (1,-1) (rot 90, city E) and (2,-1) (rot 270, city W), reached through U at
    // (1,0) and (2,0). The farm north of the U road touches D's field (city 1) and both E
    // tiles' fields (city 2): 2 cities, 6 points.
    const moves: RecordMove[] = [
      { tile: 'E', x: 0, y: -1, rot: 180 },
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'NL' },
      { tile: 'U', x: 2, y: 0, rot: 0 },
      { tile: 'E', x: 1, y: -1, rot: 90 },
      { tile: 'E', x: 2, y: -1, rot: 270 },
    ];
    const { state, events } = playTurns(moves.map((m) => m.tile), moves);
    const farms = scoredEvents(events).filter((e) => e.feature === 'field');
    expect(farms).toEqual([expect.objectContaining({ cities: 2, owners: [1], points: 6 })]);
    expect(state.scores).toEqual([0, 6]);
  });
});

describe('B-7 winners', () => {
  it('the top score wins alone; a game cut short has no winner yet', () => {
    const moves: RecordMove[] = [
      { tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' },
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' },
      { tile: 'U', x: 2, y: 0, rot: 0 },
    ];
    // P0: 2-tile city = 4. P1: open road D + U + U = 3 at the end. P0 wins alone.
    const r = replay({ format: 'carc-record/1', players: ['a', 'b'], expansions: [], options: {}, seed: 's', tiles: ['E', 'U', 'U'], moves });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.result).toEqual({ scores: [4, 3], winners: [0], finished: true, tilesLeft: 0 });
    // One turn fewer: the game is not over, nobody has won yet and no final scoring ran.
    const cut = replay({ format: 'carc-record/1', players: ['a', 'b'], expansions: [], options: {}, seed: 's', tiles: ['E', 'U', 'U'], moves: moves.slice(0, 2) });
    if (!cut.ok) throw new Error(cut.error.message);
    expect(cut.value.result).toEqual({ scores: [4, 0], winners: [], finished: false, tilesLeft: 1 });
  });
});
