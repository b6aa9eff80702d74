/**
 * The fast policy that plays a sample on after a candidate, through the rules engine.
 *
 * - `random` (the first policy): random placements, a follower on a random free spot half of
 *   the time, and expansion decisions by a random action that acts rather than passes.
 * - `greedy`: each placement is the best of `samples` legal placements drawn at random, by
 *   what it scores at once (the mover's points minus the best other player's, with the best
 *   follower answer: a follower on a feature it closes scores that feature now); a follower goes where it scores at once (a feature the placement
 *   completed: the points come now and the follower returns), otherwise on a random spot
 *   with chance `followerChance`. Expansion decisions as in `random`. A placement that
 *   completes nothing is valued 0 without playing the turn on (`completedByPlacement`), so a
 *   turn costs about `samples` placements' applies, not one per legal placement.
 *
 * - `keyed` (the search's default since issue 29): `greedy` with every random choice made
 *   by a hash of the playout's seed, the turn and the action (see `step`).
 *
 * All are weak on purpose: the leaf evaluation (PositionValue), not the playout, carries
 * most of the judgement. The random one adds noise: half the followers it places are on
 * features nobody would claim, and the opponent's random replies rarely take the points a
 * real player takes, so a candidate that opens points for the opponent is not punished.
 */
import { apply, completedByPlacement, legalActions, pendingDecision } from '@carc/rules';
import type { Action, GameState } from '@carc/rules';
import type { BotRng } from '../rng.js';

export type RolloutPolicyName = 'random' | 'greedy' | 'keyed';

export interface RolloutPolicyOptions {
  policy?: RolloutPolicyName;
  /** `greedy`: placements drawn and compared per turn. */
  samples?: number;
  /** Chance of a follower on a spot that does not score at once (`random`: any spot). */
  followerChance?: number;
}

export class RolloutPolicy {
  private readonly policy: RolloutPolicyName;
  private readonly samples: number;
  private readonly followerChance: number;

  constructor(options: RolloutPolicyOptions = {}) {
    this.policy = options.policy ?? 'random';
    this.samples = Math.max(1, options.samples ?? 6);
    this.followerChance = options.followerChance ?? (this.policy === 'random' ? 0.5 : 0.25);
  }

  /** Plays `s` on for `turns` turns (0 = to the end); returns the state reached. */
  playOn(s: GameState, turns: number, rng: BotRng): GameState {
    // `keyed` takes one seed from the stream and hashes every choice from it (see `step`).
    const seed = this.policy === 'keyed' ? rng.u32() : 0;
    const stopAt = turns > 0 ? s.turn + turns : Infinity;
    let guard = 10_000;
    while (!s.finished && s.turn < stopAt && guard-- > 0) {
      const d = pendingDecision(s);
      if (!d) break;
      const next = this.step(s, d.kind, d.player, legalActions(s), rng, seed);
      if (!next) break;
      s = next;
    }
    return s;
  }

  /**
   * The state after the policy's answer to the pending decision (null: none applies).
   * `keyed` is the greedy policy with every random choice made by a key, a hash of the
   * playout's seed, the turn and the action, instead of a random stream: the `samples`
   * placements with the smallest keys are compared (ties: the smaller key), the follower
   * coin is the turn's key and its spot the smallest key, other decisions the acting action
   * with the smallest key. Two candidates played on the same sample and seed then make the
   * same choices wherever their boards let them, so the playouts differ by what the
   * candidate changed rather than by where a random stream happened to diverge (common
   * random numbers kept past the first move).
   */
  private step(s: GameState, kind: string, player: number, legal: readonly Action[], rng: BotRng, seed: number): GameState | null {
    const keyed = this.policy === 'keyed';
    const turnKey = keyed ? mix(seed, s.turn) : 0;
    if (kind === 'place' && legal.length > 1 && this.policy !== 'random') {
      return keyed ? this.keyedPlace(s, legal, player, turnKey) : this.greedyPlace(s, legal, player, rng);
    }
    let a: Action;
    if (keyed) a = kind === 'meeple' ? this.keyedFollower(s, legal, player, turnKey) : keyedActing(legal, mix(turnKey, hashString(kind)));
    else a = this.policy === 'greedy' && kind === 'meeple' ? this.greedyFollower(s, legal, player, rng) : this.pick(legal, kind, rng);
    const r = apply(s, a, player);
    return r.ok ? r.value.state : null;
  }

  /** The state after the best of the `samples` placements with the smallest keys. */
  keyedPlace(s: GameState, legal: readonly Action[], me: number, turnKey: number): GameState | null {
    const keyed = legal.map((a) => ({ a, k: a.type === 'place' ? mix(mix(mix(turnKey, a.x + 1024), a.y + 1024), a.rot) : mix(turnKey, hashString(JSON.stringify(a))) }));
    keyed.sort((x, y) => x.k - y.k);
    return bestPlacement(s, keyed.slice(0, this.samples).map((x) => x.a), me);
  }

  private keyedFollower(s: GameState, legal: readonly Action[], me: number, turnKey: number): Action {
    const pass = legal.find((a) => a.type === 'pass');
    if (!pass) return keyedActing(legal, turnKey);
    const scoring = completesSomething(s) ? this.scoringFollower(s, legal, pass, me) : null;
    if (scoring) return scoring;
    if (mix(turnKey, 0x5eed) / 4294967296 < this.followerChance) {
      const spots = legal.filter((a) => a.type === 'meeple');
      if (spots.length > 0) return keyedActing(spots, mix(turnKey, 0xf011));
    }
    return pass;
  }

