/** Scenario-test helpers (imported by the *.test.ts files of this folder only). */
import { apply, createGame } from '../../../index.js';
import type { Action, GameEvent, GameState, Spot } from '../../../index.js';
import type { Location, Rotation } from '@carc/tiles';
import { placeFollower } from '../../../kit.js';
import type { CardId } from '../cards.js';
import { cg } from '../slice.js';
import type { CGState } from '../slice.js';

export let lastEvents: GameEvent[] = [];
/** Every event since the last {@link newGame}, in order. */
export const eventLog: GameEvent[] = [];

export function newGame(tiles: string[], players = 2, expansions: string[] = ['christmas-gift'], seed = 'cg'): GameState {
  const g = createGame({ players: ['Ann', 'Ben', 'Cid', 'Dee', 'Eve'].slice(0, players), seed, tiles, expansions: expansions as never });
  if (!g.ok) throw new Error(g.error.message);
  eventLog.length = 0;
  return g.value;
}

export function act(s: GameState, a: Action, actor?: number): GameState {
  const r = apply(s, a, actor ?? s.pending?.player);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} at ${s.pending?.kind}: ${r.error.code} ${r.error.message}`);
  lastEvents = r.value.events;
  eventLog.push(...lastEvents);
  return r.value.state;
}

export const PASS: Action = { type: 'pass' };
export const place = (x: number, y: number, rot: Rotation): Action => ({ type: 'place', x, y, rot });
export const meeple = (at: Location): Action => ({ type: 'meeple', at });
export const spot = (x: number, y: number, at: Location): Spot => ({ x, y, at });
export const ext = (kind: string, extra: Record<string, unknown> = {}): Action => ({ type: 'ext', expansion: 'christmas-gift', kind, ...extra }) as Action;
export const play = (card: CardId, extra: Record<string, unknown> = {}): Action => ext('play', { card, ...extra });
export const target = (sp: Spot): Action => ext('target', { spot: sp });
export const draw = (...decks: string[]): Action => ext('draw', { cards: decks });

export function kind(s: GameState): string | undefined {
  return s.pending?.kind;
}

/** Pass every pending decision until `k` is pending. */
export function passTo(s: GameState, k: string): GameState {
  for (let i = 0; i < 50 && kind(s) !== k; i++) s = act(s, PASS);
  if (kind(s) !== k) throw new Error(`never reached ${k}`);
  return s;
}

/** Place the drawn tile, then a follower at `at` or none. */
export function turn(s: GameState, x: number, y: number, rot: Rotation, at?: Location): GameState {
  s = passTo(s, 'place');
  s = act(s, place(x, y, rot));
  return act(s, at ? meeple(at) : PASS);
}

/** Pass the rest of this turn's decisions: stops at the next turn's first decision (or the game end). */
export function finishTurn(s: GameState): GameState {
  const t = s.turn;
  for (let i = 0; i < 50 && !s.finished && s.turn === t && kind(s) !== 'place'; i++) s = act(s, PASS);
  return s;
}

export function slice(s: GameState): CGState {
  return cg(s);
}

/** Put a follower straight on the board (test setup only). */
export function put(s: GameState, player: number, sp: Spot): GameState {
  const r = placeFollower(s, player, sp);
  if (!r) throw new Error(`cannot put a follower at ${JSON.stringify(sp)}`);
  return r.state;
}

export const K = (k: string) => `christmas-gift/${k}`;
