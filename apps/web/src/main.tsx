import { render } from 'preact';
import { App, preloadRoute } from './app/App.js';
import { parseRoute } from './app/route.js';
import { lang, loadLang } from './i18n/index.js';
import { watchInput } from './i18n/input.js';
import { listenForOpenRoom } from './push/open-room.js';
import './styles.css';

document.documentElement.lang = lang.get();
watchInput();
// A click on a "your turn" notification may reach this window before the first screen is up.
listenForOpenRoom();
// A deep link's screen (a saved game, the setup) is fetched while the language loads.
preloadRoute(parseRoute(location.hash));
// The first screen waits for its language's words only (a chunk of its own; see i18n/index.ts).
void loadLang(lang.get()).then(() => {
  const root = document.getElementById('app')!;
  // index.html's stand-in top bar goes in the same task, so no frame shows neither.
  root.textContent = '';
  render(<App />, root);
  // Workbox is not needed to show anything: it loads after the first screen is up.
  void import('./pwa/register.js').then((m) => m.registerServiceWorker());
});
