import { render } from 'preact';
import { App } from './app.js';
import { startMessages } from './i18n/index.js';
import { registerServiceWorker } from './keeper/offline.js';
import './style.css';

// The chosen language's words first (a chunk of their own), so the page never shows another.
startMessages().then(
  () => render(<App />, document.getElementById('app')!),
  () => {
    document.getElementById('app')!.textContent =
      'stikk could not be loaded: check the connection and reload.';
  },
);
registerServiceWorker();
