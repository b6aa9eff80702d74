/**
 * Scenario tests: each base scoring rule on a hand-built board, with the points worked out
 * by hand in the comments. Coordinates: x east, y south; rot clockwise; start tile D at
 * (0,0) rot 0 has city N, road E-W, field S.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCore } from './node.js';
import type { Rotation } from '@carc/tiles';
import type { CoreEngine, CoreMove } from './engine.js';

let e: CoreEngine;

beforeEach(async () => {
  e = await loadCore();
  e.reset(2);
});

function play(moves: readonly CoreMove[]): void {
  for (const m of moves) e.put(m);
}

describe('completed features', () => {
  it('scores a road closed by two junctions at 1 point per tile and returns the follower', () => {
    // W rot 0 is a junction (roads E, S, W end there). Road: W(-1,0) + D + W(1,0) = 3 tiles.
    e.put({ tile: 'W', x: 1, y: 0, rot: 0, meeple: 'W' });
    expect(e.supplies()).toEqual([6, 7]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'W', x: -1, y: 0, rot: 0 });
    expect(e.scores()).toEqual([3, 0]);
    expect(e.supplies()).toEqual([7, 7]);
    expect(e.followerAt(1, 0, 'W')).toBeNull();
  });

  it('scores a closed loop of four curves at 4', () => {
    // V curves south of D: (0,1) rot 270 roads E,S; (1,1) rot 0 roads S,W;
    // (0,2) rot 180 roads N,E; (1,2) rot 90 roads N,W: a ring of 4 tiles with no end.
    play([
      { tile: 'V', x: 0, y: 1, rot: 270, meeple: 'E' },
      { tile: 'V', x: 1, y: 1, rot: 0 },
      { tile: 'V', x: 0, y: 2, rot: 180 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'V', x: 1, y: 2, rot: 90 });
    expect(e.scores()).toEqual([4, 0]);
    expect(e.supplies()).toEqual([7, 7]);
  });

  it('counts a junction tile once when a road leaves and re-enters it (B-5)', () => {
    // W(1,0) rot 0: separate roads E, S, W. V(2,0) rot 0 (roads W,S), V(2,1) rot 90 (N,W)
    // and V(1,1) rot 180 (N,E) lead W's east road back into W's south road: a complete
    // road over 4 distinct tiles -> 4 (5 if W were counted once per road end).
    play([
      { tile: 'W', x: 1, y: 0, rot: 0 },
      { tile: 'V', x: 2, y: 0, rot: 0, meeple: 'S' },
      { tile: 'V', x: 2, y: 1, rot: 90 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'V', x: 1, y: 1, rot: 180 });
    expect(e.scores()).toEqual([0, 4]);
  });

  it('scores a 2-tile city at 4 (B-4)', () => {
    // E rot 180 puts its city cap on S, closing D's city: 2 tiles x 2.
    e.put({ tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' });
    expect(e.scores()).toEqual([4, 0]);
    expect(e.supplies()).toEqual([7, 7]);
  });

  it('counts a tile once when the city crosses it twice (B-5)', () => {
    // Ring south of D: N(0,1) rot 180 city S+E, N(1,1) rot 270 city S+W, N(0,2) rot 90 city
    // N+E, and I(1,2) rot 0 whose two separate caps N and W both join that city.
    // Tiles: 4 distinct -> 8 points (10 if I were counted for each cap).
    play([
      { tile: 'N', x: 0, y: 1, rot: 180, meeple: 'S' },
      { tile: 'N', x: 1, y: 1, rot: 270 },
      { tile: 'N', x: 0, y: 2, rot: 90 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'I', x: 1, y: 2, rot: 0 });
    expect(e.scores()).toEqual([8, 0]);
  });

  it('scores a city with pennants at 2 per tile + 2 per pennant', () => {
    // M rot 180: city S+E with a pennant, joining D's city; E rot 270 at (1,-1) has its cap
    // on W and closes it. City: D + M + E = 3 tiles, 1 pennant -> 3*2 + 2 = 8.
    play([
      { tile: 'M', x: 0, y: -1, rot: 180, meeple: 'E' },
      { tile: 'E', x: 1, y: -1, rot: 270 },
    ]);
    expect(e.scores()).toEqual([8, 0]);
  });

  it('pays every player tied for the majority in full', () => {
    // Ann's road (U west of D) and Ben's road (V at (-1,1)) are joined by V(1,0), V(1,1),
    // U(0,1) and closed by junctions W(-2,0) and W(-1,2). Road tiles: W(-2,0) U(-1,0) D
    // V(1,0) V(1,1) U(0,1) V(-1,1) W(-1,2) = 8; one follower each -> both score 8.
    play([
      { tile: 'U', x: -1, y: 0, rot: 0, meeple: 'W' },
      { tile: 'V', x: -1, y: 1, rot: 270, meeple: 'E' },
      { tile: 'V', x: 1, y: 0, rot: 0 },
      { tile: 'V', x: 1, y: 1, rot: 90 },
      { tile: 'U', x: 0, y: 1, rot: 0 },
      { tile: 'W', x: -2, y: 0, rot: 0 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'W', x: -1, y: 2, rot: 180 });
    expect(e.scores()).toEqual([8, 8]);
    expect(e.supplies()).toEqual([7, 7]);
  });

  it('pays only the majority when followers are unequal', () => {
    // Row y=0: D then U(1..6,0), all with fields on their south side, so row y=1 tiles can
    // be laid apart from each other. Ann holds U(1,1) and U(5,1), Ben U(3,1); junctions
    // W(0,1), W(6,1) close both ends, U(2,1) and U(4,1) join the pieces. Road: x = 0..6 on
    // row 1 = 7 tiles; Ann 2 followers vs Ben 1 -> Ann 7, Ben 0; all three come home.
    const moves: CoreMove[] = [];
    for (let x = 1; x <= 6; x++) moves.push({ tile: 'U', x, y: 0, rot: 0 });
    moves.push(
      { tile: 'U', x: 1, y: 1, rot: 0, meeple: 'E' },
      { tile: 'U', x: 3, y: 1, rot: 0, meeple: 'E' },
      { tile: 'U', x: 5, y: 1, rot: 0, meeple: 'E' },
      { tile: 'W', x: 0, y: 1, rot: 0 },
      { tile: 'W', x: 6, y: 1, rot: 0 },
      { tile: 'U', x: 2, y: 1, rot: 0 },
    );
    play(moves);
    expect(e.supplies()).toEqual([5, 6]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'U', x: 4, y: 1, rot: 0 });
    expect(e.scores()).toEqual([7, 0]);
    expect(e.supplies()).toEqual([7, 7]);
  });

  it('scores a cloister and a road completed by the same placement', () => {
    // Ann's monk on A(0,1) (road S). Around it: U(-1,0), U(1,0), B(-1,1), B(1,1), B(-1,2),
    // B(1,2); Ben closes with A(0,2) rot 180 (road N) and stands on its road. The road
    // A(0,1)-A(0,2) ends at both cloisters: 2 tiles -> Ben 2; the cloister now has all 8
    // neighbours -> Ann 9. Both followers come home.
    play([
      { tile: 'A', x: 0, y: 1, rot: 0, meeple: 'C' },
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'B', x: -1, y: 1, rot: 0 },
      { tile: 'B', x: 1, y: 1, rot: 0 },
      { tile: 'B', x: -1, y: 2, rot: 0 },
      { tile: 'B', x: 1, y: 2, rot: 0 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    e.put({ tile: 'A', x: 0, y: 2, rot: 180, meeple: 'N' });
    expect(e.scores()).toEqual([9, 2]);
    expect(e.supplies()).toEqual([7, 7]);
  });
});

describe('cloisters', () => {
  it('scores a cloister laid into a hole that already has all 8 neighbours', () => {
    // Ring around (0,1): D, U(-1,0), U(1,0), B(-1,1), B(1,1), B(-1,2), B(1,2), B(0,2); every
    // side facing the hole is a field. Ben's monk on B(0,1) completes at once -> 9.
    play([
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'B', x: -1, y: 1, rot: 0 },
      { tile: 'B', x: 1, y: 1, rot: 0 },
      { tile: 'B', x: -1, y: 2, rot: 0 },
      { tile: 'B', x: 1, y: 2, rot: 0 },
      { tile: 'B', x: 0, y: 2, rot: 0 },
    ]);
    e.put({ tile: 'B', x: 0, y: 1, rot: 0, meeple: 'C' });
    expect(e.scores()).toEqual([0, 9]);
    expect(e.supplies()).toEqual([7, 7]);
  });

  it('counts the neighbours of an unfinished cloister at game end', () => {
    // Ben's monk on B(-1,1); around it lie U(-1,0), D (0,0) and B(0,1): 1 + 3 = 4. The
    // B at (0,1) has no monk and pays nobody.
    play([
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'B', x: -1, y: 1, rot: 0, meeple: 'C' },
      { tile: 'B', x: 0, y: 1, rot: 0 },
    ]);
    expect(e.finish()).toEqual([0, 4]);
  });
});

describe('final scoring', () => {
  it('scores unfinished roads, cities with pennants and cloisters', () => {
    // Ann: U(1,0) road -> road D+U, 2 tiles, open both ends -> 2.
    // Ben: M(0,-1) rot 180 on D's city -> D+M, 2 tiles + 1 pennant, open at E -> 3.
    // Ann: B(0,1) monk; neighbours D (0,0) and U (1,0) -> 1 + 2 = 3.
    play([
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' },
      { tile: 'M', x: 0, y: -1, rot: 180, meeple: 'S' },
      { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'C' },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    expect(e.finish()).toEqual([5, 3]);
    expect(e.finished).toBe(true);
    // Final scoring happens once; further moves are refused.
    expect(e.finish()).toEqual([5, 3]);
    expect(e.tryPut({ tile: 'U', x: -1, y: 0, rot: 0 })).toBe(1);
  });

  it('counts a completed city once per farm however often the farm touches it (B-6)', () => {
    // City D + E(0,-1) rot 180 is complete. Ann's farmer on U(1,0)'s north field, which
    // joins D's strip north of the road (it borders the city) and, through the field-only
    // tile B(1,-1), E's field (which borders the same city again). 1 city -> 3, not 6.
    play([
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'NL' },
      { tile: 'E', x: 0, y: -1, rot: 180 },
      { tile: 'B', x: 1, y: -1, rot: 0 },
    ]);
    expect(e.scores()).toEqual([0, 0]);
    expect(e.finish()).toEqual([3, 0]);
  });

  it('scores a farm 3 per distinct completed city and nothing for an unfinished one', () => {
    // City 1: D + E(0,-1) rot 180, complete. Ann's farmer on E(0,-2) rot 0, whose field
    // joins E(0,-1)'s field (bordering city 1) and borders E(0,-2)'s own cap, city 2.
    const moves: CoreMove[] = [
      { tile: 'E', x: 0, y: -1, rot: 180 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'E', x: 0, y: -2, rot: 0, meeple: 'SL' },
    ];
    play(moves);
    expect(e.scores()).toEqual([0, 0]);
    // City 2 still open: only city 1 counts -> 3.
    expect(e.finish()).toEqual([3, 0]);
    // Same position, but E(0,-3) rot 180 closes city 2 first: two cities -> 6.
    e.reset(2);
    play(moves);
    e.put({ tile: 'E', x: 0, y: -3, rot: 180 });
    expect(e.finish()).toEqual([6, 0]);
  });

  it('shares a farm between tied farmers', () => {
    // 3 players. Ann's farmer on U(1,0)'s north field (joins D's strip north of the road),
    // Ben's on E(0,-1)'s field (separate until B(1,-1) links the two), Cid's on the field
    // south of the road, which borders no city. City D+E complete: Ann 3, Ben 3, Cid 0.
    e.reset(3);
    play([
      { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'NL' },
      { tile: 'E', x: 0, y: -1, rot: 180, meeple: 'NL' },
      { tile: 'U', x: -1, y: 0, rot: 0, meeple: 'SL' },
      { tile: 'B', x: 1, y: -1, rot: 0 },
    ]);
    expect(e.followersOnBoard()).toEqual([1, 1, 1]);
    expect(e.finish()).toEqual([3, 3, 0]);
  });
});

describe('draws that fit nowhere', () => {
  it('discards an unplaceable tile and lets the same player draw again (B-3)', () => {
    // After E(0,-1) rot 180 closes D's city, every free square needs a road or field edge,
    // so C (city on all four sides) fits nowhere.
    e.put({ tile: 'E', x: 0, y: -1, rot: 180 });
    expect(e.placements('C')).toEqual([]);
    expect(e.current).toBe(1);
    e.setStack(['C', 'U']);
    expect(e.step()).toEqual({ tile: 'C', discarded: true });
    expect(e.current).toBe(1);
    expect(e.discarded).toBe(1);
    expect(e.placed).toBe(2);
    expect(e.step()).toEqual({ tile: 'U', discarded: false });
    expect(e.placed).toBe(3);
    expect(e.current).toBe(0);
    expect(e.step()).toBeNull();
  });
});

describe('illegal moves', () => {
  it('refuses bad placements and followers without changing the position', () => {
    e.put({ tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' });
    expect(e.tryPut({ tile: 'U', x: 0, y: 0, rot: 0 })).toBe(2); // occupied
    expect(e.tryPut({ tile: 'U', x: 5, y: 5, rot: 0 })).toBe(2); // touches nothing
    expect(e.tryPut({ tile: 'C', x: 2, y: 0, rot: 0 })).toBe(3); // city against a road
    expect(e.tryPut({ tile: 'U', x: 2, y: 0, rot: 0, meeple: 'W' })).toBe(6); // Ann's road
    expect(e.tryPut({ tile: 'B', x: 0, y: 1, rot: 0, meeple: 'N' })).toBe(4); // no feature at N
    expect(e.tryPut({ tile: 'U', x: 2, y: 0, rot: 45 as Rotation })).toBe(1);
    expect(e.tryPut({ tile: 'U', x: 2.5, y: 0, rot: 0 })).toBe(1);
    expect(() => e.put({ tile: 'U', x: 0, y: 0, rot: 0 })).toThrow(/taken/);
    expect(e.placed).toBe(2);
    expect(e.current).toBe(1);
    expect(e.supplies()).toEqual([6, 7]);
  });

  it('refuses a follower from an empty supply', () => {
    // Ann puts a monk on B(0..6, 1) (a cloister is always free); Ben lays U west of D.
    // No cloister completes (row 2 stays empty), so Ann's supply runs dry.
    for (let i = 0; i < 7; i++) {
      e.put({ tile: 'B', x: i, y: 1, rot: 0, meeple: 'C' });
      e.put({ tile: 'U', x: -1 - i, y: 0, rot: 0 });
    }
    expect(e.supplies()).toEqual([0, 7]);
    expect(e.followersOnBoard()).toEqual([7, 0]);
    expect(e.tryPut({ tile: 'B', x: 7, y: 1, rot: 0, meeple: 'C' })).toBe(5);
    expect(e.tryPut({ tile: 'B', x: 7, y: 1, rot: 0 })).toBe(0);
  });
});
