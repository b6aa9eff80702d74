/**
 * One scenario per Roadside card, plus the attack/protection rules (CG-9, CG-16), lay-down
 * (CG-11, CG-12), tie marks (CG-13) and force (CG-14). Board frame as in cloister.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { apply, legalActions, toRecord, view } from '../../index.js';
import { followers } from '../../kit.js';
import { act, draw, ext, finishTurn, K, kind, PASS, passTo, place, play, put, slice, spot, target, turn, newGame } from './test/helpers.js';
import { withCards } from './test/with-cards.js';

const at = (s: ReturnType<typeof newGame>, p: number) => followers(s).filter((f) => f.player === p).map((f) => f.spot);

/** T1: Ann puts U east of the start (road D+U), thief `annAt` if given; then Ben's turn. */
function roadOpening(tiles: string[], setup: Parameters<typeof withCards>[1], annAt?: 'E' | 'NL') {
  let s = withCards(newGame(tiles), setup);
  s = turn(s, 1, 0, 0, annAt);
  s = finishTurn(s); // Ann passes her Roadside draw
  expect(s.turnPlayer).toBe(1);
  return s;
}

describe('Roadside deck: occupy-', () => {
  test('occupy-road: Ben joins the road holding Ann\'s thief; Ann may reply but passes', () => {
    let s = roadOpening(['U', 'U', 'E'], { roadside: ['occupy-road'] }, 'E');
    s = turn(s, -1, 0, 0); // U west: road is now 3 tiles with Ann's thief; Ben can't place on it
    s = act(s, draw('roadside'));
    expect(legalActions(s)).toEqual([target(spot(0, 0, 'E'))].map((a) => ({ ...a, spot: (legalActions(s)[0] as { spot: unknown }).spot })));
    s = act(s, target(spot(1, 0, 'W')));
    // The attack goes to Ann first (CG-16), even though it is Ben's turn.
    expect(kind(s)).toBe(K('protect'));
    expect(s.pending!.player).toBe(0);
    expect(legalActions(s)).toEqual([PASS]); // no protection in Ann's hand
    expect(apply(s, PASS, 1).ok).toBe(false); // Ben may not answer for Ann
    s = act(s, PASS, 0);
    expect(at(s, 1)).toEqual([spot(1, 0, 'W')]);
    expect(s.supply[1]).toBe(6);
  });

  test('occupy-farm: Ben joins the farm of Ann\'s farmer', () => {
    let s = roadOpening(['U', 'U', 'E'], { roadside: ['occupy-farm'] }, 'NL');
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 0, 'EL')));
    s = act(s, PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 0, 'EL')]);
  });

  test('occupy-city: Ben joins the city of Ann\'s knight', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['occupy-city'] });
    s = put(s, 0, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    expect(legalActions(s)).toEqual([target(spot(0, 0, 'N'))]);
    s = act(s, target(spot(0, 0, 'N')));
    s = act(s, PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 0, 'N')]);
  });

  test('occupy-cloister: a second monk on Ann\'s cloister; the road tile next to it offers both decks (CG-4)', () => {
    let s = withCards(newGame(['B', 'U', 'E']), { roadside: ['occupy-cloister'] });
    s = turn(s, 0, 1, 0, 'C');
    s = turn(s, 1, 1, 90);
    expect(legalActions(s)).toEqual([draw('cloister'), draw('roadside'), draw('cloister', 'roadside'), PASS]);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 1, 'C')));
    s = act(s, PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'C')]);
    expect(at(s, 0)).toEqual([spot(0, 1, 'C')]); // two monks on one cloister
  });
});

