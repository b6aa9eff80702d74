/**
 * eval1's judgement of the search's macros (placement + follower): the prior that ranks
 * and prunes the candidates of `mcts`, and the endgame solve it hands over to when at most
 * two tiles are left (the one in hand and one more).
 *
 * eval1 values a follower by the completion chances of its feature from the unseen tiles,
 * so it ranks long-term moves (a follower on a big open city, a farmer) where playouts can
 * judge them; greedy counts a feature only at what it is worth now.
 */
import { locationName } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import { Evaluation, EVAL1_WEIGHTS } from './eval1.js';
import { Eval1Bot, followersOf } from './eval1-bot.js';
import { FeatureMap } from './feature-map.js';
import type { BoardTile } from './feature-map.js';
import type { Macro } from './moves.js';

const eval1 = new Eval1Bot();
const fittedBots = new WeakMap<readonly number[], Eval1Bot>();

/** eval1, or eval1 with its margin weighed by fitted weights. */
function fitted(fit: readonly number[] | null): Eval1Bot {
  if (!fit) return eval1;
  let bot = fittedBots.get(fit);
  if (!bot) {
    bot = new Eval1Bot({ ...EVAL1_WEIGHTS, fit });
    fittedBots.set(fit, bot);
  }
  return bot;
}

/**
 * eval1's expected final margin for the mover after each macro (same order as `macros`),
 * for a place decision (the tile in hand) or a follower decision (the tile just placed).
 */
export function eval1MacroValues(view: PlayerView, macros: readonly Macro[], fit: readonly number[] | null = null): number[] {
  const me = view.viewer ?? 0;
  const ctx = fitted(fit).context(view);
  const followers = followersOf(view);
  const placing = view.decision?.kind === 'place';
  // One board per placement: the macros of a placement differ only in the follower.
  const boards = new Map<string, { map: FeatureMap; ev: Evaluation }>();
  return macros.map((m) => {
    const key = `${m.x},${m.y},${m.q}`;
    let b = boards.get(key);
    if (!b) {
      const tiles: readonly BoardTile[] = placing ? [...view.board, { tile: view.tile!, x: m.x, y: m.y, rot: m.action.type === 'place' ? m.action.rot : 0 }] : view.board;
      const map = new FeatureMap(tiles, followers, ctx.players);
      b = { map, ev: new Evaluation(map, ctx) };
      boards.set(key, b);
    }
    if (m.loc < 0) return b.ev.margin(me);
    const f = b.map.features.get(b.map.rootAt(m.x, m.y, locationName(m.loc)));
    if (!f) return b.ev.margin(me);
    f.followers[me]! += 1;
    const v = b.ev.margin(me);
    f.followers[me]! -= 1;
    return v;
  });
}

/** Tiles left (after the one in hand) up to which eval1's endgame is exact enough to trust over playouts. */
export const ENDGAME_TILES = 1;

/**
 * The macro eval1 plays when at most ENDGAME_TILES tiles remain to draw: with none left its
 * evaluation is the final scoring; with one left it solves the next player's reply. Null
 * earlier in the game, or when no macro matches eval1's choice.
 */
export function eval1Endgame(view: PlayerView, macros: readonly Macro[]): Macro | null {
  if (view.decision?.kind !== 'place' || view.stackSize > ENDGAME_TILES) return null;
  const c = eval1.decide(view);
  if (!c || c.action.type !== 'place') return null;
  const a = c.action;
  const mine = c.followers.length > view.followers.length ? c.followers[c.followers.length - 1]! : null;
  const map = mine ? new FeatureMap(c.tiles, [], view.players.length) : null;
  const want = mine && map ? map.rootAt(a.x, a.y, mine.at) : -1;
  return (
    macros.find((m) => {
      if (m.x !== a.x || m.y !== a.y || m.q !== a.rot / 90) return false;
      if (!mine) return m.loc < 0;
      return m.loc >= 0 && map!.rootAt(m.x, m.y, locationName(m.loc)) === want;
    }) ?? null
  );
}
