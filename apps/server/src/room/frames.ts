/**
 * The JSON of every seat's view at one state number, built once per action and shared.
 *
 * A `PlayerView` differs between seats only in `viewer`, `legalActions` and `own` (the
 * rules' view.ts keeps it so; a test checks it on real games): every other key is the
 * public part, serialised once per action instead of once per seat. A seat's full view is
 * those pieces joined in the view's own key order, so the text is exactly
 * `JSON.stringify(view(state, seat))`. Two consecutive parts give the delta patch
 * (@carc/protocol's `ViewPatch`): the public keys whose JSON changed, and the seat's own
 * keys when they changed.
 */
import type { RulesEngine } from './engine.js';

/** The keys of a view that depend on who looks. */
const SEAT_KEYS = new Set(['viewer', 'legalActions', 'own']);

/** Equality of JSON data (what a view is made of), without serialising it. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    // Same keys in the same order, as JSON.stringify would write them.
    if (k !== kb[i] || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** JSON of each seat-specific key of one view. */
function seatKeys(v: Record<string, unknown>): Map<string, string> {
  const m = new Map<string, string>();
  for (const k of SEAT_KEYS) if (v[k] !== undefined) m.set(k, JSON.stringify(v[k]));
  return m;
}

export class ViewParts {
  /** The view's keys in order (undefined values left out, as JSON.stringify does). */
  readonly keys: string[] = [];
  /** The value of each public key (the spectator's view is the public one). */
  private readonly pub = new Map<string, unknown>();
  /** JSON of public keys, written when first needed. */
  private readonly pubJson = new Map<string, string>();
  /**
   * Per viewer (seat index; `seats` is the spectator): JSON of each seat-specific key.
   * A seat's entry is built on first use: a room sends to the seats that have a socket,
   * and building every seat's view on every action spent a view per empty seat.
   */
  private readonly mine: (Map<string, string> | undefined)[] = [];

  constructor(
    readonly seq: number,
    private readonly rules: RulesEngine,
    private readonly state: Parameters<RulesEngine['view']>[0],
    readonly seats: number,
  ) {
    const spectator = rules.view(state, null) as unknown as Record<string, unknown>;
    for (const k of Object.keys(spectator)) {
      const v = spectator[k];
      if (v === undefined || typeof v === 'function') continue;
      this.keys.push(k);
      if (!SEAT_KEYS.has(k)) this.pub.set(k, v);
    }
    this.mine[seats] = seatKeys(spectator);
  }

  /** The seat-specific key texts of viewer index `i`. */
  private mineOf(i: number): Map<string, string> {
    let m = this.mine[i];
    if (m === undefined) this.mine[i] = m = seatKeys(this.rules.view(this.state, i) as unknown as Record<string, unknown>);
    return m;
  }

  private index(seat: number | null): number {
    return seat === null || seat < 0 || seat >= this.seats ? this.seats : seat;
  }

  private json(k: string): string {
    let t = this.pubJson.get(k);
    if (t === undefined) this.pubJson.set(k, (t = JSON.stringify(this.pub.get(k))));
    return t;
  }

  /** Exactly `JSON.stringify(view(state, seat))`. */
  fullView(seat: number | null): string {
    const mine = this.mineOf(this.index(seat));
    const out: string[] = [];
    for (const k of this.keys) {
      const v = SEAT_KEYS.has(k) ? mine.get(k) : this.json(k);
      if (v !== undefined) out.push(`${JSON.stringify(k)}:${v}`);
    }
    return `{${out.join(',')}}`;
  }

  /**
   * The public half of the patch from `prev` to this: `set` entries and `tail` entries as
   * JSON member texts, shared by every seat.
   */
  publicPatch(prev: ViewParts): { set: string[]; tail: string[] } {
    const set: string[] = [];
    const tail: string[] = [];
    for (const k of this.keys) {
      if (SEAT_KEYS.has(k)) continue;
      const a = prev.pub.get(k);
      const b = this.pub.get(k);
      if (Array.isArray(a) && Array.isArray(b)) {
        let i = 0;
        while (i < a.length && i < b.length && same(a[i], b[i])) i++;
        if (i === a.length && i === b.length) continue;
        if (i > 0) {
          tail.push(`${JSON.stringify(k)}:{"from":${i},"items":${JSON.stringify(b.slice(i))}}`);
          continue;
        }
      } else if (same(a, b)) continue;
      set.push(`${JSON.stringify(k)}:${this.json(k)}`);
    }
    return { set, tail };
  }

  /** The whole patch for one viewer, given the shared public half. */
  patch(prev: ViewParts, shared: { set: string[]; tail: string[] }, seat: number | null): string {
    const before = prev.mineOf(prev.index(seat));
    const after = this.mineOf(this.index(seat));
    const own: string[] = [];
    for (const [k, v] of after) if (before.get(k) !== v) own.push(`${JSON.stringify(k)}:${v}`);
    const set = own.length > 0 ? shared.set.concat(own) : shared.set;
    const parts: string[] = [];
    if (set.length > 0) parts.push(`"set":{${set.join(',')}}`);
    if (shared.tail.length > 0) parts.push(`"tail":{${shared.tail.join(',')}}`);
    return `{${parts.join(',')}}`;
  }
}