describe('Roadside deck: lay- (CG-11, CG-12)', () => {
  test('lay-road then completion: points banked, thief stays, paid at game end', () => {
    let s = roadOpening(['U', 'U', 'L', 'L', 'E'], { roadside: ['lay-road'] }, 'E');
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 0, 'E')));
    s = act(s, PASS, 0);
    expect((view(s, null).ext['christmas-gift'] as { laid: unknown[] }).laid).toHaveLength(1);
    s = finishTurn(s);
    s = finishTurn(turn(s, 2, 0, 0)); // Ann: L closes the east end
    s = turn(s, -2, 0, 0); // Ben: L closes the west end: road of 5 tiles
    expect(s.scores).toEqual([0, 0]); // banked, not paid
    expect(slice(s).banked).toEqual([5, 0]);
    expect(at(s, 0)).toEqual([spot(1, 0, 'E')]); // the thief stays
    s = finishTurn(turn(finishTurn(s), 0, -1, 180)); // last tile: E closes D's city, nobody there
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([5, 0]);
    expect(s.supply[0]).toBe(6); // never came back
  });

  test('a laid-down road merged into a standing one lays the other followers down too (CG-11)', () => {
    let s = withCards(newGame(['V', 'U', 'V', 'L', 'L', 'E']), { roadside: ['lay-road'] });
    s = finishTurn(turn(s, 1, 0, 0, 'W')); // Ann: V (road W,S) east of D, thief on D+V
    s = turn(s, 0, 1, 0, 'E'); // Ben: U under D, a separate road, Ben's thief
    s = act(s, draw('roadside'));
    s = act(s, target(spot(1, 0, 'W')));
    s = finishTurn(act(s, PASS, 0));
    s = finishTurn(turn(s, 1, 1, 90)); // Ann: V (road N,W) joins both roads: one laid-down road
    s = finishTurn(turn(s, -1, 0, 0)); // Ben: L closes D's west end
    s = turn(s, -1, 1, 180); // Ann: L closes U's west end: 6 tiles
    expect(slice(s).banked).toEqual([6, 6]); // tie: both banked in full
    expect(s.scores).toEqual([0, 0]);
    expect(followers(s)).toHaveLength(2); // both stay
    s = finishTurn(turn(finishTurn(s), 0, -1, 180));
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([6, 6]);
  });

  test('a score- card on a laid-down unfinished road pays now and sends the thief home (CG-19)', () => {
    let s = withCards(newGame(['B', 'U', 'U', 'E', 'E']), { roadside: ['lay-road'], cloister: ['score-road'] });
    s = turn(s, 0, 1, 0, 'C'); // Ann's monk
    s = finishTurn(turn(s, 1, 1, 90, 'N')); // Ben's thief on a road next to it; Ben draws nothing
    s = turn(s, 1, 2, 90); // Ann extends Ben's road
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(1, 1, 'N'))), PASS, 1));
    expect(slice(s).laid).toHaveLength(1);
    s = turn(s, -1, 1, 0); // Ben: E next to Ann's cloister
    s = act(s, draw('cloister'));
    s = act(s, target(spot(1, 2, 'S')));
    expect(s.scores).toEqual([0, 4]); // 2 tiles x 2, paid now, not banked
    expect(slice(s).banked).toEqual([0, 0]);
    expect(s.supply[1]).toBe(7);
  });

  test('lay-city: the completed city is banked, the knight stays', () => {
    let s = withCards(newGame(['U', 'U', 'E', 'U']), { roadside: ['lay-city'] });
    s = put(s, 0, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 0, 'N'))), PASS, 0));
    s = turn(s, 0, -1, 180); // Ann closes D's city: 2 tiles = 4, banked
    expect(slice(s).banked).toEqual([4, 0]);
    expect(s.scores).toEqual([0, 0]);
    s = finishTurn(turn(finishTurn(s), 2, 0, 0));
    expect(s.scores).toEqual([4, 0]);
  });

  test('lay-cloister: the cloister is laid down and cannot be laid down twice', () => {
    let s = withCards(newGame(['B', 'U', 'U']), { roadside: ['lay-cloister', 'lay-cloister'] });
    s = turn(s, 0, 1, 0, 'C');
    s = turn(s, 1, 1, 90);
    s = act(s, draw('roadside'));
    s = act(act(s, target(spot(0, 1, 'C'))), PASS, 0);
    expect((view(s, 1).ext['christmas-gift'] as { laid: unknown[] }).laid).toEqual([spot(0, 1, 'C')]);
    s = finishTurn(s);
    s = turn(s, -1, 1, 90); // Ann: road tile next to her own cloister: Roadside draw
    s = act(s, draw('roadside')); // the second lay-cloister has no target left (CG-5)
    expect(slice(s).laid).toHaveLength(1);
    expect(slice(s).roadside.discard).toEqual(['lay-cloister', 'lay-cloister']);
  });
});

