import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Brand } from '@/renderer/brand/brand-context';
import { FatalPage } from './fatal-page';
import { appContainer } from './prerender-swap';

/**
 * Draws the app (or the fatal page) for the brand. React and the app arrive in this chunk and the
 * ones it imports, so main.tsx can ask for the brand first and paint a prerendered page meanwhile.
 */
export async function renderApp(brand: Brand, app: Promise<typeof import('../app')>): Promise<void> {
  const { App } = await app;
  // A transition lets React yield to the browser while it draws the first page, in slices of a
  // few milliseconds, instead of one long task that would hold up the borrower's first tap.
  startTransition(() => {
    createRoot(appContainer(document)).render(
      <StrictMode>
        <App brand={brand} />
      </StrictMode>,
    );
  });
}

export function renderFatal(error: unknown): void {
  createRoot(appContainer(document)).render(<FatalPage error={error} />);
}
