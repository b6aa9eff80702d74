import { useLayoutEffect, useState } from 'preact/hooks';

/** Hash routes, so deep links work from the static host and offline without server help. */
export type Route =
  | { name: 'home' }
  | { name: 'setup' }
  | { name: 'game'; id: string }
  | { name: 'replay'; room?: string }
  | { name: 'games' }
  | { name: 'online' }
  | { name: 'room'; id: string }
  | { name: 'tiles' }
  | { name: 'help'; page: string | null }
  | { name: 'analysis'; id: string }
  /** Continue on another device (#27 point 4): the one-time code of a seat (transfer/TakeSeat.tsx). */
  | { name: 'move'; room: string; code: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  switch (parts[0]) {
    case 'setup':
      return { name: 'setup' };
    case 'game':
      return parts[1] ? { name: 'game', id: parts[1] } : { name: 'home' };
    case 'replay':
      // A finished online game's permanent replay link: #/replay/<room> (read from the archive).
      return parts[1] && /^[a-z2-7]{12}$/.test(parts[1]) ? { name: 'replay', room: parts[1] } : { name: 'replay' };
    case 'games':
      return { name: 'games' };
    case 'analysis':
      return parts[1] ? { name: 'analysis', id: parts[1] } : { name: 'home' };
    case 'tiles':
      return { name: 'tiles' };
    case 'help':
      return { name: 'help', page: parts[1] ?? null };
    case 'online':
      return { name: 'online' };
    case 'room':
      return parts[1] ? { name: 'room', id: decodeURIComponent(parts[1]) } : { name: 'online' };
    case 'move':
      return parts[1] && parts[2] ? { name: 'move', room: decodeURIComponent(parts[1]), code: parts[2] } : { name: 'online' };
    default:
      return { name: 'home' };
  }
}

export function go(path: string): void {
  location.hash = path;
}

export function useRoute(): Route {
  const [r, setR] = useState(parseRoute(location.hash));
  // A layout effect, so the listener is there when the first render commits, before any
  // screen's own effects run: a screen may rewrite the address without a hashchange (the
  // seat-moving link replaces its code with the room's address and opens the room itself
  // once the seat is taken), and a look at the address after that would leave the screen
  // before it has finished (seen under load: the room opened without the seat, or without
  // the link's error).
  useLayoutEffect(() => {
    const on = () => setR(parseRoute(location.hash));
    addEventListener('hashchange', on);
    // Should the address have changed since the render read it, follow it now.
    on();
    return () => removeEventListener('hashchange', on);
  }, []);
  return r;
}
