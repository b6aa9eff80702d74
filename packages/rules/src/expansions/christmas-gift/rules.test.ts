/**
 * Protection outside the protected player's turn (CG-9, CG-16), the hand limit (CG-7),
 * empty decks (CG-6), lightning cards without a target (CG-5), end-game order (CG-8),
 * hidden information, and bad input (typed errors, state unchanged).
 */
import { describe, expect, test } from 'vitest';
import { apply, legalActions, toRecord, view, viewEvents } from '../../index.js';
import { followers } from '../../kit.js';
import { act, draw, ext, finishTurn, K, kind, lastEvents, newGame, PASS, passTo, play, put, slice, spot, target, turn } from './test/helpers.js';
import { withCards } from './test/with-cards.js';
import { handOf } from './slice.js';

describe('protection (CG-9, CG-16)', () => {
  test('Ann cancels Ben\'s occupy-road in Ben\'s turn; the attack card is discarded without effect', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['occupy-road'], hands: { 0: ['protection'] } });
    s = finishTurn(turn(s, 1, 0, 0, 'E'));
    expect(s.turnPlayer).toBe(1);
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    s = act(s, target(spot(0, 0, 'E')));
    expect(s.pending).toMatchObject({ player: 0, kind: K('protect') });
    expect(legalActions(s)).toEqual([ext('protect'), PASS]);
    s = act(s, ext('protect'), 0);
    expect(followers(s).filter((f) => f.player === 1)).toHaveLength(0);
    expect(s.supply[1]).toBe(7);
    expect(handOf(slice(s), 0)).toEqual([]);
    expect([slice(s).cloister.discard, slice(s).roadside.discard]).toEqual([['protection'], ['occupy-road']]);
    s = finishTurn(s);
    expect(toRecord(s).moves[1]).toMatchObject({
      draw: ['roadside'],
      cards: [{ window: 'draw', card: 'occupy-road', spot: spot(0, 0, 'E'), cancelledBy: 0 }],
    });
  });

  test('a swap cancelled by protection; a force cancelled leaves the next player free', () => {
    let s = withCards(newGame(['U', 'U', 'U']), { hands: { 0: ['protection', 'protection'], 1: ['swap-road', 'force'] } });
    s = put(s, 1, spot(0, 0, 'E'));
    s = finishTurn(turn(s, 0, 1, 0, 'E'));
    s = passTo(s, K('start'));
    s = act(act(s, play('swap-road', { spot: spot(0, 0, 'E'), spot2: spot(0, 1, 'E') })), ext('protect'), 0);
    expect(followers(s).find((f) => f.player === 1)!.spot).toEqual(spot(0, 0, 'E'));
    s = act(act(s, play('force', { x: 1, y: 0 })), ext('protect'), 0);
    expect(slice(s).force).toBeNull();
    expect(handOf(slice(s), 0)).toEqual([]);
  });
});

