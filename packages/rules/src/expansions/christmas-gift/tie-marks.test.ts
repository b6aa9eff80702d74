/**
 * CG-13 with The Gifts: a tie mark lives until its feature is scored (paid for its size:
 * completion, game end, a score- card, road-sweeper). Cash-out pays per follower and does
 * not score the feature, so the marks on it stay, and a holder who cashes out and comes
 * back (occupy-, synod) counts the mark again. Board frame as in roadside.test.ts: the
 * start tile D at (0,0) has its road W-E, y grows southward.
 */
import { describe, expect, test } from 'vitest';
import type { Action, GameEvent, GameState, ScoreExplanation } from '../../index.js';
import { followers } from '../../kit.js';
import { giveGifts } from '../gifts/test/with-gifts.js';
import type { GiftKind } from '../gifts/index.js';
import { act, draw, eventLog, finishTurn, newGame, PASS, put, slice, spot, target, turn } from './test/helpers.js';
import { withCards } from './test/with-cards.js';

const BOTH = ['christmas-gift', 'gifts'];

const open = (card: GiftKind, at: ReturnType<typeof spot>): Action => ({ type: 'ext', expansion: 'gifts', kind: 'open', card, spot: at }) as Action;

/** The `scored` explanations logged since `from`, for one kind of feature. */
function scoredSince(from: number, feature: ScoreExplanation['feature']): ScoreExplanation[] {
  return eventLog
    .slice(from)
    .filter((e): e is Extract<GameEvent, { type: 'scored' }> => e.type === 'scored')
    .map((e) => e.explanation)
    .filter((e) => e.feature === feature);
}

const marks = (s: GameState) => slice(s).marks.map((m) => m.player);
const standing = (s: GameState, p: number) => followers(s).filter((f) => f.player === p).length;

/**
 * Two players, one thief each on D's road (tied 1-1); Ann extends it east, Ben west and
 * draws `tie-road` (the Roadside deck's top), marks the road, and Ann lets it through.
 * Then Ann extends it east again: Ben's turn 4 is next.
 */
function benMarksTheRoad(tiles: string[], roadside: Parameters<typeof withCards>[1]['roadside']): GameState {
  let s = withCards(newGame(tiles, 2, BOTH), { roadside });
  s = put(put(s, 0, spot(0, 0, 'E')), 1, spot(0, 0, 'E'));
  s = finishTurn(turn(s, 1, 0, 0)); // Ann passes her Roadside draw
  s = turn(s, -1, 0, 0);
  s = act(s, draw('roadside'));
  s = finishTurn(act(act(s, target(spot(0, 0, 'W'))), PASS, 0));
  expect(marks(s)).toEqual([1]);
  s = finishTurn(turn(s, 2, 0, 0)); // Ann
  expect(s.turnPlayer).toBe(1);
  return s;
}

