import { render } from 'preact';
import { App } from './app.js';
import { startMessages } from './i18n/index.js';
import { registerServiceWorker } from './keeper/offline.js';
import { startAccount } from './state/account.js';
import './style.css';
import './players/players.css';

// The chosen language's words first (a chunk of their own), so the page never shows another.
startMessages().then(
  () => render(<App />, document.getElementById('app')!),
  () => {
    document.getElementById('app')!.textContent =
      'stikk could not be loaded: check the connection and reload.';
  },
);
// Who is signed in, asked beside the words: the header shows "Sign in" or the name once known.
void startAccount();
registerServiceWorker();