  /** The follower that wins the mover more at once than passing does, if any. */
  private scoringFollower(s: GameState, legal: readonly Action[], pass: Action, me: number): Action | null {
    let best: Action | null = null;
    let bestValue = afterValue(s, pass, me);
    for (const a of legal) {
      if (a.type !== 'meeple') continue;
      const v = afterValue(s, a, me);
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    return best;
  }

  /** The random policy's choice. */
  pick(legal: readonly Action[], kind: string, rng: BotRng): Action {
    if (kind === 'meeple' && rng.next() >= this.followerChance) {
      const pass = legal.find((a) => a.type === 'pass');
      if (pass) return pass;
    }
    return randomActing(legal, rng);
  }

  /** The state after the best of `samples` random placements (see the file comment). */
  greedyPlace(s: GameState, legal: readonly Action[], me: number, rng: BotRng): GameState | null {
    const n = Math.min(this.samples, legal.length);
    // A partial Fisher-Yates over indices: n distinct placements.
    const idx = Array.from({ length: legal.length }, (_, i) => i);
    const drawn: Action[] = [];
    for (let k = 0; k < n; k++) {
      const j = k + rng.below(legal.length - k);
      const t = idx[k]!;
      idx[k] = idx[j]!;
      idx[j] = t;
      drawn.push(legal[idx[k]!]!);
    }
    return bestPlacement(s, drawn, me);
  }

  /** A follower where it scores at once, else on a random spot with chance `followerChance`. */
  greedyFollower(s: GameState, legal: readonly Action[], me: number, rng: BotRng): Action {
    const pass = legal.find((a) => a.type === 'pass');
    if (!pass) return randomActing(legal, rng);
    const scoring = completesSomething(s) ? this.scoringFollower(s, legal, pass, me) : null;
    if (scoring) return scoring;
    if (rng.next() < this.followerChance) {
      const spots = legal.filter((a) => a.type === 'meeple');
      if (spots.length > 0) return spots[rng.below(spots.length)]!;
    }
    return pass;
  }
}

/** The acting action (else any) with the smallest key. */
function keyedActing(legal: readonly Action[], key: number): Action {
  let best: Action | null = null;
  let bestKey = Infinity;
  const acting = legal.some((a) => a.type !== 'pass');
  for (const a of legal) {
    if (acting && a.type === 'pass') continue;
    const k = mix(key, hashString(JSON.stringify(a)));
    if (k < bestKey) {
      bestKey = k;
      best = a;
    }
  }
  return best ?? legal[0]!;
}

/** A 32-bit hash step (murmur3's finalizer over the pair): unsigned. */
function mix(h: number, v: number): number {
  let x = Math.imul(h ^ Math.imul(v | 0, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

function hashString(t: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function randomActing(legal: readonly Action[], rng: BotRng): Action {
  let acting = 0;
  for (const a of legal) if (a.type !== 'pass') acting++;
  if (acting === 0) return legal[rng.below(legal.length)]!;
  let k = rng.below(acting);
  for (const a of legal) if (a.type !== 'pass' && k-- === 0) return a;
  return legal[0]!;
}

/** Whether the tile just placed in `s` closed a road, a city or a cloister. */
function completesSomething(s: GameState): boolean {
  if (s.placed < 0) return false;
  try {
    return completedByPlacement(s).length > 0;
  } catch {
    return false;
  }
}

/**
 * What a closing placement (`after`, from `s`) wins the mover at once: the best of its
 * follower answers (passing, or a follower on a feature it closed, which scores now), each
 * judged from `s` by `gain`. Without a follower decision pending, what it has won so far.
 */
function bestAnswer(s: GameState, after: GameState, me: number): number {
  const d = pendingDecision(after);
  if (!d || d.kind !== 'meeple' || d.player !== me) return gain(s, after, me);
  let best = -Infinity;
  for (const a of legalActions(after)) {
    const r = apply(after, a, me);
    if (r.ok) best = Math.max(best, gain(s, r.value.state, me));
  }
  return best;
}

function afterValue(s: GameState, a: Action, me: number): number {
  const r = apply(s, a, me);
  return r.ok ? gain(s, r.value.state, me) : -Infinity;
}

/** The mover's points won from `before` to `after` minus the most any other player won. */
function gain(before: GameState, after: GameState, me: number): number {
  let other = 0;
  for (let p = 0; p < after.scores.length; p++) if (p !== me) other = Math.max(other, after.scores[p]! - before.scores[p]!);
  return after.scores[me]! - before.scores[me]! - other;
}

/**
 * The state after the best of `placements` for `me` (tried in order; the first wins a tie): a
 * placement is worth what it wins the mover at once with its best follower answer, 0 when it
 * closes nothing. Null when none applies.
 */
function bestPlacement(s: GameState, placements: readonly Action[], me: number): GameState | null {
  let best: GameState | null = null;
  let bestValue = -Infinity;
  for (const a of placements) {
    const r = apply(s, a, me);
    if (!r.ok) continue;
    const after = r.value.state;
    const v = completesSomething(after) ? bestAnswer(s, after, me) : 0;
    if (v > bestValue) {
      bestValue = v;
      best = after;
    }
  }
  return best;
}