describe('protection at game end and take-2 across expansions', () => {
  test('a farm-tie cancelled at game end keeps the farm shared; final records cancelledBy', () => {
    let s = withCards(newGame(['E', 'U']), { hands: { 0: ['protection'], 1: ['farm-tie'] } });
    s = turn(s, 0, -1, 180, 'NL');
    s = put(s, 1, spot(0, -1, 'WL'));
    s = turn(s, 1, 0, 0);
    s = passTo(s, K('farm-tie'));
    s = act(s, ext('farm-tie', { spot: spot(0, -1, 'WR') }));
    s = act(s, ext('protect'), 0);
    expect(s.finished).toBe(true);
    expect(s.scores).toEqual([3, 3]);
    expect(toRecord(s).final).toEqual([{ player: 1, card: 'farm-tie', spot: spot(0, -1, 'WR'), cancelledBy: 0 }]);
  });

  test('X-2: no Christmas take-2 in a turn where another expansion already resolved a take-2', () => {
    let s = withCards(newGame(['U', 'A', 'B', 'E'], 2, ['christmas-gift', 'gifts']), { hands: { 1: ['take-2', 'recall'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    expect(legalActions(s)).toContainEqual(play('take-2'));
    const other = { ...s, ext: { ...s.ext, gifts: { ...(s.ext.gifts as object), take2Turn: s.turn } } };
    expect(legalActions(other)).not.toContainEqual(play('take-2'));
    const r = apply(other, play('take-2'));
    expect(!r.ok && r.error.code).toBe('illegal-action');
  });
});

describe('hand, decks and timing', () => {
  test('hand limit: at the end of the turn the owner discards down to 5, choosing which (CG-7)', () => {
    const five = ['recall', 'force', 'swap-road', 'swap-city', 'take-2'] as const;
    let s = withCards(newGame(['U', 'U', 'E']), { hands: { 1: [...five] }, roadside: ['swap-farm'] });
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside')); // a hand card: 6 cards now
    expect(handOf(slice(s), 1)).toHaveLength(6);
    s = passTo(s, K('discard'));
    expect(legalActions(s)).toHaveLength(6);
    s = act(s, ext('discard', { card: 'force' }));
    expect(handOf(slice(s), 1)).toEqual(['recall', 'take-2', 'swap-road', 'swap-city', 'swap-farm']);
    expect(slice(s).roadside.discard).toEqual(['force']);
    expect(kind(s)).toBe('place');
    expect(toRecord(s).moves[1]).toMatchObject({ draw: ['roadside'], discard: ['force'] });
  });

  test('an empty deck offers no draw and is not refilled from its discard pile (CG-6)', () => {
    let s = withCards(newGame(['B', 'U', 'U']), { emptyRoadside: true, cloister: ['score-3'] });
    s = turn(s, 0, 1, 0, 'C');
    s = turn(s, 1, 1, 90); // road tile next to Ann's cloister: only the Cloister deck has cards
    expect(legalActions(s)).toEqual([draw('cloister'), PASS]);
    s = act(s, draw('cloister'));
    s = withCards(s, { emptyCloister: true });
    expect(slice(s).cloister.discard).toEqual(['score-3']);
    s = turn(s, -1, 0, 0); // Ann: road tile; only her own cloister is near, the Roadside deck is empty
    expect(kind(s)).not.toBe(K('draw'));
  });

  test('a lightning card without a legal target is discarded (CG-5), recorded without target', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['lay-city'] });
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside')); // no city holds a follower
    expect(slice(s).roadside.discard).toEqual(['lay-city']);
    expect(lastEvents.some((e) => e.type === 'ext' && e.kind === 'cardDiscarded')).toBe(true);
    s = finishTurn(s);
    expect(toRecord(s).moves[1]!.cards).toEqual([{ window: 'draw', card: 'lay-city' }]);
  });

  test('lightning cards are not optional: no pass when a target exists (CG-19)', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['occupy-road'] });
    s = finishTurn(turn(s, 1, 0, 0, 'E'));
    s = act(turn(s, -1, 0, 0), draw('roadside'));
    expect(legalActions(s).some((a) => a.type === 'pass')).toBe(false);
    const r = apply(s, PASS);
    expect(r.ok).toBe(false);
  });

  test('end-game cards are applied in turn order from the first player (CG-8, CG-18)', () => {
    let s = withCards(newGame(['U'], 3), { hands: { 0: ['supply-bonus'], 1: ['supply-bonus', 'recall'], 2: ['supply-bonus'] } });
    s = put(s, 2, spot(0, 0, 'N'));
    s = finishTurn(turn(s, 1, 0, 0, 'E'));
    expect(s.finished).toBe(true);
    const bonus = lastEvents.filter((e) => e.type === 'ext' && e.kind === 'bonus').map((e) => [(e as { player?: number }).player, ((e as { data?: unknown }).data as { points: number }).points]);
    expect(bonus).toEqual([[0, 12], [1, 14], [2, 12]]);
    // road D+U: 2 for Ann; D's city: 1 for Cid
    expect(s.scores).toEqual([2 + 12, 14, 1 + 12]);
    const revealed = lastEvents.find((e) => e.type === 'ext' && e.kind === 'handsRevealed')!;
    expect(((revealed as { data?: unknown }).data as { hands: string[][] }).hands[1]).toEqual(['supply-bonus', 'recall']);
  });
});

