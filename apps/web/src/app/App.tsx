import { useEffect, useState } from 'preact/hooks';
import { lazy, Suspense } from 'preact/compat';
import { TileDefs } from '../board/TileDefs.js';
import { LANGS, LANG_NAMES, setLang, t, type Lang } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { useRoute } from './route.js';
import { announcement } from './announce.js';
import { updateReady, offlineReady } from '../pwa/register.js';
import { Home } from '../modes/Home.js';
import { Setup } from '../modes/Setup.js';
import { LocalGameScreen } from '../modes/LocalGameScreen.js';
import { TileGallery } from '../board/TileGallery.js';
import { Legend } from '../board/Legend.js';
import type { Signal } from '../i18n/signal.js';
import { Toast, firstOfflineNotice } from './Toast.js';
import { useWaitingGames } from '../turns/useWaitingGames.js';

// Decided once per page load: a re-render must not make the notice disappear, nor a
// second signal show it again.
let offlineTold: boolean | null = null;
function offlineToldNow(): boolean {
  offlineTold ??= firstOfflineNotice(typeof localStorage === 'undefined' ? null : localStorage);
  return offlineTold;
}

// Online rooms and the replay viewer are not needed to start a local game: load them on demand.
const OnlineScreen = lazy(() => import('../online/OnlineScreen.js').then((m) => m.OnlineScreen));
const ReplayScreen = lazy(() => import('../replay/ReplayScreen.js').then((m) => m.ReplayScreen));
const AnalysisScreen = lazy(() => import('../analysis/AnalysisScreen.js').then((m) => m.AnalysisScreen));
const MyGamesScreen = lazy(() => import('../turns/MyGamesScreen.js').then((m) => m.MyGamesScreen));
const TakeSeat = lazy(() => import('../transfer/TakeSeat.js').then((m) => m.TakeSeat));

function useSignal<T>(s: Signal<T>): T {
  const [v, setV] = useState(s.get());
  useEffect(() => s.subscribe(setV), [s]);
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
      <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
        <TileDefs />
      </svg>
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
        <Suspense fallback={<p>…</p>}>
          {route.name === 'home' && <Home />}
          {route.name === 'setup' && <Setup />}
          {route.name === 'game' && <LocalGameScreen key={route.id} id={route.id} />}
          {route.name === 'replay' && <ReplayScreen key={route.room ?? ''} {...(route.room ? { room: route.room } : {})} />}
          {route.name === 'games' && <MyGamesScreen />}
          {route.name === 'online' && <OnlineScreen />}
          {route.name === 'room' && <OnlineScreen room={route.id} />}
          {route.name === 'tiles' && <TileGallery />}
          {route.name === 'help' && (
            <div class="help-page">
              <Legend />
            </div>
          )}
          {route.name === 'analysis' && <AnalysisScreen key={route.id} id={route.id} />}
          {route.name === 'move' && <TakeSeat key={route.code} room={route.room} code={route.code} />}
        </Suspense>
      </main>
      <div class="sr-only" aria-live="polite" role="status" data-testid="live">
        {live}
      </div>
    </div>
  );
}
