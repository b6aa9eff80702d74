/**
 * Scoring one feature: base points (B-4, B-5, B-6), majority with shared ties, the
 * expansion hooks, then points and followers home. Used on completion, at game end and
 * by expansion effects that score a feature early.
 */
import { find, segFollowers } from './board.js';
import type { ScoreDraft } from './expansion.js';
import { basePoints, featureInfo } from './features.js';
import type { FeatureInfo } from './features.js';
import { returnFollowers } from './kit/followers.js';
import { modulesOf } from './registry.js';
import { cloneState } from './state.js';
import type { GameState } from './state.js';
import type { GameEvent, ScoreExplanation } from './types.js';

export type ScoreWhen = ScoreExplanation['when'];

/** Base points of a feature, completed or at game end (the core's). */
export { basePoints };

/** Keys of the explanation scoreFeature builds for a feature of this kind (see withAwarded). */
function ownKeys(kind: FeatureInfo['kind']): number {
  return kind === 'cloister' || kind === 'field' ? 10 : 9;
}

/**
 * `{ ...e, awarded }` for an explanation as scoreFeature builds it, key for key in the
 * same order. Explanations come in several shapes (cloisters and fields add a key, hooks
 * rebuild them), so the spread went megamorphic and was a slow runtime call: 1.1% of an
 * all-expansions game on that one line.
 */
function withAwarded(e: ScoreExplanation, awarded: number[]): ScoreExplanation {
  const out: ScoreExplanation = {
    feature: e.feature,
    when: e.when,
    tiles: e.tiles,
    pennants: e.pennants,
    followers: e.followers,
    owners: e.owners,
    points: e.points,
    cells: e.cells,
    rules: e.rules,
  };
  if (e.feature === 'cloister') out.neighbours = e.neighbours;
  if (e.feature === 'field') out.cities = e.cities;
  out.awarded = awarded;
  return out;
}

export interface ScoreOptions {
  when: ScoreWhen;
  /** Points for each owner; defaults to the base points for `when` ('completed' or 'final'). */
  points?: number;
  /** Send the feature's followers home afterwards (default: yes unless `when` is 'final'). */
  returnFollowers?: boolean;
  rules?: string[];
}

/**
 * The majority on the feature of root segment `root` (B-4): each player's follower count
 * after every module's `followerCounts` (tie marks), and the largest count, 0 when nobody
 * stands there. Scoring and every other question of who owns a feature (The Gifts, GI-2)
 * go through this one rule. `followers` is not modified.
 */
export function majority(s: GameState, root: number, followers: number[]): { counts: number[]; max: number } {
  let counts = followers;
  for (const m of modulesOf(s)) if (m.followerCounts) counts = m.followerCounts(s, root, counts.slice());
  let max = 0;
  for (const c of counts) if (c > max) max = c;
  return { counts, max };
}

/** Score the feature of segment `seg`; a feature nobody holds scores nothing and reports nothing. */
export function scoreFeature(s: GameState, seg: number, opts: ScoreOptions): { state: GameState; events: GameEvent[] } {
  const n = s.players.length;
  const board = s.board;
  // Most completed features are empty; reading one off the board costs more than the rest
  // of the turn's scoring, and an empty feature scores nothing (followerCounts only adds to
  // players already there).
  if (segFollowers(board, find(board, seg)) === 0) return { state: s, events: [] };
  const f = featureInfo(board, seg, n);
  const { counts, max } = majority(s, f.root, f.followers);
  if (max === 0) return { state: s, events: [] };
  const owners: number[] = [];
  counts.forEach((c, p) => {
    if (c === max) owners.push(p);
  });
  const base = opts.points === undefined ? basePoints(f, opts.when === 'final' ? 'final' : 'completed') : { points: opts.points, rules: [] };
  const rules = [...base.rules, ...(opts.rules ?? [])];
  if (owners.length > 1) rules.push('majority-tie');
  const explanation: ScoreExplanation = {
    feature: f.kind,
    when: opts.when,
    tiles: f.tiles,
    pennants: f.pennants,
    followers: f.followers,
    owners,
    points: base.points,
    cells: f.cells,
    rules,
  };
  if (f.kind === 'cloister') explanation.neighbours = f.neighbours;
  if (f.kind === 'field') explanation.cities = f.completedCities.length;
  const awarded = awardScore(s, {
    explanation,
    award: counts.map((c) => (c === max ? base.points : 0)),
    feature: f.root,
    keepFollowers: !(opts.returnFollowers ?? opts.when !== 'final'),
    scoresFeature: true,
  });
  s = awarded.state;
  const draft = awarded.draft;
  const events: GameEvent[] = [awarded.event];
  if (!draft.keepFollowers) {
    // Re-read when a hook changed the board (it may have moved followers); an untouched
    // board has the same followers, and walking the feature again was half of scoring.
    const indices = s.board === board ? f.followerIndices : featureInfo(s.board, f.root, n).followerIndices;
    const r = returnFollowers(s, indices);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * The end of every score, whoever builds the draft (scoreFeature, a gift's cash-out): each
 * module's adjustScore in module order, the award added to the scores, and the `scored`
 * event showing the explanation with what each player was `awarded`. Sending followers
 * home is the caller's business.
 */
export function awardScore(s: GameState, draft: ScoreDraft): { state: GameState; draft: ScoreDraft; event: GameEvent } {
  const built = draft.explanation;
  for (const m of modulesOf(s)) {
    if (!m.adjustScore) continue;
    const r = m.adjustScore(s, draft);
    s = r.state;
    draft = r.draft;
  }
  const scores = s.scores.slice();
  draft.award.forEach((p, i) => {
    scores[i] = scores[i]! + p;
  });
  const withScores = cloneState(s);
  withScores.scores = scores;
  const e = draft.explanation;
  const shown = e === built && Object.keys(e).length === ownKeys(e.feature) ? withAwarded(e, draft.award.slice()) : { ...e, awarded: draft.award.slice() };
  return { state: withScores, draft, event: { type: 'scored', explanation: shown } };
}
