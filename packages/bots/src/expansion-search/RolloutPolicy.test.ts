import { apply, completedByPlacement, legalActions, pendingDecision, view } from '@carc/rules';
import type { Action, GameState } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import { RolloutPolicy } from './RolloutPolicy.js';
import { findStates } from './testPositions.js';

const greedy = new RolloutPolicy({ policy: 'greedy', samples: 6, followerChance: 0.25 });
const random = new RolloutPolicy({ policy: 'random' });
const mover = (s: GameState) => pendingDecision(s)!.player;
const after = (s: GameState, a: Action) => {
  const r = apply(s, a, mover(s));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};
const completes = (s: GameState) => s.placed >= 0 && completedByPlacement(s).length > 0;
/** The mover's points minus the best other player's, from `s` to `t`. */
const won = (s: GameState, t: GameState, me: number) => t.scores[me]! - s.scores[me]! - Math.max(...t.scores.map((x, p) => (p === me ? -Infinity : x - s.scores[p]!)));
/** Whether placement `a` scores for the mover at once with its best follower answer. */
const scores = (s: GameState, a: Action) => {
  const t = after(s, a);
  return completes(t) && legalActions(t).some((b) => won(s, after(t, b), mover(s)) > 0);
};

describe('RolloutPolicy', () => {
  // Placements where a few of the legal placements score for the mover at once.
  const places = findStates(12, (s) => {
    if (s.turn < 6 || pendingDecision(s)!.kind !== 'place') return false;
    const acts = legalActions(s);
    const scoring = acts.filter((a) => scores(s, a)).length;
    return scoring > 0 && scoring * 3 <= acts.length;
  });
  // Follower decisions where a follower on a feature the tile just closed scores at once.
  const followers = findStates(8, (s) => {
    if (pendingDecision(s)!.kind !== 'meeple' || !completes(s)) return false;
    const pass = legalActions(s).find((a) => a.type === 'pass');
    const me = mover(s);
    return !!pass && legalActions(s).some((a) => a.type === 'meeple' && won(s, after(s, a), me) > won(s, after(s, pass), me));
  });

  it('greedy takes a placement that scores at once more often than random play does', () => {
    expect(places.length).toBeGreaterThanOrEqual(8);
    const scored = (s: GameState, t: GameState) => legalActions(t).some((b) => won(s, after(t, b), mover(s)) > 0);
    let g = 0;
    let r = 0;
    for (const s of places) {
      for (let k = 0; k < 20; k++) {
        const t = greedy.greedyPlace(s, legalActions(s), mover(s), seededRng(`g${k}`))!;
        if (completes(t) && scored(s, t)) g++;
        if (scores(s, random.pick(legalActions(s), 'place', seededRng(`r${k}`)))) r++;
      }
    }
    expect(g).toBeGreaterThan(1.5 * r);
  });

  it('greedy puts a follower where it scores at once, every time', () => {
    expect(followers.length).toBeGreaterThanOrEqual(3);
    for (const s of followers) {
      const me = mover(s);
      const pass = legalActions(s).find((a) => a.type === 'pass')!;
      for (let k = 0; k < 5; k++) {
        const a = greedy.greedyFollower(s, legalActions(s), me, seededRng(k));
        expect(a.type).toBe('meeple');
        expect(won(s, after(s, a), me)).toBeGreaterThan(won(s, after(s, pass), me));
      }
    }
  });

  it('greedy wins more points for the mover over a turn than random play', () => {
    let g = 0;
    let r = 0;
    for (const s of places) {
      const me = mover(s);
      for (let k = 0; k < 10; k++) {
        g += won(s, greedy.playOn(s, 1, seededRng(k)), me);
        r += won(s, random.playOn(s, 1, seededRng(k)), me);
      }
    }
    expect(g).toBeGreaterThan(r);
  });

  it('plays the same turns for the same state and seed', () => {
    for (const s of places.slice(0, 4)) {
      const a = greedy.playOn(s, 4, seededRng('same'));
      const b = greedy.playOn(s, 4, seededRng('same'));
      expect(JSON.stringify(view(a, null))).toBe(JSON.stringify(view(b, null)));
      expect(a.turn).toBeGreaterThan(s.turn);
    }
  });
});

describe('RolloutPolicy keyed', () => {
  const keyed = new RolloutPolicy({ policy: 'keyed', samples: 6, followerChance: 0.25 });
  const greedySame = new RolloutPolicy({ policy: 'greedy', samples: 6, followerChance: 0.25 });
  const places = findStates(8, (s) => s.turn > 6 && pendingDecision(s)!.kind === 'place' && legalActions(s).length > 6);
  /** The tiles placed by the playout after `s` (position and turn), as keys. */
  const laid = (s: GameState, t: GameState) => view(t, null).board.slice(view(s, null).board.length).map((p) => JSON.stringify(p));

  it('plays the same turns for the same state and seed, and other turns for another seed', () => {
    let differ = 0;
    for (const s of places) {
      const a = keyed.playOn(s, 4, seededRng('same'));
      expect(JSON.stringify(view(a, null))).toBe(JSON.stringify(view(keyed.playOn(s, 4, seededRng('same')), null)));
      if (JSON.stringify(view(a, null)) !== JSON.stringify(view(keyed.playOn(s, 4, seededRng('other')), null))) differ++;
    }
    expect(differ).toBeGreaterThan(places.length / 2);
  });

  it('keeps two candidates playouts on the same seed closer than random streams do (common random numbers past the first move)', () => {
    let keyedSame = 0;
    let greedySameCount = 0;
    for (const s of places) {
      const me = mover(s);
      const acts = legalActions(s);
      // Two different placements of the tile in hand, both answered by passing.
      const [x, y] = [acts[0]!, acts[acts.length - 1]!].map((a) => {
        const t = after(s, a);
        const d = pendingDecision(t);
        return d && d.kind === 'meeple' && d.player === me ? after(t, { type: 'pass' }) : t;
      });
      for (let k = 0; k < 6; k++) {
        const count = (p: RolloutPolicy) => {
          const lx = laid(x!, p.playOn(x!, 3, seededRng(k)));
          const ly = new Set(laid(y!, p.playOn(y!, 3, seededRng(k))));
          return lx.filter((t) => ly.has(t)).length;
        };
        keyedSame += count(keyed);
        greedySameCount += count(greedySame);
      }
    }
    expect(keyedSame).toBeGreaterThan(greedySameCount);
  });
});
