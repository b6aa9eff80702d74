/**
 * Cards that name followers name them exactly (record-format.md, Expansion keys): a recall
 * or swap spot is the tile where that follower stands, not another tile of its feature,
 * when the engine lists the plays and when it checks one. And CG-12: a follower on a
 * completed, laid-down feature cannot be recalled. The three cases an independent reader
 * of `carc simulate` records found (issue 12). Board frame as in cloister.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { apply, legalActions, toRecord } from '../../index.js';
import type { Action, GameState } from '../../index.js';
import { followers } from '../../kit.js';
import { act, draw, finishTurn, K, PASS, passTo, play, put, slice, spot, target, turn, newGame } from './test/helpers.js';
import { withCards } from './test/with-cards.js';
import type { CardId } from './cards.js';
import { cashOut, cashOutTargets, changePosition, changePositionTargets } from '../gifts/effects.js';

const at = (s: GameState, p: number) => followers(s).filter((f) => f.player === p).map((f) => f.spot);
const plays = (s: GameState, card: CardId) => legalActions(s).filter((a) => a.type === 'ext' && a.kind === 'play' && a.card === card);

/** Refused with `rule`, and the state it was tried on is left as it was. */
function refused(s: GameState, a: Action, rule: string, message?: RegExp): void {
  const before = JSON.stringify(s);
  const r = apply(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error).toMatchObject({ code: 'illegal-action', rule });
    if (message) expect(r.error.message).toMatch(message);
  }
  expect(JSON.stringify(s)).toBe(before);
}

/**
 * Ben's knight on the two-tile city of D (0,0) and N (0,-1), which stays open to the
 * east; Ann's knight on the city of E at (0,1). Ben to play, at his start window.
 */
function twoTileCity(card: CardId): GameState {
  let s = withCards(newGame(['N', 'E', 'U', 'U']), { hands: { 1: [card] } });
  s = finishTurn(turn(s, 0, -1, 180)); // Ann: N's city meets D's (S) and stays open (E)
  s = finishTurn(turn(s, 0, 1, 180)); // Ben: E's city faces south, alone
  s = put(put(s, 1, spot(0, 0, 'N')), 0, spot(0, 1, 'S'));
  s = finishTurn(turn(s, 1, 0, 0)); // Ann: U east of D
  return passTo(s, K('start'));
}

describe('swap: the spot is the tile where my follower stands', () => {
  test('a spot on another tile of the same city is refused; the listed spot is where the knight stands', () => {
    let s = twoTileCity('swap-city');
    expect(plays(s, 'swap-city')).toEqual([play('swap-city', { spot: spot(0, 0, 'N'), spot2: spot(0, 1, 'S'), player2: 0 })]);
    // (0,-1) is the city's other tile: it names the city, not Ben's knight.
    refused(s, play('swap-city', { spot: spot(0, -1, 'S'), spot2: spot(0, 1, 'S') }), 'follower-spot', /stands at \(0,0\) N, not at \(0,-1\) S/);
    refused(s, play('swap-city', { spot: spot(0, -1, 'E'), spot2: spot(0, 1, 'S'), player2: 0 }), 'follower-spot');
    // The opponent's spot is exact too: D's road holds no knight of Ann.
    refused(s, play('swap-city', { spot: spot(0, 0, 'N'), spot2: spot(0, 0, 'E') }), 'follower-spot');
    s = act(act(s, play('swap-city', { spot: spot(0, 0, 'N'), spot2: spot(0, 1, 'S') })), PASS, 0);
    expect(at(s, 1)).toEqual([spot(0, 1, 'S')]);
    expect(at(s, 0)).toEqual([spot(0, 0, 'N')]);
    s = finishTurn(turn(s, -1, 0, 0));
    expect(toRecord(s).moves[3]!.cards).toEqual([{ window: 'start', card: 'swap-city', spot: spot(0, 0, 'N'), spot2: spot(0, 1, 'S') }]);
  });
});

