/**
 * "My games": every room where this device holds a seat, asked in one request
 * (`POST /api/my-games`, the seat tokens in the body, never in a URL), kept current without
 * a socket per room: asked again every minute while the app is visible, when it becomes
 * visible or comes back online, and when a game is opened or left. The number of games
 * waiting for this device shows in the tab title and on the installed app's badge.
 */
import { MAX_MY_GAMES, type MyGamesResponse } from '@carc/protocol';
import { signal } from '../i18n/signal.js';
import { savedSeats } from '../online/seat-tokens.js';

export interface MyGamesState {
  /** The last answer (null before the first one). */
  answer: MyGamesResponse | null;
  /** Server time minus this device's, from the last answer. */
  serverOffset: number;
  error: string | null;
  loading: boolean;
}

export const myGames = signal<MyGamesState>({ answer: null, serverOffset: 0, error: null, loading: false });

/** How many games wait for this device's move. */
export const waitingCount = signal(0);

/** Asks once for every saved seat (the newest MAX_MY_GAMES rooms when there are more). */
export async function refreshMyGames(fetchImpl: typeof fetch = fetch): Promise<void> {
  const seats = savedSeats().slice(-MAX_MY_GAMES).map(({ room, token }) => ({ room, token }));
  if (seats.length === 0) {
    myGames.set({ answer: { now: Date.now(), games: [] }, serverOffset: 0, error: null, loading: false });
    waitingCount.set(0);
    return;
  }
  myGames.set({ ...myGames.get(), loading: true });
  const sent = Date.now();
  try {
    const res = await fetchImpl('/api/my-games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats }) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const answer = (await res.json()) as MyGamesResponse;
    const got = Date.now();
    myGames.set({ answer, serverOffset: answer.now - (sent + got) / 2, error: null, loading: false });
    waitingCount.set(answer.games.filter((g) => g.yourTurn).length);
  } catch (e) {
    myGames.set({ ...myGames.get(), error: (e as Error).message, loading: false });
  }
}

const POLL_MS = 60_000;
let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Keeps my games current while the page is visible (one request a minute, and one on each
 * return to the page); nothing while it is hidden. Returns the function that stops it.
 */
export function startMyGamesPolling(): () => void {
  const tick = () => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) void refreshMyGames();
  };
  const onVisible = () => document.visibilityState === 'visible' && tick();
  tick();
  timer = setInterval(tick, POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  addEventListener('online', tick);
  addEventListener('focus', tick);
  return () => {
    if (timer) clearInterval(timer);
    timer = null;
    document.removeEventListener('visibilitychange', onVisible);
    removeEventListener('online', tick);
    removeEventListener('focus', tick);
  };
}

/** The tab title with the count of waiting games in front ("(2) Carcassonne Edge"). */
export function titleWith(count: number, title: string, format: (n: number, title: string) => string): string {
  return count > 0 ? format(count, title) : title;
}

/** The installed app's badge (where the platform has one): the count, or none. */
export function setBadge(count: number): void {
  const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (count > 0) void nav.setAppBadge?.(count)?.catch(() => undefined);
    else void nav.clearAppBadge?.()?.catch(() => undefined);
  } catch {
    // no badge here
  }
}
