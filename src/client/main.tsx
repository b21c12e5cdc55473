import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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

// The sign-in page arrives rendered (scripts/prerender.mjs) for its plain address;
// any other page, or one whose query string changes what it shows, renders here.
if (container.hasChildNodes() && window.location.search === '') {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
