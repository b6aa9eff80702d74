/**
 * Each record type has one field-by-field copier (spelled out so every copy shares one
 * hidden class). A field added to a record but not to its copier would be dropped
 * silently, so each copier here round-trips a fully populated record: every field of a
 * record the engine built, each holding a value of its own, must come back under the same
 * key, in the same order, as the very same value.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pendingDecision, Stream } from './index.js';
import type { ExpansionId, GameState } from './index.js';
import { cloneBoard, cloneState, withState } from './state.js';
import { emptyBoard } from './board.js';
import { cg, copyCg, copyTurn, freshTurn, patchCg } from './expansions/christmas-gift/slice.js';
import type { CardEntry, CGState } from './expansions/christmas-gift/slice.js';
import { copyEntry } from './expansions/christmas-gift/flow.js';
import { copySlice } from './expansions/gifts/index.js';
import { copyCards } from './expansions/cards/index.js';
import type { GiftsSlice } from './expansions/gifts/index.js';

const ALL: ExpansionId[] = ['christmas-gift', 'gifts', 'festival', 'easter'];

/** A game of every expansion played at random for `actions` decisions. */
function midGame(actions: number): GameState {
  const g = createGame({ players: ['a', 'b', 'c'], expansions: ALL, seed: 'copiers' });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Stream.fromSeed('copiers', 'policy');
  for (let i = 0; i < actions && pendingDecision(s); i++) {
    const acts = legalActions(s);
    const r = apply(s, acts[rng.below(acts.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

/** `rec` with every field replaced by an object of its own, so a copied field is told from a made-up one. */
function distinct<T extends object>(rec: T): T {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(rec)) out[k] = { field: k };
  return out as T;
}

function expectSameFields(copy: object, rec: object): void {
  expect(Object.keys(copy)).toEqual(Object.keys(rec));
  for (const k of Object.keys(rec)) expect((copy as Record<string, unknown>)[k], k).toBe((rec as Record<string, unknown>)[k]);
}

describe('one copier per record type, every field carried', () => {
  const s = midGame(200);

  it('cloneState copies every field of a game state', () => {
    expect(Object.keys(s).length).toBeGreaterThan(20);
    expectSameFields(cloneState(s), s);
    const full = distinct(s);
    expectSameFields(cloneState(full), full);
  });

  it('cloneBoard copies every field of a board, and placements and the empty board have its shape', () => {
    const full = distinct(s.board);
    expectSameFields(cloneBoard(full), full);
    expect(Object.keys(emptyBoard())).toEqual(Object.keys(s.board));
    expect(Object.keys(midGame(0).board)).toEqual(Object.keys(s.board));
  });

  it("copyCg and copyTurn copy every field of Christmas Gift's slice and turn record", () => {
    const c = cg(s);
    expect(Object.keys(c).length).toBeGreaterThan(10);
    const full = distinct(c);
    expectSameFields(copyCg(full), full);
    expect(Object.keys(c.turn)).toEqual(Object.keys(freshTurn()));
    const turn = distinct(freshTurn());
    expectSameFields(copyTurn(turn), turn);
  });

  it('patchCg replaces exactly the fields it is given and keeps every other', () => {
    const full = distinct(cg(s));
    const at = withState(s, { ext: { ...s.ext, 'christmas-gift': full } });
    for (const k of Object.keys(full) as (keyof CGState)[]) {
      const v = { patched: k };
      const got = cg(patchCg(at, { [k]: v } as Partial<CGState>));
      expect(Object.keys(got)).toEqual(Object.keys(full));
      for (const j of Object.keys(full) as (keyof CGState)[]) expect(got[j], `${k}: ${j}`).toBe(j === k ? v : full[j]);
    }
  });

  it('copySlice copies every field of the Gifts slice', () => {
    const g = s.ext.gifts as GiftsSlice;
    expect(Object.keys(g).length).toBeGreaterThan(3);
    const full = distinct(g);
    expectSameFields(copySlice(withState(s, { ext: { ...s.ext, gifts: full } })), full);
  });

  it('copyCards copies every field of a deck with its discard pile and hands', () => {
    const cards = (s.ext.gifts as GiftsSlice).cards;
    expect(Object.keys(cards).length).toBeGreaterThan(2);
    const full = distinct(cards);
    expectSameFields(copyCards(full), full);
  });

  it('copyEntry copies every key of a card entry that has them all, and no key an entry lacks', () => {
    // Required<>: a key added to CardEntry fails to compile here until this entry has it.
    const full: Required<CardEntry> = {
      window: 'draw',
      card: 'swap-city',
      spot: { x: 1, y: 2, at: 'N' },
      spot2: { x: 3, y: 4, at: 'S' },
      player2: 2,
      x: 5,
      y: 6,
      cancelledBy: 1,
    };
    expectSameFields(copyEntry(full), full);
    const bare: CardEntry = { window: 'start', card: 'swap-city' };
    expectSameFields(copyEntry(bare), bare);
  });
});
