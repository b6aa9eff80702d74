/**
 * The Gifts: scenario tests with explicit tile lists and scripted actions. Board sketch of
 * the start tile D at (0,0): city N, road W-E, a north field strip (EL WR) and a south field.
 * Hand-computed results are in the comments next to the assertions.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, replay, toRecord, view, viewEvents } from '../../index.js';
import type { Action, GameEvent, GameState, RuleError } from '../../index.js';
import { setExt } from '../../kit.js';
import { giveGifts } from './test/with-gifts.js';
import { Stream } from '../../random.js';
import { unshuffledOrder } from '../cards/index.js';
import { DECISION_OPEN, DECISION_TAKE2, GIFT_KINDS } from './index.js';
import type { GiftKind, GiftsSlice } from './index.js';

const ORDER = unshuffledOrder(GIFT_KINDS, 5);

function deckOf(seed: string): string[] {
  return Stream.fromSeed(seed, 'gifts').shuffle(ORDER.slice());
}

function start(tiles: string[], players = ['Ann', 'Ben'], seed = 'gifts-test'): GameState {
  const g = createGame({ players, seed, expansions: ['gifts'], tiles });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function fail(s: GameState, a: unknown): RuleError {
  const before = JSON.stringify(toRecord(s)) + JSON.stringify(s.ext) + JSON.stringify(s.scores) + JSON.stringify(s.supply);
  const r = apply(s, a);
  if (r.ok) throw new Error(`${JSON.stringify(a)} should fail`);
  // The input state is never modified.
  expect(JSON.stringify(toRecord(s)) + JSON.stringify(s.ext) + JSON.stringify(s.scores) + JSON.stringify(s.supply)).toBe(before);
  return r.error;
}

/** One whole turn: place (x, y, rot), then a follower at `meeple` or pass. Collects the events. */
function turn(s: GameState, x: number, y: number, rot: 0 | 90 | 180 | 270, meeple?: string): { state: GameState; events: GameEvent[] } {
  const a = act(s, { type: 'place', x, y, rot });
  const b = act(a.state, meeple ? ({ type: 'meeple', at: meeple } as Action) : { type: 'pass' });
  return { state: b.state, events: [...a.events, ...b.events] };
}

const gifts = (s: GameState) => s.ext.gifts as GiftsSlice;
const hand = (s: GameState, p: number) => gifts(s).cards.hands[p]!;
const open = (card: GiftKind, spot?: { x: number; y: number; at: string }, to?: string): Action =>
  ({ type: 'ext', expansion: 'gifts', kind: 'open', card, ...(spot ? { spot } : {}), ...(to ? { to } : {}) }) as Action;
const keep = (tile: string): Action => ({ type: 'ext', expansion: 'gifts', kind: 'choose-tile', card: tile });

function followersOf(s: GameState) {
  return view(s, null).followers.map((f) => `${f.player}@${f.spot.x},${f.spot.y},${f.spot.at}:${f.feature}`);
}

function extEvents(events: GameEvent[], kind: string) {
  return events.filter((e) => e.type === 'ext' && e.expansion === 'gifts' && e.kind === kind);
}

describe('setup', () => {
  it('shuffles the 25 gifts (5 of each kind, unshuffled order synod, road-sweeper, change-position, cash-out, take-2) with the gifts stream', () => {
    const s = start(['U']);
    expect(gifts(s).cards.deck).toEqual(deckOf('gifts-test'));
    expect(gifts(s).cards.deck).toHaveLength(25);
    for (const k of GIFT_KINDS) expect(gifts(s).cards.deck.filter((c) => c === k)).toHaveLength(5);
    expect(gifts(s).cards.hands).toEqual([[], []]);
  });
});

