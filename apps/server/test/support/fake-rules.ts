/**
 * A tiny scripted game with the @carc/rules API shape: three turns per player, a secret
 * draw order derived from the seed and a secret card per player. It lets the room's
 * plumbing be tested independently of the real engine's progress; the real engine is
 * exercised by the full-game tests.
 */
import type { RulesEngine } from '../../src/room/authority.js';

interface FakeState {
  players: string[];
  seed: string;
  stack: number[];
  pos: number;
  phase: 'place' | 'meeple';
  turnPlayer: number;
  scores: number[];
  finished: boolean;
  moves: unknown[];
}

function secretStack(seed: string, n: number): number[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    h = (Math.imul(h, 1103515245) + 12345) >>> 0;
    out.push(1000 + (h % 9000));
  }
  return out;
}

/** What a seat's secret card is; tests look for it in other seats' messages. */
export function fakeSecret(seed: string, seat: number): string {
  return `secret-card-${seat}-${secretStack(seed, 1)[0]}`;
}

const err = (code: string, message: string) => ({ ok: false as const, error: { code, message } });

export const fakeRules = {
  createGame(config: { players: readonly string[]; seed: string }) {
    const s: FakeState = {
      players: [...config.players],
      seed: config.seed,
      stack: secretStack(config.seed, 3 * config.players.length),
      pos: 0,
      phase: 'place',
      turnPlayer: 0,
      scores: config.players.map(() => 0),
      finished: false,
      moves: [],
    };
    return { ok: true, value: s };
  },
  pendingDecision(state: FakeState) {
    return state.finished ? null : { player: state.turnPlayer, kind: state.phase };
  },
  legalActions(state: FakeState) {
    if (state.finished) return [];
    return state.phase === 'place'
      ? [0, 1, 2].map((x) => ({ type: 'place', x, y: 0, rot: 0 }))
      : [{ type: 'pass' }, { type: 'meeple', at: 'C' }];
  },
  apply(state: FakeState, action: unknown, actor?: number) {
    if (state.finished) return err('game-over', 'over');
    if (actor !== undefined && actor !== state.turnPlayer) return err('not-your-turn', 'not yours');
    const a = action as { type?: unknown; x?: unknown; at?: unknown };
    if (typeof a !== 'object' || a === null || typeof a.type !== 'string') return err('malformed-action', 'bad');
    const s: FakeState = { ...state, scores: [...state.scores], moves: [...state.moves, action] };
    const events: unknown[] = [];
    if (state.phase === 'place') {
      if (a.type !== 'place') return err('wrong-decision', 'expected place');
      if (a.x !== 0 && a.x !== 1 && a.x !== 2) return { ok: false as const, error: { code: 'illegal-placement', message: 'x must be 0..2', rule: 'edge-match' } };
      s.scores[state.turnPlayer]! += a.x as number;
      s.phase = 'meeple';
      events.push({ type: 'tilePlaced', player: state.turnPlayer, tile: String(state.stack[state.pos]), x: a.x, y: 0, rot: 0 });
      events.push({ type: 'ext', expansion: 'gifts', kind: 'giftDrawn', player: state.turnPlayer, secretTo: [state.turnPlayer], data: { card: fakeSecret(state.seed, state.turnPlayer) } });
    } else {
      if (a.type !== 'pass' && !(a.type === 'meeple' && a.at === 'C')) return err('wrong-decision', 'expected meeple or pass');
      s.phase = 'place';
      s.pos++;
      s.turnPlayer = (state.turnPlayer + 1) % state.players.length;
      if (s.pos >= s.stack.length) {
        s.finished = true;
        events.push({ type: 'gameEnded', scores: s.scores, winners: [0] });
      } else events.push({ type: 'turnStarted', player: s.turnPlayer });
    }
    return { ok: true as const, value: { state: s, events } };
  },
  view(state: FakeState, player: number | null) {
    const mine = player !== null && !state.finished && state.turnPlayer === player;
    return {
      viewer: player,
      players: state.players,
      scores: state.scores,
      currentPlayer: state.finished ? null : state.turnPlayer,
      tile: state.finished ? null : String(state.stack[state.pos]),
      stackSize: state.stack.length - state.pos,
      decision: state.finished ? null : { player: state.turnPlayer, kind: state.phase },
      legalActions: mine ? (state.phase === 'place' ? [0, 1, 2].map((x) => ({ type: 'place', x, y: 0, rot: 0 })) : [{ type: 'pass' }, { type: 'meeple', at: 'C' }]) : null,
      finished: state.finished,
      own: player === null ? {} : { gifts: fakeSecret(state.seed, player) },
    };
  },
  viewEvents(events: readonly unknown[], player: number | null) {
    return events.map((e) => {
      const x = e as { secretTo?: number[] };
      return x.secretTo && (player === null || !x.secretTo.includes(player)) ? { ...x, data: null } : e;
    });
  },
  result(state: FakeState) {
    return { scores: state.scores, winners: state.finished ? [0] : [], finished: state.finished, tilesLeft: state.stack.length - state.pos };
  },
  toRecord(state: FakeState) {
    return { format: 'carc-record/1', players: state.players, expansions: [], options: {}, seed: state.seed, moves: state.moves };
  },
} as unknown as RulesEngine;
