/**
 * carc-record/1: parse errors name the field path, replay errors name the move and rule,
 * and records written by toRecord read back.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, replay, toRecord } from './index.js';
import { playTurns } from './test-support/play.js';
import type { GameRecord, RecordMove } from './types.js';

const good: GameRecord = {
  format: 'carc-record/1',
  players: ['Ann', 'Ben'],
  expansions: [],
  options: {},
  seed: '42',
  tiles: ['E', 'U', 'U'],
  moves: [
    { tile: 'E', x: 0, y: -1, rot: 180, meeple: 'S' },
    { tile: 'U', x: 1, y: 0, rot: 0, meeple: 'E' },
    { tile: 'U', x: 2, y: 0, rot: 0 },
  ],
};

function withMove(i: number, patch: Record<string, unknown>): unknown {
  const r = structuredClone(good) as unknown as { moves: Record<string, unknown>[] };
  r.moves[i] = { ...r.moves[i], ...patch };
  return r;
}

describe('parseRecord', () => {
  it('accepts a good record', () => {
    const r = parseRecord(JSON.parse(JSON.stringify(good)));
    expect(r).toEqual({ ok: true, value: good });
  });

  const bad: [string, unknown, string][] = [
    ['not an object', [], ''],
    ['wrong format', { ...good, format: 'carc-record/2' }, 'format'],
    ['no players', { ...good, players: [] }, 'players'],
    ['six players', { ...good, players: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'players'],
    ['a non-string name', { ...good, players: ['a', 3] }, 'players[1]'],
    ['a non-string expansion id', { ...good, expansions: [7] }, 'expansions[0]'],
    ['an expansion id that is no name', { ...good, expansions: ['Moon Base!'] }, 'expansions[0]'],
    ['numeric seed', { ...good, seed: 42 }, 'seed'],
    ['unknown tile in tiles', { ...good, tiles: ['E', 'Z9'] }, 'tiles[1]'],
    ['moves not a list', { ...good, moves: {} }, 'moves'],
    ['bad rotation', withMove(1, { rot: 45 }), 'moves[1].rot'],
    ['fractional x', withMove(2, { x: 0.5 }), 'moves[2].x'],
    ['missing y', withMove(0, { y: undefined }), 'moves[0].y'],
    ['unknown tile in a move', withMove(0, { tile: 'Q2' }), 'moves[0].tile'],
    ['bad meeple location', withMove(0, { meeple: 'middle' }), 'moves[0].meeple'],
    ['unknown move key', withMove(2, { teleport: true }), 'moves[2].teleport'],
    ['unknown top-level key', { ...good, winner: 0 }, 'winner'],
  ];
  for (const [what, json, path] of bad) {
    it(`names ${path || 'the document'} for ${what}`, () => {
      const r = parseRecord(JSON.parse(JSON.stringify(json)));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.path).toBe(path);
    });
  }
});

describe('replay', () => {
  it('replays a record to its result', () => {
    const r = replay(good);
    if (!r.ok) throw new Error(r.error.message);
    // P0: city of 2 tiles = 4; P1: road D + U + U open = 3 at the end.
    expect(r.value.result).toEqual({ scores: [4, 3], winners: [0], finished: true, tilesLeft: 0 });
  });

  const broken: [string, RecordMove[], number, string][] = [
    ['a move naming another tile than the one drawn', [{ tile: 'U', x: 1, y: 0, rot: 0 }], 0, 'tile-mismatch'],
    ['an edge mismatch', [good.moves[0]!, { tile: 'U', x: 1, y: 0, rot: 90 }], 1, 'edge-match'],
    ['a square taken', [good.moves[0]!, { tile: 'U', x: 0, y: -1, rot: 0 }], 1, 'occupied'],
    ['a follower on a taken road', [good.moves[0]!, good.moves[1]!, { tile: 'U', x: 2, y: 0, rot: 0, meeple: 'W' }], 2, 'feature-occupied'],
    ['a move left over', [...good.moves, { tile: 'U', x: 3, y: 0, rot: 0 }], 3, 'stack-empty'],
    // Keys of expansions the game does not play: nothing reads them, so they are refused
    // rather than ignored.
    ['a gift in a game without gifts', [good.moves[0]!, { ...good.moves[1]!, gift: { card: 'synod' } }], 1, 'record'],
    ['card entries in a game without cards', [{ ...good.moves[0]!, cards: [{ window: 'start', card: 'force', x: 1, y: 0 }] }], 0, 'record'],
  ];
  for (const [what, moves, index, rule] of broken) {
    it(`stops at ${what}`, () => {
      const r = replay({ ...good, moves });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ moveIndex: index, rule });
    });
  }

  it('stops at setup errors with index -1', () => {
    const r = replay({ ...good, tiles: ['E', 'nope'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.moveIndex).toBe(-1);
  });

  it('refuses at setup an expansion id that no module of the engine has (parseRecord checks only its shape)', () => {
    const json = { ...good, expansions: ['moon'] };
    expect(parseRecord(JSON.parse(JSON.stringify(json))).ok).toBe(true);
    const r = replay(json as unknown as GameRecord);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ moveIndex: -1, message: expect.stringContaining('"moon"') });
  });

  it('toRecord writes the moves played, with the draw order, and reads back', () => {
    const { state } = playTurns(['E', 'U', 'U'], good.moves);
    const rec = toRecord(state);
    expect(rec.moves).toEqual(good.moves);
    expect(rec.tiles).toEqual(['E', 'U', 'U']);
    const parsed = parseRecord(JSON.parse(JSON.stringify(rec)));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replay(parsed.value).ok).toBe(true);
  });
});