describe('receiving a gift', () => {
  it('extending a road owned by another player gives the placer the top gift, drawn at gifts-earned', () => {
    let s = start(['U', 'U', 'U']);
    // Ann extends the (empty) start road east and takes it: no followers at placement, no gift.
    s = turn(s, 1, 0, 0, 'E').state;
    expect(hand(s, 0)).toEqual([]);
    // Ben extends Ann's road west: owned by Ann, not by Ben -> Ben receives deck[0].
    const t = turn(s, -1, 0, 0);
    s = t.state;
    const top = deckOf('gifts-test')[0]!;
    expect(hand(s, 1)).toEqual([top]);
    expect(gifts(s).cards.deck).toEqual(deckOf('gifts-test').slice(1));
    const drawn = extEvents(t.events, 'cardDrawn');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ player: 1, secretTo: [1], data: { deck: 'gifts', card: top, handSize: 1 } });
    // Ann holds nothing: her turn goes straight to the placement.
    expect(s.pending?.kind).toBe('place');
  });

  it('no gift when the placer shares the majority of the road (rule: owned by someone else and not by the placer)', () => {
    let s = start(['U', 'U', 'V', 'V', 'U']);
    s = turn(s, 1, 0, 0, 'E').state; // Ann: road D-U(1,0), Ann 1
    s = turn(s, 1, 1, 0, 'E').state; // Ben: separate road on U(1,1), Ben 1; new road was empty: no gift
    expect(hand(s, 1)).toEqual([]);
    s = turn(s, 2, 0, 0).state; // Ann extends her own road (curve down): no gift
    expect(hand(s, 0)).toEqual([]);
    // Ben joins both roads: Ann 1, Ben 1 -> Ben shares the majority -> no gift.
    const t = turn(s, 2, 1, 90);
    s = t.state;
    expect(hand(s, 1)).toEqual([]);
    expect(extEvents(t.events, 'cardDrawn')).toHaveLength(0);
    expect(gifts(s).cards.deck).toHaveLength(25);
    // The road really holds both followers.
    expect(followersOf(s).sort()).toEqual(['0@1,0,E:road', '1@1,1,E:road']);
  });

  it('at most one gift per placement, even when the tile extends two roads owned by another player', () => {
    let s = start(['U', 'U', 'U', 'U', 'W']);
    s = turn(s, 1, 0, 0).state; // Ann
    s = turn(s, 1, 1, 0, 'W').state; // Ben: road on U(1,1)
    s = turn(s, -1, 0, 0).state; // Ann
    s = turn(s, -1, 1, 0, 'E').state; // Ben: road on U(-1,1)
    expect(hand(s, 1)).toEqual([]);
    // Ann's junction W at (0,1) extends both of Ben's roads (E and W arms): one gift only.
    s = turn(s, 0, 1, 0).state;
    expect(hand(s, 0)).toEqual([deckOf('gifts-test')[0]]);
    expect(gifts(s).cards.deck).toHaveLength(24);
  });

  it('GI-2: ownership is judged right after the placement, before the scoring: completing the road still earns the gift', () => {
    let s = start(['W', 'U', 'W', 'U']);
    s = turn(s, 1, 0, 0).state; // Ann: junction W east of D ends the road there
    s = turn(s, -1, 0, 0, 'E').state; // Ben: road W(1,0)-D-U(-1,0), Ben 1
    // Ann closes it with another junction: 4 tiles, completed -> Ben scores 4, follower home.
    const t = turn(s, -2, 0, 0);
    s = t.state;
    expect(s.scores).toEqual([0, 4]);
    expect(s.supply).toEqual([7, 7]);
    expect(hand(s, 0)).toEqual([deckOf('gifts-test')[0]]);
    // X-3 order: the completed road is scored, then the earned gift is drawn.
    const iScore = t.events.findIndex((e) => e.type === 'scored');
    const iGift = t.events.findIndex((e) => e.type === 'ext' && e.kind === 'cardDrawn');
    expect(iScore).toBeGreaterThanOrEqual(0);
    expect(iGift).toBeGreaterThan(iScore);
  });

  it('GI-2: a festival return after the placement does not change the judgement', () => {
    const g = createGame({ players: ['Ann', 'Ben'], seed: 'gifts-test', expansions: ['gifts', 'festival'], tiles: ['U', 'U', 'V', 'FE6', 'U'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    s = turn(s, 1, 0, 0, 'E').state; // Ann: road D-U(1,0)
    s = turn(s, 1, 1, 0, 'E').state; // Ben: road on U(1,1)
    s = turn(s, 2, 0, 0).state; // Ann: V, her own road turns south
    // Ben's festival tile FE6 (turned 180: road N-W) joins both roads: Ann 1, Ben 1 -> shared, no gift...
    s = act(s, { type: 'place', x: 2, y: 1, rot: 180 }).state;
    // ...and returning his own follower afterwards (Ann then owns it alone) changes nothing.
    s = act(s, { type: 'ext', expansion: 'festival', kind: 'return', spot: { x: 1, y: 1, at: 'E' } }).state;
    expect(followersOf(s)).toEqual(['0@1,0,E:road']);
    expect(hand(s, 1)).toEqual([]);
    expect(gifts(s).cards.deck).toHaveLength(25);
  });

  it('a city counts like a road: extending another player\'s city earns a gift', () => {
    let s = start(['F', 'F', 'U']);
    // F turned 90: city N-S through the middle; north of D it extends D's city.
    s = turn(s, 0, -1, 90, 'S').state; // Ann's knight on the open city D-F
    s = turn(s, 0, -2, 90).state; // Ben extends Ann's city north
    expect(hand(s, 1)).toEqual([deckOf('gifts-test')[0]]);
  });

  it('empty deck: the discard pile, in discard order, is shuffled by the gifts stream into a new deck', () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state;
    const pile = ['cash-out', 'synod', 'take-2', 'synod'];
    s = setExt(s, 'gifts', { ...gifts(s), cards: { deck: [], discard: pile, hands: [[], []] } });
    const expected = Stream.fromState(s.rng.gifts!).shuffle(pile.slice());
    const t = turn(s, -1, 0, 0);
    expect(hand(t.state, 1)).toEqual([expected[0]]);
    expect(gifts(t.state).cards.deck).toEqual(expected.slice(1));
    expect(gifts(t.state).cards.discard).toEqual([]);
    expect(extEvents(t.events, 'reshuffled')).toHaveLength(1);
  });

  it('nothing to draw (every gift unopened in a hand): no gift', () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state;
    s = setExt(s, 'gifts', { ...gifts(s), cards: { deck: [], discard: [], hands: [[...ORDER], []] } });
    const t = turn(s, -1, 0, 0);
    expect(hand(t.state, 1)).toEqual([]);
    expect(extEvents(t.events, 'noGift')).toHaveLength(1);
    expect(extEvents(t.events, 'cardDrawn')).toHaveLength(0);
  });
});

