/** eval1's evaluation taken apart (parts) and weighed again (fittedMargin). */
import { legalActions, pendingDecision, view } from '@carc/rules';
import type { GameState } from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { Eval1Bot } from './eval1-bot.js';
import { readFileSync } from 'node:fs';
import { EVAL1_WEIGHTS, Evaluation, fittedMargin, PARTS } from './eval1.js';
import { EVAL1_FIT, EVAL1_FIT_SELF_PLAY } from './eval1-fit.js';
import { FeatureMap } from './feature-map.js';
import { followersOf } from './eval1-bot.js';
import { seededRng } from './rng.js';
import { startGame, step } from './test-games.js';

/** eval1's own sum in fittedMargin's form: the points at 1, follower costs falling from 3 and 6 to 0, the rest unused. */
const EVAL1_AS_FIT = PARTS.flatMap((p) => {
  if (p === 'stuck') return [-EVAL1_WEIGHTS.followerEarly, -EVAL1_WEIGHTS.followerLate];
  if (p === 'farmers') return [-EVAL1_WEIGHTS.farmerEarly, -EVAL1_WEIGHTS.farmerLate];
  return p === 'onBoard' || p === 'cloisterNow' || p === 'allOut' ? [0, 0] : [1, 1];
}).concat([0, 0]);

/** Positions of seeded random two-player games, every few turns, at place decisions. */
function positions(n: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; out.length < n; g++) {
    let s = startGame(`parts-${g}`);
    const rng = seededRng(`parts-walk-${g}`);
    for (let i = 0; !s.finished; i++) {
      if (i % 17 === 5 && pendingDecision(s)!.kind === 'place') out.push(s);
      const acts = legalActions(s);
      s = step(s, acts[rng.below(acts.length)]!);
    }
  }
  return out;
}

describe('eval1 parts', () => {
  const eval1 = new Eval1Bot();
  const states = positions(24);

  it('add up to values() with eval1 weights, on boards with followers and farmers of both players', () => {
    let farmers = 0;
    for (const s of states) {
      const v = view(s, pendingDecision(s)!.player);
      const ctx = eval1.context(v);
      const ev = new Evaluation(new FeatureMap(v.board, followersOf(v), 2), ctx);
      const parts = ev.parts();
      farmers += parts[0]![PARTS.indexOf('farmers')]! + parts[1]![PARTS.indexOf('farmers')]!;
      for (const p of [0, 1]) expect(fittedMargin(EVAL1_AS_FIT, parts, p, Math.min(1, ctx.tilesLeft / 71))).toBeCloseTo(ev.margin(p), 9);
    }
    expect(farmers).toBeGreaterThan(0);
  });

  it('count what held cloisters pay now (cells filled around them) and whether all seven followers are out, as the view shows them', () => {
    let cloisters = 0;
    let allOut = 0;
    for (const s of [...states, ...positions(60).slice(24)]) {
      const v = view(s, pendingDecision(s)!.player);
      const parts = new Evaluation(new FeatureMap(v.board, followersOf(v), 2), eval1.context(v)).parts();
      const filled = new Set(v.board.map((t) => `${t.x},${t.y}`));
      for (const p of [0, 1]) {
        let now = 0;
        for (const f of v.followers) {
          if (f.player !== p || f.feature !== 'cloister') continue;
          cloisters++;
          for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if (filled.has(`${f.spot.x + dx},${f.spot.y + dy}`)) now++;
        }
        expect(parts[p]![PARTS.indexOf('cloisterNow')]).toBe(now);
        expect(parts[p]![PARTS.indexOf('allOut')]).toBe(v.supply[p] === 0 ? 1 : 0);
        allOut += parts[p]![PARTS.indexOf('allOut')]!;
      }
    }
    expect(cloisters).toBeGreaterThan(0);
    expect(allOut).toBeGreaterThan(0);
  });

  it('weigh the margin by the fitted weights when eval1 is given them', () => {
    const s = states[states.length - 1]!;
    const v = view(s, pendingDecision(s)!.player);
    const onlyScore = PARTS.flatMap((p) => (p === 'score' ? [1, 1] : [0, 0])).concat([0, 0]);
    const ev = new Evaluation(new FeatureMap(v.board, followersOf(v), 2), new Eval1Bot({ ...EVAL1_WEIGHTS, fit: onlyScore }).context(v));
    expect(ev.margin(0)).toBe(v.scores[0]! - v.scores[1]!);
    const constant = PARTS.flatMap(() => [0, 0]).concat([5, 5]);
    const ev2 = new Evaluation(ev.map, new Eval1Bot({ ...EVAL1_WEIGHTS, fit: constant }).context(v));
    expect(ev2.margin(1)).toBe(5);
  });

  const recorded = (day: string) => JSON.parse(readFileSync(new URL(`../bench-results/${day}/eval1-fit.json`, import.meta.url), 'utf8')) as { parts: string[]; fit: number[]; mover?: string };

  it('EVAL1_FIT is the fit scripts/fit-eval1.mjs recorded with --mover fitted, one start and one end weight per part and the constant', () => {
    const r = recorded('2026-12-02e');
    expect(r.mover).toBe('fitted');
    expect(r.parts).toEqual([...PARTS, 'constant']);
    expect(EVAL1_FIT).toEqual(r.fit);
    expect(EVAL1_FIT.length).toBe(2 * (PARTS.length + 1));
  });

  it('EVAL1_FIT_SELF_PLAY is the first fit, on the parts before cloisterNow and allOut, and fittedMargin leaves those out for it', () => {
    const r = recorded('2026-12-02c');
    expect(EVAL1_FIT_SELF_PLAY).toEqual(r.fit);
    expect(r.parts).toEqual([...PARTS.filter((p) => p !== 'cloisterNow' && p !== 'allOut'), 'constant']);
    expect(PARTS.slice(-2)).toEqual(['cloisterNow', 'allOut']);
    const s = states[3]!;
    const v = view(s, pendingDecision(s)!.player);
    const parts = new Evaluation(new FeatureMap(v.board, followersOf(v), 2), eval1.context(v)).parts();
    const padded = [...EVAL1_FIT_SELF_PLAY.slice(0, -2), 0, 0, 0, 0, ...EVAL1_FIT_SELF_PLAY.slice(-2)];
    for (const phase of [0, 0.4, 1]) expect(fittedMargin(EVAL1_FIT_SELF_PLAY, parts, 0, phase)).toBeCloseTo(fittedMargin(padded, parts, 0, phase), 12);
  });
});
