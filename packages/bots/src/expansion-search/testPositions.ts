/** Seeded positions for the expansion-search tests: views with `search`, hidden-info twins. */
import { EXPANSION_IDS, legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState, PlayerView } from '@carc/rules';
import { seededRng } from '../rng.js';
import { startGame, step } from '../test-games.js';

/** The view a searching bot gets: the state rides along for the test determinizer. */
export function searchView(s: GameState): PlayerView {
  const d = pendingDecision(s)!;
  return view(s, d.player, { search: true });
}

/**
 * Random play (acting preferred, so the expansions' decisions come up) in games with every
 * expansion until `want` accepts a state whose decision has a choice; up to `count` states.
 */
export function findStates(count: number, want: (s: GameState) => boolean, players = 2, games = 30): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; out.length < count && g < games; g++) {
    let s = startGame(`expsearch-${g}`, players, EXPANSION_IDS);
    const rng = seededRng(`expsearch-walk-${g}`);
    while (!s.finished && out.length < count) {
      const acts = legalActions(s);
      if (acts.length > 1 && want(s)) out.push(s);
      const acting = acts.filter((a) => a.type !== 'pass');
      const pool = acting.length > 0 && rng.next() < 0.8 ? acting : acts;
      s = step(s, pool[rng.below(pool.length)]!);
    }
  }
  return out;
}

interface Cards {
  deck: string[];
  discard: string[];
  hands: string[][];
}

/**
 * The same position with every kind of hidden information changed: two unseen stack tiles
 * swapped, a card swapped between another player's hand and its deck, another seed and
 * fresh random streams. Null when `s` has nothing to swap.
 */
export function hiddenTwin(s: GameState, viewer: number): GameState | null {
  const stack = s.stack.slice();
  const a = s.stackPos;
  const b = stack.findIndex((t, i) => i > a && t !== stack[a]);
  if (b < 0) return null;
  [stack[a], stack[b]] = [stack[b]!, stack[a]!];
  const ext: Record<string, unknown> = { ...s.ext };
  for (const [id, field] of [['gifts', 'cards'], ['christmas-gift', 'cloister'], ['christmas-gift', 'roadside']] as const) {
    const slice = ext[id] as Record<string, unknown> | undefined;
    const c = slice?.[field] as Cards | undefined;
    if (!slice || !c) continue;
    const other = c.hands.findIndex((h, p) => p !== viewer && h.some((card) => card !== c.deck[0]));
    if (other < 0 || c.deck.length === 0) continue;
    const hands = c.hands.map((h) => h.slice());
    const deck = c.deck.slice();
    const k = hands[other]!.findIndex((card) => card !== deck[0]);
    [hands[other]![k], deck[0]] = [deck[0]!, hands[other]![k]!];
    ext[id] = { ...slice, [field]: { ...c, deck, hands } };
  }
  return { ...s, seed: `${s.seed}/twin`, rng: {}, stack, initialStack: stack, ext: ext as GameState['ext'] };
}
