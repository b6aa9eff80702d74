import { describe, expect, it } from 'vitest';
import { createGame } from '../../all.js';
import { Stream } from '../../random.js';
import type { GameState } from '../../state.js';
import type { GameEvent } from '../../types.js';
import {
  addToHand,
  cardDrawnData,
  cardDrawnEvent,
  discardCard,
  discardFromHand,
  drawCard,
  drawSecondTile,
  fitsSomewhere,
  handSizes,
  holds,
  newCards,
  ownHand,
  publicCards,
  redactSecret,
  returnTileToStack,
  take2UsedThisTurn,
  takeTop,
  unshuffledOrder,
} from './index.js';
import type { Cards } from './index.js';

function game(seed = 'cards', tiles?: string[]): GameState {
  const g = createGame({ players: ['Ann', 'Ben', 'Cy'], seed, ...(tiles ? { tiles } : {}) });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const KINDS = ['a', 'b', 'c'];

describe('deck setup', () => {
  it('repeats each kind by its count before the next kind', () => {
    expect(unshuffledOrder(KINDS, 2)).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
    expect(unshuffledOrder([], 3)).toEqual([]);
  });

  it('shuffles the unshuffled order with the named stream (Fisher-Yates of record-format.md)', () => {
    const s = game('seed-7');
    const order = unshuffledOrder(KINDS, 3);
    const r = newCards(s, 'gifts', order, 3);
    expect(r.cards.deck).toEqual(Stream.fromSeed('seed-7', 'gifts').shuffle(order.slice()));
    expect(r.cards.discard).toEqual([]);
    expect(r.cards.hands).toEqual([[], [], []]);
    // The stream advanced in the new state only.
    expect(r.state.rng.gifts).toBeDefined();
    expect(s.rng.gifts).toBeUndefined();
    expect(order).toEqual(unshuffledOrder(KINDS, 3));
  });
});

describe('drawing and discarding', () => {
  const base: Cards = { deck: ['b', 'a'], discard: ['c'], hands: [['a'], [], []] };

  it('draws from the top into the hand, leaving the input untouched', () => {
    const s = game();
    const r = drawCard(s, 'gifts', base, 1, { reshuffle: true });
    expect(r.card).toBe('b');
    expect(r.reshuffled).toBe(false);
    expect(r.cards.deck).toEqual(['a']);
    expect(r.cards.hands).toEqual([['a'], ['b'], []]);
    expect(r.state).toBe(s);
    expect(base).toEqual({ deck: ['b', 'a'], discard: ['c'], hands: [['a'], [], []] });
  });

  it('refills an empty deck from the discard pile, in discard order, with the same stream', () => {
    const s0 = game('reshuffle');
    // Advance the stream once so the reshuffle must continue it, not restart it.
    const first = newCards(s0, 'gifts', ['x', 'y'], 3);
    const cards: Cards = { deck: [], discard: ['p', 'q', 'r', 's'], hands: [[], [], []] };
    const r = drawCard(first.state, 'gifts', cards, 2, { reshuffle: true });
    const expected = Stream.fromState(first.state.rng.gifts!).shuffle(['p', 'q', 'r', 's']);
    expect(r.reshuffled).toBe(true);
    expect(r.card).toBe(expected[0]);
    expect(r.cards.deck).toEqual(expected.slice(1));
    expect(r.cards.discard).toEqual([]);
    expect(r.cards.hands[2]).toEqual([expected[0]]);
  });

  it('without reshuffle (CG-6) or with nothing anywhere, nothing is drawn', () => {
    const s = game();
    const cards: Cards = { deck: [], discard: ['p'], hands: [[], [], []] };
    const r = drawCard(s, 'cloister', cards, 0, { reshuffle: false });
    expect(r.card).toBeNull();
    expect(r.cards).toBe(cards);
    const empty: Cards = { deck: [], discard: [], hands: [[], [], []] };
    const r2 = takeTop(s, 'gifts', empty, { reshuffle: true });
    expect(r2.card).toBeNull();
    expect(r2.state).toBe(s);
  });

  it('discards from a hand onto the top of the pile; a card not held is refused', () => {
    let c: Cards = { deck: [], discard: ['a'], hands: [['b', 'c', 'b'], [], []] };
    c = discardFromHand(c, 0, 'b')!;
    expect(c.hands[0]).toEqual(['c', 'b']);
    expect(c.discard).toEqual(['a', 'b']);
    expect(discardFromHand(c, 1, 'c')).toBeNull();
    expect(discardFromHand(c, 9, 'c')).toBeNull();
    expect(discardCard(c, 'z').discard).toEqual(['a', 'b', 'z']);
    expect(holds(c, 0, 'c')).toBe(true);
    expect(holds(c, 1, 'c')).toBe(false);
    expect(addToHand(c, 1, 'q').hands[1]).toEqual(['q']);
  });
});

describe('hidden information', () => {
  const cards: Cards = { deck: ['a', 'b', 'c'], discard: ['b'], hands: [['a', 'c'], [], ['b']] };

  it('the public view has sizes and the face-up pile, never the deck order', () => {
    const p = publicCards(cards);
    expect(p).toEqual({ deckSize: 3, discard: ['b'], handSizes: [2, 0, 1] });
    expect(JSON.stringify(p)).not.toContain('"a"');
    expect(handSizes(cards)).toEqual([2, 0, 1]);
    expect(ownHand(cards, 0)).toEqual(['a', 'c']);
    expect(ownHand(cards, 7)).toEqual([]);
  });

  it('a drawn card is visible to its owner only; others learn the deck and the hand size', () => {
    const e = cardDrawnEvent('gifts', 1, 'gifts', 'take-2', 3);
    expect(redactSecret(e, 1)).toEqual(e);
    for (const viewer of [0, 2, null]) {
      const r = redactSecret(e, viewer);
      expect(r).toEqual({ type: 'ext', expansion: 'gifts', kind: 'cardDrawn', player: 1, secretTo: [1], data: { deck: 'gifts', handSize: 3 } });
      expect(JSON.stringify(r)).not.toContain('take-2');
    }
    const pub: GameEvent = { type: 'ext', expansion: 'gifts', kind: 'opened', player: 0, data: { card: 'synod' } };
    expect(redactSecret(pub, 2)).toBe(pub);
    const base: GameEvent = { type: 'turnStarted', player: 0 };
    expect(redactSecret(base, 1)).toBe(base);
  });
});

describe('take-2 tiles', () => {
  it('draws the next tile and returns the other at a position from the returns stream', () => {
    const s = game('t2', ['U', 'V', 'E', 'D', 'K']);
    // createGame drew U for the first turn.
    expect(s.tile).toBe('U');
    const d = drawSecondTile(s);
    expect(d.tile).toBe('V');
    expect(d.state.stackPos).toBe(2);
    const back = returnTileToStack(d.state, 'U');
    const expectedPos = Stream.fromSeed('t2', 'returns').below(3 + 1);
    expect(back.position).toBe(expectedPos);
    const rest = ['E', 'D', 'K'];
    rest.splice(expectedPos, 0, 'U');
    expect(back.state.stack.slice(back.state.stackPos)).toEqual(rest);
    expect(s.stack).toEqual(['U', 'V', 'E', 'D', 'K']);
  });

  it('position 0 is the top; an empty stack gives no second tile', () => {
    const s = game('t2', ['U']);
    expect(drawSecondTile(s).tile).toBeNull();
    const back = returnTileToStack(s, 'V');
    // Nothing remains: below(1) is always 0, the tile becomes the top (and only) one.
    expect(back.position).toBe(0);
    expect(back.state.stack.slice(back.state.stackPos)).toEqual(['V']);
    expect(fitsSomewhere(s, 'V')).toBe(true);
    expect(fitsSomewhere(s, 'nope')).toBe(false);
  });

  it('knows whether a take-2 was used this turn by asking each module of the game (take2Used)', () => {
    for (const id of ['gifts', 'christmas-gift'] as const) {
      const g = createGame({ players: ['Ann', 'Ben'], seed: 'take2', expansions: [id] });
      if (!g.ok) throw new Error(g.error.message);
      const s = g.value;
      expect(take2UsedThisTurn(s)).toBe(false);
      const marked = { ...s, ext: { ...s.ext, [id]: { ...(s.ext[id] as object), take2Turn: s.turn } } };
      expect(take2UsedThisTurn(marked)).toBe(true);
      expect(take2UsedThisTurn({ ...marked, turn: s.turn + 1 })).toBe(false);
    }
    // A slice of a module that is not in the game is nobody's business: no slice is scanned.
    const s = game();
    expect(take2UsedThisTurn({ ...s, ext: { gifts: { take2Turn: s.turn } } })).toBe(false);
  });
});

describe('cardDrawnData (the typed reader clients use)', () => {
  it('reads a draw of the asked expansion, without the card for an outsider, and nothing else', () => {
    const e = cardDrawnEvent('christmas-gift', 1, 'roadside', 'score-road', 3);
    expect(cardDrawnData(e)).toEqual({ deck: 'roadside', card: 'score-road', handSize: 3 });
    expect(cardDrawnData(e, 'christmas-gift')).toEqual({ deck: 'roadside', card: 'score-road', handSize: 3 });
    expect(cardDrawnData(e, 'gifts')).toBeNull();
    expect(cardDrawnData(redactSecret(e, 0))).toEqual({ deck: 'roadside', handSize: 3 });
    const lightning: GameEvent = { ...e, data: { deck: 'cloister', card: 'synod', lightning: true } };
    expect(cardDrawnData(lightning)).toEqual({ deck: 'cloister', card: 'synod', lightning: true });
    expect(cardDrawnData({ type: 'ext', expansion: 'christmas-gift', kind: 'cardPlayed', player: 1 })).toBeNull();
    expect(cardDrawnData({ type: 'ext', expansion: 'gifts', kind: 'cardDrawn', player: 0, data: { deck: 7, lightning: 'yes' } })).toEqual({ deck: '' });
  });
});
