import { useEffect, useState } from 'preact/hooks';
import { LANGS, LANG_NAMES, setLang, t, type Lang } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { useRoute, type Route } from './route.js';
import { announcement } from './announce.js';
import { updateReady, offlineReady } from '../pwa/status.js';
import { Home } from '../modes/Home.js';
import type { Signal } from '../i18n/signal.js';
import { Toast, firstOfflineNotice } from './Toast.js';
import { useWaitingGames } from '../turns/useWaitingGames.js';
import { lazy } from './lazy.js';
// A loader of a few hundred bytes that fetches the game's code itself (modes/LocalGameScreen.tsx).
import { LocalGameScreen, preopenGame } from '../modes/LocalGameScreen.js';

// Decided once per page load: a re-render must not make the notice disappear, nor a
// second signal show it again.
let offlineTold: boolean | null = null;
function offlineToldNow(): boolean {
  offlineTold ??= firstOfflineNotice(typeof localStorage === 'undefined' ? null : localStorage);
  return offlineTold;
}

// The first load carries the home screen only: every other screen is a chunk of its own,
// fetched when its route is first shown (and precached by the service worker for offline).
// The screens that run games also wait for the rules' WebAssembly core (game/rulesReady.ts).
const Setup = lazy(() => import('../modes/Setup.js').then((m) => m.Setup));
const OnlineScreen = lazy(() => import('../online/OnlineScreen.js').then((m) => m.OnlineScreen));
const ReplayScreen = lazy<{ room?: string }>(() => import('../game/rulesReady.js').then((r) => r.withRules(() => import('../replay/ReplayScreen.js'))).then((m) => m.ReplayScreen));
const AnalysisScreen = lazy(() => import('../game/rulesReady.js').then((r) => r.withRules(() => import('../analysis/AnalysisScreen.js'))).then((m) => m.AnalysisScreen));
const MyGamesScreen = lazy(() => import('../turns/MyGamesScreen.js').then((m) => m.MyGamesScreen));
const TakeSeat = lazy(() => import('../transfer/TakeSeat.js').then((m) => m.TakeSeat));
const TileGallery = lazy(() => import('../board/TileGallery.js').then((m) => m.TileGallery));
const HelpScreen = lazy(() => import('../help/HelpScreen.js').then((m) => m.HelpScreen));
// The tile symbols every board and tile picture draws with <use>: only screens that show tiles need them.
const TileDefs = lazy(() => import('../board/TileDefs.js').then((m) => m.TileDefs), null);
const SHOWS_TILES: ReadonlySet<Route['name']> = new Set(['game', 'replay', 'room', 'tiles', 'help', 'analysis']);
const SCREENS: Partial<Record<Route['name'], { load(): Promise<unknown> }>> = {
  setup: Setup,
  online: OnlineScreen,
  room: OnlineScreen,
  replay: ReplayScreen,
  analysis: AnalysisScreen,
  tiles: TileGallery,
  help: HelpScreen,
  games: MyGamesScreen,
  move: TakeSeat,
};

/**
 * Starts fetching the code of the screen at `route` (and the tile symbols if it shows tiles;
 * for a saved game, the game itself).
 * main.tsx calls it for the address the page was opened at, so that screen's chunks come
 * at the same time as the language instead of after it.
 */
export function preloadRoute(route: Route): void {
  void SCREENS[route.name]?.load().catch(() => undefined);
  // A saved game: its data and code, at the same time as the language.
  if (route.name === 'game') preopenGame(route.id);
  if (SHOWS_TILES.has(route.name)) void TileDefs.load().catch(() => undefined);
}

function useSignal<T>(s: Signal<T>): T {
  const [v, setV] = useState(s.get());
  useEffect(() => {
    const stop = s.subscribe(setV);
    // A change between the render and this subscription would be missed otherwise.
    setV(s.get());
    return stop;
  }, [s]);
  return v;
}

export function App() {
  const l = useLang();
  const route = useRoute();
  const live = useSignal(announcement);
  const update = useSignal(updateReady);
  // Told once per browser, as a toast that takes no room from the table.
  const ready = useSignal(offlineReady) && offlineToldNow();
  // Games waiting for this device's move: in the tab title and on the app's badge (#27).
  useWaitingGames();

  return (
    <div class="app">
      {SHOWS_TILES.has(route.name) && (
        <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
          <TileDefs />
        </svg>
      )}
      <header class="top">
        {/* The app's name is the page's one top heading, except where a screen names itself
            with its own h1 (setup, online): axe's page-has-heading-one, and one h1 per page. */}
        {route.name === 'setup' || route.name === 'online' || route.name === 'games' ? (
          <a href="#/" class="brand">
            {t('app.title')}
          </a>
        ) : (
          <h1 class="brand-heading">
            <a href="#/" class="brand">
              {t('app.title')}
            </a>
          </h1>
        )}
        <label class="lang">
          <span class="sr-only">{t('lang.label')}</span>
          <select value={l} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)} aria-label={t('lang.label')} data-testid="lang">
            {LANGS.map((x) => (
              <option value={x} key={x}>
                {LANG_NAMES[x]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {update && (
        <div class="banner" role="alert" data-testid="update">
          {t('pwa.update')}{' '}
          <button type="button" onClick={() => location.reload()}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
      {ready && !update && <Toast message={t('pwa.offlineReady')} onClose={() => offlineReady.set(false)} testid="offline-ready" />}
      <main>
        {route.name === 'home' && <Home />}
        {route.name === 'setup' && <Setup />}
        {route.name === 'game' && <LocalGameScreen key={route.id} id={route.id} />}
        {route.name === 'replay' && <ReplayScreen key={route.room ?? ''} {...(route.room ? { room: route.room } : {})} />}
        {route.name === 'games' && <MyGamesScreen />}
        {route.name === 'online' && <OnlineScreen />}
        {route.name === 'room' && <OnlineScreen room={route.id} />}
        {route.name === 'tiles' && <TileGallery />}
        {route.name === 'help' && <HelpScreen page={route.page} />}
        {route.name === 'analysis' && <AnalysisScreen key={route.id} id={route.id} />}
        {route.name === 'move' && <TakeSeat key={route.code} room={route.room} code={route.code} />}
      </main>
      <div class="sr-only" aria-live="polite" role="status" data-testid="live">
        {live}
      </div>
    </div>
  );
}