describe('Roadside deck: tie- (CG-13)', () => {
  /** Ann and Ben each hold one thief on the road D+U; the road is closed by two L tiles. */
  function tiedRoad(players: number, top: Parameters<typeof withCards>[1]) {
    const tiles = players === 2 ? ['U', 'U', 'L', 'L'] : ['U', 'U', 'U', 'L', 'L'];
    let s = withCards(newGame(tiles, players), top);
    for (let p = 0; p < players; p++) s = put(s, p, spot(0, 0, 'E'));
    return s;
  }

  test('tie-road: Ben\'s mark wins the tied road', () => {
    let s = tiedRoad(2, { roadside: ['tie-road'] });
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 0, 'W')));
    expect(s.pending!.player).toBe(0); // the other tied player may cancel
    s = finishTurn(act(s, PASS, 0));
    s = finishTurn(turn(s, 2, 0, 0));
    s = turn(s, -2, 0, 0); // 5 tiles
    expect(s.scores).toEqual([0, 5]);
    expect(slice(s).marks).toEqual([]); // gone with the scoring
    expect(s.supply).toEqual([7, 7]);
  });

  test('a mark is worth exactly one follower: two followers against one plus a mark is a tie', () => {
    let s = tiedRoad(2, { roadside: ['tie-road'] });
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 0, 'W'))), PASS, 0)); // Ben marks the 1-1 road
    s = put(s, 0, spot(0, 0, 'E')); // Ann's second thief joins afterwards: 2 against 1 + mark
    s = finishTurn(turn(s, 2, 0, 0));
    s = turn(s, -2, 0, 0); // 5 tiles, tied: both score in full
    expect(s.scores).toEqual([5, 5]);
  });

  test('two marks by different players cancel: still tied', () => {
    let s = tiedRoad(2, { roadside: ['tie-road', 'tie-road'] });
    s = turn(s, 1, 0, 0);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 0, 'E'))), PASS, 1));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 0, 'E'))), PASS, 0));
    expect(slice(s).marks).toHaveLength(2);
    s = finishTurn(turn(s, 2, 0, 0));
    s = turn(s, -2, 0, 0);
    expect(s.scores).toEqual([5, 5]);
  });

  test('three tied, two marks: the two marked players share, the third scores nothing', () => {
    let s = tiedRoad(3, { roadside: ['tie-road', 'tie-road'] });
    s = finishTurn(turn(s, 1, 0, 0)); // Ann passes her draw
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 0, 'E')));
    expect([s.pending!.player]).toEqual([2]); // turn order after Ben: Cid, then Ann
    s = act(s, PASS, 2);
    expect(s.pending!.player).toBe(0);
    s = finishTurn(act(s, PASS, 0));
    s = turn(s, 2, 0, 0); // Cid
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(act(s, target(spot(0, 0, 'E'))), PASS, 0), PASS, 1));
    s = finishTurn(turn(s, 3, 0, 0)); // Ann: L
    s = turn(s, -2, 0, 0); // Ben: L, road of 6 tiles
    expect(s.scores).toEqual([0, 6, 6]);
  });

  test('tie-city: the mark counts at the final scoring', () => {
    let s = withCards(newGame(['U', 'U']), { roadside: ['tie-city'] });
    s = put(put(s, 0, spot(0, 0, 'N')), 1, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 0, 'N'))), PASS, 0));
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([0, 1]); // unfinished city of 1 tile: 1 point, Ben alone
  });

  test('tie-cloister: two monks on one cloister, the mark decides', () => {
    let s = withCards(newGame(['B', 'U']), { roadside: ['tie-cloister'] });
    s = turn(s, 0, 1, 0, 'C');
    s = put(s, 1, spot(0, 1, 'C'));
    s = turn(s, 1, 1, 90);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 1, 'C'))), PASS, 0));
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([0, 3]); // cloister with 2 neighbours: 1 + 2, Ben alone
  });
});

