/**
 * Leak check over recorded traffic, done after the game when the seed is public: the game
 * is replayed from the room's log, and every update a socket received must be exactly the
 * receiving seat's view and events of that state (so nothing of another seat, nor of the
 * full state, rode along), and nothing before the end may contain the seed or any run of
 * upcoming tiles in draw order. Delta updates are checked on the view they build: the
 * socket's last full view (welcome, snapshot) with every patch since applied in order.
 *
 * No frame may carry a `search` key anywhere (a bot's search state, see `searchKeys`).
 *
 * Events are also checked without the rules' own redaction (`viewEvents`), which the room
 * uses too and so cannot judge it: from rules.md, of a secret event (a card drawn into a
 * hand, marked `secretTo`) others may learn which deck it came from and the new hand size,
 * nothing else. That check covers updates and the events a welcome replays (`missed`).
 */
import { applyViewPatch, type RoomLog, type ViewPatch } from '@carc/protocol';
import * as rules from '@carc/rules';

export function upcomingRuns(state: rules.GameState): string[] {
  const upcoming = state.stack.slice(state.stackPos);
  const out: string[] = [];
  for (let i = 0; i + 3 <= upcoming.length; i++) out.push(JSON.stringify(upcoming.slice(i, i + 3)).slice(1, -1));
  return out;
}

/** What the rules make public about a secret card draw: the deck (the backs differ) and the hand size. */
const PUBLIC_FACTS = new Set(['deck', 'handSize']);

type ExtEvent = { type: string; expansion?: string; kind?: string; player?: number; secretTo?: number[]; data?: unknown };

/** Hidden fields of one action's events kept from `seat` (`raw`, unredacted) that still reached it in `got`, the events it received. */
export function secretsShown(seat: number | null, raw: readonly rules.GameEvent[], got: unknown): string[] {
  const out: string[] = [];
  // An event the action made public reaches every seat as it is (a lightning card is shown
  // when drawn, CG-5): it may share its kind and player with a secret one of the same action
  // (a Cloister and a Roadside draw together), so it is no evidence against the secret one.
  const open = new Set((raw as readonly ExtEvent[]).filter((e) => e.type === 'ext' && !e.secretTo).map((e) => JSON.stringify(e)));
  const received = (Array.isArray(got) ? (got as ExtEvent[]) : []).filter((r) => !open.has(JSON.stringify(r)));
  for (const e of raw as readonly ExtEvent[]) {
    if (e.type !== 'ext' || !e.secretTo || (seat !== null && e.secretTo.includes(seat))) continue;
    if (typeof e.data !== 'object' || e.data === null) continue;
    const hidden = Object.keys(e.data).filter((k) => !PUBLIC_FACTS.has(k));
    for (const r of received) {
      if (r?.type !== 'ext' || r.expansion !== e.expansion || r.kind !== e.kind || r.player !== e.player) continue;
      if (typeof r.data !== 'object' || r.data === null) continue;
      for (const k of hidden) if (k in r.data) out.push(`${e.expansion} ${e.kind} of player ${e.player}: ${k}`);
    }
  }
  return out;
}

/**
 * The paths of every `search` key in a frame: a bot's search state (`view(s, p, { search: true })`)
 * is made for bots in the room's own process and must never ride along in a frame.
 */
export function searchKeys(frame: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [k, v] of Object.entries(value)) {
      if (k === 'search') found.push(`${path}.search`);
      walk(v, `${path}.${k}`);
    }
  };
  walk(JSON.parse(frame), '$');
  return found;
}

/** Returns a list of problems (empty when nothing leaked). `raw` are the frames of one socket. */
export function checkLeaks(log: RoomLog, seat: number | null, raw: string[]): string[] {
  const problems: string[] = [];
  for (const text of raw) for (const path of searchKeys(text)) problems.push(`seat ${seat}: a search state at ${path} in a ${(JSON.parse(text) as { type: string }).type} frame`);
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
    const m = JSON.parse(text) as { type: string; seq?: number; view?: unknown; events?: unknown; patch?: ViewPatch; missed?: { seq: number; events: unknown }[] };
    const seq = m.seq ?? -1;
    if ((m.type === 'welcome' || m.type === 'snapshot') && m.view) held = m.view as object;
    if (m.type === 'welcome' && m.missed) {
      // Replayed events: each as the seat may see it, and no upcoming tiles of the present state.
      const upcoming = seq >= 0 && seq < last ? upcomingRuns(states[seq]!) : [];
      for (const missed of m.missed) {
        const raw = events[missed.seq];
        if (!raw) {
          problems.push(`seat ${seat}: welcome replays state ${missed.seq}, which the log does not have`);
          continue;
        }
        for (const shown of secretsShown(seat, raw, missed.events)) problems.push(`seat ${seat}: replayed update ${missed.seq} shows ${shown}`);
        const replayed = JSON.stringify(missed);
        if (seq !== last && replayed.includes(log.seed)) problems.push(`seat ${seat}: seed in replayed update ${missed.seq}`);
        for (const run of upcoming) if (replayed.includes(run)) problems.push(`seat ${seat}: upcoming tiles ${run} in replayed update ${missed.seq}`);
      }
    }
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
      for (const shown of secretsShown(seat, events[seq]!, m.events)) problems.push(`seat ${seat}: update ${seq} shows ${shown}`);
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
