/**
 * Each record type has one field-by-field copier (spelled out so every copy shares one
 * hidden class). A field added to a record type but not to its copier would be dropped
 * silently, so each copier here round-trips a fully populated record: every field the
 * type declares, each holding a value of its own, must come back under the same key as the
 * very same value. The field lists are read from the declarations themselves (parsed with
 * the TypeScript compiler, no type checking), not from records the engine built: those
 * went through the copiers, so they would lack a dropped field too.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pendingDecision, Stream } from './index.js';
import type { ExpansionId, GameState } from './index.js';
import { cloneState, withState } from './state.js';
import { emptyBoard } from './board.js';
import { cg, copyCg, copyTurn, freshTurn, patchCg } from './expansions/christmas-gift/slice.js';
import type { CardEntry, CGState } from './expansions/christmas-gift/slice.js';
import { copyEntry } from './expansions/christmas-gift/flow.js';
import { copySlice } from './expansions/gifts/index.js';
import type { GiftsSlice } from './expansions/gifts/index.js';
import { copyCards } from './expansions/cards/index.js';

/** The property names interface `name` declares in `file` (relative to src/), in order. */
function declaredFields(file: string, name: string): string[] {
  const path = new URL(file, import.meta.url);
  const src = ts.createSourceFile(path.pathname, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  for (const st of src.statements) {
    if (!ts.isInterfaceDeclaration(st) || st.name.text !== name) continue;
    if (st.heritageClauses) throw new Error(`${name} extends another type: list its fields too`);
    return st.members.filter(ts.isPropertySignature).map((m) => (m.name as ts.Identifier).text);
  }
  throw new Error(`no interface ${name} in ${file}`);
}

/** A record with every field of `fields`, each holding an object of its own. */
function full<T>(fields: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const k of fields) out[k] = { field: k };
  return out as T;
}

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

/** `copy` has exactly the fields of `rec` (in any order), each the very same value. */
function expectSameFields(copy: object, rec: object): void {
  expect(Object.keys(copy).sort()).toEqual(Object.keys(rec).sort());
  for (const k of Object.keys(rec)) expect((copy as Record<string, unknown>)[k], k).toBe((rec as Record<string, unknown>)[k]);
}

describe('one copier per record type, every declared field carried', () => {
  // Played on first use, not while the file loads: a copier that drops a field the game
  // needs breaks the game, and that should fail tests, not the file's collection.
  let played: GameState | undefined;
  const game = (): GameState => (played ??= midGame(200));

  it('cloneState copies every field of GameState, and engine states have them all', () => {
    const fields = declaredFields('./state.ts', 'GameState');
    expect(fields.length).toBeGreaterThan(20);
    const rec = full<GameState>(fields);
    expectSameFields(cloneState(rec), rec);
    expect(Object.keys(game()).sort()).toEqual(fields.slice().sort());
  });

  it("boards are the core's nodes: placements keep the empty board's shape", () => {
    // Same keys in the same order: one hidden class for every board.
    expect(Object.keys(game().board)).toEqual(Object.keys(emptyBoard()));
  });

  it("copyCg and copyTurn copy every field of Christmas Gift's slice and turn record", () => {
    const cgFields = declaredFields('./expansions/christmas-gift/slice.ts', 'CGState');
    expect(cgFields.length).toBeGreaterThan(10);
    const c = full<CGState>(cgFields);
    expectSameFields(copyCg(c), c);
    expect(Object.keys(cg(game())).sort()).toEqual(cgFields.slice().sort());
    const turnFields = declaredFields('./expansions/christmas-gift/slice.ts', 'TurnInfo');
    const t = full<CGState['turn']>(turnFields);
    expectSameFields(copyTurn(t), t);
    expect(Object.keys(freshTurn()).sort()).toEqual(turnFields.slice().sort());
  });

  it('patchCg replaces exactly the fields it is given and keeps every other', () => {
    const fields = declaredFields('./expansions/christmas-gift/slice.ts', 'CGState') as (keyof CGState)[];
    const c = full<CGState>(fields);
    const at = withState(game(), { ext: { ...game().ext, 'christmas-gift': c } });
    for (const k of fields) {
      const v = { patched: k };
      const got = cg(patchCg(at, { [k]: v } as Partial<CGState>));
      expect(Object.keys(got).sort()).toEqual(fields.slice().sort());
      for (const j of fields) expect(got[j], `${k}: ${j}`).toBe(j === k ? v : c[j]);
    }
  });

  it('copySlice copies every field of the Gifts slice', () => {
    const fields = declaredFields('./expansions/gifts/index.ts', 'GiftsSlice');
    expect(fields.length).toBeGreaterThan(3);
    const g = full<GiftsSlice>(fields);
    expectSameFields(copySlice(withState(game(), { ext: { ...game().ext, gifts: g } })), g);
  });

  it('copyCards copies every field of a deck with its discard pile and hands', () => {
    const fields = declaredFields('./expansions/cards/pile.ts', 'Cards');
    expect(fields.length).toBeGreaterThan(2);
    const c = full<GiftsSlice['cards']>(fields);
    expectSameFields(copyCards(c), c);
  });

  it('copyEntry copies every key of a card entry that has them all, and no key an entry lacks', () => {
    const e = full<CardEntry>(declaredFields('./expansions/christmas-gift/slice.ts', 'CardEntry'));
    expectSameFields(copyEntry(e), e);
    const bare: CardEntry = { window: 'start', card: 'swap-city' };
    expectSameFields(copyEntry(bare), bare);
  });
});
