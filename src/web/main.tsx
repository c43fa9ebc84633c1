import { render } from 'preact';
import { App } from './app.js';
import { registerServiceWorker } from './keeper/offline.js';
import './style.css';

render(<App />, document.getElementById('app')!);
registerServiceWorker();