describe('opening a gift', () => {
  it('after drawing and before placing, at most one gift per turn; the gift goes face up onto the discard pile', () => {
    let s = start(['U', 'U']);
    s = giveGifts(s, 0, ['take-2', 'road-sweeper']);
    expect(s.pending).toMatchObject({ player: 0, kind: DECISION_OPEN, tile: 'U' });
    const acts = legalActions(s);
    expect(acts).toContainEqual({ type: 'pass' });
    // No road holds a follower: road-sweeper can only be wasted.
    expect(acts).toContainEqual(open('road-sweeper'));
    s = act(s, open('road-sweeper')).state;
    expect(hand(s, 0)).toEqual(['take-2']);
    expect(gifts(s).cards.discard).toEqual(['road-sweeper']);
    // One per turn: the game now waits for the placement.
    expect(s.pending?.kind).toBe('place');
    expect(fail(s, open('take-2')).code).toBe('wrong-decision');
    s = turn(s, 1, 0, 0).state;
    expect(toRecord(s).moves[0]).toEqual({ tile: 'U', x: 1, y: 0, rot: 0, gift: { card: 'road-sweeper' } });
  });

  it('passing keeps the gift and writes no gift key', () => {
    let s = start(['U', 'U']);
    s = giveGifts(s, 0, ['synod']);
    s = act(s, { type: 'pass' }).state;
    s = turn(s, 1, 0, 0).state;
    expect(hand(s, 0)).toEqual(['synod']);
    expect(toRecord(s).moves[0]).toEqual({ tile: 'U', x: 1, y: 0, rot: 0 });
  });

  it('synod: a follower from the supply onto an unfinished cloister that another player occupies', () => {
    let s = start(['B', 'U', 'U']);
    s = turn(s, 0, 1, 0, 'C').state; // Ann's monk on the cloister below D
    s = giveGifts(s, 1, ['synod']);
    expect(legalActions(s)).toContainEqual(open('synod', { x: 0, y: 1, at: 'C' }));
    s = act(s, open('synod', { x: 0, y: 1, at: 'C' })).state;
    expect(s.supply).toEqual([6, 6]);
    expect(followersOf(s).sort()).toEqual(['0@0,1,C:cloister', '1@0,1,C:cloister']);
    s = turn(s, 1, 0, 0).state;
    expect(toRecord(s).moves[1]!.gift).toEqual({ card: 'synod', spot: { x: 0, y: 1, at: 'C' } });
  });

  it('synod without any cloister on the board can only be wasted', () => {
    let s = start(['U', 'U']);
    s = giveGifts(s, 0, ['synod']);
    expect(legalActions(s)).toEqual([{ type: 'pass' }, open('synod')]);
    const r = act(s, open('synod'));
    expect(r.state.supply).toEqual([7, 7]);
    expect(extEvents(r.events, 'opened')[0]).toMatchObject({ data: { card: 'synod', wasted: true } });
  });

  it('road-sweeper on a road with two owners: both score 1 per tile, all followers go home', () => {
    let s = start(['U', 'U', 'V', 'V', 'U']);
    s = turn(s, 1, 0, 0, 'E').state;
    s = turn(s, 1, 1, 0, 'E').state;
    s = turn(s, 2, 0, 0).state;
    s = turn(s, 2, 1, 90).state; // road D, U(1,0), V(2,0), V(2,1), U(1,1): 5 tiles, Ann 1, Ben 1
    s = giveGifts(s, 0, ['road-sweeper']);
    // Only the one occupied road is a target.
    expect(legalActions(s).filter((a) => a.type === 'ext')).toEqual([open('road-sweeper', { x: 1, y: 0, at: 'E' })]);
    const r = act(s, open('road-sweeper', { x: 2, y: 1, at: 'W' }));
    expect(r.state.scores).toEqual([5, 5]);
    expect(r.state.supply).toEqual([7, 7]);
    const scored = r.events.find((e) => e.type === 'scored');
    expect(scored).toMatchObject({ explanation: { feature: 'road', when: 'gift', tiles: 5, owners: [0, 1], points: 5 } });
    // The road stays unfinished on the board.
    expect(r.state.board.tileCount).toBe(s.board.tileCount);
  });

  it('cash-out counts every follower on the feature, the returning one included (3 x 2 = 6)', () => {
    let s = start(['B', 'U', 'U', 'U'], ['Ann', 'Ben', 'Cy']);
    s = turn(s, 0, 1, 0, 'C').state; // Ann's monk
    s = giveGifts(s, 1, ['synod']);
    s = act(s, open('synod', { x: 0, y: 1, at: 'C' })).state;
    s = turn(s, 1, 0, 0).state; // Ben
    s = giveGifts(s, 2, ['synod']);
    s = act(s, open('synod', { x: 0, y: 1, at: 'C' })).state;
    s = turn(s, -1, 0, 0).state; // Cy
    s = giveGifts(s, 0, ['cash-out']);
    expect(legalActions(s)).toContainEqual(open('cash-out', { x: 0, y: 1, at: 'C' }));
    const r = act(s, open('cash-out', { x: 0, y: 1, at: 'C' }));
    expect(r.state.scores).toEqual([6, 0, 0]);
    expect(r.state.supply).toEqual([7, 6, 6]);
    expect(followersOf(r.state).sort()).toEqual(['1@0,1,C:cloister', '2@0,1,C:cloister']);
  });

  it('cash-out of a farmer counts the other farmers of the whole field', () => {
    let s = start(['U', 'U', 'U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state; // Ann's thief
    s = turn(s, -1, 0, 0, 'NL').state; // Ben's farmer on the north field (reaches U(1,0) via D)
    s = giveGifts(s, 0, ['change-position', 'cash-out']);
    s = act(s, open('change-position', { x: 1, y: 0, at: 'E' }, 'NR')).state; // GI-1: lies down beside Ben's farmer
    s = turn(s, 2, 0, 0).state;
    if (s.pending?.kind === DECISION_OPEN) s = act(s, { type: 'pass' }).state; // Ben's gift (earned in his turn 1)
    s = turn(s, -2, 0, 0).state;
    const r = act(s, open('cash-out', { x: 1, y: 0, at: 'EL' }));
    // Two farmers on the field -> 2 x 2 = 4 for Ann; Ben's farmer stays.
    expect(r.state.scores).toEqual([4, 0]);
    expect(followersOf(r.state)).toEqual(['1@-1,0,NL:field']);
  });

  it('GI-1: change-position onto an occupied field', () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state; // Ann's thief on U(1,0)
    s = turn(s, -1, 0, 0, 'NL').state; // Ben's farmer on the north field, which reaches U(1,0)
    s = giveGifts(s, 0, ['change-position']);
    const acts = legalActions(s).filter((a) => a.type === 'ext');
    // The thief may lie down in either field of its tile.
    expect(acts).toHaveLength(2);
    s = act(s, open('change-position', { x: 1, y: 0, at: 'E' }, 'NL')).state;
    expect(followersOf(s).sort()).toEqual(['0@1,0,NL:field', '1@-1,0,NL:field']);
    expect(s.supply).toEqual([6, 6]);
    s = turn(s, 2, 0, 0).state;
    expect(toRecord(s).moves[2]!.gift).toEqual({ card: 'change-position', spot: { x: 1, y: 0, at: 'E' }, to: 'NL' });
  });

  it("cash-out and change-position name the follower's own tile; another tile of its road names only the road", () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state; // Ann's thief on U(1,0), on the road through D
    s = turn(s, -1, 0, 0).state;
    s = giveGifts(s, 0, ['change-position', 'cash-out']);
    expect(fail(s, open('cash-out', { x: 0, y: 0, at: 'E' }))).toMatchObject({ code: 'illegal-action', rule: 'cash-out', message: expect.stringMatching(/stands at \(1,0\) E, not at \(0,0\) E/) });
    expect(fail(s, open('change-position', { x: 0, y: 0, at: 'W' }, 'NL'))).toMatchObject({ code: 'illegal-action', rule: 'change-position' });
    expect(legalActions(s)).toContainEqual(open('cash-out', { x: 1, y: 0, at: 'E' }));
  });

  it('GI-1: a farmer may stand up on an occupied road of its tile', () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'SL').state; // Ann's farmer on U(1,0)'s south field
    s = turn(s, -1, 0, 0, 'E').state; // Ben's thief on the road through D and U(1,0)
    s = giveGifts(s, 0, ['change-position']);
    s = act(s, open('change-position', { x: 1, y: 0, at: 'SL' }, 'W')).state;
    expect(followersOf(s).sort()).toEqual(['0@1,0,W:road', '1@-1,0,E:road']);
  });

  it('GI-3: a road target must be unfinished; moving between two standing features is not allowed', () => {
    let s = start(['W', 'U', 'W', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'NL').state; // Ann: junction W(1,0), farmer on its north field
    s = turn(s, -1, 0, 0, 'E').state; // Ben's thief
    s = turn(s, -2, 0, 0).state; // Ann completes the road W(1,0)-D-U(-1,0)-W(-2,0)
    s = turn(s, -1, -1, 0).state; // Ben: U north of U(-1,0)
    s = giveGifts(s, 0, ['change-position']);
    const targets = legalActions(s).filter((a) => a.type === 'ext' && a.kind === 'open' && a.card === 'change-position');
    // The farmer may stand on the E or S arm of W(1,0) (open), not on the finished W arm.
    expect(targets.map((a) => (a as { to: string }).to).sort()).toEqual(['E', 'S']);
    const e = fail(s, open('change-position', { x: 1, y: 0, at: 'NL' }, 'W'));
    expect(e).toMatchObject({ code: 'illegal-action', rule: 'GI-3' });
    const f = fail(s, open('change-position', { x: 1, y: 0, at: 'NL' }, 'SR'));
    expect(f.code).toBe('illegal-action');
    s = act(s, open('change-position', { x: 1, y: 0, at: 'NL' }, 'S')).state;
    expect(followersOf(s)).toEqual(['0@1,0,S:road']);
  });
});

