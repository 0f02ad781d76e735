import { applyTheme } from '@/renderer/brand/apply-theme';
import { loadBrand } from './boot/load-brand';
import { preloadRouteChunk } from './route-chunks';
import './styles.css';

// This entry stays small: it asks for the brand at once, while React, the app and the opened
// page's chunk download; a prerendered page (if any) is already on screen meanwhile.
const renderer = import('./boot/render-app');
renderer.catch(() => undefined);
const app = import('./app');
app.catch(() => undefined);
preloadRouteChunk(window.location.pathname);

loadBrand(window.location)
  .then(async ({ brand }) => {
    applyTheme(brand, document.documentElement);
    await (await renderer).renderApp(brand, app);
  })
  .catch(async (error: unknown) => {
    (await renderer).renderFatal(error);
  });
