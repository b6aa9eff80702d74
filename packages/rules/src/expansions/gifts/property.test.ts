/**
 * Property tests: random games with The Gifts on, alone and with every combination of the
 * other expansions this build has. Each choice is uniform over `legalActions`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, expansionModule, legalActions, replay, result, toRecord, view, viewEvents } from '../../index.js';
import type { ExpansionId, GameEvent, GameState } from '../../index.js';
import { followerPlayer } from '../../board.js';
import type { GiftsSlice } from './index.js';

const OTHERS = (['christmas-gift', 'festival', 'easter'] as const).filter((id) => expansionModule(id));
const COMBOS: ExpansionId[][] = [];
for (let mask = 0; mask < 1 << OTHERS.length; mask++) {
  COMBOS.push(['gifts', ...OTHERS.filter((_, i) => mask & (1 << i))]);
}

function rng(seed: number) {
  let x = seed | 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function onBoard(s: GameState): number[] {
  const out = new Array<number>(s.players.length).fill(0);
  for (let i = 0; i < s.board.meepleCount; i++) out[followerPlayer(s.board, i)]! += 1;
  return out;
}

function checkHidden(s: GameState, events: GameEvent[]): void {
  const g = s.ext.gifts as GiftsSlice;
  for (let p = 0; p < s.players.length; p++) {
    const v = view(s, p);
    expect(v.own.gifts).toEqual({ hand: g.cards.hands[p] });
    expect(v.ext.gifts).not.toHaveProperty('deck');
    expect(v.ext.gifts).not.toHaveProperty('hands');
    expect((v.ext.gifts as { handSizes: number[] }).handSizes).toEqual(g.cards.hands.map((h) => h.length));
    for (const e of viewEvents(events, p)) {
      if (e.type === 'ext' && e.expansion === 'gifts' && e.kind === 'cardDrawn' && e.player !== p) {
        expect(e.data).not.toHaveProperty('card');
      }
    }
  }
}

function play(seed: string, players: number, exps: ExpansionId[], pick: (n: number) => number) {
  const g = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed, expansions: exps });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  let steps = 0;
  let opened = 0;
  while (!s.finished) {
    expect(steps++).toBeLessThan(5000); // random play terminates
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const a = acts[pick(acts.length)]!;
    if (a.type === 'ext' && a.expansion === 'gifts' && a.kind === 'open') opened++;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    const next = r.value.state;
    const board = onBoard(next);
    next.supply.forEach((n, p) => expect(n + board[p]!).toBe(7));
    next.scores.forEach((v, p) => expect(v).toBeGreaterThanOrEqual(s.scores[p]!));
    if (steps % 7 === 0 || r.value.events.some((e) => e.type === 'ext' && e.kind === 'cardDrawn')) checkHidden(next, r.value.events);
    s = next;
  }
  return { s, opened };
}

describe('random games with gifts', () => {
  it('keep the invariants, terminate, and replay from their own record', () => {
    let opened = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 5 }), fc.nat(COMBOS.length - 1), (seed, players, combo) => {
        const exps = COMBOS[combo]!;
        const { s, opened: o } = play(`p${seed}`, players, exps, rng(seed));
        opened += o;
        const rec = JSON.parse(JSON.stringify(toRecord(s)));
        const r = replay(rec);
        if (!r.ok) throw new Error(`replay of ${exps.join('+')}: ${JSON.stringify(r.error)}`);
        expect(r.value.result).toEqual(result(s));
        expect(r.value.state.ext).toEqual(s.ext);
        expect(r.value.state.supply).toEqual(s.supply);
        expect(r.value.state.stack).toEqual(s.stack);
      }),
      { numRuns: 12 },
    );
    // The runs really exercised the gifts.
    expect(opened).toBeGreaterThan(0);
  }, 60_000);

  it('every combination of expansions with gifts plays to the end with gifts received and opened', () => {
    for (const [i, exps] of COMBOS.entries()) {
      const { s, opened } = play(`combo-${i}`, 3, exps, rng(1000 + i));
      expect(s.finished).toBe(true);
      const g = s.ext.gifts as GiftsSlice;
      const total = g.cards.deck.length + g.cards.discard.length + g.cards.hands.reduce((n, h) => n + h.length, 0);
      expect(total).toBe(25);
      expect(opened + g.cards.hands.reduce((n, h) => n + h.length, 0)).toBeGreaterThan(0);
    }
  }, 60_000);
});
