import { applyTheme } from '@/renderer/brand/apply-theme';
import { afterFirstPaint } from './boot/after-first-paint';
import { loadBrand } from './boot/load-brand';
import { PRERENDERED_ATTRIBUTE } from './boot/adopt-prerender';
import { liveBeforeApp } from './boot/early-input';
import { preloadRegistrationChunk } from './route-chunks';
import './styles.css';

// This entry stays small: it asks for the brand, React, the app and the opened page's chunk at
// once and in parallel.
function start() {
  const renderer = import('./boot/render-app');
  renderer.catch(() => undefined);
  const app = import('./app');
  app.catch(() => undefined);
  preloadRegistrationChunk(window.location.pathname);
  loadBrand(window.location)
    .then(async ({ brand }) => {
      applyTheme(brand, document.documentElement);
      await (await renderer).renderApp(brand, app);
    })
    .catch(async (error: unknown) => {
      await (await renderer).renderFatal(error);
    });
}

// A prerendered page is already on screen: it paints first, and only then do the requests
// start, so they share neither the network nor the main thread with the borrower's first sight
// of the step. Without one, nothing shows until the app runs: start at once.
// It is usable at once: what the borrower types or chooses there is handed to the app when it comes.
const root = document.getElementById('root');
if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  liveBeforeApp(root);
  afterFirstPaint(start);
} else start();