describe('CG-13: cash-out does not score the feature, so tie marks stay', () => {
  test('a holder who cashes out and comes back through occupy- counts the mark again', () => {
    let s = benMarksTheRoad(['U', 'U', 'U', 'U', 'L', 'L'], ['tie-road', 'occupy-road']);
    s = giveGifts(s, 1, ['cash-out']);
    s = act(s, open('cash-out', spot(0, 0, 'E')));
    expect(s.scores).toEqual([0, 4]); // 2 followers on the road, 2 each
    expect(standing(s, 1)).toBe(0);
    expect(marks(s)).toEqual([1]); // the mark stays, though Ben has left
    s = turn(s, -2, 0, 0);
    s = act(s, draw('roadside')); // occupy-road: Ben's thief joins Ann's road again
    s = finishTurn(act(act(s, target(spot(0, 0, 'W'))), PASS, 0));
    expect(standing(s, 1)).toBe(1);
    s = finishTurn(turn(s, 3, 0, 0)); // Ann closes the east end
    const from = eventLog.length;
    s = finishTurn(turn(s, -3, 0, 0)); // Ben closes the west end: L U U D U U L
    // 1 follower each, Ben's mark counted once more: Ben alone.
    expect(scoredSince(from, 'road')).toMatchObject([{ when: 'completed', tiles: 7, owners: [1], awarded: [0, 7] }]);
    expect(marks(s)).toEqual([]); // the completion scored the road: the mark is gone
  });

  test('while its holder is away the mark does not count, and the scoring still clears it', () => {
    let s = benMarksTheRoad(['U', 'U', 'U', 'U', 'L', 'L'], ['tie-road']);
    s = giveGifts(s, 1, ['cash-out']);
    s = act(s, open('cash-out', spot(0, 0, 'E')));
    expect(marks(s)).toEqual([1]);
    s = finishTurn(turn(s, -2, 0, 0));
    s = finishTurn(turn(s, 3, 0, 0));
    const from = eventLog.length;
    s = finishTurn(turn(s, -3, 0, 0));
    expect(scoredSince(from, 'road')).toMatchObject([{ when: 'completed', tiles: 7, owners: [0], awarded: [7, 0] }]);
    expect(marks(s)).toEqual([]);
  });

  test('a holder who cashes out and comes back through synod counts the mark again', () => {
    // Ann's monk on B at (0,1), Ben's beside it; U tiles around, the cloister stays unfinished.
    let s = withCards(newGame(['B', 'U', 'U', 'U', 'U', 'U'], 2, BOTH), { roadside: ['tie-cloister'] });
    s = finishTurn(turn(s, 0, 1, 0, 'C'));
    s = put(s, 1, spot(0, 1, 'C'));
    s = turn(s, 1, 1, 90);
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(s, target(spot(0, 1, 'C'))), PASS, 0));
    expect(marks(s)).toEqual([1]);
    s = finishTurn(turn(s, -1, 0, 0)); // Ann
    s = giveGifts(s, 1, ['cash-out']);
    s = act(s, open('cash-out', spot(0, 1, 'C')));
    expect(s.scores).toEqual([0, 4]);
    expect(marks(s)).toEqual([1]);
    s = finishTurn(turn(s, 1, 2, 90)); // Ben
    s = finishTurn(turn(s, -2, 0, 0)); // Ann
    s = giveGifts(s, 1, ['synod']);
    s = act(s, open('synod', spot(0, 1, 'C'))); // Ben's monk returns
    expect(standing(s, 1)).toBe(1);
    const from = eventLog.length;
    s = finishTurn(turn(s, 1, 3, 90)); // the last tile: game end
    expect(s.finished).toBe(true);
    // Neighbours D, U(1,1), U(-1,0), U(1,2): 1 + 4 = 5, for Ben alone (1 monk + the mark against 1).
    expect(scoredSince(from, 'cloister')).toMatchObject([{ when: 'final', owners: [1], awarded: [0, 5] }]);
    expect(marks(s)).toEqual([]);
  });

  test("another player's cash-out leaves the marks on that feature", () => {
    // Three players tied 1-1-1 on the road; Ben marks it; Cid cashes his thief out.
    let s = withCards(newGame(['U', 'U', 'U', 'L', 'L'], 3, BOTH), { roadside: ['tie-road'] });
    for (let p = 0; p < 3; p++) s = put(s, p, spot(0, 0, 'E'));
    s = finishTurn(turn(s, 1, 0, 0)); // Ann
    s = turn(s, -1, 0, 0); // Ben
    s = act(s, draw('roadside'));
    s = finishTurn(act(act(act(s, target(spot(0, 0, 'E'))), PASS, 2), PASS, 0));
    expect(marks(s)).toEqual([1]);
    s = giveGifts(s, 2, ['cash-out']);
    s = act(s, open('cash-out', spot(0, 0, 'E')));
    expect(s.scores).toEqual([0, 0, 6]); // 3 followers, 2 each
    expect(marks(s)).toEqual([1]);
    s = finishTurn(turn(s, 2, 0, 0)); // Cid
    s = finishTurn(turn(s, 3, 0, 0)); // Ann closes the east end
    const from = eventLog.length;
    s = finishTurn(turn(s, -2, 0, 0)); // Ben closes the west end: L U D U U L
    // Ann 1, Ben 1 + his mark: Ben alone (without the mark they would share).
    expect(scoredSince(from, 'road')).toMatchObject([{ when: 'completed', tiles: 6, owners: [1], awarded: [0, 6, 0] }]);
    expect(marks(s)).toEqual([]);
  });

  test('road-sweeper scores the road (a gift, like cash-out, but paid for its size): the mark counts and goes', () => {
    let s = benMarksTheRoad(['U', 'U', 'U', 'U', 'L', 'L'], ['tie-road']);
    s = finishTurn(turn(s, -2, 0, 0)); // Ben
    s = giveGifts(s, 0, ['road-sweeper']);
    const from = eventLog.length;
    s = act(s, open('road-sweeper', spot(0, 0, 'E')));
    // U U D U U: 5 tiles, 1 each as at game end, Ben alone with his mark.
    expect(scoredSince(from, 'road')).toMatchObject([{ when: 'gift', tiles: 5, owners: [1], awarded: [0, 5] }]);
    expect(marks(s)).toEqual([]);
    expect(standing(s, 0) + standing(s, 1)).toBe(0);
  });
});
