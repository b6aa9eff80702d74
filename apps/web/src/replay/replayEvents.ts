/**
 * The events of a recorded game, for the replay viewer's log, chart and final breakdown.
 * A carc-record/1 file holds moves, not events, and `replay` returns only the final state;
 * so the game is played again here through the public API: at each decision the legal
 * actions are tried, and a turn is accepted when the move the engine writes back for it is
 * exactly the record's move. Most decisions have one matching action (the tile's square
 * and rotation, the follower's spot), so the search rarely backs up; a node budget keeps a
 * strange record from running long, and then the caller falls back to placements only.
 */
import {
  apply,
  createGameWithEvents,
  legalActions,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type RecordMove,
} from '@carc/rules';

export interface ReplayEvents {
  events: GameEvent[];
  /** Events before the first move, then after each move: `events.slice(0, at[i])` is the log at move i. */
  at: number[];
}

/** JSON with sorted keys: a written-back move and a parsed one compare equal whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Legal actions, the ones the move names first (its square and rotation, its follower spot). */
function candidates(s: GameState, move: RecordMove | null): Action[] {
  const legal = legalActions(s);
  if (!move) return legal;
  const score = (a: Action) =>
    a.type === 'place' ? (a.x === move.x && a.y === move.y && a.rot === move.rot ? 0 : 9) : a.type === 'meeple' ? (a.at === move.meeple ? 0 : 9) : a.type === 'pass' ? 1 : 2;
  return legal.map((a) => [score(a), a] as const).filter(([n]) => n < 9).sort((a, b) => a[0] - b[0]).map(([, a]) => a);
}

export function replayEvents(record: GameRecord, budget = 50_000): ReplayEvents | null {
  const g = createGameWithEvents({
    players: record.players,
    expansions: record.expansions,
    options: record.options,
    seed: record.seed,
    ...(record.tiles ? { tiles: record.tiles } : {}),
  });
  if (!g.ok) return null;
  let nodes = 0;
  const search = (s: GameState, move: RecordMove | null, done: (x: GameState) => boolean, ok: (x: GameState) => boolean): { state: GameState; events: GameEvent[] } | null => {
    if (done(s)) return ok(s) ? { state: s, events: [] } : null;
    for (const a of candidates(s, move)) {
      if (++nodes > budget) return null;
      const r = apply(s, a);
      if (!r.ok) continue;
      const rest = search(r.value.state, move, done, ok);
      if (rest) return { state: rest.state, events: [...r.value.events, ...rest.events] };
    }
    return null;
  };

  let s = g.value.state;
  const events = [...g.value.events];
  const at = [events.length];
  for (const move of record.moves) {
    const turn = s.turn;
    const want = canonical(move);
    const found = search(s, move, (x) => x.finished || x.turn !== turn, (x) => !!x.log && canonical(x.log.move) === want);
    if (!found) return null;
    s = found.state;
    events.push(...found.events);
    at.push(events.length);
  }
  if (!s.finished && record.final?.length) {
    // End-game choices (cards played at the end) come from the record's `final`.
    const want = canonical(record.final);
    const found = search(s, null, (x) => x.finished, (x) => canonical(x.final) === want);
    if (!found) return null;
    events.push(...found.events);
    at[at.length - 1] = events.length;
  }
  return { events, at };
}
