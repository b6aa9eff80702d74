/**
 * Determinization properties over seeded random games: the base game and every
 * combination of expansions, 2 to 5 players, checked at every decision for the player
 * deciding and for the next seat (who sees another's decision).
 */
import { describe, expect, it } from 'vitest';
import { Stream, createEngine, determinize, determinizeWith, legalActions, searchState, view, viewWith } from './index.js';
import { christmasGift } from './expansions/christmas-gift/module.js';
import { giftsModule } from './expansions/gifts/index.js';
import type { GameState, PlayerIndex, RedactedCards, SearchState } from './index.js';
import type { Cards } from './expansions/cards/index.js';
import type { CGState } from './expansions/christmas-gift/slice.js';
import type { GiftsSlice } from './expansions/gifts/index.js';
import { sortedIds } from './search-state.js';
import { allCombinations, playOut, reseed, swapStackTiles, walkGame } from './test-support/hidden-info.js';
import { swapHiddenChristmasCards } from './expansions/christmas-gift/test/hidden-swap.js';
import { swapHiddenGiftCard } from './expansions/gifts/test/hidden-swap.js';
import type { GameSpec } from './test-support/hidden-info.js';

type Redactor = (s: GameState, viewer: PlayerIndex | null) => unknown;

/** Each combination once, the player counts going round 2..5, so every count meets every expansion. */
const SPECS: GameSpec[] = allCombinations().map((expansions, i) => ({ expansions, players: 2 + (i % 4), seed: `det-${i}` }));
/** The four-expansion game at every player count, too. */
const FULL: GameSpec[] = [2, 3, 4, 5].map((players) => ({ expansions: ['christmas-gift', 'gifts', 'festival', 'easter'], players, seed: `full-${players}` }));

function name(spec: GameSpec): string {
  return `${spec.expansions.join('+') || 'base'}, ${spec.players} players`;
}

