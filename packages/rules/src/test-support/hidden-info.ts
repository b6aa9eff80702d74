/**
 * Test helpers for determinization: states that differ from a given one only in what a
 * viewer may not see, and a seeded random walk over games that stops at every decision.
 */
import { EXPANSION_IDS, Stream, apply, createGame, legalActions } from '../index.js';
import type { ExpansionId, GameState, PlayerIndex } from '../index.js';
import type { Cards } from '../expansions/cards/index.js';
import type { CGState } from '../expansions/christmas-gift/slice.js';
import type { GiftsSlice } from '../expansions/gifts/index.js';
import { setExt } from '../kit.js';
import { withState } from '../state.js';

/** Every subset of the expansions, the base game (no expansion) first. */
export function allCombinations(): ExpansionId[][] {
  const out: ExpansionId[][] = [];
  for (let mask = 0; mask < 1 << EXPANSION_IDS.length; mask++) out.push(EXPANSION_IDS.filter((_, i) => mask & (1 << i)));
  return out;
}

/** `s` with two not-yet-drawn stack tiles of different kinds swapped; null when there are none. */
export function swapStackTiles(s: GameState, pick: Stream): GameState | null {
  const rest = s.stack.length - s.stackPos;
  for (let tries = 0; tries < 20 && rest >= 2; tries++) {
    const i = s.stackPos + pick.below(rest);
    const j = s.stackPos + pick.below(rest);
    if (s.stack[i] === s.stack[j]) continue;
    const stack = s.stack.slice();
    stack[i] = s.stack[j]!;
    stack[j] = s.stack[i]!;
    return withState(s, { stack });
  }
  return null;
}

/** `s` with another seed and other random streams (the future of every draw and roll). */
export function reseed(s: GameState): GameState {
  const rng: Record<string, number[]> = {};
  for (const k of Object.keys(s.rng)) rng[k] = Stream.fromSeed('another seed', k).state();
  return withState(s, { seed: 'another seed', rng });
}

/** `cards` with one card of `player`'s hand swapped for a different one of the deck; null when impossible. */
function swapHandAndDeck(cards: Cards, player: PlayerIndex, pick: Stream, keep: (card: string) => boolean): Cards | null {
  const hand = cards.hands[player] ?? [];
  for (let tries = 0; tries < 20 && hand.length > 0 && cards.deck.length > 0; tries++) {
    const h = pick.below(hand.length);
    const d = pick.below(cards.deck.length);
    if (hand[h] === cards.deck[d] || !keep(hand[h]!) || !keep(cards.deck[d]!)) continue;
    const newHand = hand.slice();
    const deck = cards.deck.slice();
    newHand[h] = cards.deck[d]!;
    deck[d] = hand[h]!;
    const hands = cards.hands.slice();
    hands[player] = newHand;
    return { deck, discard: cards.discard, hands };
  }
  return null;
}

/**
 * States where one card of another player's hand (not `viewer`'s) was swapped with one of
 * the deck, one per card expansion where that is possible. Christmas Gift's farm-tie
 * round is left out: who is asked for a farm there is public, and so is their farm-tie.
 */
export function swapHiddenCards(s: GameState, viewer: PlayerIndex | null, pick: Stream): { name: string; state: GameState }[] {
  const out: { name: string; state: GameState }[] = [];
  const others = s.players.map((_, p) => p).filter((p) => p !== viewer);
  const gifts = s.ext.gifts as GiftsSlice | undefined;
  if (gifts) {
    for (const p of others) {
      const cards = swapHandAndDeck(gifts.cards, p, pick, () => true);
      if (cards) {
        out.push({ name: `gifts card of player ${p}`, state: setExt(s, 'gifts', { ...gifts, cards }) });
        break;
      }
    }
  }
  const cg = s.ext['christmas-gift'] as CGState | undefined;
  if (cg && !cg.revealed) {
    const inFarmTieRound = s.pending?.kind === 'christmas-gift/farm-tie' || cg.turn.attack?.final === true || cg.finalQueue.length > 0;
    const keep = (c: string) => !inFarmTieRound || c !== 'farm-tie';
    for (const deck of ['cloister', 'roadside'] as const) {
      for (const p of others) {
        const cards = swapHandAndDeck(cg[deck], p, pick, keep);
        if (cards) {
          out.push({ name: `christmas-gift ${deck} card of player ${p}`, state: setExt(s, 'christmas-gift', { ...cg, [deck]: cards }) });
          break;
        }
      }
    }
  }
  return out;
}

export interface GameSpec {
  expansions: ExpansionId[];
  players: number;
  seed: string;
}

/** Plays one seeded random game, calling `at` before every decision is answered. */
export function walkGame(spec: GameSpec, at: (s: GameState, step: number) => void): GameState {
  const g = createGame({ players: ['Ann', 'Ben', 'Cid', 'Dee', 'Eva'].slice(0, spec.players), seed: spec.seed, expansions: spec.expansions });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(spec.seed, 'walk');
  for (let step = 0; !s.finished; step++) {
    at(s, step);
    const acts = legalActions(s);
    const r = apply(s, acts[pick.below(acts.length)]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

/** Plays `s` to the end with uniformly random legal actions; throws on a refused action or a decision without any. */
export function playOut(s: GameState, pick: Stream, maxActions = 20000): GameState {
  for (let n = 0; !s.finished; n++) {
    if (n >= maxActions) throw new Error('the game did not end');
    const acts = legalActions(s);
    if (acts.length === 0) throw new Error(`a decision without legal actions: ${JSON.stringify(s.pending)}`);
    const r = apply(s, acts[pick.below(acts.length)]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}