describe('Roadside deck: swap- and force', () => {
  test('swap-road: Ben\'s thief and Ann\'s thief change places', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { hands: { 1: ['swap-road'] } });
    s = put(s, 1, spot(0, 0, 'E'));
    s = turn(s, 0, 1, 0, 'E'); // Ann: U under D, a second road, Ann's thief
    s = passTo(s, K('start'));
    s = act(s, play('swap-road', { spot: spot(0, 0, 'W'), spot2: spot(0, 1, 'W') }));
    expect(s.pending!.player).toBe(0);
    s = act(s, PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'E')]);
    expect(at(s, 0)).toEqual([spot(0, 0, 'E')]);
    expect(s.supply).toEqual([6, 6]);
    s = finishTurn(turn(s, 1, 0, 0));
    const m = toRecord(s).moves[1]!;
    expect(m.cards).toEqual([{ window: 'start', card: 'swap-road', spot: spot(0, 0, 'W'), spot2: spot(0, 1, 'W') }]);
  });

  test('swap-city', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 1: ['swap-city'] } });
    s = put(s, 1, spot(0, 0, 'N'));
    s = turn(s, 0, 1, 180, 'S'); // Ann: E under D, its own city, Ann's knight
    s = passTo(s, K('start'));
    s = act(act(s, play('swap-city', { spot: spot(0, 0, 'N'), spot2: spot(0, 1, 'S') })), PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'S')]);
    expect(at(s, 0)).toEqual([spot(0, 0, 'N')]);
  });

  test('swap-farm', () => {
    let s = withCards(newGame(['U', 'U']), { hands: { 1: ['swap-farm'] } });
    s = put(s, 1, spot(0, 0, 'EL')); // D's north field
    s = turn(s, 0, 1, 0, 'NL'); // Ann's farmer on the field south of D
    s = passTo(s, K('start'));
    s = act(act(s, play('swap-farm', { spot: spot(0, 0, 'EL'), spot2: spot(0, 1, 'NL') })), PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'NL')]);
    expect(at(s, 0)).toEqual([spot(0, 0, 'EL')]);
  });

  test('swap-cloister', () => {
    let s = withCards(newGame(['B', 'B', 'U', 'U']), { hands: { 1: ['swap-cloister'] } });
    s = turn(s, 0, 1, 0, 'C');
    s = finishTurn(turn(s, 1, 1, 0, 'C'));
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    s = act(act(s, play('swap-cloister', { spot: spot(1, 1, 'C'), spot2: spot(0, 1, 'C') })), PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'C')]);
    expect(at(s, 0)).toEqual([spot(1, 1, 'C')]);
  });

  test('force: the next player must place on the chosen square when the tile fits there (CG-14)', () => {
    let s = withCards(newGame(['U', 'U', 'U', 'U']), { hands: { 1: ['force'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    expect(legalActions(s)).toContainEqual(play('force', { x: -1, y: 0 }));
    s = act(s, play('force', { x: -1, y: 0 }));
    expect(s.pending).toMatchObject({ player: 0, kind: K('protect') });
    s = act(s, PASS, 0);
    s = finishTurn(turn(s, 2, 0, 0));
    expect(kind(s)).toBe('place');
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    expect(acts.every((a) => a.type === 'place' && a.x === -1 && a.y === 0)).toBe(true);
    const bad = apply(s, place(3, 0, 0));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal-placement');
    s = finishTurn(act(s, place(-1, 0, 0)));
    // the force is spent: Ben places freely again
    const xs = new Set(legalActions(s).map((a) => (a.type === 'place' ? a.x : 0)));
    expect(xs.has(3) && xs.has(-2)).toBe(true);
    expect(slice(s).force).toBeNull();
  });

  test('force: a tile that cannot go on the square is placed normally', () => {
    let s = withCards(newGame(['U', 'U', 'E', 'U']), { hands: { 1: ['force'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    s = act(act(s, play('force', { x: -1, y: 0 })), PASS, 0); // needs a road on its E edge
    s = finishTurn(turn(s, 2, 0, 0));
    expect(s.tile).toBe('E'); // E has no road: the force does not bind it
    expect(legalActions(s).some((a) => a.type === 'place' && a.x !== -1)).toBe(true);
  });

  test('farm-tie: at game end, on a tied farm, the holder gets the farm (CG-18)', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 1: ['farm-tie'] } });
    s = turn(s, 0, -1, 180, 'NL');
    s = put(s, 1, spot(0, -1, 'WL'));
    s = turn(s, 1, 0, 0);
    s = passTo(s, K('farm-tie'));
    expect(s.pending!.player).toBe(1);
    s = act(s, ext('farm-tie', { spot: spot(0, -1, 'NL') }));
    expect(s.pending).toMatchObject({ player: 0, kind: K('protect') });
    s = act(s, PASS, 0);
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([0, 3]); // 1 completed city x 3, Ben alone
    expect(toRecord(s).final).toEqual([{ player: 1, card: 'farm-tie', spot: spot(0, -1, 'NL') }]);
  });

  test('farm-tie asks only the other tied players for protection, not every farmer on the farm (CG-16)', () => {
    // Ann 2 farmers, Ben 2, Cid 1 on E's farm: Ann and Ben tie for it; Cid is only a farmer there.
    let s = withCards(newGame(['E', 'U'], 3), { hands: { 1: ['farm-tie'], 2: ['protection'] } });
    s = turn(s, 0, -1, 180, 'NL');
    s = put(s, 0, spot(0, -1, 'WL'));
    s = put(put(s, 1, spot(0, -1, 'WR')), 1, spot(0, -1, 'NR'));
    s = put(s, 2, spot(0, -1, 'EL'));
    s = turn(s, 1, 0, 0);
    s = passTo(s, K('farm-tie'));
    s = act(s, ext('farm-tie', { spot: spot(0, -1, 'NL') }));
    // Cid comes first in turn order after Ben and holds a protection card, yet is not asked.
    expect(s.pending).toMatchObject({ player: 0, kind: K('protect') });
    expect(apply(s, ext('protect'), 2).ok).toBe(false);
    s = act(s, PASS, 0);
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([0, 3, 0]);
  });
});