function sampled(ss: SearchState, seed: string): GameState {
  const r = determinize(ss, Stream.fromSeed(seed, 'determinize'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The names of the hidden-information changes of `s` that change what `redact` gives `viewer`. */
function leaks(s: GameState, viewer: PlayerIndex | null, redact: Redactor, pick: Stream): string[] {
  const variants: { name: string; state: GameState | null }[] = [
    { name: 'two stack tiles swapped', state: swapStackTiles(s, pick) },
    { name: 'another seed', state: reseed(s) },
    // Each card expansion trades a hidden card its own way (next to the expansion); The Gifts first.
    ...swapHiddenGiftCard(s, viewer, pick),
    ...swapHiddenChristmasCards(s, viewer, pick),
  ];
  // Compared as JSON text: stricter than deep equality (key order too) and much cheaper.
  const base = JSON.stringify(redact(s, viewer));
  return variants.filter((v) => v.state && JSON.stringify(redact(v.state, viewer)) !== base).map((v) => v.name);
}

/** The cards nobody but their holder knows, plus the deck: what a determinization re-deals. */
function pool(cards: Cards, viewer: PlayerIndex | null): string[] {
  return sortedIds([...cards.deck, ...cards.hands.flatMap((h, p) => (p === viewer ? [] : h))]);
}

function cardSets(s: GameState): { name: string; cards: Cards; revealed: boolean }[] {
  const out: { name: string; cards: Cards; revealed: boolean }[] = [];
  const gifts = s.ext.gifts as GiftsSlice | undefined;
  if (gifts) out.push({ name: 'gifts', cards: gifts.cards, revealed: false });
  const cg = s.ext['christmas-gift'] as CGState | undefined;
  if (cg) for (const d of ['cloister', 'roadside'] as const) out.push({ name: d, cards: cg[d], revealed: cg.revealed });
  return out;
}

/** Everything a determinized state must share with the real one, for `viewer`. */
function checkSample(s: GameState, d: GameState, viewer: PlayerIndex | null): void {
  // As JSON text first (cheap); deep equality only to show a difference.
  const [dv, sv] = [view(d, viewer), view(s, viewer)];
  if (JSON.stringify(dv) !== JSON.stringify(sv)) expect(dv).toEqual(sv);
  if (viewer !== null && s.pending?.player === viewer) expect(legalActions(d)).toEqual(legalActions(s));
  // The stack is a permutation of the tiles still to draw.
  expect(sortedIds(d.stack.slice(d.stackPos))).toEqual(sortedIds(s.stack.slice(s.stackPos)));
  const real = cardSets(s);
  cardSets(d).forEach((c, i) => {
    const r = real[i]!;
    expect(c.cards.discard).toEqual(r.cards.discard);
    expect(c.cards.hands.map((h) => h.length)).toEqual(r.cards.hands.map((h) => h.length));
    if (viewer !== null) expect(c.cards.hands[viewer]).toEqual(r.cards.hands[viewer]);
    if (r.revealed) expect(c.cards.hands).toEqual(r.cards.hands);
    // The other hands and the deck are dealt from the same unseen pool.
    expect(pool(c.cards, viewer)).toEqual(pool(r.cards, viewer));
  });
  expect(d.rng).not.toEqual(s.rng);
  expect(d.seed).not.toBe(s.seed);
}

// Whole games per test: a safety limit for a loaded machine, not a speed check.
const GAME_TEST_LIMIT_MS = 120_000;

describe('searchState and determinize over random games', { timeout: GAME_TEST_LIMIT_MS }, () => {
  for (const spec of [...SPECS, ...FULL]) {
    it(`hide nothing but the secrets, at every decision: ${name(spec)}`, () => {
      const pick = Stream.fromSeed(spec.seed, 'perturb');
      let checked = 0;
      const end = walkGame(spec, (s, step) => {
        const decider = s.pending!.player;
        // The next seat, who watches the decision, every third step: the suite's time goes here.
        for (const viewer of step % 3 ? [decider] : [decider, (decider + 1) % spec.players]) {
          expect(leaks(s, viewer, searchState, pick), `step ${step}, viewer ${viewer}`).toEqual([]);
          const ss = searchState(s, viewer);
          const text = JSON.stringify(ss);
          expect(JSON.stringify(JSON.parse(text))).toBe(text);
          expect(text).not.toContain(spec.seed);
          checkSample(s, sampled(ss, `${step}/${viewer}`), viewer);
          checked++;
        }
      });
      expect(end.finished).toBe(true);
      expect(checked).toBeGreaterThan(60);
    });
  }

  it('a spectator search state hides every hand and checks out too', () => {
    walkGame(FULL[1]!, (s, step) => {
      if (step % 5) return;
      expect(leaks(s, null, searchState, Stream.fromSeed(`spectator ${step}`, 'p'))).toEqual([]);
      checkSample(s, sampled(searchState(s, null), `spectator ${step}`), null);
    });
  });
});

describe('the leak check has teeth', { timeout: GAME_TEST_LIMIT_MS }, () => {
  // Planted leaks: the same check must name them, or it proves nothing above.
  const keepStack: Redactor = (s, v) => ({ ...searchState(s, v), stack: s.stack.slice(s.stackPos) });
  const keepSlices: Redactor = (s, v) => ({ ...searchState(s, v), ext: s.ext });
  const keepSeed: Redactor = (s, v) => ({ ...searchState(s, v), seed: s.seed });

  function leaksOver(spec: GameSpec, redact: Redactor): Set<string> {
    const found = new Set<string>();
    walkGame(spec, (s, step) => {
      if (step % 7) return;
      const viewer = s.pending!.player;
      for (const l of leaks(s, viewer, redact, Stream.fromSeed(`${step}`, 'teeth'))) found.add(l.replace(/ of player \d/, ''));
    });
    return found;
  }

  it('names a kept stack order, a kept seed and kept hands', () => {
    const spec = FULL[2]!;
    expect(leaksOver(spec, keepStack)).toEqual(new Set(['two stack tiles swapped']));
    expect(leaksOver(spec, keepSeed)).toEqual(new Set(['another seed']));
    expect(leaksOver(spec, keepSlices)).toEqual(new Set(['gifts card', 'christmas-gift cloister card', 'christmas-gift roadside card']));
  });
});

describe('determinize', { timeout: GAME_TEST_LIMIT_MS }, () => {
  const spec = FULL[2]!;
  const states: GameState[] = [];
  walkGame(spec, (s, step) => {
    if (step % 40 === 0) states.push(s);
  });

  it('gives the same state for the same rng state, and another for another', () => {
    for (const s of states) {
      const ss = searchState(s, s.pending!.player);
      expect(sampled(ss, 'one')).toEqual(sampled(ss, 'one'));
      expect(sampled(JSON.parse(JSON.stringify(ss)) as SearchState, 'one')).toEqual(sampled(ss, 'one'));
      if (ss.unseenTiles.length > 10) expect(sampled(ss, 'two').stack).not.toEqual(sampled(ss, 'one').stack);
    }
  });

  it('gives states that play to the end without an error, for many seeds', () => {
    let games = 0;
    for (const [i, s] of states.entries()) {
      const ss = searchState(s, s.pending!.player);
      for (let k = 0; k < 8; k++) {
        const end = playOut(sampled(ss, `playout ${i}/${k}`), Stream.fromSeed(`${i}/${k}`, 'playout'));
        expect(end.finished).toBe(true);
        games++;
      }
    }
    expect(games).toBe(states.length * 8);
  });

  it('plays out from every expansion combination and player count', () => {
    for (const g of SPECS) {
      walkGame(g, (s, step) => {
        if (step % 60 !== 30) return;
        const ss = searchState(s, s.pending!.player);
        expect(playOut(sampled(ss, `${g.seed}/${step}`), Stream.fromSeed(`${g.seed}/${step}`, 'p')).finished).toBe(true);
      });
    }
  });

  it('refuses what is not a search state of the engine, without throwing', () => {
    const s = states[1]!;
    const ss = searchState(s, 0);
    const rng = Stream.fromSeed('x', 'y');
    expect(determinize({ ...ss, format: 'nope' } as unknown as SearchState, rng).ok).toBe(false);
    expect(determinize(null as unknown as SearchState, rng).ok).toBe(false);
    const baseOnly = createEngine([]);
    const r = determinizeWith(baseOnly, ss, rng);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed-action');
  });
});

describe('view with { search: true }', () => {
  it('adds the search state only when asked', () => {
    walkGame({ expansions: ['gifts', 'christmas-gift'], players: 3, seed: 'view-opt' }, (s, step) => {
      if (step % 25) return;
      const p = s.pending!.player;
      expect('search' in view(s, p)).toBe(false);
      const v = view(s, p, { search: true });
      expect(v.search).toEqual(searchState(s, p));
      const { search: _s, ...rest } = v;
      expect(rest).toEqual(view(s, p));
    });
  });

  it("viewWith gives the same with an engine of the game's own expansions", () => {
    const own = createEngine([giftsModule, christmasGift]);
    walkGame({ expansions: ['gifts', 'christmas-gift'], players: 3, seed: 'view-with' }, (s, step) => {
      if (step % 25) return;
      const p = s.pending!.player;
      expect(viewWith(own, s, p, { search: true })).toEqual(view(s, p, { search: true }));
      expect(viewWith(own, s, p)).toEqual(view(s, p));
    });
  });
});

describe('the Christmas Gift farm-tie round (CG-18)', { timeout: GAME_TEST_LIMIT_MS }, () => {
  /** Farm-ties held by players `from` on, in player order: what the round still has to ask. */
  function farmTiesFrom(c: CGState, from: number, players: number): number[] {
    const out: number[] = [];
    for (let p = from; p < players; p++) for (const card of [...c.cloister.hands[p]!, ...c.roadside.hands[p]!]) if (card === 'farm-tie') out.push(p);
    return out;
  }

  // Seeded games until enough farm-tie decisions were seen (about one game in four has one).
  const asked: GameState[] = [];
  const ends: GameState[] = [];
  for (let i = 0; asked.length < 12 && i < 200; i++) {
    ends.push(
      walkGame({ expansions: ['christmas-gift'], players: 2 + (i % 4), seed: `farm-tie ${i}` }, (s) => {
        if (s.pending!.kind === 'christmas-gift/farm-tie') asked.push(s);
      }),
    );
  }

  it('is found in the seeded games', () => {
    expect(asked.length).toBeGreaterThanOrEqual(12);
  });

  it('deals the player asked a farm-tie, and rebuilds the queue from the dealt hands', () => {
    for (const [i, s] of asked.entries()) {
      const asker = s.pending!.player;
      const real = s.ext['christmas-gift'] as CGState;
      // The invariant determinize relies on, checked on the real game.
      expect(real.finalQueue).toEqual(farmTiesFrom(real, asker, s.players.length));
      const viewer = (asker + 1) % s.players.length;
      for (let k = 0; k < 5; k++) {
        const d = sampled(searchState(s, viewer), `farm-tie ${i}/${k}`);
        const c = d.ext['christmas-gift'] as CGState;
        expect([...c.cloister.hands[asker]!, ...c.roadside.hands[asker]!]).toContain('farm-tie');
        expect(c.finalQueue).toEqual(farmTiesFrom(c, asker, s.players.length));
        checkSample(s, d, viewer);
        expect(playOut(d, Stream.fromSeed(`${i}/${k}`, 'farm-tie')).finished).toBe(true);
      }
    }
  });

  it('shows every hand once they are revealed at the end (CG-8)', () => {
    for (const end of ends.slice(0, 8)) {
      const ss = searchState(end, 0);
      const c = end.ext['christmas-gift'] as CGState;
      const r = ss.ext['christmas-gift'] as { cloister: RedactedCards; roadside: RedactedCards };
      expect(r.cloister.hands).toEqual(c.cloister.hands);
      expect(r.roadside.hands).toEqual(c.roadside.hands);
      checkSample(end, sampled(ss, 'end'), 0);
    }
  });
});

