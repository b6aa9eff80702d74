/**
 * The subpath entries (`@carc/rules/<expansion>`): each names its module, its kind
 * constants match what the module declares and does, and its view readers read a real view.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { christmasGift, CHRISTMAS_GIFT_ACTIONS, CHRISTMAS_GIFT_EVENTS, CHRISTMAS_GIFT_DECISIONS, christmasGiftHand, christmasGiftView } from './expansions/christmas-gift/index.js';
import { EASTER_ACTIONS, EASTER_DECISIONS, EASTER_EVENTS, easter, easterView } from './expansions/easter/index.js';
import { festival, FESTIVAL_ACTIONS, FESTIVAL_EVENTS } from './expansions/festival/index.js';
import { gifts, GIFTS_ACTIONS, GIFTS_DECISIONS, GIFTS_EVENTS, giftsHand, giftsView } from './expansions/gifts/index.js';
import { christmasGift as christmasGiftModule } from './expansions/christmas-gift/module.js';
import { easter as easterModule } from './expansions/easter/module.js';
import { createEngine } from './index.js';
import { Stream } from './random.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, { default: string }>; sideEffects: unknown };

describe('subpath exports', () => {
  it('map each expansion id to the entry of its module, and the package has no side effects', () => {
    for (const m of [christmasGift, gifts, festival, easter]) {
      expect(pkg.exports[`./${m.id}`]?.default).toBe(`./dist/expansions/${m.id}/index.js`);
    }
    expect(pkg.sideEffects).toBe(false);
  });

  it('give Christmas Gift and Easter a subpath of their module alone, the same object as the entry names', () => {
    for (const [id, m, entry] of [['christmas-gift', christmasGiftModule, christmasGift], ['easter', easterModule, easter]] as const) {
      expect(pkg.exports[`./${id}/module`]?.default).toBe(`./dist/expansions/${id}/module.js`);
      expect(m).toBe(entry);
    }
  });

  it('name exactly the action kinds the modules declare', () => {
    const pairs = [[christmasGift, CHRISTMAS_GIFT_ACTIONS], [gifts, GIFTS_ACTIONS], [festival, FESTIVAL_ACTIONS], [easter, EASTER_ACTIONS]] as const;
    for (const [m, kinds] of pairs) expect(Object.values(kinds).sort(), m.id).toEqual(Object.keys(m.actions).sort());
  });

  it('name the decision kinds games ask for, and read typed views of a real game', () => {
    const engine = createEngine([christmasGift, gifts, easter]);
    const g = engine.createGame({ players: ['Ann', 'Ben'], seed: 'subpaths', expansions: ['christmas-gift', 'gifts', 'easter'] });
    if (!g.ok) throw new Error(g.error.message);
    const known = new Set<string>(['place', 'meeple', ...Object.values(CHRISTMAS_GIFT_DECISIONS), ...Object.values(GIFTS_DECISIONS), ...Object.values(EASTER_DECISIONS)]);
    const seen = new Set<string>();
    const pick = Stream.fromSeed('subpaths', 'test');
    let s = g.value;
    while (!s.finished) {
      const d = engine.pendingDecision(s)!;
      seen.add(d.kind);
      expect(known, d.kind).toContain(d.kind);
      const moves = engine.legalActions(s);
      const r = engine.apply(s, moves[pick.below(moves.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(seen).toContain(EASTER_DECISIONS.bunny);
    const v = engine.view(s, 0);
    expect(easterView(v)?.eggs).toHaveLength(2);
    expect(christmasGiftView(v)?.handSizes).toHaveLength(2);
    expect(Array.isArray(christmasGiftHand(v))).toBe(true);
    expect(giftsView(v)).not.toBeNull();
    expect(giftsHand(v)).not.toBeNull();
    const base = createEngine().createGame({ players: ['Ann'], seed: 'x' });
    if (base.ok) expect(easterView(engine.view(base.value, 0))).toBeNull();
  });

  it('name every event kind the modules emit in games with all four', () => {
    const declared: Record<string, readonly string[]> = {
      'christmas-gift': Object.values(CHRISTMAS_GIFT_EVENTS),
      gifts: Object.values(GIFTS_EVENTS),
      festival: Object.values(FESTIVAL_EVENTS),
      easter: Object.values(EASTER_EVENTS),
    };
    const engine = createEngine([christmasGift, gifts, festival, easter]);
    const seen = new Set<string>();
    for (const seed of ['events-1', 'events-2', 'events-3']) {
      const g = engine.createGameWithEvents({ players: ['Ann', 'Ben', 'Cy'], seed, expansions: ['christmas-gift', 'gifts', 'festival', 'easter'] });
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value.state;
      const pick = Stream.fromSeed(seed, 'test');
      const note = (events: readonly { type: string; expansion?: string; kind?: string }[]) => {
        for (const e of events) if (e.type === 'ext') seen.add(`${e.expansion}/${e.kind}`);
      };
      note(g.value.events);
      while (!s.finished) {
        const moves = engine.legalActions(s);
        const r = engine.apply(s, moves[pick.below(moves.length)]);
        if (!r.ok) throw new Error(r.error.message);
        note(r.value.events);
        s = r.value.state;
      }
    }
    for (const k of seen) {
      const [exp, kind] = [k.slice(0, k.indexOf('/')), k.slice(k.indexOf('/') + 1)];
      expect(declared[exp], k).toContain(kind);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
