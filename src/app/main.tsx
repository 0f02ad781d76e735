import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@/renderer/brand/apply-theme';
import { loadBrand } from './boot/load-brand';
import { FatalPage } from './boot/fatal-page';
import './styles.css';

const container = document.getElementById('root')!;
const root = createRoot(container);

loadBrand(window.location)
  .then(async ({ brand }) => {
    applyTheme(brand, document.documentElement);
    // The app (router, query client, pages) loads after the brand, in its own chunk.
    const { App } = await import('./app');
    root.render(
      <StrictMode>
        <App brand={brand} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<FatalPage error={error} />);
  });
