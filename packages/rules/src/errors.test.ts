/**
 * Bad input never throws and never changes the state: every refusal is a typed error and
 * the state is deep-equal to what it was.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingDecision } from './index.js';
import type { GameState } from './state.js';
import { act, start, turn } from './test-support/play.js';

function refused(s: GameState, action: unknown, actor?: number) {
  const before = structuredClone(s);
  const r = apply(s, action, actor);
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return r.error;
}

function describeJunk(a: unknown): string {
  try {
    return a instanceof Place ? 'a class instance' : (JSON.stringify(a) ?? String(a));
  } catch {
    return 'an object whose fields throw';
  }
}

class Place {
  type = 'place';
  x = 1;
  y = 0;
  rot = 0;
}

describe('malformed actions', () => {
  const s = start(['U', 'U']);
  const shapes: unknown[] = [
    null,
    undefined,
    42,
    'place',
    [],
    [{ type: 'pass' }],
    {},
    { type: 'fly' },
    { type: 'place' },
    { type: 'place', x: '1', y: 0, rot: 0 },
    { type: 'place', x: 1.5, y: 0, rot: 0 },
    { type: 'place', x: 1, y: 0, rot: 45 },
    { type: 'place', x: 1, y: 0, rot: '90' },
    { type: 'place', x: Number.NaN, y: 0, rot: 0 },
    { type: 'place', x: 1e300, y: 0, rot: 0 },
    { type: 'place', x: 1, y: 0, rot: 0, extra: true },
    { type: 'meeple' },
    { type: 'meeple', at: 'Q' },
    { type: 'meeple', at: 'n' },
    { type: 'pass', why: 'because' },
    { type: 'ext', expansion: 'moon', kind: 'x' },
    { type: 'ext', expansion: 'gifts' },
    { type: 'ext', expansion: 'gifts', kind: 'open', spot: { x: 0, y: 0, at: 'ZZ' } },
    { type: 'ext', expansion: 'gifts', kind: 'open', spot: { x: 0, y: 0, at: 'N', z: 1 } },
    new Place(),
    Object.defineProperty({ type: 'place', y: 0, rot: 0 }, 'x', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    }),
    new Proxy({ type: 'pass' }, { getPrototypeOf: () => { throw new Error('trap'); } }),
  ];
  for (const a of shapes) {
    it(`refuses ${describeJunk(a)}`, () => {
      expect(refused(s, a).code).toBe('malformed-action');
    });
  }

  it('names the unknown field of an expansion action', () => {
    const e = refused(s, { type: 'ext', expansion: 'gifts', kind: 'open', card: 'synod', colour: 'red' });
    expect(e).toMatchObject({ code: 'malformed-action', message: "open synod takes no key 'colour'" });
  });

  it('reads each key of an action once: a getter cannot pass the check and answer the rules differently', () => {
    let reads = 0;
    const a = Object.defineProperty({ type: 'place', y: 0, rot: 0 }, 'x', {
      enumerable: true,
      get() {
        if (++reads > 1) throw new Error('read twice');
        return 1;
      },
    });
    const before = structuredClone(s);
    const r = apply(s, a);
    expect(r.ok).toBe(true);
    expect(reads).toBe(1);
    expect(s).toEqual(before);
  });

  it('refuses an expansion action in a game without that expansion', () => {
    expect(refused(s, { type: 'ext', expansion: 'festival', kind: 'return' }).code).toBe('malformed-action');
  });
});

describe('turn and decision checks', () => {
  it('refuses an action from the wrong player', () => {
    const s = start(['U', 'U']);
    const a = legalActions(s)[0]!;
    expect(refused(s, a, 1).code).toBe('not-your-turn');
    expect(apply(s, a, 0).ok).toBe(true);
  });

  it('refuses a pass or follower while a tile must be placed, and a placement while a follower may be placed', () => {
    const s = start(['U', 'U']);
    expect(refused(s, { type: 'pass' }).code).toBe('wrong-decision');
    expect(refused(s, { type: 'meeple', at: 'E' }).code).toBe('wrong-decision');
    const placed = act(s, { type: 'place', x: 1, y: 0, rot: 0 }).state;
    expect(pendingDecision(placed)?.kind).toBe('meeple');
    expect(refused(placed, { type: 'place', x: -1, y: 0, rot: 0 }).code).toBe('wrong-decision');
  });

  it('refuses anything once the game is over', () => {
    const s = turn(start(['U']), { x: 1, y: 0, rot: 0 }).state;
    expect(s.finished).toBe(true);
    expect(legalActions(s)).toEqual([]);
    expect(pendingDecision(s)).toBeNull();
    expect(refused(s, { type: 'pass' }).code).toBe('game-over');
  });
});

describe('illegal placements', () => {
  const s = start(['U', 'U']);
  it('an occupied square', () => {
    expect(refused(s, { type: 'place', x: 0, y: 0, rot: 0 })).toMatchObject({ code: 'illegal-placement', rule: 'occupied' });
  });
  it('a square touching no tile', () => {
    expect(refused(s, { type: 'place', x: 5, y: 5, rot: 0 })).toMatchObject({ code: 'illegal-placement', rule: 'must-touch' });
    expect(refused(s, { type: 'place', x: 1, y: 1, rot: 0 })).toMatchObject({ code: 'illegal-placement', rule: 'must-touch' });
  });
  it('an edge that does not match, named in the message', () => {
    // U rot 90 at (1,0) shows a field west, where the start tile has its road.
    const e = refused(s, { type: 'place', x: 1, y: 0, rot: 90 });
    expect(e).toMatchObject({ code: 'illegal-placement', rule: 'edge-match' });
    expect(e.message).toMatch(/edge W .* field, the neighbour's is a road/);
  });
});

describe('illegal followers', () => {
  it('a location with no feature on the tile', () => {
    const s = act(start(['U', 'U']), { type: 'place', x: 1, y: 0, rot: 0 }).state;
    // U has no cloister and no city: C and N name nothing on it.
    expect(refused(s, { type: 'meeple', at: 'C' })).toMatchObject({ code: 'illegal-follower', rule: 'no-feature' });
    expect(refused(s, { type: 'meeple', at: 'N' })).toMatchObject({ code: 'illegal-follower', rule: 'no-feature' });
  });

  it('a feature where a follower already stands', () => {
    let s = turn(start(['U', 'U', 'U']), { x: 1, y: 0, rot: 0, meeple: 'E' }).state;
    s = act(s, { type: 'place', x: 2, y: 0, rot: 0 }).state;
    expect(refused(s, { type: 'meeple', at: 'W' })).toMatchObject({ code: 'illegal-follower', rule: 'feature-occupied' });
    expect(legalActions(s)).not.toContainEqual({ type: 'meeple', at: 'W' });
    // The fields either side of the road are still free: one action each, named by the
    // field's first location; any other location of the same field names it as well.
    expect(legalActions(s)).toEqual([{ type: 'meeple', at: 'WR' }, { type: 'meeple', at: 'ER' }, { type: 'pass' }]);
    expect(apply(s, { type: 'meeple', at: 'NL' }).ok).toBe(true);
  });

  it('offers one action per feature even when two fields of the tile are already one', () => {
    // A at (-1,0) turned 270 ends the start road at its cloister; its single field runs
    // round the road's end and joins the start tile's fields north and south of the road.
    // U at (1,0) then touches that one field with both of its fields: one farmer action.
    let s = turn(start(['A', 'U']), { x: -1, y: 0, rot: 270 }).state;
    s = act(s, { type: 'place', x: 1, y: 0, rot: 0 }).state;
    expect(legalActions(s)).toEqual([{ type: 'meeple', at: 'E' }, { type: 'meeple', at: 'WR' }, { type: 'pass' }]);
    // The south field is the same farm: it may be named, and is then taken.
    expect(apply(s, { type: 'meeple', at: 'SL' }).ok).toBe(true);
  });

  it('an empty supply: after seven followers only pass is offered', () => {
    // Solo: B tiles in a row south of the start; each has its own cloister for a monk.
    const tiles = Array.from({ length: 8 }, () => 'B');
    let s = start(tiles, 1);
    for (let i = 0; i < 7; i++) s = turn(s, { x: i, y: 1, rot: 0, meeple: 'C' }).state;
    expect(s.supply).toEqual([0]);
    s = act(s, { type: 'place', x: 7, y: 1, rot: 0 }).state;
    expect(legalActions(s)).toEqual([{ type: 'pass' }]);
    expect(refused(s, { type: 'meeple', at: 'C' })).toMatchObject({ code: 'no-follower-in-supply' });
  });
});
