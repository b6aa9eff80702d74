/**
 * The declared keys of Christmas Gift's actions (actions.ts): a key a card does not take is
 * refused by name before any rule reads it. Regression: force, take-2, recall, plain-city
 * and pennant-city with an extra `spot2` on a square without a feature used to throw
 * ("Cannot read properties of undefined (reading 'filter')") from windows.ts.
 */
import { describe, expect, test } from 'vitest';
import { apply, createGame, legalActions, replay, Stream, toRecord } from '../../index.js';
import type { Action, GameState } from '../../index.js';
import { CARDS } from './cards.js';
import { PLAY_KEYS } from './actions.js';
import { act, ext, finishTurn, newGame, passTo, play, spot, turn } from './test/helpers.js';
import { withCards } from './test/with-cards.js';

const K = (k: string) => `christmas-gift/${k}`;
/** A square far from every tile: no feature there. */
const NOWHERE = spot(40, 40, 'N');

/** Apply `a` to a frozen copy of `s`: nothing may throw, nothing may change. */
function refusal(s: GameState, a: unknown): { code: string; message: string } {
  const before = structuredClone(s);
  const r = apply(s, a);
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
  return r.error;
}

/** The window's offered plays of `card`. */
function plays(s: GameState, card: string): Action[] {
  return legalActions(s).filter((a) => a.type === 'ext' && a.kind === 'play' && a.card === card);
}

function expectSpot2Refused(s: GameState, card: string): void {
  const offered = plays(s, card);
  expect(offered.length, `${card} offered`).toBeGreaterThan(0);
  for (const a of offered) {
    expect(refusal(s, { ...a, spot2: NOWHERE })).toEqual({ code: 'malformed-action', message: `play ${card} takes no key 'spot2'` });
    expect(refusal(s, { ...a, data: 'x'.repeat(3000) }).message).toBe(`play ${card} takes no key 'data'`);
  }
  // The offer itself is still accepted.
  expect(apply(s, offered[0]!).ok).toBe(true);
}

describe('Christmas Gift plays carry exactly their card keys', () => {
  test('every card with a play timing declares its keys, and no other card is played', () => {
    for (const [id, def] of Object.entries(CARDS)) {
      const played = def.timing === 'hand' || def.timing === 'start' || def.timing === 'score';
      expect(id in PLAY_KEYS, id).toBe(played);
    }
  });

  test('take-2, force and recall in the start window with an extra spot2 on an empty square', () => {
    let s = withCards(newGame(['U', 'U', 'E', 'U', 'U']), { hands: { 1: ['take-2', 'force', 'recall'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = finishTurn(turn(s, -1, 0, 0, 'W')); // Ben's thief: recall has a target
    s = turn(s, 0, -1, 180);
    s = passTo(s, K('start'));
    for (const card of ['take-2', 'force', 'recall']) expectSpot2Refused(s, card);
  });

  test('plain-city and pennant-city in the score window with an extra spot2 on an empty square', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 0: ['plain-city'] } });
    s = act(s, { type: 'place', x: 0, y: -1, rot: 180 });
    s = act(s, { type: 'meeple', at: 'S' });
    s = passTo(s, K('score'));
    expectSpot2Refused(s, 'plain-city');

    let p = withCards(newGame(['M', 'U', 'E']), { hands: { 0: ['pennant-city'] } });
    p = finishTurn(turn(p, 0, -1, 180, 'S')); // M: city with a pennant, Ann's knight
    p = finishTurn(turn(p, 1, 0, 0));
    p = turn(p, 1, -1, 270); // E closes the city
    p = passTo(p, K('score'));
    expectSpot2Refused(p, 'pennant-city');
  });

  test('missing, mistyped and foreign keys are named; the kind and the card must exist', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { hands: { 1: ['force', 'swap-road'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    expect(refusal(s, play('force', { x: 1 })).message).toBe("play force needs 'y'");
    expect(refusal(s, play('force', { x: 1, y: '2' })).message).toBe('play force: y must be an integer');
    expect(refusal(s, play('force', { x: 1, y: 2, spot: spot(0, 0, 'N') })).message).toBe("play force takes no key 'spot'");
    expect(refusal(s, play('swap-road', { spot: spot(0, 0, 'E') })).message).toBe("play swap-road needs 'spot2'");
    expect(refusal(s, play('protection')).message).toBe('play takes no card "protection"');
    expect(refusal(s, ext('play')).message).toBe('play needs card: a string');
    expect(refusal(s, ext('jump')).message).toBe('christmas-gift has no action kind "jump"');
    expect(refusal(s, ext('protect', { spot: spot(0, 0, 'N') })).message).toBe("protect takes no key 'spot'");
    expect(refusal(s, ext('draw', { cards: 'cloister' })).message).toBe('draw: cards must be a list of strings');
  });

  test("another expansion's action of the same kind name is not taken for Christmas Gift's (found by pnpm fuzz)", () => {
    let s = withCards(newGame(['U', 'A', 'B', 'E'], 2, ['christmas-gift', 'gifts']), { hands: { 1: ['take-2'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    s = act(s, play('take-2'));
    expect(s.pending?.kind).toBe(K('choose-tile'));
    const choice = legalActions(s)[0]!;
    expect(choice).toMatchObject({ expansion: 'christmas-gift', kind: 'choose-tile' });
    expect(refusal(s, { ...choice, expansion: 'gifts' }).code).toBe('wrong-decision');
    expect(apply(s, choice).ok).toBe(true);
  });

  test('a record entry is read through the same declarations: a key its card does not take fails the replay by name', () => {
    const { rec, move, index } = recordWithPlay();
    const entry = (rec.moves[move]!.cards as Record<string, unknown>[])[index]!;
    const card = entry.card as string;
    expect(replay(structuredClone(rec))).toMatchObject({ ok: true });
    const foreign: [string, unknown][] = [['data', 'x'], ['path', [[0, 0]]], ['__proto__', { spot2: NOWHERE }]];
    if (!card.startsWith('swap-')) foreign.push(['spot2', NOWHERE]);
    for (const [key, value] of foreign) {
      const bad = structuredClone(rec);
      // An own key, as JSON.parse makes it (even `__proto__`).
      Object.defineProperty((bad.moves[move]!.cards as Record<string, unknown>[])[index]!, key, { value, enumerable: true });
      expect(replay(bad)).toEqual({ ok: false, error: { moveIndex: move, rule: 'record', message: `play ${card} takes no key '${key}'` } });
    }
  });
});

/** A finished random game whose record holds a hand card played in a window, and where. */
function recordWithPlay(): { rec: ReturnType<typeof toRecord>; move: number; index: number } {
  for (let seed = 0; seed < 50; seed++) {
    const g = createGame({ players: ['Ann', 'Ben'], seed: `keys-${seed}`, expansions: ['christmas-gift'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const pick = Stream.fromSeed(String(seed), 'pick');
    while (!s.finished) {
      const acts = legalActions(s);
      // Prefer card plays so that one turns up early.
      const plays = acts.filter((a) => a.type === 'ext' && a.kind === 'play');
      s = act(s, plays.length ? plays[0]! : acts[pick.below(acts.length)]!);
    }
    const rec = toRecord(s);
    for (const [move, m] of rec.moves.entries()) {
      const cards = (m.cards ?? []) as Record<string, unknown>[];
      const index = cards.findIndex((e) => e.window !== 'draw');
      if (index >= 0) return { rec, move, index };
    }
  }
  throw new Error('no card was played in 50 games');
}
