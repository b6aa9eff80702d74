import { render } from 'preact';
import { App } from './app/App.js';
import { lang, loadLang } from './i18n/index.js';
import { watchInput } from './i18n/input.js';
import './styles.css';

document.documentElement.lang = lang.get();
watchInput();
// The first screen waits for its language's words only (a chunk of its own; see i18n/index.ts).
void loadLang(lang.get()).then(() => {
  render(<App />, document.getElementById('app')!);
  // Workbox is not needed to show anything: it loads after the first screen is up.
  void import('./pwa/register.js').then((m) => m.registerServiceWorker());
});
