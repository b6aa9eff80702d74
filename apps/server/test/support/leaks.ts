/**
 * Leak check over recorded traffic, done after the game when the seed is public: the game
 * is replayed from the room's log, and every update a socket received must be exactly the
 * receiving seat's view and events of that state (so nothing of another seat, nor of the
 * full state, rode along), and nothing before the end may contain the seed or any run of
 * upcoming tiles in draw order. Delta updates are checked on the view they build: the
 * socket's last full view (welcome, snapshot) with every patch since applied in order.
 */
import { applyViewPatch, type RoomLog, type ViewPatch } from '@carc/protocol';
import * as rules from '@carc/rules';

export function upcomingRuns(state: rules.GameState): string[] {
  const upcoming = state.stack.slice(state.stackPos);
  const out: string[] = [];
  for (let i = 0; i + 3 <= upcoming.length; i++) out.push(JSON.stringify(upcoming.slice(i, i + 3)).slice(1, -1));
  return out;
}

/** Returns a list of problems (empty when nothing leaked). `raw` are the frames of one socket. */
export function checkLeaks(log: RoomLog, seat: number | null, raw: string[]): string[] {
  const problems: string[] = [];
  const created = rules.createGame({ players: log.players, expansions: log.config.expansions, options: log.config.options, seed: log.seed });
  if (!created.ok) return [`cannot replay: ${created.error.message}`];
  const states: rules.GameState[] = [created.value];
  const events: rules.GameEvent[][] = [[]];
  for (const a of log.actions) {
    const r = rules.apply(states.at(-1)!, a.action, a.actor);
    if (!r.ok) return [`cannot replay action ${a.seq}: ${r.error.message}`];
    states.push(r.value.state);
    events.push(r.value.events);
  }
  const last = log.actions.length;
  let held: object | null = null;
  for (const text of raw) {
    const m = JSON.parse(text) as { type: string; seq?: number; view?: unknown; events?: unknown; patch?: ViewPatch };
    const seq = m.seq ?? -1;
    if ((m.type === 'welcome' || m.type === 'snapshot') && m.view) held = m.view as object;
    if (m.type === 'update' && m.patch) {
      if (!held) {
        problems.push(`seat ${seat}: delta update ${seq} without a view to apply it to`);
        continue;
      }
      held = applyViewPatch(held, m.patch);
      m.view = held;
    }
    if (m.type === 'update' && seq !== last) {
      if (text.includes(log.seed)) problems.push(`seat ${seat}: seed in update ${seq}`);
      const state = states[seq]!;
      for (const run of upcomingRuns(state)) if (text.includes(run)) problems.push(`seat ${seat}: upcoming tiles ${run} in update ${seq}`);
      if (JSON.stringify(m.view) !== JSON.stringify(rules.view(state, seat))) problems.push(`seat ${seat}: update ${seq} is not the seat's view`);
      if (JSON.stringify(m.events) !== JSON.stringify(rules.viewEvents(events[seq]!, seat))) problems.push(`seat ${seat}: update ${seq} events are not the seat's events`);
      // The private part the seat got must be its own, never another seat's.
      const got = ((m.view as { own?: Record<string, unknown> }).own ?? {}) as Record<string, unknown>;
      const own = seat === null ? {} : rules.view(state, seat).own;
      for (let q = 0; q < log.players.length; q++) {
        if (q === seat) continue;
        for (const [exp, part] of Object.entries(rules.view(state, q).own)) {
          const theirs = JSON.stringify(part);
          const mine = JSON.stringify(own[exp as rules.ExpansionId]);
          if (theirs !== mine && JSON.stringify(got[exp]) === theirs) problems.push(`seat ${seat}: seat ${q}'s ${exp} secrets in update ${seq}`);
        }
      }
    } else if (m.type !== 'update' && text.includes(log.seed) && !(m.type === 'welcome' || m.type === 'snapshot')) {
      problems.push(`seat ${seat}: seed in a ${m.type} message`);
    }
  }
  return problems;
}