describe('hidden information', () => {
  test('hands only to their owner, deck order never; drawn hand cards redacted for others', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['swap-road'], hands: { 0: ['protection'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = turn(s, -1, 0, 0);
    s = act(s, draw('roadside'));
    const events = lastEvents;
    const mine = view(s, 1);
    const theirs = view(s, 0);
    const spectator = view(s, null);
    expect(mine.own['christmas-gift']).toEqual({ hand: ['swap-road'] });
    expect(theirs.own['christmas-gift']).toEqual({ hand: ['protection'] });
    expect(spectator.own['christmas-gift']).toBeUndefined();
    for (const v of [mine, theirs, spectator]) {
      const pub = v.ext['christmas-gift'] as Record<string, unknown>;
      expect(pub.handSizes).toEqual([1, 1]);
      expect(pub.decks).toEqual({ cloister: 32, roadside: 31 });
      expect(JSON.stringify(pub)).not.toContain('swap-road');
    }
    expect(JSON.stringify(theirs)).not.toContain('swap-road');
    expect(JSON.stringify(spectator)).not.toContain('protection');
    expect(JSON.stringify(viewEvents(events, 1))).toContain('swap-road');
    expect(JSON.stringify(viewEvents(events, 0))).not.toContain('swap-road');
    expect(JSON.stringify(viewEvents(events, null))).not.toContain('swap-road');
  });
});

describe('bad input: typed errors, state unchanged', () => {
  test('card plays that are not legal', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { hands: { 1: ['recall', 'force'] } });
    s = finishTurn(turn(s, 1, 0, 0));
    s = passTo(s, K('start'));
    const before = structuredClone(s);
    const cases: [unknown, string][] = [
      [play('swap-road', { spot: spot(0, 0, 'E'), spot2: spot(1, 0, 'E') }), 'illegal-action'], // not in hand
      [play('recall', { spot: spot(0, 0, 'E') }), 'illegal-action'], // no follower of Ben there
      [play('force', { x: 9, y: 9 }), 'illegal-action'], // not next to the board
      [play('force', { x: 0, y: 0 }), 'illegal-action'], // taken square
      [play('nonsense' as never), 'malformed-action'],
      [ext('play', { card: 'force', x: 'a' }), 'malformed-action'],
      [ext('protect'), 'wrong-decision'],
      [{ type: 'meeple', at: 'N' }, 'wrong-decision'],
      [{ type: 'ext', expansion: 'christmas-gift', kind: 'play', card: 'force', x: 1, y: 1, bogus: 1 }, 'malformed-action'],
    ];
    for (const [a, code] of cases) {
      const r = apply(s, a, 1);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      if (!r.ok) expect(r.error.code, JSON.stringify(a)).toBe(code);
    }
    const wrongActor = apply(s, play('force', { x: -1, y: 0 }), 0);
    expect(!wrongActor.ok && wrongActor.error.code).toBe('not-your-turn');
    expect(s).toEqual(before);
  });

  test('a target that is not legal; discarding a card not held', () => {
    let s = withCards(newGame(['U', 'U', 'E']), { roadside: ['occupy-road'] });
    s = finishTurn(turn(s, 1, 0, 0, 'E'));
    s = act(turn(s, -1, 0, 0), draw('roadside'));
    const before = structuredClone(s);
    for (const sp of [spot(0, 0, 'N'), spot(7, 7, 'N'), spot(0, 0, 'C')]) {
      const r = apply(s, target(sp));
      expect(!r.ok && r.error.code).toBe('illegal-action');
    }
    expect(s).toEqual(before);
  });
});

describe('records', () => {
  test('a garbled card entry stops the replay at its move with a typed error, never a throw', async () => {
    const { createGame, Stream, replay: rp } = await import('../../index.js');
    const g = createGame({ players: ['A', 'B', 'C'], seed: 'rec', expansions: ['christmas-gift'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const pick = Stream.fromSeed('rec', 'p');
    while (!s.finished) {
      const acts = legalActions(s);
      s = act(s, acts[pick.below(acts.length)]!);
    }
    const rec = JSON.parse(JSON.stringify(toRecord(s)));
    expect(rp(rec).ok).toBe(true);
    const i = rec.moves.findIndex((m: { cards?: { window: string; spot?: unknown }[] }) => m.cards?.some((e) => e.window === 'draw' && e.spot));
    expect(i).toBeGreaterThanOrEqual(0);
    const e = rec.moves[i].cards.find((x: { window: string; spot?: unknown }) => x.window === 'draw' && x.spot);
    for (const bad of [{ ...e, card: 'score-3' }, { ...e, spot: { x: 99, y: 99, at: 'N' } }, { ...e, spot: 'N' }]) {
      const copy = JSON.parse(JSON.stringify(rec));
      copy.moves[i].cards[copy.moves[i].cards.findIndex((x: { window: string; spot?: unknown }) => x.window === 'draw' && x.spot)] = bad;
      const r = rp(copy);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.moveIndex).toBe(i);
    }
    // An entry no window asked for (a play appended after the turn's real ones, a discard
    // in a turn that kept its hand) is refused, not skipped.
    const j = rec.moves.findIndex((m: { discard?: unknown }) => m.discard === undefined);
    const extra = JSON.parse(JSON.stringify(rec));
    extra.moves[j].discard = ['force'];
    const r1 = rp(extra);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error).toMatchObject({ moveIndex: j, rule: 'record' });
    const more = JSON.parse(JSON.stringify(rec));
    more.moves[i].cards.push({ window: 'end', card: 'force', x: 0, y: 1 });
    const r2 = rp(more);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.moveIndex).toBe(i);
  });
});