describe('change-position swaps posture only', () => {
  it('a standing follower may not move to another standing feature of its tile, open as it is; only lie down', () => {
    let s = start(['W', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state; // Ann's thief on the east arm of the junction W(1,0)
    s = turn(s, -1, 0, 0).state; // Ben
    s = giveGifts(s, 0, ['change-position']);
    const targets = legalActions(s).flatMap((a) => (a.type === 'ext' && a.kind === 'open' && a.card === 'change-position' ? [(a as { to: string }).to] : []));
    // Every target is a field of W(1,0): lying-down locations are a side plus L or R.
    expect(targets.length).toBeGreaterThan(0);
    for (const to of targets) expect(to).toMatch(/^[NESW][LR]$/);
    // The south and west arms are unfinished roads of the same tile: still no target.
    for (const to of ['S', 'W']) {
      const before = JSON.stringify(s);
      expect(fail(s, open('change-position', { x: 1, y: 0, at: 'E' }, to)).code).toBe('illegal-action');
      expect(JSON.stringify(s)).toBe(before);
    }
    s = act(s, open('change-position', { x: 1, y: 0, at: 'E' }, targets[0])).state;
    expect(followersOf(s)).toEqual([`0@1,0,${targets[0]}:field`]);
  });
});

describe('GI-3 for synod', () => {
  it('a finished cloister is no synod target', () => {
    // B at (0,1) surrounded by U, U (road row) and five E tiles with their cities outward.
    let s = start(['B', 'U', 'U', 'E', 'E', 'E', 'E', 'E', 'U']);
    s = turn(s, 0, 1, 0, 'C').state; // Ann's monk
    s = turn(s, 1, 0, 0).state;
    s = turn(s, -1, 0, 0).state;
    s = turn(s, 1, 1, 90).state;
    s = turn(s, -1, 1, 270).state;
    s = turn(s, 0, 2, 180).state;
    s = turn(s, -1, 2, 180).state;
    const t = turn(s, 1, 2, 180); // the 8th neighbour: the cloister is complete, Ann scores 9
    s = t.state;
    expect(s.scores).toEqual([9, 0]);
    s = giveGifts(s, 0, ['synod']);
    expect(legalActions(s)).toEqual([{ type: 'pass' }, open('synod')]);
    expect(fail(s, open('synod', { x: 0, y: 1, at: 'C' }))).toMatchObject({ code: 'illegal-action', rule: 'GI-3' });
  });
});

describe('take-2', () => {
  it('draws a second tile (public), places the one kept and shuffles the other back at a position from the returns stream', () => {
    const tiles = ['U', 'V', 'E', 'D', 'K', 'W'];
    let s = start(tiles);
    s = giveGifts(s, 0, ['take-2']);
    const r = act(s, open('take-2'));
    s = r.state;
    expect(s.pending).toMatchObject({ player: 0, kind: DECISION_TAKE2 });
    expect(legalActions(s)).toEqual([keep('U'), keep('V')]);
    // Both drawn tiles are public.
    expect((view(s, 1).ext.gifts as { take2: string[] }).take2).toEqual(['U', 'V']);
    expect(extEvents(viewEvents(r.events, 1), 'take2')[0]).toMatchObject({ data: { tiles: ['U', 'V'] } });
    const k = act(s, keep('V'));
    s = k.state;
    // 4 tiles remain after both draws: position = below(5) from the returns stream.
    const pos = Stream.fromSeed('gifts-test', 'returns').below(5);
    const rest = ['E', 'D', 'K', 'W'];
    rest.splice(pos, 0, 'U');
    expect(s.stack.slice(s.stackPos)).toEqual(rest);
    expect(s.pending).toMatchObject({ kind: 'place', tile: 'V' });
    s = turn(s, 1, 0, 0).state;
    expect(toRecord(s).moves[0]).toEqual({ tile: 'V', x: 1, y: 0, rot: 0, gift: { card: 'take-2' } });
  });

  it('two identical tiles need no choice; an empty stack wastes the gift', () => {
    let s = start(['U', 'U', 'V']);
    s = giveGifts(s, 0, ['take-2']);
    s = act(s, open('take-2')).state;
    expect(s.pending).toMatchObject({ kind: 'place', tile: 'U' });
    const pos = Stream.fromSeed('gifts-test', 'returns').below(2);
    expect(s.stack.slice(s.stackPos)).toEqual(pos === 0 ? ['U', 'V'] : ['V', 'U']);

    let t = start(['U']);
    t = giveGifts(t, 0, ['take-2']);
    const w = act(t, open('take-2'));
    expect(w.state.pending).toMatchObject({ kind: 'place', tile: 'U' });
    expect(hand(w.state, 0)).toEqual([]);
    expect(extEvents(w.events, 'take2')[0]).toMatchObject({ data: { wasted: true } });
  });

  it('a second tile that fits nowhere is drawn but cannot be kept; it goes back into the stack (CG-19)', () => {
    let s = start(['E', 'U', 'C', 'V']);
    s = turn(s, 0, -1, 180).state; // Ann closes D's city with E: no open city edge is left
    s = giveGifts(s, 1, ['take-2']);
    expect(s.tile).toBe('U');
    const r = act(s, open('take-2'));
    // C (city on all four sides) fits nowhere: U is kept without a choice, C goes back.
    expect(extEvents(r.events, 'take2')[0]).toMatchObject({ data: { tiles: ['U', 'C'] } });
    expect(r.state.pending).toMatchObject({ kind: 'place', tile: 'U' });
    const pos = Stream.fromSeed('gifts-test', 'returns').below(2);
    expect(r.state.stack.slice(r.state.stackPos)).toEqual(pos === 0 ? ['C', 'V'] : ['V', 'C']);
  });
});

describe('game end', () => {
  it('2 points per unopened gift', () => {
    let s = start(['U']);
    s = giveGifts(s, 1, ['take-2']);
    s = giveGifts(s, 0, ['synod', 'cash-out']);
    s = act(s, { type: 'pass' }).state;
    const t = turn(s, 1, 0, 0);
    expect(t.state.finished).toBe(true);
    expect(t.state.scores).toEqual([4, 2]);
    expect(extEvents(t.events, 'unopened').map((e) => (e as { data: unknown }).data)).toEqual([
      { gifts: 2, points: 4 },
      { gifts: 1, points: 2 },
    ]);
  });
});

describe('hidden information', () => {
  it('a hand is seen by its owner only; others see hand sizes; nobody sees the deck order', () => {
    let s = start(['U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state;
    const t = turn(s, -1, 0, 0);
    s = t.state;
    const card = hand(s, 1)[0]!;
    const deck = gifts(s).cards.deck;
    for (const viewer of [0, 1, null]) {
      const v = view(s, viewer);
      expect(v.ext.gifts).toEqual({ deckSize: 24, discard: [], handSizes: [0, 1], take2: null });
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(deck));
      expect(JSON.stringify(v)).not.toContain('gifts-test');
    }
    expect(view(s, 1).own.gifts).toEqual({ hand: [card] });
    expect(view(s, 0).own.gifts).toEqual({ hand: [] });
    expect(view(s, null).own).toEqual({});
    const mine = viewEvents(t.events, 1).filter((e) => e.type === 'ext' && e.kind === 'cardDrawn');
    expect(mine[0]).toMatchObject({ data: { card } });
    for (const viewer of [0, null]) {
      const other = viewEvents(t.events, viewer).filter((e) => e.type === 'ext' && e.kind === 'cardDrawn');
      expect(other).toEqual([{ type: 'ext', expansion: 'gifts', kind: 'cardDrawn', player: 1, secretTo: [1], data: { deck: 'gifts', handSize: 1 } }]);
    }
  });

  it('legal actions listing the hand are shown to the deciding player only', () => {
    let s = start(['U', 'U']);
    s = giveGifts(s, 0, ['cash-out']);
    expect(view(s, 0).legalActions).not.toBeNull();
    expect(view(s, 1).legalActions).toBeNull();
    expect(JSON.stringify(view(s, 1))).not.toContain('cash-out');
  });
});

describe('bad input', () => {
  it('is refused with a typed error and leaves the state unchanged', () => {
    let s = start(['B', 'U', 'U']);
    s = turn(s, 0, 1, 0, 'C').state;
    s = giveGifts(s, 1, ['synod', 'change-position']);
    expect(fail(s, open('cash-out', { x: 0, y: 1, at: 'C' }))).toMatchObject({ code: 'illegal-action', rule: 'gift-not-held' });
    expect(fail(s, { type: 'ext', expansion: 'gifts', kind: 'open', card: 'nope' }).code).toBe('malformed-action');
    expect(fail(s, { type: 'ext', expansion: 'gifts', kind: 'open' }).code).toBe('malformed-action');
    expect(fail(s, open('synod', { x: 0, y: 0, at: 'E' })).code).toBe('illegal-action'); // a road, not a cloister
    expect(fail(s, open('synod', { x: 9, y: 9, at: 'C' })).code).toBe('illegal-action'); // no tile there
    expect(fail(s, open('synod')).code).toBe('illegal-action'); // a target exists: no wasting
    expect(fail(s, open('synod', { x: 0, y: 1, at: 'C' }, 'N')).code).toBe('malformed-action');
    expect(fail(s, open('change-position', { x: 0, y: 1, at: 'C' }, 'NL')).code).toBe('illegal-action'); // not Ben's follower
    expect(fail(s, keep('U')).code).toBe('wrong-decision');
    expect(fail(s, { ...open('synod', { x: 0, y: 1, at: 'C' }), x: 3 }).code).toBe('malformed-action');
    expect(fail(s, { type: 'ext', expansion: 'gifts', kind: 'open', card: 'change-position', to: 'NL' }).code).toBe('malformed-action');
    expect(fail(s, { type: 'ext', expansion: 'gifts', kind: 'open', card: 'synod', spot: { x: 0, y: 1 } }).code).toBe('malformed-action');
    expect(fail(s, { type: 'place', x: 1, y: 0, rot: 0 }).code).toBe('wrong-decision');
    expect(apply(s, { type: 'pass' }, 0).ok).toBe(false);
  });

  it('take-2 choice: only one of the two tiles, well formed', () => {
    let s = start(['U', 'V', 'E']);
    s = giveGifts(s, 0, ['take-2']);
    s = act(s, open('take-2')).state;
    expect(fail(s, keep('E')).code).toBe('illegal-action');
    expect(fail(s, { type: 'ext', expansion: 'gifts', kind: 'choose-tile' }).code).toBe('malformed-action');
    expect(fail(s, { ...keep('U'), data: 1 }).code).toBe('malformed-action');
    expect(fail(s, { type: 'pass' }).code).toBe('wrong-decision');
  });
});

/** A seed whose gift deck has `card` on top, found by the documented shuffle. */
function seedWithTop(card: GiftKind): string {
  for (let i = 0; ; i++) if (deckOf(`top-${i}`)[0] === card) return `top-${i}`;
}

describe('records', () => {
  it('a game with an earned take-2 replays to the same state; the move records the kept tile', () => {
    const seed = seedWithTop('take-2');
    let s = start(['U', 'U', 'V', 'E', 'K', 'W', 'U'], ['Ann', 'Ben'], seed);
    s = turn(s, 1, 0, 0, 'E').state; // Ann
    s = turn(s, -1, 0, 0).state; // Ben earns take-2
    expect(hand(s, 1)).toEqual(['take-2']);
    s = turn(s, 2, 0, 0).state; // Ann: V
    expect(s.pending?.kind).toBe(DECISION_OPEN);
    s = act(s, open('take-2')).state; // Ben drew E, second tile K
    expect(legalActions(s)).toEqual([keep('E'), keep('K')]);
    s = act(s, keep('K')).state;
    s = turn(s, 0, -1, 180).state; // K (C F R R) turned 180: its city faces D's city
    const rec = toRecord(s);
    const r = replay(JSON.parse(JSON.stringify(rec)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.ext).toEqual(s.ext);
    expect(r.value.state.stack).toEqual(s.stack);
    expect(r.value.state.scores).toEqual(s.scores);
    expect(rec.moves[3]).toMatchObject({ tile: 'K', gift: { card: 'take-2' } });
  });

  it('a record opening a gift the player does not hold, or a garbled gift key, fails with the move index', () => {
    let s = start(['U', 'U', 'U', 'U']);
    s = turn(s, 1, 0, 0, 'E').state;
    s = turn(s, -1, 0, 0).state;
    const rec = toRecord(s);
    expect(rec.moves).toHaveLength(2);
    s = turn(s, 2, 0, 0).state; // Ann
    const rec2 = toRecord(s);
    const held = hand(s, 1)[0]!;
    const other = GIFT_KINDS.find((k) => k !== held)!;
    const bad2 = { ...rec2, moves: [...rec2.moves, { tile: 'U', x: -2, y: 0, rot: 0, gift: { card: other } }] };
    const r2 = replay(bad2 as never);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error).toMatchObject({ moveIndex: 3, rule: 'gift-not-held' });
    const bad3 = { ...rec2, moves: [...rec2.moves, { tile: 'U', x: -2, y: 0, rot: 0, gift: { card: held, oops: 1 } }] };
    const r3 = replay(bad3 as never);
    expect(r3.ok).toBe(false);
    if (!r3.ok) expect(r3.error).toMatchObject({ moveIndex: 3, rule: 'record' });
  });
});