describe('recall: the spot is the tile where the follower stands', () => {
  test('a tile of the same city without the knight, a tile with only an opponent, another feature: refused', () => {
    let s = twoTileCity('recall');
    expect(plays(s, 'recall')).toEqual([play('recall', { spot: spot(0, 0, 'N') })]);
    refused(s, play('recall', { spot: spot(0, -1, 'S') }), 'follower-spot', /stands at \(0,0\) N/);
    refused(s, play('recall', { spot: spot(0, 1, 'S') }), 'follower-spot', /no follower of player 1 stands at \(0,1\) S/);
    refused(s, play('recall', { spot: spot(0, 0, 'E') }), 'follower-spot'); // D's road
    refused(s, play('recall', { spot: spot(5, 5, 'N') }), 'follower-spot', /no tile at/);
    s = act(s, play('recall', { spot: spot(0, 0, 'N') }));
    expect(at(s, 1)).toEqual([]);
    expect(s.supply[1]).toBe(7);
  });
});

describe('recall and CG-12', () => {
  test('a laid-down knight may be recalled while its city is open, not once the city is completed', () => {
    let s = withCards(newGame(['U', 'U', 'E', 'U', 'U']), { roadside: ['lay-city'], hands: { 0: ['recall'] } });
    s = put(s, 0, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0)); // Ann passes her Roadside draw
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(act(s, target(spot(0, 0, 'N'))), PASS, 0); // Ben lays D's city down; Ben's turn ends
    expect(s.pending).toMatchObject({ player: 0, kind: K('start') });
    // Laid down, not completed: CG-12 does not hold it yet.
    expect(plays(s, 'recall')).toEqual([play('recall', { spot: spot(0, 0, 'N') })]);
    s = turn(s, 0, -1, 180); // Ann closes D's city
    s = passTo(s, K('end')); // past the scoring: banked, the knight stays
    expect(slice(s).banked).toEqual([4, 0]);
    expect(at(s, 0)).toEqual([spot(0, 0, 'N')]);
    expect(plays(s, 'recall')).toEqual([]);
    refused(s, play('recall', { spot: spot(0, 0, 'N') }), 'CG-12', /completed, laid-down/);
    s = finishTurn(turn(finishTurn(s), 2, 0, 0)); // Ben
    s = passTo(s, K('start')); // Ann's last turn: still held
    expect(plays(s, 'recall')).toEqual([]);
    s = finishTurn(turn(s, -2, 0, 0));
    expect(s.finished).toBe(true);
    expect(at(s, 0)).toEqual([spot(0, 0, 'N')]);
    expect(s.supply[0]).toBe(6); // never came back
    expect(s.scores).toEqual([4, 0]); // the banked city, paid at game end
  });
});

describe('CG-12 holds against the other expansions too', () => {
  test('no festival return, cash-out or change-position takes a follower off a completed, laid-down city', () => {
    let s = withCards(newGame(['U', 'U', 'E', 'U', 'FE3'], 2, ['christmas-gift', 'festival', 'gifts']), { roadside: ['lay-city'] });
    s = put(s, 0, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0)); // Ann passes her Roadside draw
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(act(s, target(spot(0, 0, 'N'))), PASS, 0); // Ben lays D's city down
    s = finishTurn(turn(s, 0, -1, 180)); // Ann closes it: banked, the knight stays
    expect(slice(s).banked).toEqual([4, 0]);
    s = finishTurn(turn(s, 2, 0, 0)); // Ben
    // The gifts a follower would need (Ann holds none: asked of the effects directly).
    expect(cashOutTargets(s, 0)).toEqual([]);
    expect(changePositionTargets(s, 0)).toEqual([]);
    expect(cashOut(s, 0, spot(0, 0, 'N'))).toMatchObject({ ok: false, error: { code: 'illegal-action', rule: 'CG-12' } });
    expect(changePosition(s, 0, spot(0, 0, 'N'), 'EL')).toMatchObject({ ok: false, error: { code: 'illegal-action', rule: 'CG-12' } });
    // Ann places the festival tile: her only follower is held, so no return is offered.
    s = act(passTo(s, 'place'), { type: 'place', x: 3, y: 0, rot: 90 });
    expect(s.pending!.kind).toBe('meeple');
    expect(legalActions(s).filter((a) => a.type === 'ext')).toEqual([]);
    refused(s, { type: 'ext', expansion: 'festival', kind: 'return', spot: spot(0, 0, 'N') }, 'CG-12', /completed, laid-down/);
    s = finishTurn(act(s, PASS));
    expect(s.finished).toBe(true);
    expect(at(s, 0)).toEqual([spot(0, 0, 'N')]);
  });
});
