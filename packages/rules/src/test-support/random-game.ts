/**
 * Property-test helper for expansion modules: play one game with a uniform random choice
 * at every decision and check after every action what must always hold — 7 followers per
 * player between board and supply, scores never going down, the game ending — then that
 * the game's own record replays to the same state.
 */
import { expect } from 'vitest';
import { apply, createGame, legalActions, replay, Stream, toRecord } from '../index.js';
import type { Action, ExpansionId, GameConfig, GameEvent, GameState } from '../index.js';
import { EXPANSION_IDS, expansionModule } from '../index.js';
import { followers } from '../kit.js';

const MAX_ACTIONS = 20000;

/** `id` with every subset of the other available expansions, minus those in `without`. */
export function combinationsWith(id: ExpansionId, without: readonly ExpansionId[] = []): ExpansionId[][] {
  const others = EXPANSION_IDS.filter((e) => e !== id && !without.includes(e) && expansionModule(e));
  const out: ExpansionId[][] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) out.push([id, ...others.filter((_, i) => mask & (1 << i))]);
  return out;
}

function essence(s: GameState) {
  return { board: s.board, scores: s.scores, supply: s.supply, ext: s.ext, rng: s.rng, finished: s.finished, discarded: s.discarded, final: s.final };
}

export interface RandomGameOptions {
  /** Sees the events of every action (to note which cards were played, say). */
  onEvents?: (events: readonly GameEvent[]) => void;
  /** false: play only, checking nothing (coverage runs over many games). Default true. */
  check?: boolean;
  /** Sees every chosen action with the state it is about to be applied to. */
  beforeApply?: (state: GameState, action: Action) => void;
  /** Sees the finished game. */
  atEnd?: (state: GameState) => void;
}

/** Plays one random game under the invariants; returns how many actions `count` matched. */
export function randomGameHolds(
  config: Omit<GameConfig, 'players'> & { players: number },
  count: (a: Action) => boolean,
  opts: RandomGameOptions = {},
): number {
  const check = opts.check ?? true;
  const players = config.players;
  const g = createGame({ ...config, players: ['A', 'B', 'C', 'D', 'E'].slice(0, players) });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = Stream.fromSeed(config.seed, 'random-play');
  let n = 0;
  let counted = 0;
  while (!s.finished) {
    const acts = legalActions(s);
    expect(acts.length, `a decision without legal actions: ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
    const a = acts[pick.below(acts.length)]!;
    if (count(a)) counted++;
    opts.beforeApply?.(s, a);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)} ${r.error.message}`);
    const next = r.value.state;
    opts.onEvents?.(r.value.events);
    if (check) {
      const onBoard = new Array<number>(players).fill(0);
      for (const f of followers(next)) onBoard[f.player]! += 1;
      for (let p = 0; p < players; p++) {
        expect(onBoard[p]! + next.supply[p]!).toBe(7);
        expect(next.scores[p]!).toBeGreaterThanOrEqual(s.scores[p]!);
      }
    }
    s = next;
    expect(++n).toBeLessThan(MAX_ACTIONS);
  }
  opts.atEnd?.(s);
  if (check) {
    const rep = replay(JSON.parse(JSON.stringify(toRecord(s))));
    if (!rep.ok) throw new Error(`replay failed: ${JSON.stringify(rep.error)}`);
    expect(essence(rep.value.state)).toEqual(essence(s));
  }
  return counted;
}
