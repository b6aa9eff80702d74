/**
 * A Determinizer for tests and the bench only, until @carc/rules' `determinize` lands: the
 * view's `search` field carries the real state, and every piece of hidden information in it
 * is thrown away and sampled again before the search sees it. Each hidden collection is
 * sorted before it is shuffled, so the sample depends on what is hidden as a multiset, never
 * on its order or on who holds which hidden card: two states that differ only in hidden
 * information give the same samples (a test checks it through the search).
 * Never use it where the view crosses to a client: the state rides along inside the view.
 */
import { isCurrentState } from '@carc/rules';
import type { GameState, PlayerView } from '@carc/rules';
import type { BotRng } from '../rng.js';
import { searchOf } from './Determinizer.js';
import type { Determinizer } from './Determinizer.js';

interface Cards {
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  readonly hands: readonly (readonly string[])[];
}

/** Where the card expansions keep their decks (state.ext[id][field]). */
const DECKS: readonly { id: 'gifts' | 'christmas-gift'; field: string }[] = [
  { id: 'gifts', field: 'cards' },
  { id: 'christmas-gift', field: 'cloister' },
  { id: 'christmas-gift', field: 'roadside' },
];

export const stateDeterminizer: Determinizer = (view: PlayerView, rng: BotRng): GameState | null => {
  const s = searchOf(view);
  if (!isCurrentState(s) || view.viewer === null) return null;
  return resampleHidden(s, view.viewer, rng);
};

export function resampleHidden(s: GameState, viewer: number, rng: BotRng): GameState {
  const drawn = s.stack.slice(0, s.stackPos);
  const stack = [...drawn, ...shuffled(s.stack.slice(s.stackPos), rng)];
  let ext: Record<string, unknown> = { ...s.ext };
  for (const { id, field } of DECKS) {
    const slice = ext[id] as Record<string, unknown> | undefined;
    const cards = slice?.[field] as Cards | undefined;
    if (!slice || !cards) continue;
    ext = { ...ext, [id]: { ...slice, [field]: redeal(cards, viewer, rng) } };
  }
  // Streams not yet used derive from the seed: a fresh seed and no saved streams make every
  // later shuffle and die roll a new draw.
  const seed = `determinized/${rng.u32()}/${rng.u32()}`;
  return { ...s, seed, rng: {}, initialStack: stack, stack, ext: ext as GameState['ext'] };
}

/** The deck and the other players' hands pooled, then dealt again with the same sizes. */
function redeal(c: Cards, viewer: number, rng: BotRng): Cards {
  const pool = [...c.deck];
  c.hands.forEach((h, p) => {
    if (p !== viewer) pool.push(...h);
  });
  const dealt = shuffled(pool, rng);
  let at = 0;
  const hands = c.hands.map((h, p) => {
    if (p === viewer) return h;
    const out = dealt.slice(at, at + h.length);
    at += h.length;
    return out;
  });
  return { ...c, deck: dealt.slice(at), hands };
}

function shuffled(items: readonly string[], rng: BotRng): string[] {
  const out = [...items].sort();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
