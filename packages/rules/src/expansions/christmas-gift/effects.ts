/**
 * What each card does once it resolves (not cancelled): score-, place-, occupy-, lay-,
 * tie-, swap-, recall, force, farm-tie, score-3 and the scoring cards' boosts.
 */
import { addFollower, addPoints, describeFeature, featureAt, followerAt, followerLoc, followerSeg, placeFollower, removeFollowers, returnFollowers, scoreFeature, withState } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { GameEvent, PlayerIndex, Spot } from '../../types.js';
import type { CardId } from './cards.js';
import { cg, copyCg, ev, putCg, rootAt, rootSpot } from './slice.js';
import { opponentsOnSegment } from './targets.js';
import type { CardEntry } from './slice.js';

export interface Effect {
  state: GameState;
  events: GameEvent[];
}

/** score-road / score-city / score-cloister (CG-19): owners score now, followers go home. */
export function scoreEarly(s: GameState, card: CardId, root: number): Effect {
  const f = describeFeature(s, root);
  const points = card === 'score-road' ? 2 * f.tiles : card === 'score-city' ? 2 * f.tiles + f.pennants : f.neighbours;
  return scoreFeature(s, root, { when: 'card', points, returnFollowers: true, rules: ['CG-19', card] });
}

/** Apply a resolved (not cancelled) card entry for `player`. */
export function resolve(s: GameState, player: PlayerIndex, entry: Pick<CardEntry, 'card' | 'spot' | 'spot2' | 'player2' | 'x' | 'y'>): Effect {
  const card = entry.card;
  const root = rootAt(s, entry.spot);
  switch (card) {
    case 'score-3':
      return { state: addPoints(s, player, 3), events: [ev('bonus', { card, points: 3 }, player)] };
    case 'score-road':
    case 'score-city':
    case 'score-cloister':
      return scoreEarly(s, card, root);
    case 'place-farm':
    case 'place-road':
    case 'place-city':
    case 'occupy-farm':
    case 'occupy-road':
    case 'occupy-city':
    case 'occupy-cloister': {
      const r = placeFollower(s, player, entry.spot!);
      return r ?? { state: s, events: [] };
    }
    case 'lay-cloister':
    case 'lay-road':
    case 'lay-city': {
      const c = cg(s);
      const n = copyCg(c);
      n.laid = [...c.laid, root];
      return { state: putCg(s, n), events: [ev('laidDown', { spot: rootSpot(s, root) }, player)] };
    }
    case 'tie-road':
    case 'tie-city':
    case 'tie-cloister':
    case 'farm-tie': {
      const c = cg(s);
      const n = copyCg(c);
      n.marks = [...c.marks, { seg: root, player }];
      return { state: putCg(s, n), events: [ev('marked', { card, spot: rootSpot(s, root) }, player)] };
    }
    case 'recall': {
      // The follower standing exactly at the spot (record-format.md), not any on its feature.
      const i = followerAt(s, player, entry.spot!);
      return i < 0 ? { state: s, events: [] } : returnFollowers(s, [i]);
    }
    case 'swap-cloister':
    case 'swap-city':
    case 'swap-road':
    case 'swap-farm':
      return swap(s, player, entry.spot!, entry.spot2!, entry.player2 ?? swapOpponent(s, player, entry.spot2!));
    case 'force': {
      const n = copyCg(cg(s));
      n.force = { x: entry.x!, y: entry.y!, by: player, turn: s.turn };
      return {
        state: putCg(s, n),
        events: [ev('forced', { x: entry.x, y: entry.y, next: (player + 1) % s.players.length }, player)],
      };
    }
    default:
      return { state: s, events: [] };
  }
}

/** The opponent standing at `spot` when the entry has no player2 (the lowest index if several). */
export function swapOpponent(s: GameState, player: PlayerIndex, spot: Spot): PlayerIndex {
  const seg = featureAt(s, spot);
  const mask = seg < 0 ? 0 : opponentsOnSegment(s, player, seg);
  return mask === 0 ? -1 : 31 - Math.clz32(mask & -mask);
}

/** swap-: my follower at `mine` and player2's at `theirs` change places, each taking the other's exact spot (CG-19). */
function swap(s: GameState, player: PlayerIndex, mine: Spot, theirs: Spot, player2: PlayerIndex): Effect {
  const i = followerAt(s, player, mine);
  const j = followerAt(s, player2, theirs);
  if (i < 0 || j < 0) return { state: s, events: [] };
  const b = s.board;
  const segI = followerSeg(b, i);
  const locI = followerLoc(b, i);
  const segJ = followerSeg(b, j);
  const locJ = followerLoc(b, j);
  let nb = removeFollowers(b, [i, j]);
  nb = addFollower(nb, player, segJ, locJ);
  nb = addFollower(nb, player2, segI, locI);
  const from = { x: mine.x, y: mine.y, at: mine.at };
  const to = { x: theirs.x, y: theirs.y, at: theirs.at };
  return { state: withState(s, { board: nb }), events: [ev('swapped', { player, player2, from, to }, player)] };
}
