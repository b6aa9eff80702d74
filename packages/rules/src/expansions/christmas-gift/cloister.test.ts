/**
 * One scenario per Cloister card (CG-1..CG-19), points worked out by hand in the comments.
 * Board: the start tile D at (0,0) has a city N, a road E-W and fields; y grows south.
 */
import { describe, expect, test } from 'vitest';
import { legalActions, toRecord } from '../../index.js';
import { followers } from '../../kit.js';
import { act, draw, finishTurn, K, kind, PASS, passTo, place, play, slice, spot, target, turn, newGame, put, ext, lastEvents } from './test/helpers.js';
import { withCards } from './test/with-cards.js';

/** T1: Ann puts B at (0,1) with a monk; Ben then places next to it and may draw a Cloister card (CG-2). */
function cloisterOpening(second: string, top: Parameters<typeof withCards>[1]) {
  let s = withCards(newGame(['B', second, 'E', 'E']), top);
  s = turn(s, 0, 1, 0, 'C');
  expect(s.turnPlayer).toBe(1);
  return s;
}

describe('Cloister deck', () => {
  test('score-3: 3 points at once (CG-5)', () => {
    let s = cloisterOpening('E', { cloister: ['score-3'] });
    s = turn(s, 1, 1, 0); // E at (1,1), city N: next to Ann's cloister, no road -> only a Cloister card
    expect(kind(s)).toBe(K('draw'));
    expect(legalActions(s)).toEqual([draw('cloister'), PASS]);
    s = act(s, draw('cloister'));
    expect(s.scores).toEqual([0, 3]);
    expect(slice(s).cloister.discard).toEqual(['score-3']);
    s = finishTurn(s);
    expect(toRecord(s).moves[1]).toMatchObject({ tile: 'E', draw: ['cloister'], cards: [{ window: 'draw', card: 'score-3' }] });
  });

  test('score-road: an unfinished road of Ben scores 2 per tile, thief home', () => {
    let s = cloisterOpening('U', { cloister: ['score-road'] });
    s = turn(s, 1, 1, 90, 'N'); // road N-S at (1,1) with Ben's thief: 1 tile
    expect(legalActions(s)).toContainEqual(draw('cloister', 'roadside'));
    s = act(s, draw('cloister'));
    expect(kind(s)).toBe(K('target'));
    expect(legalActions(s)).toHaveLength(1); // only Ben's road: Ann holds no road
    s = act(s, target(spot(1, 1, 'S')));
    expect(s.scores).toEqual([0, 2]); // 1 tile x 2
    expect(s.supply[1]).toBe(7);
    s = finishTurn(s);
  });

  test('a road scored early stays unfinished: a later thief scores it again (CG-19)', () => {
    let s = withCards(newGame(['B', 'U', 'U']), { cloister: ['score-road'] });
    s = turn(s, 0, 1, 0, 'C');
    s = turn(s, 1, 1, 90, 'N');
    s = act(act(s, draw('cloister')), target(spot(1, 1, 'N')));
    expect(s.scores).toEqual([0, 2]);
    s = finishTurn(s);
    s = turn(s, 1, 2, 90, 'N'); // Ann extends the same road and puts a thief on it
    s = finishTurn(s);
    expect(s.finished).toBe(true);
    // final: road of 2 tiles for Ann (2), Ann's cloister with 3 neighbours (1 + 3)
    expect(s.scores).toEqual([2 + 4, 2]);
  });

  test('score-city: 2 per tile + 1 per pennant', () => {
    let s = cloisterOpening('O', { cloister: ['score-city'] });
    s = turn(s, -1, 0, 0, 'N'); // O (city N+W with pennant) diagonal to the cloister; Ben's knight
    s = act(s, draw('cloister'));
    s = act(s, target(spot(-1, 0, 'W')));
    expect(s.scores).toEqual([0, 3]); // 2 x 1 tile + 1 pennant
    expect(s.supply[1]).toBe(7);
  });

  test('score-cloister: 1 per neighbouring tile, the cloister not counted', () => {
    let s = cloisterOpening('B', { cloister: ['score-cloister'] });
    s = turn(s, 1, 1, 0, 'C'); // Ben's cloister at (1,1): neighbours (0,0) and (0,1)
    s = act(s, draw('cloister'));
    // Ann's cloister is no target: Ben has no majority there.
    expect(legalActions(s)).toEqual([target(spot(1, 1, 'C'))]);
    s = act(s, target(spot(1, 1, 'C')));
    expect(s.scores).toEqual([0, 2]);
    expect(s.supply[1]).toBe(7);
  });

  for (const [card, sp, feature] of [
    ['place-city', spot(0, 0, 'N'), 'city'],
    ['place-road', spot(0, 0, 'E'), 'road'],
    ['place-farm', spot(0, 0, 'EL'), 'field'],
  ] as const) {
    test(`${card}: a follower from the supply on an unoccupied ${feature}`, () => {
      let s = cloisterOpening('E', { cloister: [card] });
      s = turn(s, 1, 1, 0);
      s = act(s, draw('cloister'));
      expect(legalActions(s)).toContainEqual(target(sp));
      s = act(s, target(sp));
      expect(s.supply[1]).toBe(6);
      const f = followers(s).filter((x) => x.player === 1);
      expect(f).toHaveLength(1);
      expect(f[0]!.spot).toEqual(sp);
      s = finishTurn(s);
      });
  }

  test('place-city: an occupied city is no target', () => {
    let s = cloisterOpening('E', { cloister: ['place-city'] });
    s = put(s, 0, spot(0, 0, 'N'));
    s = turn(s, 1, 1, 0);
    s = act(s, draw('cloister'));
    expect(legalActions(s)).toEqual([target(spot(1, 1, 'N'))]); // only E's own city
  });

  test('loop-road: a closed loop scores 2 per tile for the card holder (CG-10)', () => {
    let s = withCards(newGame(['V', 'V', 'V', 'V', 'E']), { hands: { 1: ['loop-road'] } });
    s = turn(s, 0, 1, 270); // road E,S
    s = finishTurn(s);
    s = turn(s, 1, 1, 0, 'W'); // road S,W; Ben's thief
    s = finishTurn(s);
    s = turn(s, 0, 2, 180); // road N,E
    s = finishTurn(s);
    s = turn(s, 1, 2, 90); // road N,W closes the loop of 4 tiles
    s = passTo(s, K('score'));
    expect(legalActions(s)).toHaveLength(2); // the loop, or pass
    s = act(s, play('loop-road', { spot: spot(1, 2, 'N') }));
    expect(s.scores).toEqual([0, 8]); // 4 tiles x 2 instead of 4
    s = finishTurn(s);
    expect(toRecord(s).moves[3]!.cards).toEqual([{ window: 'score', card: 'loop-road', spot: spot(1, 2, 'N') }]);
  });

  test('pennant-city: 3 per pennant instead of 2', () => {
    let s = withCards(newGame(['M', 'U', 'E']), { hands: { 0: ['pennant-city'] } });
    s = turn(s, 0, -1, 180, 'S'); // M: city S+E with pennant, joins D's city; Ann's knight
    s = finishTurn(s);
    s = turn(s, 1, 0, 0); // Ben: U east of the start
    s = finishTurn(s);
    s = turn(s, 1, -1, 270); // E with city W closes the city: 3 tiles, 1 pennant
    s = passTo(s, K('score'));
    s = act(s, play('pennant-city', { spot: spot(0, 0, 'N') }));
    expect(s.scores).toEqual([9, 0]); // 2 x 3 + 3 x 1 (the base would give 8)
    // The scored event tells both: what the base rules give and what the card paid.
    const scored = lastEvents.find((e) => e.type === 'scored');
    expect(scored?.type === 'scored' && scored.explanation.points).toBe(8);
    expect(scored?.type === 'scored' && scored.explanation.awarded).toEqual([9, 0]);
  });

  test('plain-city: 3 per tile for a city without pennants', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 0: ['plain-city'] } });
    s = turn(s, 0, -1, 180, 'S'); // closes D's city: 2 tiles
    expect(kind(s)).toBe(K('score'));
    // pennant-city is not offered on a city without pennants; plain-city is.
    s = act(s, play('plain-city', { spot: spot(0, -1, 'S') }));
    expect(s.scores).toEqual([6, 0]); // 3 x 2 instead of 4
    expect(s.supply[0]).toBe(7);
  });

  test('plain-city: the bonus goes to the card holder only (CG-17)', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 0: ['plain-city'] } });
    s = put(put(s, 0, spot(0, 0, 'N')), 1, spot(0, 0, 'N')); // Ann and Ben share D's city
    s = turn(s, 0, -1, 180); // closes it: 2 tiles
    s = act(s, play('plain-city', { spot: spot(0, -1, 'S') }));
    expect(s.scores).toEqual([6, 4]); // Ann 3 x 2 with the card, Ben the normal 2 x 2
  });

  test('take-2: two tiles drawn, one placed, the other leaves the game (X-2)', () => {
    let s = withCards(newGame(['U', 'A', 'B', 'E']), { hands: { 1: ['take-2'] } });
    s = turn(s, 1, 0, 0);
    s = passTo(s, K('start'));
    expect(s.tile).toBe('A');
    s = act(s, play('take-2'));
    expect(kind(s)).toBe(K('choose-tile'));
    expect(legalActions(s)).toEqual([ext('choose-tile', { card: 'A' }), ext('choose-tile', { card: 'B' })]);
    s = act(s, ext('choose-tile', { card: 'B' }));
    expect(s.tile).toBe('B');
    expect(slice(s).removed).toEqual(['A']);
    // The hand is empty now, so the window closes: the place decision is next.
    expect(kind(s)).toBe('place');
    s = act(s, place(0, 1, 0));
    s = finishTurn(s);
    expect(s.tile).toBe('E'); // the stack went on after both tiles
    const m = toRecord(s).moves[1]!;
    expect(m).toMatchObject({ tile: 'B', cards: [{ window: 'start', card: 'take-2' }] });
  });

  test('recall: a follower comes back to the supply, no scoring', () => {
    let s = withCards(newGame(['U', 'E']), { hands: { 1: ['recall'] } });
    s = put(s, 1, spot(0, 0, 'N'));
    s = turn(s, 1, 0, 0);
    s = passTo(s, K('start'));
    expect(s.supply[1]).toBe(6);
    s = act(s, play('recall', { spot: spot(0, 0, 'N') }));
    expect(s.supply[1]).toBe(7);
    expect(followers(s)).toHaveLength(0);
    expect(s.scores).toEqual([0, 0]);
  });

  test('supply-bonus: 2 points per follower in the supply at game end (CG-18)', () => {
    let s = withCards(newGame(['U']), { hands: { 0: ['supply-bonus'] } });
    s = turn(s, 1, 0, 0, 'E'); // thief on the road D+U: 2 tiles, unfinished
    s = finishTurn(s);
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([2 + 2 * 6, 0]); // road 2 + supply 6 x 2
  });

  test('farm-bonus: +1 per completed city on each farm you own', () => {
    let s = withCards(newGame(['E']), { hands: { 0: ['farm-bonus'] } });
    s = turn(s, 0, -1, 180, 'NL'); // closes D's city (no knight); Ann's farmer on E's field
    s = finishTurn(s);
    expect(s.scores).toEqual([3 + 1, 0]); // farm: 1 completed city x 3, +1
  });

  test('shared-farm-bonus and farm-bonus on a shared farm, in turn order (CG-8)', () => {
    let s = withCards(newGame(['E']), { hands: { 0: ['shared-farm-bonus'], 1: ['farm-bonus'] } });
    s = turn(s, 0, -1, 180, 'NL');
    s = put(s, 1, spot(0, -1, 'WL')); // Ben shares the farm
    s = finishTurn(s);
    expect(s.scores).toEqual([3 + 1, 3 + 1]);
    const bonus = lastEvents.filter((e) => e.type === 'ext' && e.kind === 'bonus').map((e) => (e as { player?: number }).player);
    expect(bonus).toEqual([0, 1]);
  });
});
