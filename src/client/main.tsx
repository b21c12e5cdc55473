import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so component styles imported by the app come after them.
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Drawn as a transition: React renders it in short slices instead of one long task, so a phone
// stays responsive while the dashboard and its view are drawn.
startTransition(() => createRoot(container).render(app));

// Once the page has loaded: the worker that installs the app and keeps it working offline.
window.addEventListener('load', () => {
  void Promise.all([import('./lib/service-worker'), import('./components/ui/toast')]).then(([{ registerServiceWorker }, { notify }]) =>
    registerServiceWorker((apply) => notify.action('A new version of the site is ready.', 'Reload', apply)),
  );
});
