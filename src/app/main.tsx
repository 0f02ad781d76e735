import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@/renderer/brand/apply-theme';
import { loadBrand } from './boot/load-brand';
import { FatalPage } from './boot/fatal-page';
import { preloadRouteChunk } from './route-chunks';
import './styles.css';

const container = document.getElementById('root')!;
const root = createRoot(container);

// The app (router, query client, pages) and the opened page's chunk download while the brand
// arrives; the app renders once all are in.
const app = import('./app');
app.catch(() => undefined);
preloadRouteChunk(window.location.pathname);

loadBrand(window.location)
  .then(async ({ brand }) => {
    applyTheme(brand, document.documentElement);
    const { App } = await app;
    root.render(
      <StrictMode>
        <App brand={brand} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<FatalPage error={error} />);
  });
