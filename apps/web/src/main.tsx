import { render } from 'preact';
import { App } from './app/App.js';
import { registerServiceWorker } from './pwa/register.js';
import { listenForOpenRoom } from './push/open-room.js';
import { lang } from './i18n/index.js';
import './styles.css';

document.documentElement.lang = lang.get();
render(<App />, document.getElementById('app')!);
registerServiceWorker();
listenForOpenRoom();
