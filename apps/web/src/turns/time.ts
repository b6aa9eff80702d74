/**
 * Time as the clocks and "my games" show it, in the page's language through the platform's
 * own Intl data (no catalogue strings): a time left as its two largest units ("2 d 5 h",
 * "5 h 3 min", "42 s"), and how long ago a move was ("3 hours ago").
 */
import type { Clocks, Turn } from '@carc/protocol';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

const unitFormats = new Map<string, Intl.NumberFormat>();
function unit(lang: string, u: 'day' | 'hour' | 'minute' | 'second', n: number): string {
  const key = `${lang}/${u}`;
  let f = unitFormats.get(key);
  if (!f) unitFormats.set(key, (f = new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'narrow' })));
  return f.format(n);
}

/** A time left (ms ≥ 0) as its two largest units, rounded down: it never shows more than is left. */
export function formatLeft(ms: number, lang: string): string {
  const t = Math.max(0, ms);
  if (t >= D) {
    const d = Math.floor(t / D);
    const h = Math.floor((t % D) / H);
    return h ? `${unit(lang, 'day', d)} ${unit(lang, 'hour', h)}` : unit(lang, 'day', d);
  }
  if (t >= H) {
    const h = Math.floor(t / H);
    const m = Math.floor((t % H) / M);
    return m ? `${unit(lang, 'hour', h)} ${unit(lang, 'minute', m)}` : unit(lang, 'hour', h);
  }
  if (t >= M) return unit(lang, 'minute', Math.floor(t / M));
  return unit(lang, 'second', Math.floor(t / S));
}

/** "3 hours ago", "yesterday", "in 2 days": the largest unit that fits. */
export function formatAgo(at: number, now: number, lang: string): string {
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const diff = at - now;
  const abs = Math.abs(diff);
  if (abs >= D) return rtf.format(Math.round(diff / D), 'day');
  if (abs >= H) return rtf.format(Math.round(diff / H), 'hour');
  if (abs >= M) return rtf.format(Math.round(diff / M), 'minute');
  return rtf.format(Math.round(diff / S), 'second');
}

/** A seat's time left at server time `now` (null: no limit; undefined: not a turn-based room). */
export function seatLeft(turn: Pick<Turn, 'player' | 'clocks'> | null | undefined, seat: number, now: number): number | null | undefined {
  const clocks: Clocks | undefined = turn?.clocks;
  if (!clocks) return undefined;
  if (clocks.banks === null) return null;
  const bank = clocks.banks[seat] ?? 0;
  return seat === turn!.player ? Math.max(0, bank - Math.max(0, now - clocks.since)) : bank;
}
