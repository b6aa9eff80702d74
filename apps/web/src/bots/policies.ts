/**
 * Simple bot policies written over @carc/rules (packages/bots may replace them later).
 * Both are deterministic for a given state and seed so a game against bots can be replayed
 * and tested.
 */
import { apply, legalActions, pendingDecision, type Action, type GameEvent, type GameState } from '@carc/rules';

export type Policy = 'random' | 'greedy';

/** A small seeded generator so a bot's choices depend only on the state and the seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function stateSeed(state: GameState, salt = 0): number {
  return (state.turn * 7919 + state.stackPos * 104729 + state.cursor * 31 + salt) >>> 0;
}

export function randomPolicy(state: GameState, rnd: () => number): Action | null {
  const acts = legalActions(state);
  if (acts.length === 0) return null;
  return acts[Math.floor(rnd() * acts.length)]!;
}

const FOLLOWER_VALUE: Record<string, number> = { city: 2.2, cloister: 2.6, road: 1.2, field: 0.8 };

/** How good the events are for `me`: points gained relative to the best opponent, plus follower value. */
export function evaluate(events: readonly GameEvent[], me: number, players: number, supplyLeft: number, tilesLeft: number): number {
  const gain = Array.from({ length: players }, () => 0);
  let bonus = 0;
  for (const ev of events) {
    if (ev.type === 'scored') {
      for (const o of ev.explanation.owners) gain[o]! += ev.explanation.points / Math.max(1, ev.explanation.owners.length === 1 ? 1 : 1);
    } else if (ev.type === 'meeplePlaced' && ev.player === me) {
      // Followers are worth less when few remain or the game is nearly over.
      const scarcity = supplyLeft <= 2 ? 0.5 : 1;
      const late = tilesLeft < 10 ? (ev.feature === 'field' ? 1.5 : 0.4) : 1;
      bonus += (FOLLOWER_VALUE[ev.feature] ?? 1) * scarcity * late;
    } else if (ev.type === 'meepleReturned' && ev.player === me) {
      bonus += 0.3;
    }
  }
  const mine = gain[me]!;
  const best = Math.max(0, ...gain.filter((_, i) => i !== me));
  return mine - best + bonus;
}

/**
 * Greedy: try every action; when the same player must decide again (the follower after the
 * tile), look one decision further and take the best follow-up. Ties are broken at random.
 */
export function greedyPolicy(state: GameState, rnd: () => number): Action | null {
  const d = pendingDecision(state);
  if (!d) return null;
  const me = d.player;
  const acts = legalActions(state);
  if (acts.length <= 1) return acts[0] ?? null;
  const players = state.players.length;
  const tilesLeft = state.stack.length - state.stackPos;
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of acts) {
    const r = apply(state, a, me);
    if (!r.ok) continue;
    let score = evaluate(r.value.events, me, players, state.supply[me] ?? 0, tilesLeft);
    const next = pendingDecision(r.value.state);
    if (next && next.player === me && next.kind !== d.kind) {
      let follow = -Infinity;
      for (const b of legalActions(r.value.state)) {
        const r2 = apply(r.value.state, b, me);
        if (!r2.ok) continue;
        follow = Math.max(follow, evaluate(r2.value.events, me, players, r.value.state.supply[me] ?? 0, tilesLeft));
      }
      if (follow > -Infinity) score += follow;
    }
    score += rnd() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? acts[0]!;
}

export function chooseAction(policy: Policy, state: GameState, salt = 0): Action | null {
  const rnd = mulberry32(stateSeed(state, salt));
  return policy === 'greedy' ? greedyPolicy(state, rnd) : randomPolicy(state, rnd);
}
